// ARGS: %s
// EXPECT: reject: rank|expected|\[1, 5\]
// CLASS: handled
gpu.module @m {
  gpu.func @k(%t: !aproxy.tensormap<6, bf16, box = [1, 1, 1, 1, 1, 1], swizzle = "none">) kernel {
    gpu.return
  }
}
