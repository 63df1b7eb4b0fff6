// profile-strip (one pattern per prof op): nested ranges inline in order, begin/end pairs go.
// RUN: tirx-opt %s -p profile-strip | filecheck %s

builtin.module {
  gpu.module @kernels {
    gpu.func @k(%a: memref<4xf32>) kernel {
      %c0 = arith.constant 0 : index
      prof.range "outer" {
        %m = prof.begin "b"
        %x = memref.load %a[%c0] : memref<4xf32>
        prof.range "inner" {
          %y = arith.addf %x, %x : f32
          memref.store %y, %a[%c0] : memref<4xf32>
        }
        prof.end %m
      }
      gpu.return
    }
  }
}

// CHECK:      gpu.func @k(%a: memref<4xf32>) kernel {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %x = memref.load %a[%c0] : memref<4xf32>
// CHECK-NEXT:   %y = arith.addf %x, %x : f32
// CHECK-NEXT:   memref.store %y, %a[%c0] : memref<4xf32>
// CHECK-NEXT:   gpu.return
// CHECK-NEXT: }
