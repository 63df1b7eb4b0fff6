// RUN: tirx-opt %s --split-input-file -p aproxy-verify-sync --verify-diagnostics=only-expected 2>&1 | filecheck %s
// Blind spot 5 (issue 11): false positives, each with a real bug written the same way
// (still found) and the correct kernel (clean). Tile-level IR: tile-level.mlir.

// MLIR's "not" (arith.xori %c, %true; `true` is the i1 -1) picks the named barrier of
// each warpgroup; i1 values are 0 or 1 to the model, so this is correct.
// CHECK: aproxy-verify-sync: @i1_not: 1 roles, 2 warpgroups, {{.*}}: no findings
gpu.module @m {
  gpu.func @i1_not() kernel attributes {block = [256, 1, 1]} {
    %c0 = arith.constant 0 : index
    %true = arith.constant true
    aproxy.specialize {
      aproxy.role "math" warpgroups(0, 1) {
        %wg = aproxy.warpgroup_index
        %is0 = arith.cmpi eq, %wg, %c0 : index
        %not0 = arith.xori %is0, %true : i1
        scf.if %not0 {
          aproxy.named_barrier_sync id(2), threads(128)
        } else {
          aproxy.named_barrier_sync id(1), threads(128)
        }
      }
    }
    gpu.return
  }
}

// -----

// The same "not", with a wrong thread count on the barrier it selects.
gpu.module @m {
  gpu.func @i1_not_bug() kernel attributes {block = [256, 1, 1]} {
    %c0 = arith.constant 0 : index
    %true = arith.constant true
    aproxy.specialize {
      aproxy.role "math" warpgroups(0, 1) {
        %wg = aproxy.warpgroup_index
        %is0 = arith.cmpi eq, %wg, %c0 : index
        %not0 = arith.xori %is0, %true : i1
        scf.if %not0 {
          // expected-error @below {{aproxy-verify-sync: aproxy.named_barrier_sync: misuse: named barrier id(2) threads(256) but 128 threads reach it (math:wg1 128}}
          aproxy.named_barrier_sync id(2), threads(256)
        } else {
          aproxy.named_barrier_sync id(1), threads(128)
        }
      }
    }
    gpu.return
  }
}

// -----

// Transaction bytes belong to the barrier: the consumer warpgroup arms the full barrier
// (arrive.expect_tx), the producer's TMA load completes it.
// CHECK: aproxy-verify-sync: @tx_other_warpgroup: 2 roles, 2 warpgroups, {{.*}}: no findings
gpu.module @m {
  gpu.func @tx_other_warpgroup(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">) kernel attributes {block = [256, 1, 1]} {
    %c0 = arith.constant 0 : index
    %x = arith.constant 0 : i32
    %p0 = arith.constant 0 : i32
    %s = aproxy.smem_alloc 8192 align 1024 : !aproxy.smem<8192>
    %full = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    %tid = gpu.thread_id x
    %t0 = arith.cmpi eq, %tid, %c0 : index
    scf.if %t0 {
      aproxy.mbarrier_init %full[%c0], arrivals(1) : !aproxy.mbarrier<1>
      aproxy.fence_mbarrier_init
    }
    gpu.barrier
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) {
        aproxy.elect_one warpgroup {
          aproxy.tma_load %tm[%x, %x] -> %s, %full[%c0] : !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, !aproxy.smem<8192>, !aproxy.mbarrier<1>
        }
      }
      aproxy.role "consumer" warpgroups(1) {
        aproxy.elect_one warpgroup {
          aproxy.mbarrier_arrive_expect_tx %full[%c0], bytes(8192) : !aproxy.mbarrier<1>
        }
        aproxy.mbarrier_wait %full[%c0], parity(%p0) : !aproxy.mbarrier<1>
        %a = aproxy.smem_address %s : !aproxy.smem<8192>
        %w = nvvm.ld<space = shared, type = f32> %a : (i32) -> f32
      }
    }
    gpu.return
  }
}

// -----

// The same split, announcing more bytes than the copy delivers.
gpu.module @m {
  gpu.func @tx_other_warpgroup_bug(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">) kernel attributes {block = [256, 1, 1]} {
    %c0 = arith.constant 0 : index
    %x = arith.constant 0 : i32
    %p0 = arith.constant 0 : i32
    %s = aproxy.smem_alloc 8192 align 1024 : !aproxy.smem<8192>
    %full = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    %tid = gpu.thread_id x
    %t0 = arith.cmpi eq, %tid, %c0 : index
    scf.if %t0 {
      aproxy.mbarrier_init %full[%c0], arrivals(1) : !aproxy.mbarrier<1>
      aproxy.fence_mbarrier_init
    }
    gpu.barrier
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) {
        aproxy.elect_one warpgroup {
          aproxy.tma_load %tm[%x, %x] -> %s, %full[%c0] : !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, !aproxy.smem<8192>, !aproxy.mbarrier<1>
        }
      }
      aproxy.role "consumer" warpgroups(1) {
        aproxy.elect_one warpgroup {
          // expected-error @below {{aproxy-verify-sync: aproxy.mbarrier_arrive_expect_tx: expect-tx: expects 16384 transaction bytes on %full[0] over the run but the copies deliver 8192}}
          aproxy.mbarrier_arrive_expect_tx %full[%c0], bytes(16384) : !aproxy.mbarrier<1>
        }
        // expected-error-re @below {{aproxy-verify-sync: aproxy.mbarrier_wait: deadlock: {{.*}}%full[0] has all arrivals but 8192 transaction bytes never arrive}}
        aproxy.mbarrier_wait %full[%c0], parity(%p0) : !aproxy.mbarrier<1>
        %a = aproxy.smem_address %s : !aproxy.smem<8192>
        %w = nvvm.ld<space = shared, type = f32> %a : (i32) -> f32
      }
    }
    gpu.return
  }
}
