// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %m = arith.constant -1 : index
    scf.for %i = %c4 to %c0 step %m {
    }
    gpu.return
  }
}
