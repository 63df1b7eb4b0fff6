// ARGS: %s
// EXPECT: reject: coordinate|expected|rank
// CLASS: handled
gpu.module @m {
  gpu.func @k(%t: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">) kernel attributes {block = [128, 1, 1]} {
    %z = arith.constant 0 : i32
    %c0 = arith.constant 0 : index
    %s = aproxy.smem_alloc 8192 align 1024 : !aproxy.smem<8192>
    %b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    aproxy.elect_one warpgroup {
    aproxy.tma_load %t[%z] -> %s, %b[%c0] : !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, !aproxy.smem<8192>, !aproxy.mbarrier<1>
    }
    gpu.return
  }
}
