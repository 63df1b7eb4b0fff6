// RUN: tirx-opt %s -p tile-dispatch | filecheck %s
// RUN: tirx-opt %s -p tile-dispatch | tirx-opt | filecheck %s
// The blockwise-scaling pieces after tile-dispatch. tile.load "rows": each thread loads the
// two rows it holds in the wgmma accumulator arrangement (16w + l/4 and +8, PTX ISA
// 9.7.15.5.1.1), guarded by the extents (0 outside); "uniform": every thread the one
// element. tile.fma: one vector.fma (fma.rn.f32 per register), a scalar factor broadcast,
// a row fragment spread over its rows' registers (values i with (i/2)%2 = h take row h).
// tile.gemm_async overwrite: the first wgmma's scale-d is false (D = A.B^T).

gpu.module @m {
  gpu.func @k(%SA: !tile.global<?x?xf32, row_major>, %kb: index, %m: index, %s: f32) kernel attributes {block = [128, 1, 1]} {
    %ga = tile.view %SA[%kb : 1, %m : 64] : !tile.global<?x?xf32, row_major> -> !tile.global<1x64xf32, row_major>
    %ra = tile.load %ga scope(warpgroup) : !tile.global<1x64xf32, row_major> -> !tile.frag<64xf32, #layout.wgmma_acc<64x8xf32>>
    %gb = tile.view %SA[%kb : 1, %m : 1] : !tile.global<?x?xf32, row_major> -> !tile.global<1x1xf32, row_major>
    %sb = tile.load %gb scope(warpgroup) : !tile.global<1x1xf32, row_major> -> f32
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    %o = tile.fill 1.0 scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    %f1 = tile.fma %o, %sb, %z scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>, f32
    %f2 = tile.fma %o, %ra, %f1 scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x8xf32>>
    %f3 = tile.fma %f2, %o, %f1 scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>, !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    %c = tile.cast %f3 scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>> -> !tile.frag<64x8xbf16, #layout.wgmma_acc<64x8xf32>>
    gpu.return
  }
  gpu.func @overwrite() kernel attributes {block = [128, 1, 1]} {
    %t = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    %a = tile.alloc scope(cta) : !tile.buffer<64x32xbf16, #layout.smem<64x32xbf16, swizzle = 64B, major = K>>
    %b = tile.alloc scope(cta) : !tile.buffer<8x32xbf16, #layout.smem<8x32xbf16, swizzle = 64B, major = K>>
    %d = tile.gemm_async %a, %b, %t overwrite scope(warpgroup) : !tile.buffer<64x32xbf16, #layout.smem<64x32xbf16, swizzle = 64B, major = K>>, !tile.buffer<8x32xbf16, #layout.smem<8x32xbf16, swizzle = 64B, major = K>>, !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    gpu.return
  }
}

