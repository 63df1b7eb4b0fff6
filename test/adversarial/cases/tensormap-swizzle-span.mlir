// ARGS: %s
// EXPECT: reject: swizzle|128|bytes|expected
// CLASS: handled
gpu.module @m {
  gpu.func @k(%t: !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "64B">) kernel {
    gpu.return
  }
}
