// ARGS: -p 'aproxy-to-nvvm{hang_check=true hang_ms=0}'
// EXPECT: reject: aproxy-to-nvvm: option 'hang_ms'.*found 0
// CLASS: badly-reported
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