// CHECK-LABEL: gpu.func @k(%SA: memref<?x?xf32>, %kb: index, %m: index, %s: f32) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT: %0 = arith.constant 0 : index
// CHECK-NEXT: %1 = memref.dim %SA, %0 : memref<?x?xf32>
// CHECK-NEXT: %2 = arith.constant 1 : index
// CHECK-NEXT: %3 = memref.dim %SA, %2 : memref<?x?xf32>
// CHECK-NEXT: %4 = gpu.thread_id x
// CHECK-NEXT: %5 = arith.constant 32 : index
// CHECK-NEXT: %6 = arith.divui %4, %5 : index
// CHECK-NEXT: %7 = arith.constant 4 : index
// CHECK-NEXT: %8 = arith.remui %6, %7 : index
// CHECK-NEXT: %9 = arith.remui %4, %5 : index
// CHECK-NEXT: %10 = arith.constant 4 : index
// CHECK-NEXT: %11 = arith.divui %9, %10 : index
// CHECK-NEXT: %12 = arith.constant 16 : index
// CHECK-NEXT: %13 = arith.muli %8, %12 : index
// CHECK-NEXT: %14 = arith.addi %13, %11 : index
// CHECK-NEXT: %15 = arith.addi %m, %14 : index
// CHECK-NEXT: %16 = arith.cmpi ult, %kb, %1 : index
// CHECK-NEXT: %17 = arith.cmpi ult, %15, %3 : index
// CHECK-NEXT: %18 = arith.andi %16, %17 : i1
// CHECK-NEXT: %19 = scf.if %18 -> (f32) {
// CHECK-NEXT: %20 = memref.load %SA[%kb, %15] : memref<?x?xf32>
// CHECK-NEXT: scf.yield %20 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %21 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: scf.yield %21 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %22 = arith.constant 8 : index
// CHECK-NEXT: %23 = arith.addi %15, %22 : index
// CHECK-NEXT: %24 = arith.cmpi ult, %kb, %1 : index
// CHECK-NEXT: %25 = arith.cmpi ult, %23, %3 : index
// CHECK-NEXT: %26 = arith.andi %24, %25 : i1
// CHECK-NEXT: %27 = scf.if %26 -> (f32) {
// CHECK-NEXT: %28 = memref.load %SA[%kb, %23] : memref<?x?xf32>
// CHECK-NEXT: scf.yield %28 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %29 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: scf.yield %29 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %30 = vector.broadcast %19 : f32 to vector<2xf32>
// CHECK-NEXT: %ra = vector.insert %27, %30 [1] : f32 into vector<2xf32>
// CHECK-NEXT: %31 = arith.constant 0 : index
// CHECK-NEXT: %32 = memref.dim %SA, %31 : memref<?x?xf32>
// CHECK-NEXT: %33 = arith.constant 1 : index
// CHECK-NEXT: %34 = memref.dim %SA, %33 : memref<?x?xf32>
// CHECK-NEXT: %35 = arith.cmpi ult, %kb, %32 : index
// CHECK-NEXT: %36 = arith.cmpi ult, %m, %34 : index
// CHECK-NEXT: %37 = arith.andi %35, %36 : i1
// CHECK-NEXT: %sb = scf.if %37 -> (f32) {
// CHECK-NEXT: %38 = memref.load %SA[%kb, %m] : memref<?x?xf32>
// CHECK-NEXT: scf.yield %38 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %39 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: scf.yield %39 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %40 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %z = vector.broadcast %40 : f32 to vector<4xf32>
// CHECK-NEXT: %41 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %o = vector.broadcast %41 : f32 to vector<4xf32>
// CHECK-NEXT: %42 = vector.broadcast %sb : f32 to vector<4xf32>
// CHECK-NEXT: %f1 = vector.fma %o, %42, %z : vector<4xf32>
// CHECK-NEXT: %43 = vector.extract %ra[0] : f32 from vector<2xf32>
// CHECK-NEXT: %44 = vector.extract %ra[1] : f32 from vector<2xf32>
// CHECK-NEXT: %45 = vector.broadcast %43 : f32 to vector<4xf32>
// CHECK-NEXT: %46 = vector.insert %43, %45 [1] : f32 into vector<4xf32>
// CHECK-NEXT: %47 = vector.insert %44, %46 [2] : f32 into vector<4xf32>
// CHECK-NEXT: %48 = vector.insert %44, %47 [3] : f32 into vector<4xf32>
// CHECK-NEXT: %f2 = vector.fma %o, %48, %f1 : vector<4xf32>
// CHECK-NEXT: %f3 = vector.fma %f2, %o, %f1 : vector<4xf32>
// CHECK-NEXT: %c = arith.truncf %f3 : vector<4xf32> to vector<4xbf16>
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-LABEL: gpu.func @overwrite() kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT: %0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %t = vector.broadcast %0 : f32 to vector<4xf32>
// CHECK-NEXT: %1 = aproxy.smem_alloc 4096 align 1024 : !aproxy.smem<4096>
// CHECK-NEXT: %2 = aproxy.smem_alloc 512 align 1024 : !aproxy.smem<512>
// CHECK-NEXT: %3 = aproxy.wgmma_desc %1 swizzle("64B") lbo(16) sbo(512) : !aproxy.smem<4096>
// CHECK-NEXT: %4 = arith.constant 32 : index
// CHECK-NEXT: %5 = aproxy.smem_offset %1, %4 : !aproxy.smem<4096> -> !aproxy.smem<4064>
// CHECK-NEXT: %6 = aproxy.wgmma_desc %5 swizzle("64B") lbo(16) sbo(512) : !aproxy.smem<4064>
// CHECK-NEXT: aproxy.wgmma_fence
// CHECK-NEXT: %7 = aproxy.wgmma_desc %2 swizzle("64B") lbo(16) sbo(512) : !aproxy.smem<512>
// CHECK-NEXT: %8 = arith.constant false
// CHECK-NEXT: %9 = aproxy.wgmma m64n8k16 types(bf16, bf16, f32) %3, %7, %t scale_d(%8) : i64, vector<4xf32>
// CHECK-NEXT: %10 = arith.constant 32 : index
// CHECK-NEXT: %11 = aproxy.smem_offset %2, %10 : !aproxy.smem<512> -> !aproxy.smem<480>
// CHECK-NEXT: %12 = aproxy.wgmma_desc %11 swizzle("64B") lbo(16) sbo(512) : !aproxy.smem<480>
// CHECK-NEXT: %d = aproxy.wgmma m64n8k16 types(bf16, bf16, f32) %6, %12, %9 : i64, vector<4xf32>
// CHECK-NEXT: aproxy.wgmma_commit
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
