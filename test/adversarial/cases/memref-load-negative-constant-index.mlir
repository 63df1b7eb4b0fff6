// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: out of bounds|index -1|\[0, 4\)
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k(%a: memref<4xf32>, %o: memref<?xf32>) kernel {
    %cm = arith.constant -1 : index
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%cm] : memref<4xf32>
    memref.store %v, %o[%c0] : memref<?xf32>
    gpu.return
  }
}
