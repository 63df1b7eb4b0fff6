// ARGS: --verify-diagnostics --split-input-file
// EXPECT: reject: unexpected error
// CLASS: handled
// expected-error @+6 {{undefined}}
// -----
gpu.module @m {
  gpu.func @k() kernel {
    %x = arith.addi %nope, %nope : index
    gpu.return
  }
}
