// RUN: tirx-opt %s --split-input-file -p aproxy-verify-sync --verify-diagnostics=only-expected 2>&1 | filecheck %s
// Blind spot 4 (issue 11): clusters. A kernel with `cluster = [x, y, z]` is modelled as
// x*y*z CTAs (at most 4), each with its warpgroups, barriers and shared memory: a multicast
// TMA writes the box into every CTA of its mask and completes tx on each one's barrier (which
// may come before that CTA's own expect-tx), remote_release arrives on a peer's empty
// barrier, cluster_sync is one barrier of every thread of every CTA; a CTA that exits while
// a peer may still write its shared memory or arrive on its barriers is a finding.

// Rank 0 multicasts each stage into both CTAs; every consumer releases the stage in both
// CTAs; cluster_sync after the inits and before the exit.
// CHECK: aproxy-verify-sync: @multicast_ok: cluster of 2 CTAs, 2 roles, 2 warpgroups, 1 barrier arrays (4 mbarriers), 1 pipeline(s) of 2 stages, unrolled 9 iterations, {{[0-9]+}} states: no findings
gpu.module @m {
  gpu.func @multicast_ok(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index) kernel attributes {block = [256, 1, 1], cluster = [2, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %x = arith.constant 0 : i32
    %mask = arith.constant 3 : i16
    %s = aproxy.smem_alloc 16384 align 1024 : !aproxy.smem<16384>
    %pipe = aproxy.pipeline stages(2) full(tx_bytes = 8192) empty(arrivals = 2) : !aproxy.pipeline<2>
    aproxy.cluster_sync
    %rank = aproxy.cluster_rank
    %is0 = arith.cmpi eq, %rank, %c0 : index
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) {
        aproxy.elect_one warpgroup {
          %ps0 = aproxy.producer_start %pipe : !aproxy.pipeline<2>
          %e = scf.for %i = %c0 to %n step %c1 iter_args(%ps = %ps0) -> (!aproxy.pipe_state) {
            %st = aproxy.producer_acquire %pipe, %ps : !aproxy.pipeline<2>
            %c8192 = arith.constant 8192 : index
            %off = arith.muli %st, %c8192 : index
            %v = aproxy.smem_offset %s, %off : !aproxy.smem<16384> -> !aproxy.smem<8192>
            scf.if %is0 {
              aproxy.tma_load %tm[%x, %x] -> %v, %pipe[%st] multicast(%mask) : !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, !aproxy.smem<8192>, !aproxy.pipeline<2>
            }
            %nx = aproxy.advance %ps
            scf.yield %nx : !aproxy.pipe_state
          }
        }
      }
      aproxy.role "consumer" warpgroups(1) {
        %cs0 = aproxy.consumer_start %pipe : !aproxy.pipeline<2>
        %e = scf.for %i = %c0 to %n step %c1 iter_args(%cs = %cs0) -> (!aproxy.pipe_state) {
          %st = aproxy.consumer_wait %pipe, %cs : !aproxy.pipeline<2>
          %c8192 = arith.constant 8192 : index
          %off = arith.muli %st, %c8192 : index
          %v = aproxy.smem_offset %s, %off : !aproxy.smem<16384> -> !aproxy.smem<8192>
          %va = aproxy.smem_address %v : !aproxy.smem<8192>
          %w = nvvm.ld<space = shared, type = f32> %va : (i32) -> f32
          aproxy.named_barrier_sync id(1), threads(128)
          aproxy.remote_release %pipe, %cs rank(%c0) : !aproxy.pipeline<2>
          aproxy.remote_release %pipe, %cs rank(%c1) : !aproxy.pipeline<2>
          %nx = aproxy.advance %cs
          scf.yield %nx : !aproxy.pipe_state
        }
      }
    }
    aproxy.cluster_sync
    gpu.return
  }
}

// -----

