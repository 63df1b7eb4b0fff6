// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: barrier index in \[0, 1\].*found 5
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %c5 = arith.constant 5 : index
    %b = aproxy.mbarrier_alloc count(2) : !aproxy.mbarrier<2>
    aproxy.mbarrier_init %b[%c5], arrivals(1) : !aproxy.mbarrier<2>
    gpu.return
  }
}
