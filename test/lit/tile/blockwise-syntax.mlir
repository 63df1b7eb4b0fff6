// RUN: tirx-opt %s | filecheck %s
// RUN: tirx-opt %s | tirx-opt | filecheck %s
// RUN: tirx-opt %s --print-op-generic | tirx-opt | filecheck %s
// The blockwise-scaling pieces in their custom syntax, printed back exactly: tile.gemm_async
// overwrite (D = A.B^T, C not added), tile.load (a row fragment / a scalar from a global
// window), tile.fma with a scalar, a row-fragment and a fragment factor.

// CHECK:      gpu.func @k(%SA: !tile.global<?x?xf32, row_major>, %kb: index, %m: index, %s: f32) kernel attributes {block = [384 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT:   %sA = tile.alloc scope(cta) : !tile.buffer<64x128xf8E4M3FN, #layout.smem<64x128xf8E4M3FN, swizzle = 128B, major = K>>
// CHECK-NEXT:   %sB = tile.alloc scope(cta) : !tile.buffer<128x128xf8E4M3FN, #layout.smem<128x128xf8E4M3FN, swizzle = 128B, major = K>>
// CHECK-NEXT:   %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT:   %t = tile.gemm_async %sA, %sB, %z overwrite scope(warpgroup) : !tile.buffer<64x128xf8E4M3FN, #layout.smem<64x128xf8E4M3FN, swizzle = 128B, major = K>>, !tile.buffer<128x128xf8E4M3FN, #layout.smem<128x128xf8E4M3FN, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT:   %t2 = tile.gemm_async %sA, %sB, %t overwrite scope(warpgroup) {dispatch = "wgmma_ss"} : !tile.buffer<64x128xf8E4M3FN, #layout.smem<64x128xf8E4M3FN, swizzle = 128B, major = K>>, !tile.buffer<128x128xf8E4M3FN, #layout.smem<128x128xf8E4M3FN, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT:   %ga = tile.view %SA[%kb : 1, %m : 64] : !tile.global<?x?xf32, row_major> -> !tile.global<1x64xf32, row_major>
// CHECK-NEXT:   %ra = tile.load %ga scope(warpgroup) : !tile.global<1x64xf32, row_major> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT:   %gb = tile.view %SA[%kb : 1, %m : 1] : !tile.global<?x?xf32, row_major> -> !tile.global<1x1xf32, row_major>
// CHECK-NEXT:   %sb = tile.load %gb scope(thread) {dispatch = "uniform"} : !tile.global<1x1xf32, row_major> -> f32
// CHECK-NEXT:   %f1 = tile.fma %t2, %s, %z scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, f32
// CHECK-NEXT:   %f2 = tile.fma %t2, %ra, %f1 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT:   %f3 = tile.fma %t2, %f2, %f1 scope(warp) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT:   gpu.return
// CHECK-NEXT: }

gpu.module @m {
  gpu.func @k(%SA: !tile.global<?x?xf32, row_major>, %kb: index, %m: index, %s: f32) kernel attributes {block = [384 : i64, 1 : i64, 1 : i64]} {
    %sA = tile.alloc scope(cta) : !tile.buffer<64x128xf8E4M3FN, #layout.smem<64x128xf8E4M3FN, swizzle = 128B, major = K>>
    %sB = tile.alloc scope(cta) : !tile.buffer<128x128xf8E4M3FN, #layout.smem<128x128xf8E4M3FN, swizzle = 128B, major = K>>
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    %t = tile.gemm_async %sA, %sB, %z overwrite scope(warpgroup) : !tile.buffer<64x128xf8E4M3FN, #layout.smem<64x128xf8E4M3FN, swizzle = 128B, major = K>>, !tile.buffer<128x128xf8E4M3FN, #layout.smem<128x128xf8E4M3FN, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    %t2 = tile.gemm_async %sA, %sB, %t overwrite scope(warpgroup) {dispatch = "wgmma_ss"} : !tile.buffer<64x128xf8E4M3FN, #layout.smem<64x128xf8E4M3FN, swizzle = 128B, major = K>>, !tile.buffer<128x128xf8E4M3FN, #layout.smem<128x128xf8E4M3FN, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    %ga = tile.view %SA[%kb : 1, %m : 64] : !tile.global<?x?xf32, row_major> -> !tile.global<1x64xf32, row_major>
    %ra = tile.load %ga scope(warpgroup) : !tile.global<1x64xf32, row_major> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
    %gb = tile.view %SA[%kb : 1, %m : 1] : !tile.global<?x?xf32, row_major> -> !tile.global<1x1xf32, row_major>
    %sb = tile.load %gb scope(thread) {dispatch = "uniform"} : !tile.global<1x1xf32, row_major> -> f32
    %f1 = tile.fma %t2, %s, %z scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, f32
    %f2 = tile.fma %t2, %ra, %f1 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
    %f3 = tile.fma %t2, %f2, %f1 scope(warp) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}
