// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: barrier index in \[0, 1\].*found -1
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %c = arith.constant -1 : index
    %b = aproxy.mbarrier_alloc count(2) : !aproxy.mbarrier<2>
    aproxy.mbarrier_init %b[%c], arrivals(1) : !aproxy.mbarrier<2>
    gpu.return
  }
}
