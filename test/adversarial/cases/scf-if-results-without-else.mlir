// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: scf.if: expected an else region
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel {
    %t = arith.constant true
    %r = scf.if %t -> (f32) {
     %f = arith.constant 1.0 : f32
     scf.yield %f : f32
    }
    gpu.return
  }
}
