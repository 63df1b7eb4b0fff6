// RUN: tirx-opt %s | filecheck %s
// RUN: tirx-opt %s | tirx-opt | filecheck %s
// The grid-scope flag ops (dialects/aproxy/flags.py) print as written, inside elect_one.

gpu.module @m {
  gpu.func @k(%F: memref<?xi32>, %i: index, %n: index) kernel attributes {block = [128, 1, 1]} {
    aproxy.elect_one warpgroup {
      aproxy.flag_arrive %F[%i] : memref<?xi32>
      aproxy.flag_wait %F[%i] count(%n) : memref<?xi32>
    }
    gpu.return
  }
}
// CHECK:      aproxy.elect_one warpgroup {
// CHECK-NEXT:   aproxy.flag_arrive %F[%i] : memref<?xi32>
// CHECK-NEXT:   aproxy.flag_wait %F[%i] count(%n) : memref<?xi32>
// CHECK-NEXT: }
