// ARGS: %s
// EXPECT: reject: Hexadecimal float constant out of range
// CLASS: handled
gpu.module @m {
  gpu.func @k(%o: memref<?xf32>) kernel {
    %f = arith.constant 0x7F80000000 : f32
    %c0 = arith.constant 0 : index
    memref.store %f, %o[%c0] : memref<?xf32>
    gpu.return
  }
}
