// ARGS: %s
// EXPECT: reject: count|at least|expected|\[1
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %b = aproxy.mbarrier_alloc count(0) : !aproxy.mbarrier<0>
    gpu.return
  }
}
