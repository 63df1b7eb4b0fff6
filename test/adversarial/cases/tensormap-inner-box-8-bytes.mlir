// ARGS: %s
// EXPECT: reject: multiple of 16 bytes, found 8
// CLASS: handled
gpu.module @m {
  gpu.func @k(%t: !aproxy.tensormap<2, bf16, box = [4, 64], swizzle = "none">) kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
