// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: memref<4x0xf32>|no elements|out of bounds
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k(%a: memref<4x0xf32>) kernel {
    %c0 = arith.constant 0 : index
    %f = arith.constant 1.0 : f32
    memref.store %f, %a[%c0, %c0] : memref<4x0xf32>
    gpu.return
  }
}
