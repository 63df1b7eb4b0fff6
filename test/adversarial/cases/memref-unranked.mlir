// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: unranked|expected|memref
// CLASS: handled
gpu.module @m {
  gpu.func @k(%a: memref<*xf32>) kernel {
    gpu.return
  }
}
