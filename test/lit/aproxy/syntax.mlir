// RUN: tirx-opt %s | filecheck %s
// RUN: tirx-opt %s | tirx-opt | filecheck %s
// RUN: tirx-opt %s --print-op-generic | tirx-opt | filecheck %s
// Every aproxy op and type in its custom syntax, printed back exactly (and through the generic form).

// CHECK:      builtin.module {
// CHECK-NEXT:   gpu.module @k {
// CHECK-NEXT:     gpu.func @g(%tm: !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">) kernel attributes {block = [384 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       %z = arith.constant 0 : i32
// CHECK-NEXT:       %s = aproxy.smem_alloc 32768 align 1024 : !aproxy.smem<32768>
// CHECK-NEXT:       %v = aproxy.smem_offset %s, %c0 : !aproxy.smem<32768> -> !aproxy.smem<16384>
// CHECK-NEXT:       %va = aproxy.smem_address %v : !aproxy.smem<16384>
// CHECK-NEXT:       %b = aproxy.mbarrier_alloc count(2) : !aproxy.mbarrier<2>
// CHECK-NEXT:       aproxy.mbarrier_init %b[%c0], arrivals(1) : !aproxy.mbarrier<2>
// CHECK-NEXT:       aproxy.fence_mbarrier_init
// CHECK-NEXT:       aproxy.mbarrier_arrive %b[%c1] : !aproxy.mbarrier<2>
// CHECK-NEXT:       aproxy.mbarrier_arrive_expect_tx %b[%c0], bytes(16384) : !aproxy.mbarrier<2>
// CHECK-NEXT:       aproxy.mbarrier_wait %b[%c0], parity(%z) : !aproxy.mbarrier<2>
// CHECK-NEXT:       aproxy.mbarrier_inval %b[%c0] : !aproxy.mbarrier<2>
// CHECK-NEXT:       %p = aproxy.pipeline stages(4) full(tx_bytes = 32768) empty(arrivals = 2) : !aproxy.pipeline<4>
// CHECK-NEXT:       aproxy.specialize {
// CHECK-NEXT:         aproxy.role "producer" warpgroups(0) regs(40) {
// CHECK-NEXT:           %ps = aproxy.producer_start %p : !aproxy.pipeline<4>
// CHECK-NEXT:           aproxy.elect_one warpgroup {
// CHECK-NEXT:             %k = aproxy.producer_acquire %p, %ps : !aproxy.pipeline<4>
// CHECK-NEXT:             aproxy.tma_load %tm[%z, %z] -> %v, %p[%k] : !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">, !aproxy.smem<16384>, !aproxy.pipeline<4>
// CHECK-NEXT:             %m = arith.constant 3 : i16
// CHECK-NEXT:             aproxy.tma_load %tm[%z, %z] -> %v, %b[%c0] multicast(%m) : !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">, !aproxy.smem<16384>, !aproxy.mbarrier<2>
// CHECK-NEXT:             aproxy.prefetch_tensormap %tm : !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">
// CHECK-NEXT:           }
// CHECK-NEXT:           %n = aproxy.advance %ps
// CHECK-NEXT:         }
// CHECK-NEXT:         aproxy.role "consumer" warpgroups(1, 2) regs(232) {
// CHECK-NEXT:           %wg = aproxy.warpgroup_index
// CHECK-NEXT:           %cs = aproxy.consumer_start %p : !aproxy.pipeline<4>
// CHECK-NEXT:           %k_1 = aproxy.consumer_wait %p, %cs : !aproxy.pipeline<4>
// CHECK-NEXT:           %d = aproxy.wgmma_desc %v swizzle("128B") lbo(16) sbo(1024) : !aproxy.smem<16384>
// CHECK-NEXT:           %acc = arith.constant dense<0.000000e+00> : vector<64xf32>
// CHECK-NEXT:           %t = arith.constant true
// CHECK-NEXT:           aproxy.wgmma_fence
// CHECK-NEXT:           %a2 = aproxy.wgmma m64n128k16 types(bf16, bf16, f32) %d, %d, %acc scale_d(%t) : i64, vector<64xf32>
// CHECK-NEXT:           aproxy.wgmma_commit
// CHECK-NEXT:           aproxy.wgmma_wait 0
// CHECK-NEXT:           aproxy.wgmma_hold %a2, %z : vector<64xf32>, i32
// CHECK-NEXT:           %a3 = aproxy.wgmma_wait 0 (%a2) : vector<64xf32>
// CHECK-NEXT:           aproxy.consumer_release %p, %cs : !aproxy.pipeline<4>
// CHECK-NEXT:           aproxy.fence_proxy_async
// CHECK-NEXT:           aproxy.named_barrier_sync id(1), threads(256)
// CHECK-NEXT:           aproxy.named_barrier_arrive id(2), threads(256)
// CHECK-NEXT:           aproxy.tma_store %v -> %tm[%z, %z] : !aproxy.smem<16384>, !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">
// CHECK-NEXT:           aproxy.bulk_commit
// CHECK-NEXT:           aproxy.bulk_wait 0 read
// CHECK-NEXT:           aproxy.bulk_wait 1
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

