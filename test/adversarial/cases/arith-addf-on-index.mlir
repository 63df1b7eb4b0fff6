// ARGS: %s
// EXPECT: reject: :\d+:\d+: error: Unexpected attribute index
// CLASS: badly-reported
gpu.module @m {
  gpu.func @k(%o: memref<?xf32>) kernel {
    %a = arith.constant 1 : index
    %f = arith.addf %a, %a : index
    %c0 = arith.constant 0 : index
    memref.store %f, %o[%c0] : memref<?xf32>
    gpu.return
  }
}
