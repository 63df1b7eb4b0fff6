// ARGS: --verify-diagnostics
// EXPECT: reject: expected-error \"undefined\" was not produced
// CLASS: handled
// expected-error @+100 {{undefined}}
gpu.module @m {
  gpu.func @k() kernel {
    %x = arith.addi %nope, %nope : index
    gpu.return
  }
}
