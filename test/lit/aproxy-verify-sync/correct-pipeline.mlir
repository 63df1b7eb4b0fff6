// RUN: tirx-opt %s --split-input-file -p aproxy-verify-sync 2>&1 >/dev/null | filecheck %s
// RUN: tirx-opt %s --split-input-file -p 'aproxy-verify-sync{bound=3}' 2>&1 >/dev/null | filecheck %s --check-prefix=BOUND
// RUN: tirx-opt %s --split-input-file -p 'aproxy-verify-sync{summary=false}' 2>&1 >/dev/null | filecheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: aproxy-verify-sync
// Correct kernels with the patterns a checker is tempted to flag: each gets the one-line
// summary (stderr) and no finding.

// The producer's first acquires pass on fresh empty barriers (parity 1); the phase bit
// wraps 4 times in 9 iterations of 2 stages; two consumer warpgroups arrive on each empty
// barrier initialized with 2 arrivals.
// BOUND: aproxy-verify-sync: @gemm: {{.*}}, unrolled 3 iterations, {{[0-9]+}} states: no findings
// CHECK: aproxy-verify-sync: @gemm: 2 roles, 3 warpgroups, 1 barrier arrays (4 mbarriers), 1 pipeline(s) of 2 stages, unrolled 9 iterations, {{[0-9]+}} states: no findings
gpu.module @m {
  gpu.func @gemm(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index) kernel attributes {block = [384, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8192 = arith.constant 8192 : index
    %x = arith.constant 0 : i32
    %sA = aproxy.smem_alloc 16384 align 1024 : !aproxy.smem<16384>
    %pipe = aproxy.pipeline stages(2) full(tx_bytes = 8192) empty(arrivals = 2) : !aproxy.pipeline<2>
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) regs(40) {
        aproxy.elect_one warpgroup {
          %ps0 = aproxy.producer_start %pipe : !aproxy.pipeline<2>
          %r = scf.for %i = %c0 to %n step %c1 iter_args(%ps = %ps0) -> (!aproxy.pipe_state) {
            %st = aproxy.producer_acquire %pipe, %ps : !aproxy.pipeline<2>
            %off = arith.muli %st, %c8192 : index
            %v = aproxy.smem_offset %sA, %off : !aproxy.smem<16384> -> !aproxy.smem<8192>
            aproxy.tma_load %tm[%x, %x] -> %v, %pipe[%st] : !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, !aproxy.smem<8192>, !aproxy.pipeline<2>
            %ps2 = aproxy.advance %ps
            scf.yield %ps2 : !aproxy.pipe_state
          }
        }
      }
      aproxy.role "consumer" warpgroups(1, 2) regs(232) {
        %cs0 = aproxy.consumer_start %pipe : !aproxy.pipeline<2>
        %zero = arith.constant dense<0.0> : vector<4xf32>
        %d, %cs9 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %cs = %cs0) -> (vector<4xf32>, !aproxy.pipe_state) {
          %st = aproxy.consumer_wait %pipe, %cs : !aproxy.pipeline<2>
          %off = arith.muli %st, %c8192 : index
          %v = aproxy.smem_offset %sA, %off : !aproxy.smem<16384> -> !aproxy.smem<8192>
          %da = aproxy.wgmma_desc %v swizzle("128B") lbo(16) sbo(1024) : !aproxy.smem<8192>
          aproxy.wgmma_fence
          %acc2 = aproxy.wgmma m64n8k16 types(bf16, bf16, f32) %da, %da, %acc : i64, vector<4xf32>
          aproxy.wgmma_commit
          aproxy.wgmma_wait 0
          aproxy.consumer_release %pipe, %cs : !aproxy.pipeline<2>
          %cs2 = aproxy.advance %cs
          scf.yield %acc2, %cs2 : vector<4xf32>, !aproxy.pipe_state
        }
        %e = vector.extract %d[0] : f32 from vector<4xf32>
      }
    }
    gpu.return
  }
}

// -----

