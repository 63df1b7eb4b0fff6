// RUN: tirx-opt %s -p aproxy-verify-sync 2>&1 >/dev/null | filecheck %s
// RUN: tirx-opt %s -p 'aproxy-verify-sync{proxy_reading=fence}' --verify-diagnostics
// RUN: not tirx-opt %s -p 'aproxy-verify-sync{proxy_reading=maybe}' 2>&1 | filecheck %s --check-prefix=BAD
// Blind spot 6 (issue 11): every report names the readings it applied; proxy_reading=fence
// switches the contested rule (a generic read of a stage, then a TMA overwrite of it after
// the release/acquire, with no proxy fence) to the conservative reading, which demands a
// fence.proxy.async in the reading threads.

// CHECK: aproxy-verify-sync: @generic_read: {{.*}}: no findings
// CHECK-NEXT: readings: generic read then TMA overwrite: ordered by the release/acquire, no proxy fence demanded; an elected thread's arrive releases only its own accesses; bulk and wgmma waits are per thread
// BAD: tirx-opt: error: aproxy-verify-sync: option 'proxy_reading': expected one of barrier, fence, found 'maybe'
gpu.module @m {
  gpu.func @generic_read(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index) kernel attributes {block = [256, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8192 = arith.constant 8192 : index
    %x = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %s = aproxy.smem_alloc 16384 align 1024 : !aproxy.smem<16384>
    %full = aproxy.mbarrier_alloc count(2) : !aproxy.mbarrier<2>
    %empty = aproxy.mbarrier_alloc count(2) : !aproxy.mbarrier<2>
    %tid = gpu.thread_id x
    %t0 = arith.cmpi eq, %tid, %c0 : index
    scf.if %t0 {
      aproxy.mbarrier_init %full[%c0], arrivals(1) : !aproxy.mbarrier<2>
      aproxy.mbarrier_init %full[%c1], arrivals(1) : !aproxy.mbarrier<2>
      aproxy.mbarrier_init %empty[%c0], arrivals(1) : !aproxy.mbarrier<2>
      aproxy.mbarrier_init %empty[%c1], arrivals(1) : !aproxy.mbarrier<2>
      aproxy.fence_mbarrier_init
    }
    gpu.barrier
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) {
        aproxy.elect_one warpgroup {
          scf.for %i = %c0 to %n step %c1 {
            %st = arith.remui %i, %c2 : index
            %q = arith.divui %i, %c2 : index
            %q32 = arith.index_cast %q : index to i32
            %ph = arith.andi %q32, %one : i32
            %pe = arith.xori %ph, %one : i32
            aproxy.mbarrier_wait %empty[%st], parity(%pe) : !aproxy.mbarrier<2>
            aproxy.mbarrier_arrive_expect_tx %full[%st], bytes(8192) : !aproxy.mbarrier<2>
            %off = arith.muli %st, %c8192 : index
            %v = aproxy.smem_offset %s, %off : !aproxy.smem<16384> -> !aproxy.smem<8192>
            // expected-error-re @below {{aproxy-verify-sync: aproxy.tma_load: fence: TMA load overwrites %s[{{[0-9]+}}, {{[0-9]+}}) read through the generic proxy by nvvm.ld (consumer:wg1) with no aproxy.fence_proxy_async in the reading threads between the read and the release (reading: proxy-fence, the conservative one{{.*}}readings: generic read then TMA overwrite: a fence.proxy.async demanded in the reading threads (conservative)}}
            aproxy.tma_load %tm[%x, %x] -> %v, %full[%st] : !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, !aproxy.smem<8192>, !aproxy.mbarrier<2>
          }
        }
      }
      aproxy.role "consumer" warpgroups(1) {
        scf.for %i = %c0 to %n step %c1 {
          %st = arith.remui %i, %c2 : index
          %q = arith.divui %i, %c2 : index
          %q32 = arith.index_cast %q : index to i32
          %ph = arith.andi %q32, %one : i32
          aproxy.mbarrier_wait %full[%st], parity(%ph) : !aproxy.mbarrier<2>
          %off = arith.muli %st, %c8192 : index
          %v = aproxy.smem_offset %s, %off : !aproxy.smem<16384> -> !aproxy.smem<8192>
          %va = aproxy.smem_address %v : !aproxy.smem<8192>
          %w = nvvm.ld<space = shared, type = f32> %va : (i32) -> f32
          aproxy.named_barrier_sync id(1), threads(128)
          aproxy.elect_one warpgroup {
            aproxy.mbarrier_arrive %empty[%st] : !aproxy.mbarrier<2>
          }
        }
      }
    }
    gpu.return
  }
}
