// RUN: tirx-opt %s -p tile-dispatch | filecheck %s
// RUN: tirx-opt %s -p tile-dispatch | tirx-opt | filecheck %s
// An RS wgmma whose A fragment is a tile.cast of an f32 fragment made earlier (FlashAttention
// casts P before its ping-pong turn, a named barrier, and issues P·V after it): the rounding
// and packing into b32 words (cvt.rn.bf16x2.f32, PTX ISA 9.7.9.21) happen right after the
// cast, before the barrier, so only the descriptor and the wgmma are issued after the turn and
// the kernel holds P as 4 words (BN/4 registers) rather than 8 f32 (BN/2) across the barrier.
gpu.module @m {
  gpu.func @k() kernel attributes {block = [256, 1, 1]} {
    %v = tile.alloc scope(cta) : !tile.buffer<16x16xbf16, #layout.smem<16x16xbf16, swizzle = 32B, major = MN>>
    %s = tile.fill 0.5 scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
    %o = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
    %p = tile.cast %s scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>> -> !tile.frag<64x16xbf16, #layout.wgmma_acc<64x16xf32>>
    aproxy.named_barrier_sync id(4), threads(256)
    %o2 = tile.gemm_async %p, %v, %o scope(warpgroup) : !tile.frag<64x16xbf16, #layout.wgmma_acc<64x16xf32>>, !tile.buffer<16x16xbf16, #layout.smem<16x16xbf16, swizzle = 32B, major = MN>>, !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
    %r = aproxy.wgmma_wait 0 (%o2) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
    gpu.return
  }
}

// ---- expected output (generated from reviewed output) ----
// CHECK:      gpu.func @k() kernel attributes {block = [256 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT: %0 = aproxy.smem_alloc 512 align 1024 : !aproxy.smem<512>
// CHECK-NEXT: %1 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %s = vector.broadcast %1 : f32 to vector<8xf32>
// CHECK-NEXT: %2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %o = vector.broadcast %2 : f32 to vector<8xf32>
// CHECK-NEXT: %p = arith.truncf %s : vector<8xf32> to vector<8xbf16>
// CHECK-NEXT: %3 = vector.extract %s[0] : f32 from vector<8xf32>
// CHECK-NEXT: %4 = vector.extract %s[1] : f32 from vector<8xf32>
// CHECK-NEXT: %5 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %4, %3 : (f32, f32) -> i32
// CHECK-NEXT: %6 = vector.broadcast %5 : i32 to vector<4xi32>
// CHECK-NEXT: %7 = vector.extract %s[2] : f32 from vector<8xf32>
// CHECK-NEXT: %8 = vector.extract %s[3] : f32 from vector<8xf32>
// CHECK-NEXT: %9 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %8, %7 : (f32, f32) -> i32
// CHECK-NEXT: %10 = vector.insert %9, %6 [1] : i32 into vector<4xi32>
// CHECK-NEXT: %11 = vector.extract %s[4] : f32 from vector<8xf32>
// CHECK-NEXT: %12 = vector.extract %s[5] : f32 from vector<8xf32>
// CHECK-NEXT: %13 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %12, %11 : (f32, f32) -> i32
// CHECK-NEXT: %14 = vector.insert %13, %10 [2] : i32 into vector<4xi32>
// CHECK-NEXT: %15 = vector.extract %s[6] : f32 from vector<8xf32>
// CHECK-NEXT: %16 = vector.extract %s[7] : f32 from vector<8xf32>
// CHECK-NEXT: %17 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %16, %15 : (f32, f32) -> i32
// CHECK-NEXT: %18 = vector.insert %17, %14 [3] : i32 into vector<4xi32>
// CHECK-NEXT: aproxy.named_barrier_sync id(4), threads(256)
// CHECK-NEXT: aproxy.wgmma_fence
// CHECK-NEXT: %19 = aproxy.wgmma_desc %0 swizzle("32B") lbo(256) sbo(256) : !aproxy.smem<512>
// CHECK-NEXT: %o2 = aproxy.wgmma m64n16k16 types(bf16, bf16, f32) %18, %19, %o transpose_b : vector<4xi32>, vector<8xf32>
// CHECK-NEXT: aproxy.wgmma_commit
// CHECK-NEXT: %r = aproxy.wgmma_wait 0 (%o2) : vector<8xf32>
// CHECK-NEXT: gpu.return
