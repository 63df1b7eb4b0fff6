// ARGS: --verify-diagnostics=sometimes
// EXPECT: reject: invalid choice: 'sometimes'
// CLASS: handled
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel {
    %x = arith.addi %nope, %nope : index
    gpu.return
  }
}
