// ARGS: %s
// EXPECT: reject: scf.if: expected the then region to yield the results' types \(f32\), found f32, f32
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel {
    %t = arith.constant true
    %r = scf.if %t -> (f32) {
     %f = arith.constant 1.0 : f32
     scf.yield %f, %f : f32, f32
    } else {
     %g = arith.constant 1.0 : f32
     scf.yield %g : f32
    }
    gpu.return
  }
}
