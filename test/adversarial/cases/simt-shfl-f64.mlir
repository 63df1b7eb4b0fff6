// ARGS: %s
// EXPECT: reject: i32|f32|expected
// CLASS: handled
gpu.module @m {
  gpu.func @k(%v: f64) kernel {
    %o = arith.constant 1 : i32
    %a = simt.shfl_xor %v, %o : f64
    gpu.return
  }
}
