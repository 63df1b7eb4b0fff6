// ARGS: %s
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %c = arith.constant -9223372036854775808 : i64
    gpu.return
  }
}
