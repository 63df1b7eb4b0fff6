// RUN: tirx-opt %s -p tile-dispatch | filecheck %s
// RUN: tirx-opt %s -p tile-dispatch | tirx-opt | filecheck %s
// tile.gemm_async -> one wgmma group: fence, one aproxy.wgmma per k slice (descriptors of
// the k-th slice of each shared operand), commit. PTX ISA 9.7.15.5.

// wgmma_ss, bf16, a staged A (stage view), N = 8, K = 32 (two k16 slices: the second
// descriptor starts 32 bytes into the 64B-swizzled rows).
gpu.module @m {
  gpu.func @ss_bf16(%st: index) kernel attributes {block = [128, 1, 1]} {
    %a = tile.alloc scope(cta) : !tile.buffer<2 x 64x32xbf16, #layout.smem<64x32xbf16, swizzle = 64B, major = K>>
    %b = tile.alloc scope(cta) : !tile.buffer<8x32xbf16, #layout.smem<8x32xbf16, swizzle = 64B, major = K>>
    %av = tile.view %a[%st][:, :] : !tile.buffer<2 x 64x32xbf16, #layout.smem<64x32xbf16, swizzle = 64B, major = K>> -> !tile.buffer<64x32xbf16, #layout.smem<64x32xbf16, swizzle = 64B, major = K>>
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    %d = tile.gemm_async %av, %b, %z scope(warpgroup) : !tile.buffer<64x32xbf16, #layout.smem<64x32xbf16, swizzle = 64B, major = K>>, !tile.buffer<8x32xbf16, #layout.smem<8x32xbf16, swizzle = 64B, major = K>>, !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    gpu.return
  }
  // wgmma_ss, fp8: e4m3 x e5m2 (mixing allowed), K = 32 (one k32 slice), N = 16.
  gpu.func @ss_fp8() kernel attributes {block = [128, 1, 1]} {
    %a = tile.alloc scope(cta) : !tile.buffer<64x32xf8E4M3FN, #layout.smem<64x32xf8E4M3FN, swizzle = 32B, major = K>>
    %b = tile.alloc scope(cta) : !tile.buffer<16x32xf8E5M2, #layout.smem<16x32xf8E5M2, swizzle = 32B, major = K>>
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
    %d = tile.gemm_async %a, %b, %z scope(warpgroup) : !tile.buffer<64x32xf8E4M3FN, #layout.smem<64x32xf8E4M3FN, swizzle = 32B, major = K>>, !tile.buffer<16x32xf8E5M2, #layout.smem<16x32xf8E5M2, swizzle = 32B, major = K>>, !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
    gpu.return
  }
  // wgmma_ss, f16 with an MN-major (transposed) B: transpose_b, N = 64.
  gpu.func @ss_f16_mn(%r: index) kernel attributes {block = [128, 1, 1]} {
    %a = tile.alloc scope(cta) : !tile.buffer<128x16xf16, #layout.smem<128x16xf16, swizzle = 32B, major = K>>
    %b = tile.alloc scope(cta) : !tile.buffer<64x16xf16, #layout.smem<64x16xf16, swizzle = 128B, major = MN>>
    %av = tile.view %a[%r : 64, :] : !tile.buffer<128x16xf16, #layout.smem<128x16xf16, swizzle = 32B, major = K>> -> !tile.buffer<64x16xf16, #layout.smem<64x16xf16, swizzle = 32B, major = K>>
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>
    %d = tile.gemm_async %av, %b, %z scope(warpgroup) : !tile.buffer<64x16xf16, #layout.smem<64x16xf16, swizzle = 32B, major = K>>, !tile.buffer<64x16xf16, #layout.smem<64x16xf16, swizzle = 128B, major = MN>>, !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>
    gpu.return
  }
  // wgmma_rs: A from registers (a bf16 fragment in the accumulator arrangement, 8 values =
  // 4 packed b32 registers per k16 slice), forced with dispatch = "wgmma_rs".
  gpu.func @rs_bf16() kernel attributes {block = [128, 1, 1]} {
    %b = tile.alloc scope(cta) : !tile.buffer<8x16xbf16, #layout.smem<8x16xbf16, swizzle = 32B, major = K>>
    %p = tile.fill 1.0 scope(warpgroup) : !tile.frag<64x16xbf16, #layout.wgmma_acc<64x16xf32>>
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    %d = tile.gemm_async %p, %b, %z scope(warpgroup) {dispatch = "wgmma_rs"} : !tile.frag<64x16xbf16, #layout.wgmma_acc<64x16xf32>>, !tile.buffer<8x16xbf16, #layout.smem<8x16xbf16, swizzle = 32B, major = K>>, !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    gpu.return
  }
}

