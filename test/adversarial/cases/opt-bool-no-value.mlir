// ARGS: -p 'tirx-to-ptx{verify_sync}'
// EXPECT: reject: 'verify_sync': expected true or false, found no value
// CLASS: badly-reported
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