gpu.module @k {
  gpu.func @g(%tm: !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">) kernel attributes {block = [384, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %s = aproxy.smem_alloc 32768 align 1024 : !aproxy.smem<32768>
    %v = aproxy.smem_offset %s, %c0 : !aproxy.smem<32768> -> !aproxy.smem<16384>
    %va = aproxy.smem_address %v : !aproxy.smem<16384>
    %b = aproxy.mbarrier_alloc count(2) : !aproxy.mbarrier<2>
    aproxy.mbarrier_init %b[%c0], arrivals(1) : !aproxy.mbarrier<2>
    aproxy.fence_mbarrier_init
    aproxy.mbarrier_arrive %b[%c1] : !aproxy.mbarrier<2>
    aproxy.mbarrier_arrive_expect_tx %b[%c0], bytes(16384) : !aproxy.mbarrier<2>
    aproxy.mbarrier_wait %b[%c0], parity(%z) : !aproxy.mbarrier<2>
    aproxy.mbarrier_inval %b[%c0] : !aproxy.mbarrier<2>
    %p = aproxy.pipeline stages(4) full(tx_bytes = 32768) empty(arrivals = 2) : !aproxy.pipeline<4>
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) regs(40) {
        %ps = aproxy.producer_start %p : !aproxy.pipeline<4>
        aproxy.elect_one warpgroup {
          %k = aproxy.producer_acquire %p, %ps : !aproxy.pipeline<4>
          aproxy.tma_load %tm[%z, %z] -> %v, %p[%k] : !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">, !aproxy.smem<16384>, !aproxy.pipeline<4>
          %m = arith.constant 3 : i16
          aproxy.tma_load %tm[%z, %z] -> %v, %b[%c0] multicast(%m) : !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">, !aproxy.smem<16384>, !aproxy.mbarrier<2>
          aproxy.prefetch_tensormap %tm : !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">
        }
        %n = aproxy.advance %ps
      }
      aproxy.role "consumer" warpgroups(1, 2) regs(232) {
        %wg = aproxy.warpgroup_index
        %cs = aproxy.consumer_start %p : !aproxy.pipeline<4>
        %k = aproxy.consumer_wait %p, %cs : !aproxy.pipeline<4>
        %d = aproxy.wgmma_desc %v swizzle("128B") lbo(16) sbo(1024) : !aproxy.smem<16384>
        %acc = arith.constant dense<0.0> : vector<64xf32>
        %t = arith.constant true
        aproxy.wgmma_fence
        %a2 = aproxy.wgmma m64n128k16 types(bf16, bf16, f32) %d, %d, %acc scale_d(%t) : i64, vector<64xf32>
        aproxy.wgmma_commit
        aproxy.wgmma_wait 0
        aproxy.wgmma_hold %a2, %z : vector<64xf32>, i32
        %a3 = aproxy.wgmma_wait 0 (%a2) : vector<64xf32>
        aproxy.consumer_release %p, %cs : !aproxy.pipeline<4>
        aproxy.fence_proxy_async
        aproxy.named_barrier_sync id(1), threads(256)
        aproxy.named_barrier_arrive id(2), threads(256)
        aproxy.tma_store %v -> %tm[%z, %z] : !aproxy.smem<16384>, !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">
        aproxy.bulk_commit
        aproxy.bulk_wait 0 read
        aproxy.bulk_wait 1
      }
    }
    gpu.return
  }
}
