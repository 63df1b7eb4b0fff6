// ARGS: --verify-diagnostics
// EXPECT: reject: unexpected error: use of undefined value
// CLASS: handled
// expected-error @+1 {{undefined}}
gpu.module @m {
  gpu.func @k() kernel {
    %x = arith.addi %nope, %nope : index
    gpu.return
  }
}