// Without the cluster_sync before the exit, a CTA can leave while its peer's consumer still
// arrives on its empty barrier.
gpu.module @m {
  gpu.func @exit_early(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index) kernel attributes {block = [256, 1, 1], cluster = [2, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %x = arith.constant 0 : i32
    %mask = arith.constant 3 : i16
    %s = aproxy.smem_alloc 16384 align 1024 : !aproxy.smem<16384>
    %pipe = aproxy.pipeline stages(2) full(tx_bytes = 8192) empty(arrivals = 2) : !aproxy.pipeline<2>
    aproxy.cluster_sync
    %rank = aproxy.cluster_rank
    %is0 = arith.cmpi eq, %rank, %c0 : index
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) {
        aproxy.elect_one warpgroup {
          %ps0 = aproxy.producer_start %pipe : !aproxy.pipeline<2>
          %e = scf.for %i = %c0 to %n step %c1 iter_args(%ps = %ps0) -> (!aproxy.pipe_state) {
            %st = aproxy.producer_acquire %pipe, %ps : !aproxy.pipeline<2>
            %c8192 = arith.constant 8192 : index
            %off = arith.muli %st, %c8192 : index
            %v = aproxy.smem_offset %s, %off : !aproxy.smem<16384> -> !aproxy.smem<8192>
            scf.if %is0 {
              aproxy.tma_load %tm[%x, %x] -> %v, %pipe[%st] multicast(%mask) : !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, !aproxy.smem<8192>, !aproxy.pipeline<2>
            }
            %nx = aproxy.advance %ps
            scf.yield %nx : !aproxy.pipe_state
          }
        }
      }
      aproxy.role "consumer" warpgroups(1) {
        %cs0 = aproxy.consumer_start %pipe : !aproxy.pipeline<2>
        %e = scf.for %i = %c0 to %n step %c1 iter_args(%cs = %cs0) -> (!aproxy.pipe_state) {
          %st = aproxy.consumer_wait %pipe, %cs : !aproxy.pipeline<2>
          %c8192 = arith.constant 8192 : index
          %off = arith.muli %st, %c8192 : index
          %v = aproxy.smem_offset %s, %off : !aproxy.smem<16384> -> !aproxy.smem<8192>
          %va = aproxy.smem_address %v : !aproxy.smem<8192>
          %w = nvvm.ld<space = shared, type = f32> %va : (i32) -> f32
          aproxy.named_barrier_sync id(1), threads(128)
          aproxy.remote_release %pipe, %cs rank(%c0) : !aproxy.pipeline<2>
          // expected-error-re @below {{aproxy-verify-sync: aproxy.remote_release: cluster-exit: arrives on a barrier of CTA {{[01]}} (%pipe empty[{{[01]}}]@cta{{[01]}}) after every warpgroup of CTA {{[01]}} exited}}
          aproxy.remote_release %pipe, %cs rank(%c1) : !aproxy.pipeline<2>
          %nx = aproxy.advance %cs
          scf.yield %nx : !aproxy.pipe_state
        }
      }
    }
    gpu.return
  }
}

// -----

// Without the cluster_sync after the inits, rank 0's multicast reaches CTA 1's barrier
// before CTA 1's init is published to the cluster.
gpu.module @m {
  gpu.func @init_unpublished(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index) kernel attributes {block = [256, 1, 1], cluster = [2, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %x = arith.constant 0 : i32
    %mask = arith.constant 3 : i16
    %s = aproxy.smem_alloc 16384 align 1024 : !aproxy.smem<16384>
    %pipe = aproxy.pipeline stages(2) full(tx_bytes = 8192) empty(arrivals = 2) : !aproxy.pipeline<2>
    %rank = aproxy.cluster_rank
    %is0 = arith.cmpi eq, %rank, %c0 : index
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) {
        aproxy.elect_one warpgroup {
          %ps0 = aproxy.producer_start %pipe : !aproxy.pipeline<2>
          %e = scf.for %i = %c0 to %n step %c1 iter_args(%ps = %ps0) -> (!aproxy.pipe_state) {
            %st = aproxy.producer_acquire %pipe, %ps : !aproxy.pipeline<2>
            %c8192 = arith.constant 8192 : index
            %off = arith.muli %st, %c8192 : index
            %v = aproxy.smem_offset %s, %off : !aproxy.smem<16384> -> !aproxy.smem<8192>
            scf.if %is0 {
              // expected-error @below {{aproxy-verify-sync: aproxy.tma_load: misuse: uses %pipe full[0]@cta1 (cta0.producer:wg0) before its initialization by cta1.producer:wg0 is published by a cluster barrier (aproxy.cluster_sync)}}
              aproxy.tma_load %tm[%x, %x] -> %v, %pipe[%st] multicast(%mask) : !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, !aproxy.smem<8192>, !aproxy.pipeline<2>
            }
            %nx = aproxy.advance %ps
            scf.yield %nx : !aproxy.pipe_state
          }
        }
      }
      aproxy.role "consumer" warpgroups(1) {
        %cs0 = aproxy.consumer_start %pipe : !aproxy.pipeline<2>
        %e = scf.for %i = %c0 to %n step %c1 iter_args(%cs = %cs0) -> (!aproxy.pipe_state) {
          %st = aproxy.consumer_wait %pipe, %cs : !aproxy.pipeline<2>
          %c8192 = arith.constant 8192 : index
          %off = arith.muli %st, %c8192 : index
          %v = aproxy.smem_offset %s, %off : !aproxy.smem<16384> -> !aproxy.smem<8192>
          %va = aproxy.smem_address %v : !aproxy.smem<8192>
          %w = nvvm.ld<space = shared, type = f32> %va : (i32) -> f32
          aproxy.named_barrier_sync id(1), threads(128)
          aproxy.remote_release %pipe, %cs rank(%c0) : !aproxy.pipeline<2>
          aproxy.remote_release %pipe, %cs rank(%c1) : !aproxy.pipeline<2>
          %nx = aproxy.advance %cs
          scf.yield %nx : !aproxy.pipe_state
        }
      }
    }
    aproxy.cluster_sync
    gpu.return
  }
}

// -----

