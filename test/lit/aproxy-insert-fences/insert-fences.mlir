// RUN: tirx-opt %s --split-input-file -p aproxy-insert-fences | filecheck %s
// RUN: tirx-opt %s --split-input-file -p aproxy-insert-fences,aproxy-verify-sync 2>&1 >/dev/null | filecheck %s --check-prefix=VERIFIED
// aproxy-insert-fences adds the fence.proxy.async aproxy-verify-sync would demand, in the
// writing threads, right before the op that hands the data over; a correct kernel is
// unchanged. The result passes aproxy-verify-sync.

// The TMA-store epilogue without its fence: one fence goes between the st.shared (and the
// condition it does not depend on) and the named barrier that hands the tile to the
// storing thread.
// CHECK-LABEL: gpu.func @epilogue
// CHECK:      nvvm.st<space = shared, type = f32> %a, %v0 : (i32, f32) -> ()
// CHECK-NEXT: %is0 = arith.cmpi eq, %wg, %c0 : index
// CHECK-NEXT: aproxy.fence_proxy_async
// CHECK-NEXT: scf.if %is0 {
// CHECK-NEXT:   aproxy.named_barrier_sync id(1), threads(128)
// CHECK-NOT:  aproxy.fence_proxy_async
// CHECK:      gpu.return
// VERIFIED: aproxy-verify-sync: @epilogue: {{.*}}: no findings
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

// The same epilogue with its fence: unchanged (exactly the one fence it had).
// CHECK-LABEL: gpu.func @epilogue_ok
// CHECK:      nvvm.st<space = shared, type = f32> %a, %v0 : (i32, f32) -> ()
// CHECK-NEXT: aproxy.fence_proxy_async
// CHECK-NEXT: %is0 = arith.cmpi eq, %wg, %c0 : index
// CHECK-NEXT: scf.if %is0 {
// CHECK-NOT:  aproxy.fence_proxy_async
// CHECK:      gpu.return
// VERIFIED: aproxy-verify-sync: @epilogue_ok: {{.*}}: no findings
gpu.module @m {
  gpu.func @epilogue_ok(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">) kernel attributes {block = [256, 1, 1]} {
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

// A warpgroup writes a wgmma operand tile with st.shared and multiplies it: the fence goes
// before wgmma_fence (the first op after the writes that starts the async-proxy read).
// CHECK-LABEL: gpu.func @operand
// CHECK:      nvvm.st<space = shared, type = f32> %a, %v0 : (i32, f32) -> ()
// CHECK-NEXT: %d = aproxy.wgmma_desc %s swizzle("128B") lbo(16) sbo(1024) : !aproxy.smem<8192>
// CHECK-NEXT: aproxy.fence_proxy_async
// CHECK-NEXT: aproxy.wgmma_fence
// CHECK-NOT:  aproxy.fence_proxy_async
// CHECK:      gpu.return
// VERIFIED: aproxy-verify-sync: @operand: {{.*}}: no findings
gpu.module @m {
  gpu.func @operand() kernel attributes {block = [128, 1, 1]} {
    %v0 = arith.constant 1.0 : f32
    %zero = arith.constant dense<0.0> : vector<4xf32>
    %s = aproxy.smem_alloc 8192 align 1024 : !aproxy.smem<8192>
    %a = aproxy.smem_address %s : !aproxy.smem<8192>
    nvvm.st<space = shared, type = f32> %a, %v0 : (i32, f32) -> ()
    %d = aproxy.wgmma_desc %s swizzle("128B") lbo(16) sbo(1024) : !aproxy.smem<8192>
    aproxy.wgmma_fence
    %acc = aproxy.wgmma m64n8k16 types(bf16, bf16, f32) %d, %d, %zero : i64, vector<4xf32>
    aproxy.wgmma_commit
    %r = aproxy.wgmma_wait 0 (%acc) : vector<4xf32>
    gpu.return
  }
}