// One wgmma group kept in flight: wait_group 1 releases the previous stage; the
// accumulator is read only through `wgmma_wait 0 (%d)`.
// CHECK: aproxy-verify-sync: @inflight: 2 roles, 3 warpgroups, {{.*}}: no findings
gpu.module @m {
  gpu.func @inflight(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index) kernel attributes {block = [384, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8192 = arith.constant 8192 : index
    %x = arith.constant 0 : i32
    %sA = aproxy.smem_alloc 16384 align 1024 : !aproxy.smem<16384>
    %pipe = aproxy.pipeline stages(2) full(tx_bytes = 8192) empty(arrivals = 2) : !aproxy.pipeline<2>
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) regs(40) {
        aproxy.elect_one warpgroup {
          %ps0 = aproxy.producer_start %pipe : !aproxy.pipeline<2>
          %r = scf.for %i = %c0 to %n step %c1 iter_args(%ps = %ps0) -> (!aproxy.pipe_state) {
            %st = aproxy.producer_acquire %pipe, %ps : !aproxy.pipeline<2>
            %off = arith.muli %st, %c8192 : index
            %v = aproxy.smem_offset %sA, %off : !aproxy.smem<16384> -> !aproxy.smem<8192>
            aproxy.tma_load %tm[%x, %x] -> %v, %pipe[%st] : !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, !aproxy.smem<8192>, !aproxy.pipeline<2>
            %ps2 = aproxy.advance %ps
            scf.yield %ps2 : !aproxy.pipe_state
          }
        }
      }
      aproxy.role "consumer" warpgroups(1, 2) regs(232) {
        %cs0 = aproxy.consumer_start %pipe : !aproxy.pipeline<2>
        %zero = arith.constant dense<0.0> : vector<4xf32>
        %d, %cs9, %last = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %cs = %cs0, %prev = %cs0) -> (vector<4xf32>, !aproxy.pipe_state, !aproxy.pipe_state) {
          %st = aproxy.consumer_wait %pipe, %cs : !aproxy.pipeline<2>
          %off = arith.muli %st, %c8192 : index
          %v = aproxy.smem_offset %sA, %off : !aproxy.smem<16384> -> !aproxy.smem<8192>
          %da = aproxy.wgmma_desc %v swizzle("128B") lbo(16) sbo(1024) : !aproxy.smem<8192>
          aproxy.wgmma_fence
          %acc2 = aproxy.wgmma m64n8k16 types(bf16, bf16, f32) %da, %da, %acc : i64, vector<4xf32>
          aproxy.wgmma_commit
          aproxy.wgmma_wait 1
          %more = arith.cmpi ugt, %i, %c0 : index
          scf.if %more {
            aproxy.consumer_release %pipe, %prev : !aproxy.pipeline<2>
          }
          %cs2 = aproxy.advance %cs
          scf.yield %acc2, %cs2, %cs : vector<4xf32>, !aproxy.pipe_state, !aproxy.pipe_state
        }
        %ready = aproxy.wgmma_wait 0 (%d) : vector<4xf32>
        aproxy.consumer_release %pipe, %last : !aproxy.pipeline<2>
        %e = vector.extract %ready[0] : f32 from vector<4xf32>
      }
    }
    gpu.return
  }
}

// -----

// TMA results read by generic loads (ld.shared) after the full-barrier wait need no
// proxy fence (async -> generic); each warpgroup syncs (its own named barrier) before its
// elected thread releases the stage.
// CHECK: aproxy-verify-sync: @generic_read: 2 roles, 3 warpgroups, {{.*}}: no findings
gpu.module @m {
  gpu.func @generic_read(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index) kernel attributes {block = [384, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8192 = arith.constant 8192 : index
    %x = arith.constant 0 : i32
    %sA = aproxy.smem_alloc 16384 align 1024 : !aproxy.smem<16384>
    %pipe = aproxy.pipeline stages(2) full(tx_bytes = 8192) empty(arrivals = 2) : !aproxy.pipeline<2>
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) regs(40) {
        aproxy.elect_one warpgroup {
          %ps0 = aproxy.producer_start %pipe : !aproxy.pipeline<2>
          %r = scf.for %i = %c0 to %n step %c1 iter_args(%ps = %ps0) -> (!aproxy.pipe_state) {
            %st = aproxy.producer_acquire %pipe, %ps : !aproxy.pipeline<2>
            %off = arith.muli %st, %c8192 : index
            %v = aproxy.smem_offset %sA, %off : !aproxy.smem<16384> -> !aproxy.smem<8192>
            aproxy.tma_load %tm[%x, %x] -> %v, %pipe[%st] : !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, !aproxy.smem<8192>, !aproxy.pipeline<2>
            %ps2 = aproxy.advance %ps
            scf.yield %ps2 : !aproxy.pipe_state
          }
        }
      }
      aproxy.role "consumer" warpgroups(1, 2) regs(232) {
        %cs0 = aproxy.consumer_start %pipe : !aproxy.pipeline<2>
        %zero = arith.constant dense<0.0> : vector<4xf32>
        %d, %cs9 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %cs = %cs0) -> (vector<4xf32>, !aproxy.pipe_state) {
          %st = aproxy.consumer_wait %pipe, %cs : !aproxy.pipeline<2>
          %off = arith.muli %st, %c8192 : index
          %v = aproxy.smem_offset %sA, %off : !aproxy.smem<16384> -> !aproxy.smem<8192>
          %da = aproxy.wgmma_desc %v swizzle("128B") lbo(16) sbo(1024) : !aproxy.smem<8192>
          %va = aproxy.smem_address %v : !aproxy.smem<8192>
          %w = nvvm.ld<space = shared, type = f32> %va : (i32) -> f32
          %acc2 = vector.insert %w, %acc [0] : f32 into vector<4xf32>
          %wg = aproxy.warpgroup_index
          %first = arith.cmpi eq, %wg, %c0 : index
          scf.if %first {
            aproxy.named_barrier_sync id(1), threads(128)
          } else {
            aproxy.named_barrier_sync id(2), threads(128)
          }
          aproxy.consumer_release %pipe, %cs : !aproxy.pipeline<2>
          %cs2 = aproxy.advance %cs
          scf.yield %acc2, %cs2 : vector<4xf32>, !aproxy.pipe_state
        }
        %e = vector.extract %d[0] : f32 from vector<4xf32>
      }
    }
    gpu.return
  }
}
