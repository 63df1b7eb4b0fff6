// ARGS: --verify-diagnostics
// EXPECT: reject: was not produced
// CLASS: handled
// expected-error @+3 {{{{[unclosed}}
gpu.module @m {
  gpu.func @k() kernel {
    %x = arith.addi %nope, %nope : index
    gpu.return
  }
}
