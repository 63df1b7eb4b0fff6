// RUN: tirx-opt %s -p tile-dispatch | filecheck %s
// RUN: tirx-opt %s -p tile-dispatch | tirx-opt | filecheck %s
// FlashAttention's P·V step: an f32 accumulator fragment (S, 64x16) becomes the bf16 A
// operand of an RS wgmma in registers: tile.cast (arith.truncf per register) and wgmma_rs
// packing registers 2r, 2r+1 of each k16 slice into b32 r (the accumulator arrangement is
// the k16 A-fragment arrangement, PTX ISA 9.7.15.5.1.1); B is an MN-major V tile (D = 16
// rows of N, 16 keys of K, read with the transpose bit). No shared-memory round trip.
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %v = tile.alloc scope(cta) : !tile.buffer<16x16xbf16, #layout.smem<16x16xbf16, swizzle = 32B, major = MN>>
    %s = tile.fill 0.5 scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
    %o = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
    %p = tile.cast %s scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>> -> !tile.frag<64x16xbf16, #layout.wgmma_acc<64x16xf32>>
    %o2 = tile.gemm_async %p, %v, %o scope(warpgroup) : !tile.frag<64x16xbf16, #layout.wgmma_acc<64x16xf32>>, !tile.buffer<16x16xbf16, #layout.smem<16x16xbf16, swizzle = 32B, major = MN>>, !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
    %r = aproxy.wgmma_wait 0 (%o2) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
    gpu.return
  }
}

// ---- expected output (generated from reviewed output) ----
// CHECK:      gpu.func @k() kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT: %0 = aproxy.smem_alloc 512 align 1024 : !aproxy.smem<512>
// CHECK-NEXT: %1 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %s = vector.broadcast %1 : f32 to vector<8xf32>
// CHECK-NEXT: %2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %o = vector.broadcast %2 : f32 to vector<8xf32>
// CHECK-NEXT: %p = arith.truncf %s : vector<8xf32> to vector<8xbf16>
// CHECK-NEXT: %3 = vector.extract %p[0] : bf16 from vector<8xbf16>
// CHECK-NEXT: %4 = arith.bitcast %3 : bf16 to i16
// CHECK-NEXT: %5 = vector.extract %p[1] : bf16 from vector<8xbf16>
// CHECK-NEXT: %6 = arith.bitcast %5 : bf16 to i16
// CHECK-NEXT: %7 = arith.extui %4 : i16 to i32
// CHECK-NEXT: %8 = arith.extui %6 : i16 to i32
// CHECK-NEXT: %9 = arith.constant 16 : i32
// CHECK-NEXT: %10 = arith.shli %8, %9 : i32
// CHECK-NEXT: %11 = arith.ori %7, %10 : i32
// CHECK-NEXT: %12 = vector.broadcast %11 : i32 to vector<4xi32>
// CHECK-NEXT: %13 = vector.extract %p[2] : bf16 from vector<8xbf16>
// CHECK-NEXT: %14 = arith.bitcast %13 : bf16 to i16
// CHECK-NEXT: %15 = vector.extract %p[3] : bf16 from vector<8xbf16>
// CHECK-NEXT: %16 = arith.bitcast %15 : bf16 to i16
// CHECK-NEXT: %17 = arith.extui %14 : i16 to i32
// CHECK-NEXT: %18 = arith.extui %16 : i16 to i32
// CHECK-NEXT: %19 = arith.constant 16 : i32
// CHECK-NEXT: %20 = arith.shli %18, %19 : i32
// CHECK-NEXT: %21 = arith.ori %17, %20 : i32
// CHECK-NEXT: %22 = vector.insert %21, %12 [1] : i32 into vector<4xi32>
// CHECK-NEXT: %23 = vector.extract %p[4] : bf16 from vector<8xbf16>
// CHECK-NEXT: %24 = arith.bitcast %23 : bf16 to i16
// CHECK-NEXT: %25 = vector.extract %p[5] : bf16 from vector<8xbf16>
// CHECK-NEXT: %26 = arith.bitcast %25 : bf16 to i16
// CHECK-NEXT: %27 = arith.extui %24 : i16 to i32
// CHECK-NEXT: %28 = arith.extui %26 : i16 to i32
// CHECK-NEXT: %29 = arith.constant 16 : i32
// CHECK-NEXT: %30 = arith.shli %28, %29 : i32
// CHECK-NEXT: %31 = arith.ori %27, %30 : i32
// CHECK-NEXT: %32 = vector.insert %31, %22 [2] : i32 into vector<4xi32>
// CHECK-NEXT: %33 = vector.extract %p[6] : bf16 from vector<8xbf16>
// CHECK-NEXT: %34 = arith.bitcast %33 : bf16 to i16
// CHECK-NEXT: %35 = vector.extract %p[7] : bf16 from vector<8xbf16>
// CHECK-NEXT: %36 = arith.bitcast %35 : bf16 to i16
// CHECK-NEXT: %37 = arith.extui %34 : i16 to i32
// CHECK-NEXT: %38 = arith.extui %36 : i16 to i32
// CHECK-NEXT: %39 = arith.constant 16 : i32
// CHECK-NEXT: %40 = arith.shli %38, %39 : i32
// CHECK-NEXT: %41 = arith.ori %37, %40 : i32
// CHECK-NEXT: %42 = vector.insert %41, %32 [3] : i32 into vector<4xi32>
// CHECK-NEXT: aproxy.wgmma_fence
// CHECK-NEXT: %43 = aproxy.wgmma_desc %0 swizzle("32B") lbo(256) sbo(256) : !aproxy.smem<512>
// CHECK-NEXT: %o2 = aproxy.wgmma m64n16k16 types(bf16, bf16, f32) %42, %43, %o transpose_b : vector<4xi32>, vector<8xf32>
// CHECK-NEXT: aproxy.wgmma_commit
// CHECK-NEXT: %r = aproxy.wgmma_wait 0 (%o2) : vector<8xf32>
// CHECK-NEXT: gpu.return
// CHECK-NEXT:     }
