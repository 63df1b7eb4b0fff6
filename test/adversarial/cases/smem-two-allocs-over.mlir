// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: 232448|227 KB
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel {
    %s = aproxy.smem_alloc 200000 align 16 : !aproxy.smem<200000>
    %t = aproxy.smem_alloc 200000 align 16 : !aproxy.smem<200000>
    gpu.return
  }
}
