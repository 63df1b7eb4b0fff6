// ARGS: %s
// EXPECT: reject: expected|indices|rank
// CLASS: handled
gpu.module @m {
  gpu.func @k(%a: memref<?x?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<?x?xf32>
    gpu.return
  }
}
