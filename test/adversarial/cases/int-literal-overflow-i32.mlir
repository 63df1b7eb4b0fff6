// ARGS: %s
// EXPECT: reject: out of range|overflow|not in|range|fit
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %c = arith.constant 4294967296 : i32
    gpu.return
  }
}
