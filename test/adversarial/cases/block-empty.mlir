// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: 1 to 3|three|3 
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel attributes {block = []} {
    gpu.return
  }
}
