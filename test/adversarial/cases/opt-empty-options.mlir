// ARGS: -p 'tirx-to-ptx{ }'
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
