// ARGS: -p 'tirx-to-ptx{verify_sync=1}'
// EXPECT: reject: 'verify_sync': expected true or false, found 1
// CLASS: badly-reported
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
