// ARGS: %s
// EXPECT: reject: box|\[1, 256\]|expected|positive
// CLASS: handled
gpu.module @m {
  gpu.func @k(%t: !aproxy.tensormap<2, bf16, box = [0, 64], swizzle = "none">) kernel {
    gpu.return
  }
}
