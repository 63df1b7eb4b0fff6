// ARGS: %s
// EXPECT: reject: 232448
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %s = aproxy.smem_alloc 18446744073709551616 align 16 : !aproxy.smem<18446744073709551616>
    gpu.return
  }
}
