// RUN: tirx-opt %s -p tile-dispatch | filecheck %s
// RUN: tirx-opt %s -p tile-dispatch | tirx-opt | filecheck %s
// tile.copy / tile.copy_async variants and the kernel arguments they rewrite.

gpu.module @m {
  // copy_async tma: a 64x128 bf16 tile with 128B swizzle is two boxes of 64 elements x 64
  // rows (the second lands at byte 8192 = L(0, 64) * 2, reading column %k + 64); one
  // elected thread of the warpgroup issues them. %A becomes a tensor-map argument and the
  // kernel records what it describes in tile.tensormaps.
  gpu.func @tma_load(%A: !tile.global<?x?xbf16, row_major>, %m: index, %k: index) kernel attributes {block = [128, 1, 1]} {
    %c0 = arith.constant 0 : index
    %p = aproxy.pipeline stages(2) full(tx_bytes = 16384) empty(arrivals = 1) : !aproxy.pipeline<2>
    %s = tile.alloc scope(cta) : !tile.buffer<2 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
    %v = tile.view %s[%c0][:, :] : !tile.buffer<2 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
    %g = tile.view %A[%m : 64, %k : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x128xbf16, row_major>
    tile.copy_async %g -> %v barrier(%p[%c0]) scope(warpgroup) : !tile.global<64x128xbf16, row_major> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<2>
    gpu.return
  }
  // copy_async tma from a col_major tensor (rows contiguous, e.g. B stored K x N for an
  // MN-major wgmma operand) into an MN-major 128B tile: two boxes of 64 rows x 16 columns,
  // coordinates [%n + 64 j, %k] (the contiguous dimension first).
  gpu.func @tma_load_mn(%B: !tile.global<?x?xbf16, col_major>, %n: index, %k: index) kernel attributes {block = [128, 1, 1]} {
    %c0 = arith.constant 0 : index
    %bar = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    %s = tile.alloc scope(cta) : !tile.buffer<128x16xbf16, #layout.smem<128x16xbf16, swizzle = 128B, major = MN>>
    %g = tile.view %B[%n : 128, %k : 16] : !tile.global<?x?xbf16, col_major> -> !tile.global<128x16xbf16, col_major>
    tile.copy_async %g -> %s barrier(%bar[%c0]) scope(thread) : !tile.global<128x16xbf16, col_major> -> !tile.buffer<128x16xbf16, #layout.smem<128x16xbf16, swizzle = 128B, major = MN>>, !aproxy.mbarrier<1>
    gpu.return
  }
  // copy tma (store) from a thread: no fence/barrier choreography beyond the proxy fence.
  gpu.func @tma_store_thread(%C: !tile.global<?x?xf32, row_major>, %m: index) kernel attributes {block = [128, 1, 1]} {
    %s = tile.alloc scope(cta) : !tile.buffer<8x32xf32, #layout.smem<8x32xf32, swizzle = 128B, major = K>>
    %g = tile.view %C[%m : 8, 0 : 32] : !tile.global<?x?xf32, row_major> -> !tile.global<8x32xf32, row_major>
    tile.copy %s -> %g scope(thread) : !tile.buffer<8x32xf32, #layout.smem<8x32xf32, swizzle = 128B, major = K>> -> !tile.global<8x32xf32, row_major>
    gpu.return
  }
  // copy tma (store) from a warpgroup of a 2-warpgroup block: fence, the warpgroup's own
  // named barrier (id 8 + tid.x / 128), one elected thread stores and waits, barrier again.
  gpu.func @tma_store_wg(%C: !tile.global<?x?xbf16, row_major>, %m: index, %n: index) kernel attributes {block = [256, 1, 1]} {
    %s = tile.alloc scope(cta) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    %g = tile.view %C[%m : 64, %n : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x64xbf16, row_major>
    tile.copy %s -> %g scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>> -> !tile.global<64x64xbf16, row_major>
    gpu.return
  }
  // scalar: fragment -> shared (st.shared per register at layout.apply of its element),
  // shared -> fragment (ld.shared), fragment -> global (memref.store guarded by the
  // tensor's extents: the bounds handling of a ragged edge).
  gpu.func @scalar(%C: !tile.global<?x?xf32, row_major>, %m: index) kernel attributes {block = [128, 1, 1]} {
    %s = tile.alloc scope(cta) : !tile.buffer<64x8xf32, #layout.smem<64x8xf32, swizzle = 32B, major = K>>
    %f = tile.fill 2.0 scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    tile.copy %f -> %s scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>> -> !tile.buffer<64x8xf32, #layout.smem<64x8xf32, swizzle = 32B, major = K>>
    %r = tile.copy %s scope(warpgroup) : !tile.buffer<64x8xf32, #layout.smem<64x8xf32, swizzle = 32B, major = K>> -> !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    %g = tile.view %C[%m : 64, 0 : 8] : !tile.global<?x?xf32, row_major> -> !tile.global<64x8xf32, row_major>
    tile.copy %r -> %g scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>> -> !tile.global<64x8xf32, row_major>
    gpu.return
  }
}

// ---- expected output (generated from reviewed output) ----
// CHECK:      gpu.func @tma_load(%A: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %m: index, %k: index) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64], tile.tensormaps = [{arg = 0 : i64, dtype = bf16, shape = [-1 : i64, -1 : i64], layout = "row_major", box = [64 : i64, 64 : i64], swizzle = "128B"}]} {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %p = aproxy.pipeline stages(2) full(tx_bytes = 16384) empty(arrivals = 1) : !aproxy.pipeline<2>
// CHECK-NEXT: %0 = aproxy.smem_alloc 32768 align 1024 : !aproxy.smem<32768>
// CHECK-NEXT: %1 = arith.constant 16384 : index
// CHECK-NEXT: %2 = arith.muli %c0, %1 : index
// CHECK-NEXT: %3 = aproxy.smem_offset %0, %2 : !aproxy.smem<32768> -> !aproxy.smem<16384>
// CHECK-NEXT: aproxy.elect_one warpgroup {
// CHECK-NEXT: %4 = arith.index_cast %k : index to i32
// CHECK-NEXT: %5 = arith.index_cast %m : index to i32
// CHECK-NEXT: aproxy.tma_load %A[%4, %5] -> %3, %p[%c0] : !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, !aproxy.smem<16384>, !aproxy.pipeline<2>
// CHECK-NEXT: %6 = arith.constant 8192 : index
// CHECK-NEXT: %7 = aproxy.smem_offset %3, %6 : !aproxy.smem<16384> -> !aproxy.smem<8192>
// CHECK-NEXT: %8 = arith.constant 64 : index
// CHECK-NEXT: %9 = arith.addi %k, %8 : index
// CHECK-NEXT: %10 = arith.index_cast %9 : index to i32
// CHECK-NEXT: %11 = arith.index_cast %m : index to i32
// CHECK-NEXT: aproxy.tma_load %A[%10, %11] -> %7, %p[%c0] : !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, !aproxy.smem<8192>, !aproxy.pipeline<2>
// CHECK-NEXT: }
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: gpu.func @tma_load_mn(%B: !aproxy.tensormap<2, bf16, box = [64, 16], swizzle = "128B">, %n: index, %k: index) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64], tile.tensormaps = [{arg = 0 : i64, dtype = bf16, shape = [-1 : i64, -1 : i64], layout = "col_major", box = [64 : i64, 16 : i64], swizzle = "128B"}]} {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %bar = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
// CHECK-NEXT: %0 = aproxy.smem_alloc 4096 align 1024 : !aproxy.smem<4096>
// CHECK-NEXT: %1 = arith.index_cast %n : index to i32
// CHECK-NEXT: %2 = arith.index_cast %k : index to i32
// CHECK-NEXT: aproxy.tma_load %B[%1, %2] -> %0, %bar[%c0] : !aproxy.tensormap<2, bf16, box = [64, 16], swizzle = "128B">, !aproxy.smem<4096>, !aproxy.mbarrier<1>
// CHECK-NEXT: %3 = arith.constant 2048 : index
// CHECK-NEXT: %4 = aproxy.smem_offset %0, %3 : !aproxy.smem<4096> -> !aproxy.smem<2048>
// CHECK-NEXT: %5 = arith.constant 64 : index
// CHECK-NEXT: %6 = arith.addi %n, %5 : index
// CHECK-NEXT: %7 = arith.index_cast %6 : index to i32
// CHECK-NEXT: %8 = arith.index_cast %k : index to i32
// CHECK-NEXT: aproxy.tma_load %B[%7, %8] -> %4, %bar[%c0] : !aproxy.tensormap<2, bf16, box = [64, 16], swizzle = "128B">, !aproxy.smem<2048>, !aproxy.mbarrier<1>
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: gpu.func @tma_store_thread(%C: !aproxy.tensormap<2, f32, box = [32, 8], swizzle = "128B">, %m: index) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64], tile.tensormaps = [{arg = 0 : i64, dtype = f32, shape = [-1 : i64, -1 : i64], layout = "row_major", box = [32 : i64, 8 : i64], swizzle = "128B"}]} {
// CHECK-NEXT: %0 = aproxy.smem_alloc 1024 align 1024 : !aproxy.smem<1024>
// CHECK-NEXT: aproxy.fence_proxy_async
// CHECK-NEXT: %1 = arith.constant 0 : i32
// CHECK-NEXT: %2 = arith.index_cast %m : index to i32
// CHECK-NEXT: aproxy.tma_store %0 -> %C[%1, %2] : !aproxy.smem<1024>, !aproxy.tensormap<2, f32, box = [32, 8], swizzle = "128B">
// CHECK-NEXT: aproxy.bulk_commit
// CHECK-NEXT: aproxy.bulk_wait 0
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: gpu.func @tma_store_wg(%C: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %m: index, %n: index) kernel attributes {block = [256 : i64, 1 : i64, 1 : i64], tile.tensormaps = [{arg = 0 : i64, dtype = bf16, shape = [-1 : i64, -1 : i64], layout = "row_major", box = [64 : i64, 64 : i64], swizzle = "128B"}]} {
// CHECK-NEXT: %0 = aproxy.smem_alloc 8192 align 1024 : !aproxy.smem<8192>
// CHECK-NEXT: aproxy.fence_proxy_async
// CHECK-NEXT: %1 = gpu.thread_id x
// CHECK-NEXT: %2 = arith.constant 128 : index
// CHECK-NEXT: %3 = arith.divui %1, %2 : index
// CHECK-NEXT: %4 = arith.constant 0 : index
// CHECK-NEXT: %5 = arith.cmpi eq, %3, %4 : index
// CHECK-NEXT: scf.if %5 {
// CHECK-NEXT: aproxy.named_barrier_sync id(8), threads(128)
// CHECK-NEXT: }
// CHECK-NEXT: %6 = arith.constant 1 : index
// CHECK-NEXT: %7 = arith.cmpi eq, %3, %6 : index
// CHECK-NEXT: scf.if %7 {
// CHECK-NEXT: aproxy.named_barrier_sync id(9), threads(128)
// CHECK-NEXT: }
// CHECK-NEXT: aproxy.elect_one warpgroup {
// CHECK-NEXT: %8 = arith.index_cast %n : index to i32
// CHECK-NEXT: %9 = arith.index_cast %m : index to i32
// CHECK-NEXT: aproxy.tma_store %0 -> %C[%8, %9] : !aproxy.smem<8192>, !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">
// CHECK-NEXT: aproxy.bulk_commit
// CHECK-NEXT: aproxy.bulk_wait 0
// CHECK-NEXT: }
// CHECK-NEXT: %10 = gpu.thread_id x
// CHECK-NEXT: %11 = arith.constant 128 : index
// CHECK-NEXT: %12 = arith.divui %10, %11 : index
// CHECK-NEXT: %13 = arith.constant 0 : index
// CHECK-NEXT: %14 = arith.cmpi eq, %12, %13 : index
// CHECK-NEXT: scf.if %14 {
// CHECK-NEXT: aproxy.named_barrier_sync id(8), threads(128)
// CHECK-NEXT: }
// CHECK-NEXT: %15 = arith.constant 1 : index
// CHECK-NEXT: %16 = arith.cmpi eq, %12, %15 : index
// CHECK-NEXT: scf.if %16 {
// CHECK-NEXT: aproxy.named_barrier_sync id(9), threads(128)
// CHECK-NEXT: }
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: gpu.func @scalar(%C: memref<?x?xf32>, %m: index) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT: %0 = aproxy.smem_alloc 2048 align 1024 : !aproxy.smem<2048>
// CHECK-NEXT: %1 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %f = vector.broadcast %1 : f32 to vector<4xf32>
// CHECK-NEXT: %2 = gpu.thread_id x
// CHECK-NEXT: %3 = arith.constant 32 : index
// CHECK-NEXT: %4 = arith.divui %2, %3 : index
// CHECK-NEXT: %5 = arith.constant 4 : index
// CHECK-NEXT: %6 = arith.remui %4, %5 : index
// CHECK-NEXT: %7 = arith.remui %2, %3 : index
// CHECK-NEXT: %8 = arith.constant 4 : index
// CHECK-NEXT: %9 = arith.divui %7, %8 : index
// CHECK-NEXT: %10 = arith.remui %7, %8 : index
// CHECK-NEXT: %11 = arith.constant 16 : index
// CHECK-NEXT: %12 = arith.muli %6, %11 : index
// CHECK-NEXT: %13 = arith.addi %12, %9 : index
// CHECK-NEXT: %14 = arith.constant 2 : index
// CHECK-NEXT: %15 = arith.muli %10, %14 : index
// CHECK-NEXT: %16 = aproxy.smem_address %0 : !aproxy.smem<2048>
// CHECK-NEXT: %17 = layout.apply #layout.smem<64x8xf32, swizzle = 32B, major = K> (%13, %15) : index
// CHECK-NEXT: %18 = arith.index_cast %17 : index to i32
// CHECK-NEXT: %19 = arith.constant 4 : i32
// CHECK-NEXT: %20 = arith.muli %18, %19 : i32
// CHECK-NEXT: %21 = arith.addi %16, %20 : i32
// CHECK-NEXT: %22 = vector.extract %f[0] : f32 from vector<4xf32>
// CHECK-NEXT: nvvm.st<space = shared, type = f32> %21, %22 : (i32, f32) -> ()
// CHECK-NEXT: %23 = arith.constant 1 : index
// CHECK-NEXT: %24 = arith.addi %15, %23 : index
// CHECK-NEXT: %25 = layout.apply #layout.smem<64x8xf32, swizzle = 32B, major = K> (%13, %24) : index
// CHECK-NEXT: %26 = arith.index_cast %25 : index to i32
// CHECK-NEXT: %27 = arith.constant 4 : i32
// CHECK-NEXT: %28 = arith.muli %26, %27 : i32
// CHECK-NEXT: %29 = arith.addi %16, %28 : i32
// CHECK-NEXT: %30 = vector.extract %f[1] : f32 from vector<4xf32>
// CHECK-NEXT: nvvm.st<space = shared, type = f32> %29, %30 : (i32, f32) -> ()
// CHECK-NEXT: %31 = arith.constant 8 : index
// CHECK-NEXT: %32 = arith.addi %13, %31 : index
// CHECK-NEXT: %33 = layout.apply #layout.smem<64x8xf32, swizzle = 32B, major = K> (%32, %15) : index
// CHECK-NEXT: %34 = arith.index_cast %33 : index to i32
// CHECK-NEXT: %35 = arith.constant 4 : i32
// CHECK-NEXT: %36 = arith.muli %34, %35 : i32
// CHECK-NEXT: %37 = arith.addi %16, %36 : i32
// CHECK-NEXT: %38 = vector.extract %f[2] : f32 from vector<4xf32>
// CHECK-NEXT: nvvm.st<space = shared, type = f32> %37, %38 : (i32, f32) -> ()
// CHECK-NEXT: %39 = arith.constant 8 : index
// CHECK-NEXT: %40 = arith.addi %13, %39 : index
// CHECK-NEXT: %41 = arith.constant 1 : index
// CHECK-NEXT: %42 = arith.addi %15, %41 : index
// CHECK-NEXT: %43 = layout.apply #layout.smem<64x8xf32, swizzle = 32B, major = K> (%40, %42) : index
// CHECK-NEXT: %44 = arith.index_cast %43 : index to i32
// CHECK-NEXT: %45 = arith.constant 4 : i32
// CHECK-NEXT: %46 = arith.muli %44, %45 : i32
// CHECK-NEXT: %47 = arith.addi %16, %46 : i32
// CHECK-NEXT: %48 = vector.extract %f[3] : f32 from vector<4xf32>
// CHECK-NEXT: nvvm.st<space = shared, type = f32> %47, %48 : (i32, f32) -> ()
// CHECK-NEXT: %49 = aproxy.smem_address %0 : !aproxy.smem<2048>
// CHECK-NEXT: %50 = gpu.thread_id x
// CHECK-NEXT: %51 = arith.constant 32 : index
// CHECK-NEXT: %52 = arith.divui %50, %51 : index
// CHECK-NEXT: %53 = arith.constant 4 : index
// CHECK-NEXT: %54 = arith.remui %52, %53 : index
// CHECK-NEXT: %55 = arith.remui %50, %51 : index
// CHECK-NEXT: %56 = arith.constant 4 : index
// CHECK-NEXT: %57 = arith.divui %55, %56 : index
// CHECK-NEXT: %58 = arith.remui %55, %56 : index
// CHECK-NEXT: %59 = arith.constant 16 : index
// CHECK-NEXT: %60 = arith.muli %54, %59 : index
// CHECK-NEXT: %61 = arith.addi %60, %57 : index
// CHECK-NEXT: %62 = arith.constant 2 : index
// CHECK-NEXT: %63 = arith.muli %58, %62 : index
// CHECK-NEXT: %64 = layout.apply #layout.smem<64x8xf32, swizzle = 32B, major = K> (%61, %63) : index
// CHECK-NEXT: %65 = arith.index_cast %64 : index to i32
// CHECK-NEXT: %66 = arith.constant 4 : i32
// CHECK-NEXT: %67 = arith.muli %65, %66 : i32
// CHECK-NEXT: %68 = arith.addi %49, %67 : i32
// CHECK-NEXT: %69 = nvvm.ld<space = shared, type = f32> %68 : (i32) -> f32
// CHECK-NEXT: %70 = vector.broadcast %69 : f32 to vector<4xf32>
// CHECK-NEXT: %71 = arith.constant 1 : index
// CHECK-NEXT: %72 = arith.addi %63, %71 : index
// CHECK-NEXT: %73 = layout.apply #layout.smem<64x8xf32, swizzle = 32B, major = K> (%61, %72) : index
// CHECK-NEXT: %74 = arith.index_cast %73 : index to i32
// CHECK-NEXT: %75 = arith.constant 4 : i32
// CHECK-NEXT: %76 = arith.muli %74, %75 : i32
// CHECK-NEXT: %77 = arith.addi %49, %76 : i32
// CHECK-NEXT: %78 = nvvm.ld<space = shared, type = f32> %77 : (i32) -> f32
// CHECK-NEXT: %79 = vector.insert %78, %70 [1] : f32 into vector<4xf32>
// CHECK-NEXT: %80 = arith.constant 8 : index
// CHECK-NEXT: %81 = arith.addi %61, %80 : index
// CHECK-NEXT: %82 = layout.apply #layout.smem<64x8xf32, swizzle = 32B, major = K> (%81, %63) : index
// CHECK-NEXT: %83 = arith.index_cast %82 : index to i32
// CHECK-NEXT: %84 = arith.constant 4 : i32
// CHECK-NEXT: %85 = arith.muli %83, %84 : i32
// CHECK-NEXT: %86 = arith.addi %49, %85 : i32
// CHECK-NEXT: %87 = nvvm.ld<space = shared, type = f32> %86 : (i32) -> f32
// CHECK-NEXT: %88 = vector.insert %87, %79 [2] : f32 into vector<4xf32>
// CHECK-NEXT: %89 = arith.constant 8 : index
// CHECK-NEXT: %90 = arith.addi %61, %89 : index
// CHECK-NEXT: %91 = arith.constant 1 : index
// CHECK-NEXT: %92 = arith.addi %63, %91 : index
// CHECK-NEXT: %93 = layout.apply #layout.smem<64x8xf32, swizzle = 32B, major = K> (%90, %92) : index
// CHECK-NEXT: %94 = arith.index_cast %93 : index to i32
// CHECK-NEXT: %95 = arith.constant 4 : i32
// CHECK-NEXT: %96 = arith.muli %94, %95 : i32
// CHECK-NEXT: %97 = arith.addi %49, %96 : i32
// CHECK-NEXT: %98 = nvvm.ld<space = shared, type = f32> %97 : (i32) -> f32
// CHECK-NEXT: %r = vector.insert %98, %88 [3] : f32 into vector<4xf32>
// CHECK-NEXT: %99 = gpu.thread_id x
// CHECK-NEXT: %100 = arith.constant 32 : index
// CHECK-NEXT: %101 = arith.divui %99, %100 : index
// CHECK-NEXT: %102 = arith.constant 4 : index
// CHECK-NEXT: %103 = arith.remui %101, %102 : index
// CHECK-NEXT: %104 = arith.remui %99, %100 : index
// CHECK-NEXT: %105 = arith.constant 4 : index
// CHECK-NEXT: %106 = arith.divui %104, %105 : index
// CHECK-NEXT: %107 = arith.remui %104, %105 : index
// CHECK-NEXT: %108 = arith.constant 16 : index
// CHECK-NEXT: %109 = arith.muli %103, %108 : index
// CHECK-NEXT: %110 = arith.addi %109, %106 : index
// CHECK-NEXT: %111 = arith.constant 2 : index
// CHECK-NEXT: %112 = arith.muli %107, %111 : index
// CHECK-NEXT: %113 = arith.constant 0 : index
// CHECK-NEXT: %114 = memref.dim %C, %113 : memref<?x?xf32>
// CHECK-NEXT: %115 = arith.constant 1 : index
// CHECK-NEXT: %116 = memref.dim %C, %115 : memref<?x?xf32>
// CHECK-NEXT: %117 = arith.addi %m, %110 : index
// CHECK-NEXT: %118 = arith.cmpi ult, %117, %114 : index
// CHECK-NEXT: %119 = arith.cmpi ult, %112, %116 : index
// CHECK-NEXT: %120 = arith.andi %118, %119 : i1
// CHECK-NEXT: %121 = vector.extract %r[0] : f32 from vector<4xf32>
// CHECK-NEXT: scf.if %120 {
// CHECK-NEXT: memref.store %121, %C[%117, %112] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %122 = arith.constant 1 : index
// CHECK-NEXT: %123 = arith.addi %112, %122 : index
// CHECK-NEXT: %124 = arith.cmpi ult, %117, %114 : index
// CHECK-NEXT: %125 = arith.cmpi ult, %123, %116 : index
// CHECK-NEXT: %126 = arith.andi %124, %125 : i1
// CHECK-NEXT: %127 = vector.extract %r[1] : f32 from vector<4xf32>
// CHECK-NEXT: scf.if %126 {
// CHECK-NEXT: memref.store %127, %C[%117, %123] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %128 = arith.constant 8 : index
// CHECK-NEXT: %129 = arith.addi %117, %128 : index
// CHECK-NEXT: %130 = arith.cmpi ult, %129, %114 : index
// CHECK-NEXT: %131 = arith.cmpi ult, %112, %116 : index
// CHECK-NEXT: %132 = arith.andi %130, %131 : i1
// CHECK-NEXT: %133 = vector.extract %r[2] : f32 from vector<4xf32>
// CHECK-NEXT: scf.if %132 {
// CHECK-NEXT: memref.store %133, %C[%129, %112] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %134 = arith.constant 8 : index
// CHECK-NEXT: %135 = arith.addi %117, %134 : index
// CHECK-NEXT: %136 = arith.constant 1 : index
// CHECK-NEXT: %137 = arith.addi %112, %136 : index
// CHECK-NEXT: %138 = arith.cmpi ult, %135, %114 : index
// CHECK-NEXT: %139 = arith.cmpi ult, %137, %116 : index
// CHECK-NEXT: %140 = arith.andi %138, %139 : i1
// CHECK-NEXT: %141 = vector.extract %r[3] : f32 from vector<4xf32>
// CHECK-NEXT: scf.if %140 {
// CHECK-NEXT: memref.store %141, %C[%135, %137] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
