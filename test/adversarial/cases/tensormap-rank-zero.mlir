// ARGS: %s
// EXPECT: reject: rank|expected|\[1, 5\]
// CLASS: handled
gpu.module @m {
  gpu.func @k(%t: !aproxy.tensormap<0, bf16, box = [], swizzle = "none">) kernel {
    gpu.return
  }
}
