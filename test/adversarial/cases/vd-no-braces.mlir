// ARGS: --verify-diagnostics
// EXPECT: reject: malformed expected-\* annotation
// CLASS: handled
// expected-error @+3 undefined
gpu.module @m {
  gpu.func @k() kernel {
    %x = arith.addi %nope, %nope : index
    gpu.return
  }
}
