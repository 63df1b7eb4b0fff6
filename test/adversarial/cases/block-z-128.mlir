// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: z.*64|64.*z
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel attributes {block = [1, 1, 128]} {
    gpu.return
  }
}
