// ARGS: %s
// EXPECT: reject: undefined|not defined|%nope
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %x = arith.addi %nope, %nope : index
    gpu.return
  }
}
