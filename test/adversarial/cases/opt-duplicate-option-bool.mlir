// ARGS: -p 'tirx-to-ptx{print_stages=true print_stages=false}'
// EXPECT: reject: given twice
// CLASS: illegal-accepted
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
