// RUN: tirx-opt %s --split-input-file -p aproxy-verify-sync --verify-diagnostics=only-expected
// A two-stage pipeline on raw mbarriers (TMA producer, ld.shared consumer) with one planted
// bug each: a wrong wait parity, an elected release of a whole warpgroup's reads, barrier
// misuse (uninitialized, init not fenced / not published, arrival counts, named barrier
// thread counts). The correct kernel is the last case of correct-barriers.mlir.

// The consumer's wait parity is taken from the loop index (i & 1) instead of the stage's
// phase ((i / 2) & 1): at i = 1 it waits for parity 1 on the fresh full[1], which passes at
// once, and reads the stage before the TMA load lands.
gpu.module @m {
  gpu.func @wrong_parity(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index) kernel attributes {block = [256, 1, 1]} {
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
            // expected-error-re @below {{interleaving: {{.*}}consumer:wg1:mbarrier_wait(wait %full[1] parity 1)}}
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
          %i32 = arith.index_cast %i : index to i32
          %ph = arith.andi %i32, %one : i32
          aproxy.mbarrier_wait %full[%st], parity(%ph) : !aproxy.mbarrier<2>
          %off = arith.muli %st, %c8192 : index
          %v = aproxy.smem_offset %s, %off : !aproxy.smem<16384> -> !aproxy.smem<8192>
          %va = aproxy.smem_address %v : !aproxy.smem<8192>
          // expected-error-re @below {{aproxy-verify-sync: nvvm.ld: race: reads %s[8192, 16384) (consumer:wg1) {{.*}}}}
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

// -----

// All 128 consumer threads read the stage (ld.shared) but only the elected thread arrives
// on empty, with no warpgroup barrier in between: the arrive releases only its own reads.
gpu.module @m {
  gpu.func @elected_release(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index) kernel attributes {block = [256, 1, 1]} {
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
            // expected-error @below {{aproxy-verify-sync: aproxy.tma_load: race: overwrites %s[0, 8192) (producer:wg0) while nvvm.ld (consumer:wg1) may still read it: the stage is written while still read}}
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
          aproxy.elect_one warpgroup {
            aproxy.mbarrier_arrive %empty[%st] : !aproxy.mbarrier<2>
          }
        }
      }
    }
    gpu.return
  }
}

// -----

// full[1] is never initialized.
gpu.module @m {
  gpu.func @uninit(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index) kernel attributes {block = [256, 1, 1]} {
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
            // expected-error @below {{aproxy-verify-sync: aproxy.mbarrier_arrive_expect_tx: misuse: arrive on %full[1] before it is initialized}}
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

// -----

// The inits are not fenced with fence.mbarrier_init.
gpu.module @m {
  gpu.func @init_unfenced(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index) kernel attributes {block = [256, 1, 1]} {
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
          // expected-error @below {{aproxy-verify-sync: aproxy.mbarrier_wait: misuse: uses %full[0] (consumer:wg1) but its initialization by producer:wg0 is not followed by aproxy.fence_mbarrier_init}}
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

// -----

// No CTA barrier publishes the inits: the consumer may wait before they happen.
gpu.module @m {
  gpu.func @init_unpublished(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index) kernel attributes {block = [256, 1, 1]} {
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
          // expected-error-re @below {{aproxy-verify-sync: aproxy.mbarrier_wait: misuse: {{.*}}%full[0]{{.*}}}}
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

// -----

// An arrival count larger than the block.
gpu.module @m {
  gpu.func @count_too_big(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index) kernel attributes {block = [256, 1, 1]} {
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
      // expected-error @below {{aproxy-verify-sync: aproxy.mbarrier_init: misuse: initializes %empty[0] with 1000 arrivals but the block has only 256 threads: no phase can complete}}
      aproxy.mbarrier_init %empty[%c0], arrivals(1000) : !aproxy.mbarrier<2>
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

// -----

// All 128 consumer threads arrive on an empty barrier initialized with 1 arrival.
gpu.module @m {
  gpu.func @surplus(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index) kernel attributes {block = [256, 1, 1]} {
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
          // expected-error @below {{aproxy-verify-sync: aproxy.mbarrier_arrive: misuse: 128 threads arrive on %empty[0] in a phase with only 1 of 1 arrivals pending: the surplus completes the next phase early}}
          aproxy.mbarrier_arrive %empty[%st] : !aproxy.mbarrier<2>
        }
      }
    }
    gpu.return
  }
}

// -----

// A named barrier counts 256 threads but only the consumer warpgroup (128) reaches it.
gpu.module @m {
  gpu.func @nbar_count(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index) kernel attributes {block = [256, 1, 1]} {
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
            // expected-error-re @below {{aproxy-verify-sync: aproxy.mbarrier_wait: deadlock: {{.*}}consumer:wg1 waits at named barrier id(1) (128 of 256 threads arrived)}}
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
          // expected-error @below {{aproxy-verify-sync: aproxy.named_barrier_sync: misuse: named barrier id(1) threads(256) but 128 threads reach it (consumer:wg1 128; PTX ISA bar: the count must equal the threads that arrive)}}
          aproxy.named_barrier_sync id(1), threads(256)
          aproxy.elect_one warpgroup {
            aproxy.mbarrier_arrive %empty[%st] : !aproxy.mbarrier<2>
          }
        }
      }
    }
    gpu.return
  }
}
