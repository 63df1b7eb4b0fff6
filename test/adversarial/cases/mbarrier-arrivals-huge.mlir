// ARGS: %s
// EXPECT: reject: arrival|expected|2\^20|1048575
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %c0 = arith.constant 0 : index
    %b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    aproxy.mbarrier_init %b[%c0], arrivals(4294967296) : !aproxy.mbarrier<1>
    gpu.return
  }
}
