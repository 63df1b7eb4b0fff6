// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: aproxy.elect_one executes with width warp.*but 1 thread
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %c0 = arith.constant 0 : index
    %b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    aproxy.elect_one warpgroup {
    aproxy.elect_one warp {
    aproxy.mbarrier_init %b[%c0], arrivals(1) : !aproxy.mbarrier<1>
    }
    }
    gpu.return
  }
}
