// RUN: tirx-opt %s -p aproxy-verify-sync 2>&1 | filecheck %s
// A kernel the model does not cover (multicast TMA: cluster barriers) is not rejected: a
// remark says it was not checked, and the IR goes on unchanged.

// CHECK: aproxy-verify-sync: @multicast: not checked: aproxy.tma_load: multicast TMA (cluster barriers) is not modelled
// CHECK: gpu.func @multicast
gpu.module @m {
  gpu.func @multicast(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">) kernel attributes {block = [128, 1, 1]} {
    %c0 = arith.constant 0 : index
    %x = arith.constant 0 : i32
    %mask = arith.constant 3 : i16
    %s = aproxy.smem_alloc 8192 align 1024 : !aproxy.smem<8192>
    %b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    aproxy.elect_one warpgroup {
      aproxy.mbarrier_init %b[%c0], arrivals(1) : !aproxy.mbarrier<1>
      aproxy.fence_mbarrier_init
      aproxy.mbarrier_arrive_expect_tx %b[%c0], bytes(8192) : !aproxy.mbarrier<1>
      aproxy.tma_load %tm[%x, %x] -> %s, %b[%c0] multicast(%mask) : !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, !aproxy.smem<8192>, !aproxy.mbarrier<1>
    }
    gpu.return
  }
}
