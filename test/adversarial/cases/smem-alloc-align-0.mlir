// ARGS: %s
// EXPECT: reject: power of two
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %s = aproxy.smem_alloc 1024 align 0 : !aproxy.smem<1024>
    gpu.return
  }
}
