// RUN: tirx-opt %s -p tile-dispatch | filecheck %s
// RUN: tirx-opt %s -p tile-dispatch | tirx-opt | filecheck %s
// copy `scalar` between memories: an scf.for in which thread t of the scope moves elements
// t, t + T, ... (element i: row i / C, column i % C); global elements are bounds-checked
// (0 when loading past the edge, skipped when storing). Any canonical shared layout works:
// here an MN-major tile, which tma and vectorized decline.

gpu.module @m {
  // warp scope, 8x8 bf16: two iterations per lane, no guard.
  gpu.func @load_mn(%A: !tile.global<?x?xbf16, row_major>, %m: index) kernel attributes {block = [128, 1, 1]} {
    %s = tile.alloc scope(cta) : !tile.buffer<8x8xbf16, #layout.smem<8x8xbf16, swizzle = none, major = MN>>
    %g = tile.view %A[%m : 8, 0 : 8] : !tile.global<?x?xbf16, row_major> -> !tile.global<8x8xbf16, row_major>
    tile.copy %g -> %s scope(warp) : !tile.global<8x8xbf16, row_major> -> !tile.buffer<8x8xbf16, #layout.smem<8x8xbf16, swizzle = none, major = MN>>
    gpu.return
  }
  // cta scope (128 threads), 8x8 f32 shared -> shared: one guarded iteration.
  gpu.func @smem_to_smem() kernel attributes {block = [128, 1, 1]} {
    %s = tile.alloc scope(cta) : !tile.buffer<8x8xf32, #layout.smem<8x8xf32, swizzle = 32B, major = K>>
    %t = tile.alloc scope(cta) : !tile.buffer<8x8xf32, #layout.smem<8x8xf32, swizzle = none, major = K>>
    tile.copy %s -> %t scope(cta) : !tile.buffer<8x8xf32, #layout.smem<8x8xf32, swizzle = 32B, major = K>> -> !tile.buffer<8x8xf32, #layout.smem<8x8xf32, swizzle = none, major = K>>
    gpu.return
  }
}

// ---- expected output (generated from reviewed output) ----
// CHECK:      gpu.func @load_mn(%A: memref<?x?xbf16>, %m: index) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT: %0 = aproxy.smem_alloc 128 align 1024 : !aproxy.smem<128>
// CHECK-NEXT: %1 = gpu.thread_id x
// CHECK-NEXT: %2 = arith.constant 32 : index
// CHECK-NEXT: %3 = arith.remui %1, %2 : index
// CHECK-NEXT: %4 = arith.constant 0 : index
// CHECK-NEXT: %5 = memref.dim %A, %4 : memref<?x?xbf16>
// CHECK-NEXT: %6 = arith.constant 1 : index
// CHECK-NEXT: %7 = memref.dim %A, %6 : memref<?x?xbf16>
// CHECK-NEXT: %8 = aproxy.smem_address %0 : !aproxy.smem<128>
// CHECK-NEXT: %9 = arith.constant 0 : index
// CHECK-NEXT: %10 = arith.constant 2 : index
// CHECK-NEXT: %11 = arith.constant 1 : index
// CHECK-NEXT: scf.for %12 = %9 to %10 step %11 {
// CHECK-NEXT: %13 = arith.constant 32 : index
// CHECK-NEXT: %14 = arith.muli %12, %13 : index
// CHECK-NEXT: %15 = arith.addi %3, %14 : index
// CHECK-NEXT: %16 = arith.constant 8 : index
// CHECK-NEXT: %17 = arith.divui %15, %16 : index
// CHECK-NEXT: %18 = arith.remui %15, %16 : index
// CHECK-NEXT: %19 = arith.addi %m, %17 : index
// CHECK-NEXT: %20 = arith.cmpi ult, %19, %5 : index
// CHECK-NEXT: %21 = arith.cmpi ult, %18, %7 : index
// CHECK-NEXT: %22 = arith.andi %20, %21 : i1
// CHECK-NEXT: %23 = layout.apply #layout.smem<8x8xbf16, swizzle = none, major = MN> (%17, %18) : index
// CHECK-NEXT: %24 = arith.index_cast %23 : index to i32
// CHECK-NEXT: %25 = arith.constant 2 : i32
// CHECK-NEXT: %26 = arith.muli %24, %25 : i32
// CHECK-NEXT: %27 = arith.addi %8, %26 : i32
// CHECK-NEXT: %28 = scf.if %22 -> (bf16) {
// CHECK-NEXT: %29 = memref.load %A[%19, %18] : memref<?x?xbf16>
// CHECK-NEXT: scf.yield %29 : bf16
// CHECK-NEXT: } else {
// CHECK-NEXT: %30 = arith.constant 0.000000e+00 : bf16
// CHECK-NEXT: scf.yield %30 : bf16
// CHECK-NEXT: }
// CHECK-NEXT: nvvm.st<space = shared, type = bf16> %27, %28 : (i32, bf16) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: gpu.func @smem_to_smem() kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT: %0 = aproxy.smem_alloc 256 align 1024 : !aproxy.smem<256>
// CHECK-NEXT: %1 = aproxy.smem_alloc 256 align 1024 : !aproxy.smem<256>
// CHECK-NEXT: %2 = gpu.thread_id x
// CHECK-NEXT: %3 = arith.constant 128 : index
// CHECK-NEXT: %4 = arith.remui %2, %3 : index
// CHECK-NEXT: %5 = aproxy.smem_address %0 : !aproxy.smem<256>
// CHECK-NEXT: %6 = aproxy.smem_address %1 : !aproxy.smem<256>
// CHECK-NEXT: %7 = arith.constant 0 : index
// CHECK-NEXT: %8 = arith.constant 1 : index
// CHECK-NEXT: %9 = arith.constant 1 : index
// CHECK-NEXT: scf.for %10 = %7 to %8 step %9 {
// CHECK-NEXT: %11 = arith.constant 128 : index
// CHECK-NEXT: %12 = arith.muli %10, %11 : index
// CHECK-NEXT: %13 = arith.addi %4, %12 : index
// CHECK-NEXT: %14 = arith.constant 64 : index
// CHECK-NEXT: %15 = arith.cmpi ult, %13, %14 : index
// CHECK-NEXT: scf.if %15 {
// CHECK-NEXT: %16 = arith.constant 8 : index
// CHECK-NEXT: %17 = arith.divui %13, %16 : index
// CHECK-NEXT: %18 = arith.remui %13, %16 : index
// CHECK-NEXT: %19 = layout.apply #layout.smem<8x8xf32, swizzle = 32B, major = K> (%17, %18) : index
// CHECK-NEXT: %20 = arith.index_cast %19 : index to i32
// CHECK-NEXT: %21 = arith.constant 4 : i32
// CHECK-NEXT: %22 = arith.muli %20, %21 : i32
// CHECK-NEXT: %23 = arith.addi %5, %22 : i32
// CHECK-NEXT: %24 = layout.apply #layout.smem<8x8xf32, swizzle = none, major = K> (%17, %18) : index
// CHECK-NEXT: %25 = arith.index_cast %24 : index to i32
// CHECK-NEXT: %26 = arith.constant 4 : i32
// CHECK-NEXT: %27 = arith.muli %25, %26 : i32
// CHECK-NEXT: %28 = arith.addi %6, %27 : i32
// CHECK-NEXT: %29 = nvvm.ld<space = shared, type = f32> %23 : (i32) -> f32
// CHECK-NEXT: nvvm.st<space = shared, type = f32> %28, %29 : (i32, f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
