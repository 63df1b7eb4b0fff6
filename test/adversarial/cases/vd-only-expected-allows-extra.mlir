// ARGS: --verify-diagnostics=only-expected
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %x = arith.addi %nope, %nope : index
    gpu.return
  }
}
