// ARGS: %s
// EXPECT: reject: expected|mbarrier
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %b = aproxy.mbarrier_alloc count(2) : !aproxy.mbarrier<4>
    gpu.return
  }
}
