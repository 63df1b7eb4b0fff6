// ARGS: -p 'aproxy-insert-fences{proxy_reading=fence proxy_reading=barrier}'
// EXPECT: reject: given twice
// CLASS: illegal-accepted
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