// A multicast mask naming CTA 1 in a kernel with no cluster.
gpu.module @m {
  gpu.func @multicast_no_cluster(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">) kernel attributes {block = [128, 1, 1]} {
    %c0 = arith.constant 0 : index
    %x = arith.constant 0 : i32
    %mask = arith.constant 3 : i16
    %s = aproxy.smem_alloc 8192 align 1024 : !aproxy.smem<8192>
    %b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    aproxy.elect_one warpgroup {
      aproxy.mbarrier_init %b[%c0], arrivals(1) : !aproxy.mbarrier<1>
      aproxy.fence_mbarrier_init
      aproxy.mbarrier_arrive_expect_tx %b[%c0], bytes(8192) : !aproxy.mbarrier<1>
      // expected-error @below {{aproxy-verify-sync: aproxy.tma_load: misuse: multicast mask 0x3 names CTA rank(s) [1] outside the cluster of 1 CTA(s)}}
      aproxy.tma_load %tm[%x, %x] -> %s, %b[%c0] multicast(%mask) : !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, !aproxy.smem<8192>, !aproxy.mbarrier<1>
    }
    gpu.return
  }
}

// -----

// Multicast bytes expected on one CTA only: rank 0 arms its barrier for the box it
// multicasts, rank 1 arrives without expecting the bytes that land on its barrier.
gpu.module @m {
  gpu.func @expect_one_cta(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">) kernel attributes {block = [256, 1, 1], cluster = [2, 1, 1]} {
    %c0 = arith.constant 0 : index
    %x = arith.constant 0 : i32
    %p0 = arith.constant 0 : i32
    %mask = arith.constant 3 : i16
    %s = aproxy.smem_alloc 8192 align 1024 : !aproxy.smem<8192>
    %full = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    %tid = gpu.thread_id x
    %t0 = arith.cmpi eq, %tid, %c0 : index
    scf.if %t0 {
      aproxy.mbarrier_init %full[%c0], arrivals(1) : !aproxy.mbarrier<1>
      aproxy.fence_mbarrier_init
    }
    aproxy.cluster_sync
    %rank = aproxy.cluster_rank
    %is0 = arith.cmpi eq, %rank, %c0 : index
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) {
        aproxy.elect_one warpgroup {
          scf.if %is0 {
            aproxy.mbarrier_arrive_expect_tx %full[%c0], bytes(8192) : !aproxy.mbarrier<1>
            // expected-error @below {{aproxy-verify-sync: aproxy.tma_load: expect-tx: completes transaction bytes on %full[0]@cta1 but no arrive_expect_tx announces them}}
            aproxy.tma_load %tm[%x, %x] -> %s, %full[%c0] multicast(%mask) : !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, !aproxy.smem<8192>, !aproxy.mbarrier<1>
          } else {
            aproxy.mbarrier_arrive %full[%c0] : !aproxy.mbarrier<1>
          }
        }
      }
      aproxy.role "consumer" warpgroups(1) {
        aproxy.mbarrier_wait %full[%c0], parity(%p0) : !aproxy.mbarrier<1>
        %a = aproxy.smem_address %s : !aproxy.smem<8192>
        %w = nvvm.ld<space = shared, type = f32> %a : (i32) -> f32
      }
    }
    aproxy.cluster_sync
    gpu.return
  }
}

// -----

// The correct twin: rank 1 expects the bytes rank 0 multicasts into it.
// CHECK: aproxy-verify-sync: @expect_both: cluster of 2 CTAs, 2 roles, 2 warpgroups, {{.*}}: no findings
gpu.module @m {
  gpu.func @expect_both(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">) kernel attributes {block = [256, 1, 1], cluster = [2, 1, 1]} {
    %c0 = arith.constant 0 : index
    %x = arith.constant 0 : i32
    %p0 = arith.constant 0 : i32
    %mask = arith.constant 3 : i16
    %s = aproxy.smem_alloc 8192 align 1024 : !aproxy.smem<8192>
    %full = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    %tid = gpu.thread_id x
    %t0 = arith.cmpi eq, %tid, %c0 : index
    scf.if %t0 {
      aproxy.mbarrier_init %full[%c0], arrivals(1) : !aproxy.mbarrier<1>
      aproxy.fence_mbarrier_init
    }
    aproxy.cluster_sync
    %rank = aproxy.cluster_rank
    %is0 = arith.cmpi eq, %rank, %c0 : index
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) {
        aproxy.elect_one warpgroup {
          scf.if %is0 {
            aproxy.mbarrier_arrive_expect_tx %full[%c0], bytes(8192) : !aproxy.mbarrier<1>
            aproxy.tma_load %tm[%x, %x] -> %s, %full[%c0] multicast(%mask) : !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, !aproxy.smem<8192>, !aproxy.mbarrier<1>
          } else {
            aproxy.mbarrier_arrive_expect_tx %full[%c0], bytes(8192) : !aproxy.mbarrier<1>
          }
        }
      }
      aproxy.role "consumer" warpgroups(1) {
        aproxy.mbarrier_wait %full[%c0], parity(%p0) : !aproxy.mbarrier<1>
        %a = aproxy.smem_address %s : !aproxy.smem<8192>
        %w = nvvm.ld<space = shared, type = f32> %a : (i32) -> f32
      }
    }
    aproxy.cluster_sync
    gpu.return
  }
}
