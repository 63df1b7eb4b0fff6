// ARGS: %s
// EXPECT: reject: expected an accumulator of type vector<32xi32> \(N/4 packed f16x2
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %d = arith.constant 0 : i64
    %acc = arith.constant dense<0.0> : vector<64xf32>
    aproxy.wgmma_fence
    %a = aproxy.wgmma m64n128k32 types(e4m3, e4m3, f16) %d, %d, %acc : i64, vector<64xf32>
    aproxy.wgmma_commit
    aproxy.wgmma_wait 0
    gpu.return
  }
}
