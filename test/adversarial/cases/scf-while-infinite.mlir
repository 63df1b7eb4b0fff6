// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: hang
gpu.module @m {
  gpu.func @k() kernel {
    %t = arith.constant true
    scf.while () : () -> () {
     scf.condition(%t)
    } do {
     scf.yield
    }
    gpu.return
  }
}
