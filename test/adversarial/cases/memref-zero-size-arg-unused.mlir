// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k(%a: memref<0xf32>) kernel {
    gpu.return
  }
}
