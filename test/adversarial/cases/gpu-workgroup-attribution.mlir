// ARGS: %s
// EXPECT: reject: workgroup
// CLASS: handled
gpu.module @m {
  gpu.func @k() workgroup(%w : memref<4xf32, 3>) kernel {
    gpu.return
  }
}
