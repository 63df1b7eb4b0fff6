// ARGS: %s
// EXPECT: reject: expected accumulator type f32 for bf16 operands
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %d = arith.constant 0 : i64
    %acc = arith.constant dense<0.0> : vector<64xf32>
    aproxy.wgmma_fence
    %a = aproxy.wgmma m64n128k16 types(bf16, bf16, f16) %d, %d, %acc : i64, vector<64xf32>
    aproxy.wgmma_commit
    aproxy.wgmma_wait 0
    gpu.return
  }
}
