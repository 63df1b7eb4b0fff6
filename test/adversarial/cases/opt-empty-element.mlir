// ARGS: -p 'tirx-to-ptx,,cse'
// EXPECT: reject: expected a pass name
// CLASS: handled
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
