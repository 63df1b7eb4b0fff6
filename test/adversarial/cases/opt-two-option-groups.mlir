// ARGS: -p 'tirx-to-ptx{verify_sync=false}{x=1}'
// EXPECT: reject: expected ',' between passes
// CLASS: handled
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
