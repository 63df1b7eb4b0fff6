// ARGS: -p 'aproxy-insert-fences{proxy_reading=maybe}'
// EXPECT: reject: aproxy-insert-fences: option 'proxy_reading'
// CLASS: badly-reported
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
