// RUN: tirx-opt %s -p tile-dispatch | filecheck %s
// RUN: tirx-opt %s -p tile-dispatch | tirx-opt | filecheck %s
// copy `vectorized`: 16-byte chunks between a row_major global tensor (now a memref
// argument) and a K-major shared tile; thread t of the scope moves chunks t, t + T, ...
// A chunk wholly inside the tensor and 16-byte aligned moves with one vector.load/store and
// one ld/st.shared.v4; any other chunk element by element with bounds checks (zero fill on
// load). Chunk i of the 8x4 f32 tile: row i, columns 0..3; only threads 0..7 have one.

gpu.module @m {
  gpu.func @load(%A: !tile.global<?x?xf32, row_major>, %m: index) kernel attributes {block = [128, 1, 1]} {
    %s = tile.alloc scope(cta) : !tile.buffer<8x4xf32, #layout.smem<8x4xf32, swizzle = none, major = K>>
    %g = tile.view %A[%m : 8, 0 : 4] : !tile.global<?x?xf32, row_major> -> !tile.global<8x4xf32, row_major>
    tile.copy %g -> %s scope(warpgroup) : !tile.global<8x4xf32, row_major> -> !tile.buffer<8x4xf32, #layout.smem<8x4xf32, swizzle = none, major = K>>
    gpu.return
  }
  gpu.func @store(%C: !tile.global<?x?xf32, row_major>, %m: index) kernel attributes {block = [128, 1, 1]} {
    %s = tile.alloc scope(cta) : !tile.buffer<8x4xf32, #layout.smem<8x4xf32, swizzle = none, major = K>>
    %g = tile.view %C[%m : 8, 0 : 4] : !tile.global<?x?xf32, row_major> -> !tile.global<8x4xf32, row_major>
    tile.copy %s -> %g scope(warpgroup) {dispatch = "vectorized"} : !tile.buffer<8x4xf32, #layout.smem<8x4xf32, swizzle = none, major = K>> -> !tile.global<8x4xf32, row_major>
    gpu.return
  }
}