// ---- expected output (generated from reviewed output) ----
// CHECK:      gpu.func @ss_bf16(%st: index) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT: %0 = aproxy.smem_alloc 8192 align 1024 : !aproxy.smem<8192>
// CHECK-NEXT: %1 = aproxy.smem_alloc 512 align 1024 : !aproxy.smem<512>
// CHECK-NEXT: %2 = arith.constant 4096 : index
// CHECK-NEXT: %3 = arith.muli %st, %2 : index
// CHECK-NEXT: %4 = aproxy.smem_offset %0, %3 : !aproxy.smem<8192> -> !aproxy.smem<4096>
// CHECK-NEXT: %5 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %z = vector.broadcast %5 : f32 to vector<4xf32>
// CHECK-NEXT: %6 = aproxy.wgmma_desc %4 swizzle("64B") lbo(16) sbo(512) : !aproxy.smem<4096>
// CHECK-NEXT: %7 = arith.constant 32 : index
// CHECK-NEXT: %8 = aproxy.smem_offset %4, %7 : !aproxy.smem<4096> -> !aproxy.smem<4064>
// CHECK-NEXT: %9 = aproxy.wgmma_desc %8 swizzle("64B") lbo(16) sbo(512) : !aproxy.smem<4064>
// CHECK-NEXT: aproxy.wgmma_fence
// CHECK-NEXT: %10 = aproxy.wgmma_desc %1 swizzle("64B") lbo(16) sbo(512) : !aproxy.smem<512>
// CHECK-NEXT: %11 = aproxy.wgmma m64n8k16 types(bf16, bf16, f32) %6, %10, %z : i64, vector<4xf32>
// CHECK-NEXT: %12 = arith.constant 32 : index
// CHECK-NEXT: %13 = aproxy.smem_offset %1, %12 : !aproxy.smem<512> -> !aproxy.smem<480>
// CHECK-NEXT: %14 = aproxy.wgmma_desc %13 swizzle("64B") lbo(16) sbo(512) : !aproxy.smem<480>
// CHECK-NEXT: %d = aproxy.wgmma m64n8k16 types(bf16, bf16, f32) %9, %14, %11 : i64, vector<4xf32>
// CHECK-NEXT: aproxy.wgmma_commit
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: gpu.func @ss_fp8() kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT: %0 = aproxy.smem_alloc 2048 align 1024 : !aproxy.smem<2048>
// CHECK-NEXT: %1 = aproxy.smem_alloc 512 align 1024 : !aproxy.smem<512>
// CHECK-NEXT: %2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %z = vector.broadcast %2 : f32 to vector<8xf32>
// CHECK-NEXT: %3 = aproxy.wgmma_desc %0 swizzle("32B") lbo(16) sbo(256) : !aproxy.smem<2048>
// CHECK-NEXT: aproxy.wgmma_fence
// CHECK-NEXT: %4 = aproxy.wgmma_desc %1 swizzle("32B") lbo(16) sbo(256) : !aproxy.smem<512>
// CHECK-NEXT: %d = aproxy.wgmma m64n16k32 types(e4m3, e5m2, f32) %3, %4, %z : i64, vector<8xf32>
// CHECK-NEXT: aproxy.wgmma_commit
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: gpu.func @ss_f16_mn(%r: index) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT: %0 = aproxy.smem_alloc 4096 align 1024 : !aproxy.smem<4096>
// CHECK-NEXT: %1 = aproxy.smem_alloc 2048 align 1024 : !aproxy.smem<2048>
// CHECK-NEXT: %2 = arith.constant 32 : index
// CHECK-NEXT: %3 = arith.muli %r, %2 : index
// CHECK-NEXT: %4 = aproxy.smem_offset %0, %3 : !aproxy.smem<4096> -> !aproxy.smem<2048>
// CHECK-NEXT: %5 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %z = vector.broadcast %5 : f32 to vector<32xf32>
// CHECK-NEXT: %6 = aproxy.wgmma_desc %4 swizzle("32B") lbo(16) sbo(256) : !aproxy.smem<2048>
// CHECK-NEXT: aproxy.wgmma_fence
// CHECK-NEXT: %7 = aproxy.wgmma_desc %1 swizzle("128B") lbo(1024) sbo(1024) : !aproxy.smem<2048>
// CHECK-NEXT: %d = aproxy.wgmma m64n64k16 types(f16, f16, f32) %6, %7, %z transpose_b : i64, vector<32xf32>
// CHECK-NEXT: aproxy.wgmma_commit
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: gpu.func @rs_bf16() kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT: %0 = aproxy.smem_alloc 256 align 1024 : !aproxy.smem<256>
// CHECK-NEXT: %1 = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT: %p = vector.broadcast %1 : bf16 to vector<8xbf16>
// CHECK-NEXT: %2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %z = vector.broadcast %2 : f32 to vector<4xf32>
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
// CHECK-NEXT: %43 = aproxy.wgmma_desc %0 swizzle("32B") lbo(16) sbo(256) : !aproxy.smem<256>
// CHECK-NEXT: %d = aproxy.wgmma m64n8k16 types(bf16, bf16, f32) %42, %43, %z : vector<4xi32>, vector<4xf32>
// CHECK-NEXT: aproxy.wgmma_commit
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
