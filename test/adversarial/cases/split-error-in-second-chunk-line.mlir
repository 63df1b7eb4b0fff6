// ARGS: --split-input-file
// EXPECT: reject: :\d+:21: error: use of undefined value
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
// -----
gpu.module @m {
  gpu.func @k() kernel {
    %x = arith.addi %nope, %nope : index
    gpu.return
  }
}
