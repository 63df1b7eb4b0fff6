// RUN: tirx-opt %s -p profile-strip | filecheck %s
// profile-strip (the first stage of tirx-to-ptx): prof.range bodies inlined in place,
// begin/end pairs erased, nothing else touched.

gpu.module @m {
  gpu.func @k(%x: memref<?xf32>) kernel attributes {block = [128, 1, 1]} {
    %c0 = arith.constant 0 : index
    %m = prof.begin "outer" kind "role"
    prof.range "load" {
      %v = memref.load %x[%c0] : memref<?xf32>
      prof.range "inner" {
        memref.store %v, %x[%c0] : memref<?xf32>
      }
    }
    prof.end %m
    gpu.return
  }
}

// CHECK:      builtin.module {
// CHECK-NEXT:   gpu.module @m {
// CHECK-NEXT:     gpu.func @k(%x: memref<?xf32>) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %v = memref.load %x[%c0] : memref<?xf32>
// CHECK-NEXT:       memref.store %v, %x[%c0] : memref<?xf32>
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
