// RUN: tirx-opt %s --split-input-file -p aproxy-verify-sync --verify-diagnostics=only-expected 2>&1 | filecheck %s
// Blind spot 1 (issue 11): conditions the model cannot compute (a kernel argument, data)
// are explored on both sides, path by path (each condition's else-side alone, then all
// else-sides; at most max_paths), and a finding says which condition leads to it.

// The consumer releases the stage only when the tile is valid (%i < %nvalid, a kernel
// argument): on the path where a tile is masked the release is skipped and the producer's
// acquire of that stage never completes.
gpu.module @m {
  gpu.func @masked_release(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index, %nvalid: index) kernel attributes {block = [256, 1, 1]} {
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
            // expected-error-re @below {{aproxy-verify-sync: aproxy.mbarrier_wait: deadlock: every live warpgroup waits: producer:wg0 waits on %empty[{{[01]}}]{{.*}}[on the path where %valid (cmpi ult {{[0-9]+}}, %nvalid) at if in consumer:wg1, iteration {{[0-9]+}} is false]}}
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
          %valid = arith.cmpi ult, %i, %nvalid : index
          scf.if %valid {
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
    }
    gpu.return
  }
}

// -----

// The correct twin: a masked tile is not read, but its stage is released on both sides;
// the producer skips the copy for the same condition (one value per condition on a path,
// in every process), so the consumer's wait on it is also skipped.
// CHECK: aproxy-verify-sync: @masked_ok: 2 roles, 2 warpgroups, 2 barrier arrays (4 mbarriers), no pipeline, unrolled 9 iterations, {{[0-9]+}} paths, {{[0-9]+}} states: no findings
gpu.module @m {
  gpu.func @masked_ok(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index, %nvalid: index) kernel attributes {block = [256, 1, 1]} {
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
            %valid = arith.cmpi ult, %i, %nvalid : index
            scf.if %valid {
              aproxy.mbarrier_arrive_expect_tx %full[%st], bytes(8192) : !aproxy.mbarrier<2>
              %off = arith.muli %st, %c8192 : index
              %v = aproxy.smem_offset %s, %off : !aproxy.smem<16384> -> !aproxy.smem<8192>
              aproxy.tma_load %tm[%x, %x] -> %v, %full[%st] : !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, !aproxy.smem<8192>, !aproxy.mbarrier<2>
            } else {
              aproxy.mbarrier_arrive %full[%st] : !aproxy.mbarrier<2>
            }
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
          %valid = arith.cmpi ult, %i, %nvalid : index
          scf.if %valid {
            %off = arith.muli %st, %c8192 : index
            %v = aproxy.smem_offset %s, %off : !aproxy.smem<16384> -> !aproxy.smem<8192>
            %va = aproxy.smem_address %v : !aproxy.smem<8192>
            %w = nvvm.ld<space = shared, type = f32> %va : (i32) -> f32
            aproxy.named_barrier_sync id(1), threads(128)
            aproxy.elect_one warpgroup {
              aproxy.mbarrier_arrive %empty[%st] : !aproxy.mbarrier<2>
            }
          } else {
            aproxy.elect_one warpgroup {
              aproxy.mbarrier_arrive %empty[%st] : !aproxy.mbarrier<2>
            }
          }
        }
      }
    }
    gpu.return
  }
}
