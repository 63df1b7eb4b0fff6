// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: @k is defined twice; PTX has one namespace
// CLASS: handled
gpu.module @a {
  gpu.func @k() kernel {
    gpu.return
  }
}
gpu.module @b {
  gpu.func @k() kernel {
    gpu.return
  }
}
