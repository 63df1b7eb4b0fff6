// ARGS: %s
// EXPECT: reject: already|defined
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %x = arith.constant 1 : index
    %x = arith.constant 2 : index
    gpu.return
  }
}
