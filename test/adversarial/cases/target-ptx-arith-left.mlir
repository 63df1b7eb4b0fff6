// ARGS: -t ptx
// EXPECT: reject: expected|arith|lowered|not|nvvm
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %c = arith.constant 1 : index
    %d = arith.addi %c, %c : index
    gpu.return
  }
}
