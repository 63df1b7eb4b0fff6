// RUN: tirx-opt %s -p tile-dispatch | filecheck %s
// RUN: tirx-opt %s -p tile-dispatch | tirx-opt | filecheck %s
// Fragment primitives become per-register arith on the thread's vector: a 64x8 wgmma
// accumulator is vector<4xf32> per thread (values i: row 16w + l/4 + 8((i/2)%2),
// column 2(l%4) + i%2).

gpu.module @m {
  gpu.func @k(%s: f32) kernel attributes {block = [128, 1, 1]} {
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    %o = tile.fill 1.0 scope(warp) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    %a = tile.add %z, %o scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    %b = tile.sub %a, %o scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    %c = tile.mul %b, %a scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    %d = tile.max %c, %a scope(thread) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    %e = tile.exp2 %d scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    %f = tile.scale %e, %s scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>, f32
    %h = tile.cast %f scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>> -> !tile.frag<64x8xbf16, #layout.wgmma_acc<64x8xf32>>
    %g = tile.cast %h scope(warpgroup) : !tile.frag<64x8xbf16, #layout.wgmma_acc<64x8xf32>> -> !tile.frag<64x8xf16, #layout.wgmma_acc<64x8xf32>>
    %w = tile.cast %g scope(warpgroup) : !tile.frag<64x8xf16, #layout.wgmma_acc<64x8xf32>> -> !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    %m = tile.reduce_max %w scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x8xf32>>
    %t = tile.reduce_sum %w scope(warp) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x8xf32>>
    %i = tile.fill 3 scope(warpgroup) : !tile.frag<64x8xi32, #layout.wgmma_acc<64x8xf32>>
    %j = tile.max %i, %i scope(warpgroup) : !tile.frag<64x8xi32, #layout.wgmma_acc<64x8xf32>>
    %n = arith.constant 0 : index
    %l = scf.for %q = %n to %n step %n iter_args(%acc = %z) -> (!tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>) {
      %x = tile.add %acc, %acc scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
      scf.yield %x : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    }
    gpu.return
  }
}

// ---- expected output (generated from reviewed output) ----
// CHECK:      gpu.func @k(%s: f32) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT: %0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %z = vector.broadcast %0 : f32 to vector<4xf32>
// CHECK-NEXT: %1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %o = vector.broadcast %1 : f32 to vector<4xf32>
// CHECK-NEXT: %a = arith.addf %z, %o : vector<4xf32>
// CHECK-NEXT: %b = arith.subf %a, %o : vector<4xf32>
// CHECK-NEXT: %c = arith.mulf %b, %a : vector<4xf32>
// CHECK-NEXT: %d = arith.maxnumf %c, %a : vector<4xf32>
// CHECK-NEXT: %e = math.exp2 %d : vector<4xf32>
// CHECK-NEXT: %2 = vector.broadcast %s : f32 to vector<4xf32>
// CHECK-NEXT: %f = arith.mulf %e, %2 : vector<4xf32>
// CHECK-NEXT: %h = arith.truncf %f : vector<4xf32> to vector<4xbf16>
// CHECK-NEXT: %3 = arith.extf %h : vector<4xbf16> to vector<4xf32>
// CHECK-NEXT: %g = arith.truncf %3 : vector<4xf32> to vector<4xf16>
// CHECK-NEXT: %w = arith.extf %g : vector<4xf16> to vector<4xf32>
// CHECK-NEXT: %4 = vector.extract %w[0] : f32 from vector<4xf32>
// CHECK-NEXT: %5 = vector.extract %w[1] : f32 from vector<4xf32>
// CHECK-NEXT: %6 = arith.maxnumf %4, %5 : f32
// CHECK-NEXT: %7 = arith.constant 1 : i32
// CHECK-NEXT: %8 = simt.shfl_xor %6, %7 : f32
// CHECK-NEXT: %9 = arith.maxnumf %6, %8 : f32
// CHECK-NEXT: %10 = arith.constant 2 : i32
// CHECK-NEXT: %11 = simt.shfl_xor %9, %10 : f32
// CHECK-NEXT: %12 = arith.maxnumf %9, %11 : f32
// CHECK-NEXT: %13 = vector.extract %w[2] : f32 from vector<4xf32>
// CHECK-NEXT: %14 = vector.extract %w[3] : f32 from vector<4xf32>
// CHECK-NEXT: %15 = arith.maxnumf %13, %14 : f32
// CHECK-NEXT: %16 = arith.constant 1 : i32
// CHECK-NEXT: %17 = simt.shfl_xor %15, %16 : f32
// CHECK-NEXT: %18 = arith.maxnumf %15, %17 : f32
// CHECK-NEXT: %19 = arith.constant 2 : i32
// CHECK-NEXT: %20 = simt.shfl_xor %18, %19 : f32
// CHECK-NEXT: %21 = arith.maxnumf %18, %20 : f32
// CHECK-NEXT: %22 = vector.broadcast %12 : f32 to vector<2xf32>
// CHECK-NEXT: %m = vector.insert %21, %22 [1] : f32 into vector<2xf32>
// CHECK-NEXT: %23 = vector.extract %w[0] : f32 from vector<4xf32>
// CHECK-NEXT: %24 = vector.extract %w[1] : f32 from vector<4xf32>
// CHECK-NEXT: %25 = arith.addf %23, %24 : f32
// CHECK-NEXT: %26 = arith.constant 1 : i32
// CHECK-NEXT: %27 = simt.shfl_xor %25, %26 : f32
// CHECK-NEXT: %28 = arith.addf %25, %27 : f32
// CHECK-NEXT: %29 = arith.constant 2 : i32
// CHECK-NEXT: %30 = simt.shfl_xor %28, %29 : f32
// CHECK-NEXT: %31 = arith.addf %28, %30 : f32
// CHECK-NEXT: %32 = vector.extract %w[2] : f32 from vector<4xf32>
// CHECK-NEXT: %33 = vector.extract %w[3] : f32 from vector<4xf32>
// CHECK-NEXT: %34 = arith.addf %32, %33 : f32
// CHECK-NEXT: %35 = arith.constant 1 : i32
// CHECK-NEXT: %36 = simt.shfl_xor %34, %35 : f32
// CHECK-NEXT: %37 = arith.addf %34, %36 : f32
// CHECK-NEXT: %38 = arith.constant 2 : i32
// CHECK-NEXT: %39 = simt.shfl_xor %37, %38 : f32
// CHECK-NEXT: %40 = arith.addf %37, %39 : f32
// CHECK-NEXT: %41 = vector.broadcast %31 : f32 to vector<2xf32>
// CHECK-NEXT: %t = vector.insert %40, %41 [1] : f32 into vector<2xf32>
// CHECK-NEXT: %42 = arith.constant 3 : i32
// CHECK-NEXT: %i = vector.broadcast %42 : i32 to vector<4xi32>
// CHECK-NEXT: %j = arith.maxsi %i, %i : vector<4xi32>
// CHECK-NEXT: %n = arith.constant 0 : index
// CHECK-NEXT: %l = scf.for %q = %n to %n step %n iter_args(%acc = %z) -> (vector<4xf32>) {
// CHECK-NEXT: %x = arith.addf %acc, %acc : vector<4xf32>
// CHECK-NEXT: scf.yield %x : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
