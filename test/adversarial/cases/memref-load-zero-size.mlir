// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: memref<0xf32>|no elements|out of bounds
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k(%a: memref<0xf32>, %o: memref<?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<0xf32>
    memref.store %v, %o[%c0] : memref<?xf32>
    gpu.return
  }
}
