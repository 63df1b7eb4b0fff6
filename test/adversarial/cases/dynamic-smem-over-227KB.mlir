// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: 232448
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1], dynamic_smem = 300000} {
    gpu.return
  }
}
