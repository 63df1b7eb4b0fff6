// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: out of bounds|index 8|\[0, 4\)
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k(%a: memref<4xf32>, %o: memref<?xf32>) kernel {
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c8] : memref<4xf32>
    memref.store %v, %o[%c0] : memref<?xf32>
    gpu.return
  }
}
