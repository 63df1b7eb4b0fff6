// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: out of range|overflow|too large
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k(%o: memref<?xbf16>) kernel {
    %f = arith.constant 1.0e39 : bf16
    %c0 = arith.constant 0 : index
    memref.store %f, %o[%c0] : memref<?xbf16>
    gpu.return
  }
}
