// ARGS: -p 'aproxy-verify-sync{bound=5 bound=6}'
// EXPECT: reject: option 'bound' of aproxy-verify-sync given twice
// CLASS: illegal-accepted
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
