// ARGS: %s
// EXPECT: reject: offset|expected|negative|within
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %c = arith.constant -16 : index
    %s = aproxy.smem_alloc 2048 align 16 : !aproxy.smem<2048>
    %v = aproxy.smem_offset %s, %c : !aproxy.smem<2048> -> !aproxy.smem<1024>
    gpu.return
  }
}
