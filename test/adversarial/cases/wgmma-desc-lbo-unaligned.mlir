// ARGS: %s
// EXPECT: reject: lbo a multiple of 16 in \[0, 2\^18\).*found 17
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %s = aproxy.smem_alloc 16384 align 1024 : !aproxy.smem<16384>
    %d = aproxy.wgmma_desc %s swizzle("128B") lbo(17) sbo(1024) : !aproxy.smem<16384>
    gpu.return
  }
}
