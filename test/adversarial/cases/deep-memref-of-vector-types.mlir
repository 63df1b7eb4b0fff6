// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: expected|Expected|element
// CLASS: handled
gpu.module @m {
  gpu.func @k(%a: memref<?xvector<4xvector<4xf32>>>) kernel {
    gpu.return
  }
}
