// ARGS: %s
// EXPECT: reject: m64|n|shape|expected|wgmma
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %d = arith.constant 0 : i64
    %acc = arith.constant dense<0.0> : vector<64xf32>
    %a = aproxy.wgmma m64n7k16 types(bf16, bf16, f32) %d, %d, %acc : i64, vector<64xf32>
    gpu.return
  }
}
