// ARGS: --verify-diagnostics
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %x = arith.addi %nope, %nope : index // expected-error {{undefined}}
    gpu.return
  }
}
