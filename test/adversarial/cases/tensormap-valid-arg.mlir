// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k(%t: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">) kernel {
    gpu.return
  }
}
