// ARGS: -p 'aproxy-verify-sync{max_mb=99999999999999999999}'
// EXPECT: reject: 'max_mb': expected an integer within 64 bits, found 99999999999999999999
// CLASS: illegal-accepted
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
