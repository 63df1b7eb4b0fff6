// RUN: tirx-opt %s --split-input-file -p aproxy-verify-sync --verify-diagnostics=only-expected
// Pipeline kernels with one planted bug each: deadlock, a stage released early, an
// accumulator read in flight, a missing wgmma_fence, expect-tx mismatches. Each finding is
// an error at the op with the interleaving that leads there.

// The empty barriers expect 3 arrivals but two consumer warpgroups release each stage:
// after 2 stages the producer waits forever, then the consumers.
gpu.module @m {
  gpu.func @too_many_arrivals(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index) kernel attributes {block = [384, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8192 = arith.constant 8192 : index
    %x = arith.constant 0 : i32
    %sA = aproxy.smem_alloc 16384 align 1024 : !aproxy.smem<16384>
    %pipe = aproxy.pipeline stages(2) full(tx_bytes = 8192) empty(arrivals = 3) : !aproxy.pipeline<2>
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) regs(40) {
        aproxy.elect_one warpgroup {
          %ps0 = aproxy.producer_start %pipe : !aproxy.pipeline<2>
          %r = scf.for %i = %c0 to %n step %c1 iter_args(%ps = %ps0) -> (!aproxy.pipe_state) {
            // expected-error-re @below {{aproxy-verify-sync: aproxy.producer_acquire: deadlock: every live warpgroup waits: producer:wg0 waits on %pipe empty[0] parity 0 at producer_acquire (phase 0, 1 of 3 arrivals pending); consumer:wg1 waits on %pipe full[0] parity 1 at consumer_wait (phase 1, 1 of 1 arrivals pending); consumer:wg2 waits on %pipe full[0] parity 1 at consumer_wait (phase 1, 1 of 1 arrivals pending){{.*}}interleaving: ... -> {{.*}}consumer:wg{{[12]}}:consumer_release(arrive %pipe empty[1])}}
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

// The stage is released before wgmma_wait: the producer's next TMA load into it races
// with the wgmma still reading it.
gpu.module @m {
  gpu.func @early_release(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index) kernel attributes {block = [384, 1, 1]} {
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
            // expected-error-re @below {{aproxy-verify-sync: aproxy.tma_load: race: overwrites %sA[0, 8192) (producer:wg0) while aproxy.wgmma (consumer:wg{{[12]}}) may still read it: the stage is written while still read{{.*}}interleaving: ... -> {{.*}}producer:wg0:tma_load(tma %pipe full[0])}}
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
          aproxy.consumer_release %pipe, %cs : !aproxy.pipeline<2>
          aproxy.wgmma_wait 0
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

// An accumulator lane is read before wgmma_wait covers its group.
gpu.module @m {
  gpu.func @acc_early(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index) kernel attributes {block = [384, 1, 1]} {
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
          // expected-error @below {{aproxy-verify-sync: vector.extract: accumulator: reads the accumulator %acc2 while its wgmma group is still in flight (no aproxy.wgmma_wait covers it; PTX ISA wgmma.wait_group)}}
          %early = vector.extract %acc2[0] : f32 from vector<4xf32>
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

// No wgmma_fence before the first wgmma.
gpu.module @m {
  gpu.func @no_wgmma_fence(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index) kernel attributes {block = [384, 1, 1]} {
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
          // expected-error @below {{aproxy-verify-sync: aproxy.wgmma: wgmma-fence: wgmma issued without a preceding aproxy.wgmma_fence in this warpgroup}}
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

// The pipeline expects 16384 bytes per stage; the one TMA load delivers 8192: the full
// barrier's phase never completes.
gpu.module @m {
  gpu.func @tx_short(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index) kernel attributes {block = [384, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8192 = arith.constant 8192 : index
    %x = arith.constant 0 : i32
    %sA = aproxy.smem_alloc 16384 align 1024 : !aproxy.smem<16384>
    %pipe = aproxy.pipeline stages(2) full(tx_bytes = 16384) empty(arrivals = 2) : !aproxy.pipeline<2>
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) regs(40) {
        aproxy.elect_one warpgroup {
          %ps0 = aproxy.producer_start %pipe : !aproxy.pipeline<2>
          %r = scf.for %i = %c0 to %n step %c1 iter_args(%ps = %ps0) -> (!aproxy.pipe_state) {
            // expected-error @below {{aproxy-verify-sync: aproxy.producer_acquire: expect-tx: expects 16384 transaction bytes on %pipe full[0] but the 1 copy issued for that phase deliver 8192 bytes}}
            // expected-error-re @below {{aproxy-verify-sync: aproxy.producer_acquire: deadlock: {{.*}}%pipe full[0] has all arrivals but 8192 transaction bytes never arrive (expect-tx larger than the copies deliver)}}
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

// The stage is filled by two TMA loads (2 x 8192 bytes) but the pipeline expects 8192.
gpu.module @m {
  gpu.func @x(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %n: index) kernel attributes {block = [384, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8192 = arith.constant 8192 : index
    %x = arith.constant 0 : i32
    %sA = aproxy.smem_alloc 16384 align 1024 : !aproxy.smem<16384>
    %sB = aproxy.smem_alloc 16384 align 1024 : !aproxy.smem<16384>
    %pipe = aproxy.pipeline stages(2) full(tx_bytes = 8192) empty(arrivals = 2) : !aproxy.pipeline<2>
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) regs(40) {
        aproxy.elect_one warpgroup {
          %ps0 = aproxy.producer_start %pipe : !aproxy.pipeline<2>
          %r = scf.for %i = %c0 to %n step %c1 iter_args(%ps = %ps0) -> (!aproxy.pipe_state) {
            // expected-error @below {{aproxy-verify-sync: aproxy.producer_acquire: expect-tx: expects 8192 transaction bytes on %pipe full[0] but the 2 copies issued for that phase deliver 16384 bytes}}
            %st = aproxy.producer_acquire %pipe, %ps : !aproxy.pipeline<2>
            %off = arith.muli %st, %c8192 : index
            %v = aproxy.smem_offset %sA, %off : !aproxy.smem<16384> -> !aproxy.smem<8192>
            aproxy.tma_load %tm[%x, %x] -> %v, %pipe[%st] : !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, !aproxy.smem<8192>, !aproxy.pipeline<2>
            %v2 = aproxy.smem_offset %sB, %off : !aproxy.smem<16384> -> !aproxy.smem<8192>
            aproxy.tma_load %tm[%x, %x] -> %v2, %pipe[%st] : !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, !aproxy.smem<8192>, !aproxy.pipeline<2>
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
