// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: nope|symbol|not defined|undefined
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k(%o: memref<?xf32>) kernel {
    %p = memref.get_global @nope : memref<4xf32, 3>
    %c0 = arith.constant 0 : index
    %v = memref.load %p[%c0] : memref<4xf32, 3>
    memref.store %v, %o[%c0] : memref<?xf32>
    gpu.return
  }
}
