// RUN: tirx-opt %s --split-input-file -p aproxy-verify-sync 2>&1 >/dev/null | filecheck %s
// Correct kernels built from raw mbarriers, named barriers and a TMA-store epilogue: each
// gets the one-line summary (stderr) and no finding.

// Ping-pong on two raw mbarriers: the producer's first wait uses parity 1 on a fresh
// barrier, the parity bit wraps every 2 iterations; %full is initialized with 128 arrivals
// and all 128 producer threads arrive on it; %empty with 2 (one elected thread per consumer
// warpgroup).
// CHECK: aproxy-verify-sync: @pingpong: 2 roles, 3 warpgroups, 2 barrier arrays (2 mbarriers), no pipeline, unrolled 5 iterations, {{[0-9]+}} states: no findings
gpu.module @m {
  gpu.func @pingpong(%n: index) kernel attributes {block = [384, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %i1 = arith.constant 1 : i32
    %full = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    %empty = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    %tid = gpu.thread_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    scf.if %first {
      aproxy.mbarrier_init %full[%c0], arrivals(128) : !aproxy.mbarrier<1>
      aproxy.mbarrier_init %empty[%c0], arrivals(2) : !aproxy.mbarrier<1>
      aproxy.fence_mbarrier_init
    }
    gpu.barrier
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) regs(40) {
        scf.for %i = %c0 to %n step %c1 {
          %ii = arith.index_cast %i : index to i32
          %ph = arith.andi %ii, %i1 : i32
          %pe = arith.xori %ph, %i1 : i32
          aproxy.mbarrier_wait %empty[%c0], parity(%pe) : !aproxy.mbarrier<1>
          aproxy.mbarrier_arrive %full[%c0] : !aproxy.mbarrier<1>
        }
      }
      aproxy.role "consumer" warpgroups(1, 2) regs(232) {
        scf.for %i = %c0 to %n step %c1 {
          %ii = arith.index_cast %i : index to i32
          %ph = arith.andi %ii, %i1 : i32
          aproxy.mbarrier_wait %full[%c0], parity(%ph) : !aproxy.mbarrier<1>
          aproxy.elect_one warpgroup {
            aproxy.mbarrier_arrive %empty[%c0] : !aproxy.mbarrier<1>
          }
        }
      }
    }
    gpu.return
  }
}

// -----

// The TMA-store epilogue: every thread writes its part of the staging tile (st.shared),
// fences the generic -> async proxy, the warpgroup syncs on a named barrier, one thread
// stores and waits for the bulk group to have read the tile, and the warpgroup syncs again
// before anyone could reuse it.
// CHECK: aproxy-verify-sync: @epilogue: 1 roles, 2 warpgroups, 0 barrier arrays (0 mbarriers), no pipeline, unrolled 5 iterations, {{[0-9]+}} states: no findings
gpu.module @m {
  gpu.func @epilogue(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">) kernel attributes {block = [256, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c8192 = arith.constant 8192 : index
    %v0 = arith.constant 1.0 : f32
    %x = arith.constant 0 : i32
    %sC = aproxy.smem_alloc 16384 align 1024 : !aproxy.smem<16384>
    aproxy.specialize {
      aproxy.role "store" warpgroups(0, 1) {
        %wg = aproxy.warpgroup_index
        %off = arith.muli %wg, %c8192 : index
        %v = aproxy.smem_offset %sC, %off : !aproxy.smem<16384> -> !aproxy.smem<8192>
        %a = aproxy.smem_address %v : !aproxy.smem<8192>
        nvvm.st<space = shared, type = f32> %a, %v0 : (i32, f32) -> ()
        aproxy.fence_proxy_async
        %is0 = arith.cmpi eq, %wg, %c0 : index
        scf.if %is0 {
          aproxy.named_barrier_sync id(1), threads(128)
        } else {
          aproxy.named_barrier_sync id(2), threads(128)
        }
        aproxy.elect_one warpgroup {
          aproxy.tma_store %v -> %tm[%x, %x] : !aproxy.smem<8192>, !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">
          aproxy.bulk_commit
          aproxy.bulk_wait 0 read
        }
        scf.if %is0 {
          aproxy.named_barrier_sync id(1), threads(128)
        } else {
          aproxy.named_barrier_sync id(2), threads(128)
        }
        nvvm.st<space = shared, type = f32> %a, %v0 : (i32, f32) -> ()
      }
    }
    gpu.return
  }
}

// -----

// A two-stage pipeline on raw mbarriers: the producer's elected thread waits on empty[s]
// with the flipped parity, expects 8192 bytes and issues the TMA load; every consumer thread
// waits on full[s], reads the stage with ld.shared (async -> generic needs no fence), the
// warpgroup syncs, and its elected thread releases the stage.
// CHECK: aproxy-verify-sync: @raw: 2 roles, 2 warpgroups, 2 barrier arrays (4 mbarriers), no pipeline, unrolled 9 iterations, {{[0-9]+}} states: no findings
gpu.module @m {
  gpu.func @raw(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index) kernel attributes {block = [256, 1, 1]} {
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
