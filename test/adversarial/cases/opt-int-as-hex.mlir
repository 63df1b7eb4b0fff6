// ARGS: -p 'aproxy-verify-sync{bound=0x10}'
// EXPECT: reject: 'bound': expected one integer, found '0x10'
// CLASS: badly-reported
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
