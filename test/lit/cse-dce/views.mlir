// View and address ops are Pure: xDSL's cse merges identical ones and dce removes the
// unused ones (tile.view, aproxy.smem_offset, aproxy.smem_address, aproxy.wgmma_desc,
// aproxy.warpgroup_index, layout.apply). Ops with effects (allocations, stores) stay.
// RUN: tirx-opt %s -p cse,dce | filecheck %s

builtin.module {
  gpu.module @kernels {
    gpu.func @views(%A: !tile.global<?x?xbf16, row_major>, %i: index) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %dead_view = tile.view %A[%i : 64, 0 : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x64xbf16, row_major>
      %sB = tile.alloc scope(cta) : !tile.buffer<2 x 64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
      %dead_stage = tile.view %sB[%i][:, :] : !tile.buffer<2 x 64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
      %s = aproxy.smem_alloc 8192 align 1024 : !aproxy.smem<8192>
      %dead_apply = layout.apply #layout.layout<(8,8):(8,1)> (%i, %i) : index
      aproxy.specialize {
        aproxy.role "all" warpgroups(0) {
          %v0 = aproxy.smem_offset %s, %c64 : !aproxy.smem<8192> -> !aproxy.smem<4096>
          %v1 = aproxy.smem_offset %s, %c64 : !aproxy.smem<8192> -> !aproxy.smem<4096>
          %dead_off = aproxy.smem_offset %s, %c0 : !aproxy.smem<8192> -> !aproxy.smem<4096>
          %a0 = aproxy.smem_address %v0 : !aproxy.smem<4096>
          %a1 = aproxy.smem_address %v1 : !aproxy.smem<4096>
          %dead_addr = aproxy.smem_address %s : !aproxy.smem<8192>
          %dead_desc = aproxy.wgmma_desc %v1 swizzle("128B") lbo(16) sbo(1024) : !aproxy.smem<4096>
          %dead_wg = aproxy.warpgroup_index
          %x = arith.constant 7 : i32
          nvvm.st<space = "shared::cta", type = b32> %a0, %x : (i32, i32) -> ()
          nvvm.st<space = "shared::cta", type = b32> %a1, %x : (i32, i32) -> ()
        }
      }
      gpu.return
    }
  }
}

// CHECK:      gpu.func @views(%A: !tile.global<?x?xbf16, row_major>, %i: index) kernel
// CHECK-NEXT:   %c64 = arith.constant 64 : index
// CHECK-NEXT:   %sB = tile.alloc scope(cta) : !tile.buffer<2 x 64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
// CHECK-NEXT:   %s = aproxy.smem_alloc 8192 align 1024 : !aproxy.smem<8192>
// CHECK-NEXT:   aproxy.specialize {
// CHECK-NEXT:     aproxy.role "all" warpgroups(0) {
// CHECK-NEXT:       %v0 = aproxy.smem_offset %s, %c64 : !aproxy.smem<8192> -> !aproxy.smem<4096>
// CHECK-NEXT:       %a0 = aproxy.smem_address %v0 : !aproxy.smem<4096>
// CHECK-NEXT:       %x = arith.constant 7 : i32
// CHECK-NEXT:       nvvm.st<space = "shared::cta", type = b32> %a0, %x : (i32, i32) -> ()
// CHECK-NEXT:       nvvm.st<space = "shared::cta", type = b32> %a0, %x : (i32, i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   gpu.return
