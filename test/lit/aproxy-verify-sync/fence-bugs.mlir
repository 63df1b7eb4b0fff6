// RUN: tirx-opt %s --split-input-file -p aproxy-verify-sync --verify-diagnostics=only-expected 2>&1 | filecheck %s
// The TMA-store epilogue (correct in correct-barriers.mlir) with one planted bug each:
// proxy fences missing or in the wrong threads, a bulk group not waited, no hand-off barrier.

// The TMA-store epilogue without fence.proxy.async between the st.shared and the barrier
// that hands the tile to the storing thread.
gpu.module @m {
  gpu.func @no_proxy_fence(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">) kernel attributes {block = [256, 1, 1]} {
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
        %is0 = arith.cmpi eq, %wg, %c0 : index
        scf.if %is0 {
          aproxy.named_barrier_sync id(1), threads(128)
        } else {
          aproxy.named_barrier_sync id(2), threads(128)
        }
        aproxy.elect_one warpgroup {
          // expected-error-re @below {{aproxy-verify-sync: aproxy.tma_store: fence: async-proxy read of %sC[0, 8192) written by nvvm.st (store:wg0) through the generic proxy, with no aproxy.fence_proxy_async in the writing threads in between{{.*}}interleaving: store:wg0:named_barrier_sync(id 1)}}
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

// The fence is executed by the elected thread only, after the barrier: the other 127
// writers are not fenced.
gpu.module @m {
  gpu.func @x(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">) kernel attributes {block = [256, 1, 1]} {
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
        %is0 = arith.cmpi eq, %wg, %c0 : index
        scf.if %is0 {
          aproxy.named_barrier_sync id(1), threads(128)
        } else {
          aproxy.named_barrier_sync id(2), threads(128)
        }
        aproxy.elect_one warpgroup {
          aproxy.fence_proxy_async
          // expected-error @below {{aproxy-verify-sync: aproxy.tma_store: fence: async-proxy read of %sC[0, 8192) written by nvvm.st}}
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

// The storing thread does not wait for the bulk group before the warpgroup syncs and
// rewrites the staging tile.
// CHECK: aproxy-verify-sync: nvvm.st: race: overwrites %sC[{{[0-9]+}}, {{[0-9]+}}) (store:wg[[W:[01]]]) while aproxy.tma_store (store:wg[[W]]) still in flight may still read it: the stage is written while still read
gpu.module @m {
  gpu.func @no_bulk_wait(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">) kernel attributes {block = [256, 1, 1]} {
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
          // expected-error @below {{aproxy-verify-sync: aproxy.tma_store: bulk-exit: TMA store still reading shared memory when the warpgroup exits (no aproxy.bulk_commit + bulk_wait covers it; PTX ISA cp.async.bulk.wait_group)}}
          aproxy.tma_store %v -> %tm[%x, %x] : !aproxy.smem<8192>, !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">
          aproxy.bulk_commit
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

// No warpgroup barrier between the st.shared of 128 threads and the elected thread's TMA
// store: the other threads' writes are not ordered before it.
gpu.module @m {
  gpu.func @no_handoff_barrier(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">) kernel attributes {block = [256, 1, 1]} {
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
        aproxy.elect_one warpgroup {
          // expected-error @below {{aproxy-verify-sync: aproxy.tma_store: race: reads %sC[0, 8192) (store:wg0) unordered with the write by nvvm.st (store:wg0): the data may not have landed}}
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
