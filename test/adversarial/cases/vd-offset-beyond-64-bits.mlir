// ARGS: --verify-diagnostics
// EXPECT: reject: was not produced
// CLASS: handled
// expected-error @+99999999999999999999 {{x}}
gpu.module @m {
  gpu.func @k() kernel {
    %x = arith.addi %nope, %nope : index
    gpu.return
  }
}
