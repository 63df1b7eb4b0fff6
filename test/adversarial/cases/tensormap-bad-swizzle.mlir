// ARGS: %s
// EXPECT: reject: swizzle|expected
// CLASS: handled
gpu.module @m {
  gpu.func @k(%t: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "96B">) kernel {
    gpu.return
  }
}
