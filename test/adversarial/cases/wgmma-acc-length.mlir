// ARGS: %s
// EXPECT: reject: accumulator|vector|expected|64
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %d = arith.constant 0 : i64
    %acc = arith.constant dense<0.0> : vector<8xf32>
    %a = aproxy.wgmma m64n128k16 types(bf16, bf16, f32) %d, %d, %acc : i64, vector<8xf32>
    gpu.return
  }
}
