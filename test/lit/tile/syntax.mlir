// RUN: tirx-opt %s | filecheck %s
// RUN: tirx-opt %s | tirx-opt | filecheck %s
// RUN: tirx-opt %s --print-op-generic | tirx-opt | filecheck %s
// Every tile type and op in its custom syntax, printed back exactly.

// CHECK:      gpu.func @k(%A: !tile.global<?x?xbf16, row_major>, %C: !tile.global<?x?xbf16, col_major>, %F: !tile.global<?x?xf8E4M3FN, row_major>, %m: index, %k: index, %s: f32) kernel attributes {block = [384 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT:   %bar = aproxy.mbarrier_alloc count(4) : !aproxy.mbarrier<4>
// CHECK-NEXT:   %sA = tile.alloc scope(cta) : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
// CHECK-NEXT:   %sB = tile.alloc scope(cta) : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 64B, major = MN>> {note = "unstaged"}
// CHECK-NEXT:   %stage = arith.constant 1 : index
// CHECK-NEXT:   %a = tile.view %sA[%stage][%m : 64, :] : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
// CHECK-NEXT:   %a2 = tile.view %sA[%stage][64 : 64, :] : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
// CHECK-NEXT:   %g = tile.view %A[%m : 128, %k : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x64xbf16, row_major>
// CHECK-NEXT:   %full = tile.view %sA[%stage][:, :] : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
// CHECK-NEXT:   tile.copy_async %g -> %full barrier(%bar[%stage]) scope(thread) : !tile.global<128x64xbf16, row_major> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !aproxy.mbarrier<4>
// CHECK-NEXT:   tile.copy_async %g -> %full barrier(%bar[%stage]) scope(warpgroup) {dispatch = "tma"} : !tile.global<128x64xbf16, row_major> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !aproxy.mbarrier<4>
// CHECK-NEXT:   %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT:   %z64 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>
// CHECK-NEXT:   %one = tile.fill -1.5 scope(warp) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT:   %d = tile.gemm_async %a, %full, %z scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT:   %d2 = tile.gemm_async %a, %sB, %d scope(warpgroup) {dispatch = "wgmma_ss"} : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 64B, major = MN>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT:   %p = tile.cast %d2 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT:   %pa = tile.cast %z64 scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>> -> !tile.frag<64x64xbf16, #layout.wgmma_acc<64x64xf32>>
// CHECK-NEXT:   %e = tile.add %d2, %one scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT:   %e1 = tile.sub %e, %one scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT:   %e2 = tile.mul %e1, %e scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT:   %e3 = tile.max %e2, %e scope(thread) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT:   %e4 = tile.exp2 %e3 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT:   %e5 = tile.scale %e4, %s scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, f32
// CHECK-NEXT:   %rm = tile.reduce_max %e5 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT:   %rs = tile.reduce_sum %e5 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT:   %sC = tile.alloc scope(cta) : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
// CHECK-NEXT:   tile.copy %p -> %sC scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
// CHECK-NEXT:   %gc = tile.view %A[%m : 64, %k : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x128xbf16, row_major>
// CHECK-NEXT:   tile.copy %sC -> %gc scope(warpgroup) {dispatch = "tma"} : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.global<64x128xbf16, row_major>
// CHECK-NEXT:   %back = tile.copy %sC scope(warpgroup) {dispatch = "ldmatrix"} : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT:   %ra = tile.gemm_async %pa, %sB, %z scope(warpgroup) : !tile.frag<64x64xbf16, #layout.wgmma_acc<64x64xf32>>, !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 64B, major = MN>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT:   gpu.return
// CHECK-NEXT: }
gpu.module @m {
  gpu.func @k(%A: !tile.global<?x?xbf16, row_major>, %C: !tile.global<?x?xbf16, col_major>,
              %F: !tile.global<?x?xf8E4M3FN, row_major>, %m: index, %k: index, %s: f32)
      kernel attributes {block = [384, 1, 1]} {
    %bar = aproxy.mbarrier_alloc count(4) : !aproxy.mbarrier<4>
    %sA = tile.alloc scope(cta) : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    %sB = tile.alloc scope(cta) : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 64B, major = MN>> {note = "unstaged"}
    %stage = arith.constant 1 : index
    %a = tile.view %sA[%stage][%m : 64, :] : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    %a2 = tile.view %sA[%stage][64 : 64, 0 : 64] : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    %g = tile.view %A[%m : 128, %k : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x64xbf16, row_major>
    %full = tile.view %sA[%stage][:, :] : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    tile.copy_async %g -> %full barrier(%bar[%stage]) scope(thread) : !tile.global<128x64xbf16, row_major> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !aproxy.mbarrier<4>
    tile.copy_async %g -> %full barrier(%bar[%stage]) scope(warpgroup) {dispatch = "tma"} : !tile.global<128x64xbf16, row_major> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !aproxy.mbarrier<4>
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    %z64 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>
    %one = tile.fill -1.5 scope(warp) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    %d = tile.gemm_async %a, %full, %z scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    %d2 = tile.gemm_async %a, %sB, %d scope(warpgroup) {dispatch = "wgmma_ss"} : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 64B, major = MN>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    %p = tile.cast %d2 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
    %pa = tile.cast %z64 scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>> -> !tile.frag<64x64xbf16, #layout.wgmma_acc<64x64xf32>>
    %e = tile.add %d2, %one scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    %e1 = tile.sub %e, %one scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    %e2 = tile.mul %e1, %e scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    %e3 = tile.max %e2, %e scope(thread) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    %e4 = tile.exp2 %e3 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    %e5 = tile.scale %e4, %s scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, f32
    %rm = tile.reduce_max %e5 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
    %rs = tile.reduce_sum %e5 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
    %sC = tile.alloc scope(cta) : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
    tile.copy %p -> %sC scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
    %gc = tile.view %A[%m : 64, %k : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x128xbf16, row_major>
    tile.copy %sC -> %gc scope(warpgroup) {dispatch = "tma"} : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.global<64x128xbf16, row_major>
    %back = tile.copy %sC scope(warpgroup) {dispatch = "ldmatrix"} : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
    %ra = tile.gemm_async %pa, %sB, %z scope(warpgroup) : !tile.frag<64x64xbf16, #layout.wgmma_acc<64x64xf32>>, !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 64B, major = MN>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}
