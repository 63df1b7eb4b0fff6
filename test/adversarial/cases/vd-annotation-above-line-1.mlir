// ARGS: --verify-diagnostics
// EXPECT: reject: was not produced
// CLASS: handled
// expected-error @above {{undefined}}
gpu.module @m {
  gpu.func @k() kernel {
    %x = arith.addi %nope, %nope : index
    gpu.return
  }
}
