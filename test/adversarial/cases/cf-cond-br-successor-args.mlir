// ARGS: %s
// EXPECT: reject: cf.cond_br: expected successor #1 to get the block's argument types \(f32\), found none
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel {
    %t = arith.constant true
    %f = arith.constant 1.0 : f32
    cf.cond_br %t, ^bb1(%f : f32), ^bb1
    ^bb1(%x: f32):
    gpu.return
  }
}
