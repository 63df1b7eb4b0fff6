// ARGS: -p 'aproxy-verify-sync{proxy_reading=banana}'
// EXPECT: reject: option 'proxy_reading': expected one of barrier, fence, found 'banana'
// CLASS: badly-reported
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
