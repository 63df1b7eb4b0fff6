// ARGS: -p 'aproxy-verify-sync{max_states=0}'
// EXPECT: reject: 'max_states': expected a positive integer, found 0
// CLASS: handled
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
