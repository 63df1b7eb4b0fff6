// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: scf.while: expected the do region to yield the init types \(f32\), found nothing
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel {
    %t = arith.constant true
    %f = arith.constant 1.0 : f32
    scf.while (%x = %f) : (f32) -> (f32) {
     scf.condition(%t) %x : f32
    } do {
    ^bb0(%y: f32):
     scf.yield
    }
    gpu.return
  }
}
