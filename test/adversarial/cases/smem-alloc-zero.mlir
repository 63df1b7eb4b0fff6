// ARGS: %s
// EXPECT: reject: size in \[1
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %s = aproxy.smem_alloc 0 align 16 : !aproxy.smem<0>
    gpu.return
  }
}
