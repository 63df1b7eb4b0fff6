// ARGS: -p 'tirx-to-ptx{verify_sync=}'
// EXPECT: reject: malformed pass pipeline
// CLASS: handled
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
