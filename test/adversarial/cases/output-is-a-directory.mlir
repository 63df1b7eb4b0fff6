// ARGS: -o /tmp
// EXPECT: reject: cannot write '/tmp': it is a directory
// CLASS: handled
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