// ---- expected output (generated from reviewed output) ----
// CHECK:      gpu.func @load(%A: memref<?x?xf32>, %m: index) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT: %0 = aproxy.smem_alloc 128 align 1024 : !aproxy.smem<128>
// CHECK-NEXT: %1 = aproxy.smem_address %0 : !aproxy.smem<128>
// CHECK-NEXT: %2 = arith.constant 0 : index
// CHECK-NEXT: %3 = memref.dim %A, %2 : memref<?x?xf32>
// CHECK-NEXT: %4 = arith.constant 1 : index
// CHECK-NEXT: %5 = memref.dim %A, %4 : memref<?x?xf32>
// CHECK-NEXT: %6 = gpu.thread_id x
// CHECK-NEXT: %7 = arith.constant 128 : index
// CHECK-NEXT: %8 = arith.remui %6, %7 : index
// CHECK-NEXT: %9 = arith.constant 4 : index
// CHECK-NEXT: %10 = arith.constant 0 : index
// CHECK-NEXT: %11 = arith.constant 0 : index
// CHECK-NEXT: %12 = arith.remui %5, %9 : index
// CHECK-NEXT: %13 = arith.cmpi eq, %12, %10 : index
// CHECK-NEXT: %14 = arith.remui %11, %9 : index
// CHECK-NEXT: %15 = arith.cmpi eq, %14, %10 : index
// CHECK-NEXT: %16 = arith.andi %13, %15 : i1
// CHECK-NEXT: %17 = arith.constant 8 : index
// CHECK-NEXT: %18 = arith.cmpi ult, %8, %17 : index
// CHECK-NEXT: scf.if %18 {
// CHECK-NEXT: %19 = arith.constant 1 : index
// CHECK-NEXT: %20 = arith.divui %8, %19 : index
// CHECK-NEXT: %21 = arith.constant 1 : index
// CHECK-NEXT: %22 = arith.remui %8, %21 : index
// CHECK-NEXT: %23 = arith.constant 4 : index
// CHECK-NEXT: %24 = arith.muli %22, %23 : index
// CHECK-NEXT: %25 = layout.apply #layout.smem<8x4xf32, swizzle = none, major = K> (%20, %24) : index
// CHECK-NEXT: %26 = arith.index_cast %25 : index to i32
// CHECK-NEXT: %27 = arith.constant 4 : i32
// CHECK-NEXT: %28 = arith.muli %26, %27 : i32
// CHECK-NEXT: %29 = arith.addi %1, %28 : i32
// CHECK-NEXT: %30 = arith.addi %m, %20 : index
// CHECK-NEXT: %31 = arith.cmpi ult, %30, %3 : index
// CHECK-NEXT: %32 = arith.addi %24, %9 : index
// CHECK-NEXT: %33 = arith.cmpi ule, %32, %5 : index
// CHECK-NEXT: %34 = arith.andi %31, %33 : i1
// CHECK-NEXT: %35 = arith.andi %34, %16 : i1
// CHECK-NEXT: scf.if %35 {
// CHECK-NEXT: %36 = vector.load %A[%30, %24] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: nvvm.st<space = shared, vec = v4, type = f32> %29, %36 : (i32, vector<4xf32>) -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: %37 = arith.cmpi ult, %24, %5 : index
// CHECK-NEXT: %38 = arith.andi %31, %37 : i1
// CHECK-NEXT: %39 = scf.if %38 -> (f32) {
// CHECK-NEXT: %40 = memref.load %A[%30, %24] : memref<?x?xf32>
// CHECK-NEXT: scf.yield %40 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %41 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: scf.yield %41 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %42 = vector.broadcast %39 : f32 to vector<4xf32>
// CHECK-NEXT: %43 = arith.constant 1 : index
// CHECK-NEXT: %44 = arith.addi %24, %43 : index
// CHECK-NEXT: %45 = arith.cmpi ult, %44, %5 : index
// CHECK-NEXT: %46 = arith.andi %31, %45 : i1
// CHECK-NEXT: %47 = scf.if %46 -> (f32) {
// CHECK-NEXT: %48 = memref.load %A[%30, %44] : memref<?x?xf32>
// CHECK-NEXT: scf.yield %48 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %49 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: scf.yield %49 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %50 = vector.insert %47, %42 [1] : f32 into vector<4xf32>
// CHECK-NEXT: %51 = arith.constant 2 : index
// CHECK-NEXT: %52 = arith.addi %24, %51 : index
// CHECK-NEXT: %53 = arith.cmpi ult, %52, %5 : index
// CHECK-NEXT: %54 = arith.andi %31, %53 : i1
// CHECK-NEXT: %55 = scf.if %54 -> (f32) {
// CHECK-NEXT: %56 = memref.load %A[%30, %52] : memref<?x?xf32>
// CHECK-NEXT: scf.yield %56 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %57 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: scf.yield %57 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %58 = vector.insert %55, %50 [2] : f32 into vector<4xf32>
// CHECK-NEXT: %59 = arith.constant 3 : index
// CHECK-NEXT: %60 = arith.addi %24, %59 : index
// CHECK-NEXT: %61 = arith.cmpi ult, %60, %5 : index
// CHECK-NEXT: %62 = arith.andi %31, %61 : i1
// CHECK-NEXT: %63 = scf.if %62 -> (f32) {
// CHECK-NEXT: %64 = memref.load %A[%30, %60] : memref<?x?xf32>
// CHECK-NEXT: scf.yield %64 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %65 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: scf.yield %65 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %66 = vector.insert %63, %58 [3] : f32 into vector<4xf32>
// CHECK-NEXT: nvvm.st<space = shared, vec = v4, type = f32> %29, %66 : (i32, vector<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: gpu.func @store(%C: memref<?x?xf32>, %m: index) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT: %0 = aproxy.smem_alloc 128 align 1024 : !aproxy.smem<128>
// CHECK-NEXT: %1 = aproxy.smem_address %0 : !aproxy.smem<128>
// CHECK-NEXT: %2 = arith.constant 0 : index
// CHECK-NEXT: %3 = memref.dim %C, %2 : memref<?x?xf32>
// CHECK-NEXT: %4 = arith.constant 1 : index
// CHECK-NEXT: %5 = memref.dim %C, %4 : memref<?x?xf32>
// CHECK-NEXT: %6 = gpu.thread_id x
// CHECK-NEXT: %7 = arith.constant 128 : index
// CHECK-NEXT: %8 = arith.remui %6, %7 : index
// CHECK-NEXT: %9 = arith.constant 4 : index
// CHECK-NEXT: %10 = arith.constant 0 : index
// CHECK-NEXT: %11 = arith.constant 0 : index
// CHECK-NEXT: %12 = arith.remui %5, %9 : index
// CHECK-NEXT: %13 = arith.cmpi eq, %12, %10 : index
// CHECK-NEXT: %14 = arith.remui %11, %9 : index
// CHECK-NEXT: %15 = arith.cmpi eq, %14, %10 : index
// CHECK-NEXT: %16 = arith.andi %13, %15 : i1
// CHECK-NEXT: %17 = arith.constant 8 : index
// CHECK-NEXT: %18 = arith.cmpi ult, %8, %17 : index
// CHECK-NEXT: scf.if %18 {
// CHECK-NEXT: %19 = arith.constant 1 : index
// CHECK-NEXT: %20 = arith.divui %8, %19 : index
// CHECK-NEXT: %21 = arith.constant 1 : index
// CHECK-NEXT: %22 = arith.remui %8, %21 : index
// CHECK-NEXT: %23 = arith.constant 4 : index
// CHECK-NEXT: %24 = arith.muli %22, %23 : index
// CHECK-NEXT: %25 = layout.apply #layout.smem<8x4xf32, swizzle = none, major = K> (%20, %24) : index
// CHECK-NEXT: %26 = arith.index_cast %25 : index to i32
// CHECK-NEXT: %27 = arith.constant 4 : i32
// CHECK-NEXT: %28 = arith.muli %26, %27 : i32
// CHECK-NEXT: %29 = arith.addi %1, %28 : i32
// CHECK-NEXT: %30 = arith.addi %m, %20 : index
// CHECK-NEXT: %31 = arith.cmpi ult, %30, %3 : index
// CHECK-NEXT: %32 = arith.addi %24, %9 : index
// CHECK-NEXT: %33 = arith.cmpi ule, %32, %5 : index
// CHECK-NEXT: %34 = arith.andi %31, %33 : i1
// CHECK-NEXT: %35 = arith.andi %34, %16 : i1
// CHECK-NEXT: %36 = nvvm.ld<space = shared, vec = v4, type = f32> %29 : (i32) -> vector<4xf32>
// CHECK-NEXT: scf.if %35 {
// CHECK-NEXT: vector.store %36, %C[%30, %24] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %37 = arith.cmpi ult, %24, %5 : index
// CHECK-NEXT: %38 = arith.andi %31, %37 : i1
// CHECK-NEXT: %39 = vector.extract %36[0] : f32 from vector<4xf32>
// CHECK-NEXT: scf.if %38 {
// CHECK-NEXT: memref.store %39, %C[%30, %24] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %40 = arith.constant 1 : index
// CHECK-NEXT: %41 = arith.addi %24, %40 : index
// CHECK-NEXT: %42 = arith.cmpi ult, %41, %5 : index
// CHECK-NEXT: %43 = arith.andi %31, %42 : i1
// CHECK-NEXT: %44 = vector.extract %36[1] : f32 from vector<4xf32>
// CHECK-NEXT: scf.if %43 {
// CHECK-NEXT: memref.store %44, %C[%30, %41] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %45 = arith.constant 2 : index
// CHECK-NEXT: %46 = arith.addi %24, %45 : index
// CHECK-NEXT: %47 = arith.cmpi ult, %46, %5 : index
// CHECK-NEXT: %48 = arith.andi %31, %47 : i1
// CHECK-NEXT: %49 = vector.extract %36[2] : f32 from vector<4xf32>
// CHECK-NEXT: scf.if %48 {
// CHECK-NEXT: memref.store %49, %C[%30, %46] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %50 = arith.constant 3 : index
// CHECK-NEXT: %51 = arith.addi %24, %50 : index
// CHECK-NEXT: %52 = arith.cmpi ult, %51, %5 : index
// CHECK-NEXT: %53 = arith.andi %31, %52 : i1
// CHECK-NEXT: %54 = vector.extract %36[3] : f32 from vector<4xf32>
// CHECK-NEXT: scf.if %53 {
// CHECK-NEXT: memref.store %54, %C[%30, %51] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
