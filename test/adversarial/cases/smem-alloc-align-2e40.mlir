// ARGS: %s
// EXPECT: reject: power of two in \[1, 1024\], found 1099511627776
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %s = aproxy.smem_alloc 1024 align 1099511627776 : !aproxy.smem<1024>
    gpu.return
  }
}
