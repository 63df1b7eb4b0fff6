// ARGS: %s
// EXPECT: reject: :\d+:\d+: error: Unknown comparison mnemonic: wat
// CLASS: badly-reported
gpu.module @m {
  gpu.func @k(%o: memref<?xf32>) kernel {
    %a = arith.constant 1 : i32
    %b = arith.cmpi wat, %a, %a : i32
    %f = arith.constant 1.0 : f32
    %c0 = arith.constant 0 : index
    memref.store %f, %o[%c0] : memref<?xf32>
    gpu.return
  }
}
