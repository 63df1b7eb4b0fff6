// ARGS: %s
// EXPECT: reject: box|256|expected
// CLASS: handled
gpu.module @m {
  gpu.func @k(%t: !aproxy.tensormap<2, bf16, box = [257, 64], swizzle = "none">) kernel {
    gpu.return
  }
}
