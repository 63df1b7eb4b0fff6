// RUN: tirx-opt %s --split-input-file -p aproxy-verify-sync --verify-diagnostics=only-expected 2>&1 | filecheck %s
// Blind spot 3 (issue 11): bulk groups complete per thread (PTX ISA
// "cp.async.bulk.wait_group"): the elected thread's `bulk_wait 0 read` lets that thread
// reuse the TMA store's source; the other threads of its warpgroup need a barrier after it.

// The warpgroup rewrites the staging tile right after the elected thread's wait, with no
// barrier: the store may still be reading it for them.
gpu.module @m {
  gpu.func @no_barrier_after_wait(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">) kernel attributes {block = [128, 1, 1]} {
    %v0 = arith.constant 1.0 : f32
    %x = arith.constant 0 : i32
    %sC = aproxy.smem_alloc 8192 align 1024 : !aproxy.smem<8192>
    aproxy.specialize {
      aproxy.role "store" warpgroups(0) {
        %a = aproxy.smem_address %sC : !aproxy.smem<8192>
        nvvm.st<space = shared, type = f32> %a, %v0 : (i32, f32) -> ()
        aproxy.fence_proxy_async
        aproxy.named_barrier_sync id(1), threads(128)
        aproxy.elect_one warpgroup {
          aproxy.tma_store %sC -> %tm[%x, %x] : !aproxy.smem<8192>, !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">
          aproxy.bulk_commit
          aproxy.bulk_wait 0 read
        }
        // expected-error @below {{aproxy-verify-sync: nvvm.st: race: overwrites %sC[0, 8192) (store:wg0) while aproxy.tma_store (store:wg0) may still read it}}
        nvvm.st<space = shared, type = f32> %a, %v0 : (i32, f32) -> ()
      }
    }
    gpu.return
  }
}

// -----

// The correct twin: a warpgroup barrier after the elected thread's wait.
// CHECK: aproxy-verify-sync: @barrier_after_wait: {{.*}}: no findings
gpu.module @m {
  gpu.func @barrier_after_wait(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">) kernel attributes {block = [128, 1, 1]} {
    %v0 = arith.constant 1.0 : f32
    %x = arith.constant 0 : i32
    %sC = aproxy.smem_alloc 8192 align 1024 : !aproxy.smem<8192>
    aproxy.specialize {
      aproxy.role "store" warpgroups(0) {
        %a = aproxy.smem_address %sC : !aproxy.smem<8192>
        nvvm.st<space = shared, type = f32> %a, %v0 : (i32, f32) -> ()
        aproxy.fence_proxy_async
        aproxy.named_barrier_sync id(1), threads(128)
        aproxy.elect_one warpgroup {
          aproxy.tma_store %sC -> %tm[%x, %x] : !aproxy.smem<8192>, !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">
          aproxy.bulk_commit
          aproxy.bulk_wait 0 read
        }
        aproxy.named_barrier_sync id(1), threads(128)
        nvvm.st<space = shared, type = f32> %a, %v0 : (i32, f32) -> ()
      }
    }
    gpu.return
  }
}
