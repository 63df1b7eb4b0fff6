// ARGS: --verify-diagnostics
// EXPECT: reject: malformed expected-\* annotation
// CLASS: handled
// expected-error @foo {{x}}
gpu.module @m {
  gpu.func @k() kernel {
    %x = arith.addi %nope, %nope : index
    gpu.return
  }
}
