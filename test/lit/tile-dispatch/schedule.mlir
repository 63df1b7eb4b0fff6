// RUN: tirx-opt %s -p tile-dispatch | filecheck %s
// RUN: tirx-opt %s -p tile-dispatch | tirx-opt | filecheck %s
// tile.tile_coord, tile.store_async and tile.store_wait (dialects/tile/schedule.py) after
// tile-dispatch (lowering/tile_dispatch/schedule.py).

gpu.module @m {
  // raster("row"): mi = t / nt, ni = t % nt (in i32).
  gpu.func @row(%t: index, %mt: index, %nt: index, %out: memref<2xindex>) kernel attributes {block = [128, 1, 1]} {
    %mi, %ni = tile.tile_coord %t tiles(%mt, %nt) raster("row") group(1)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    memref.store %mi, %out[%c0] : memref<2xindex>
    memref.store %ni, %out[%c1] : memref<2xindex>
    gpu.return
  }
  // raster("grouped") group(8): band = 8 nt tiles, first row r0 = (t / band) 8, rows in the
  // band h = min(mt - r0, 8), mi = r0 + (t % band) % h, ni = (t % band) / h.
  gpu.func @grouped(%t: index, %mt: index, %nt: index, %out: memref<2xindex>) kernel attributes {block = [128, 1, 1]} {
    %mi, %ni = tile.tile_coord %t tiles(%mt, %nt) raster("grouped") group(8)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    memref.store %mi, %out[%c0] : memref<2xindex>
    memref.store %ni, %out[%c1] : memref<2xindex>
    gpu.return
  }
  // One warpgroup of two: the elected thread waits until its earlier stores have read their
  // tiles, the warpgroup's barrier; the store: proxy fence, barrier, the elected thread's
  // TMA store boxes and commit, no wait; at the end a full wait and the barrier.
  gpu.func @store(%C: !tile.global<?x?xbf16, row_major>, %m: index, %n: index) kernel attributes {block = [256, 1, 1]} {
    %s = tile.alloc scope(cta) : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
    %g = tile.view %C[%m : 64, %n : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x128xbf16, row_major>
    tile.store_wait 0 read scope(warpgroup)
    tile.store_async %s -> %g scope(warpgroup) : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.global<64x128xbf16, row_major>
    tile.store_wait 0 scope(warpgroup)
    gpu.return
  }
}

// CHECK-LABEL: gpu.func @row(%t: index, %mt: index, %nt: index, %out: memref<2xindex>) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT: %0 = arith.index_cast %t : index to i32
// CHECK-NEXT: %1 = arith.index_cast %mt : index to i32
// CHECK-NEXT: %2 = arith.index_cast %nt : index to i32
// CHECK-NEXT: %3 = arith.divui %0, %2 : i32
// CHECK-NEXT: %4 = arith.remui %0, %2 : i32
// CHECK-NEXT: %mi = arith.index_cast %3 : i32 to index
// CHECK-NEXT: %ni = arith.index_cast %4 : i32 to index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: memref.store %mi, %out[%c0] : memref<2xindex>
// CHECK-NEXT: memref.store %ni, %out[%c1] : memref<2xindex>
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-LABEL: gpu.func @grouped(%t: index, %mt: index, %nt: index, %out: memref<2xindex>) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT: %0 = arith.index_cast %t : index to i32
// CHECK-NEXT: %1 = arith.index_cast %mt : index to i32
// CHECK-NEXT: %2 = arith.index_cast %nt : index to i32
// CHECK-NEXT: %3 = arith.constant 8 : i32
// CHECK-NEXT: %4 = arith.muli %3, %2 : i32
// CHECK-NEXT: %5 = arith.divui %0, %4 : i32
// CHECK-NEXT: %6 = arith.muli %5, %3 : i32
// CHECK-NEXT: %7 = arith.subi %1, %6 : i32
// CHECK-NEXT: %8 = arith.minui %7, %3 : i32
// CHECK-NEXT: %9 = arith.remui %0, %4 : i32
// CHECK-NEXT: %10 = arith.remui %9, %8 : i32
// CHECK-NEXT: %11 = arith.addi %6, %10 : i32
// CHECK-NEXT: %12 = arith.divui %9, %8 : i32
// CHECK-NEXT: %mi = arith.index_cast %11 : i32 to index
// CHECK-NEXT: %ni = arith.index_cast %12 : i32 to index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: memref.store %mi, %out[%c0] : memref<2xindex>
// CHECK-NEXT: memref.store %ni, %out[%c1] : memref<2xindex>
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-LABEL: gpu.func @store(%C: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, %m: index, %n: index) kernel attributes {block = [256 : i64, 1 : i64, 1 : i64], tile.tensormaps = [{arg = 0 : i64, dtype = bf16, shape = [-1 : i64, -1 : i64], layout = "row_major", box = [64 : i64, 64 : i64], swizzle = "128B"}]} {
// CHECK-NEXT: %0 = aproxy.smem_alloc 16384 align 1024 : !aproxy.smem<16384>
// CHECK-NEXT: aproxy.elect_one warpgroup {
// CHECK-NEXT: aproxy.bulk_wait 0 read
// CHECK-NEXT: }
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
// CHECK-NEXT: aproxy.fence_proxy_async
// CHECK-NEXT: %8 = gpu.thread_id x
// CHECK-NEXT: %9 = arith.constant 128 : index
// CHECK-NEXT: %10 = arith.divui %8, %9 : index
// CHECK-NEXT: %11 = arith.constant 0 : index
// CHECK-NEXT: %12 = arith.cmpi eq, %10, %11 : index
// CHECK-NEXT: scf.if %12 {
// CHECK-NEXT: aproxy.named_barrier_sync id(8), threads(128)
// CHECK-NEXT: }
// CHECK-NEXT: %13 = arith.constant 1 : index
// CHECK-NEXT: %14 = arith.cmpi eq, %10, %13 : index
// CHECK-NEXT: scf.if %14 {
// CHECK-NEXT: aproxy.named_barrier_sync id(9), threads(128)
// CHECK-NEXT: }
// CHECK-NEXT: aproxy.elect_one warpgroup {
// CHECK-NEXT: %15 = arith.index_cast %n : index to i32
// CHECK-NEXT: %16 = arith.index_cast %m : index to i32
// CHECK-NEXT: aproxy.tma_store %0 -> %C[%15, %16] : !aproxy.smem<16384>, !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">
// CHECK-NEXT: %17 = arith.constant 8192 : index
// CHECK-NEXT: %18 = aproxy.smem_offset %0, %17 : !aproxy.smem<16384> -> !aproxy.smem<8192>
// CHECK-NEXT: %19 = arith.constant 64 : index
// CHECK-NEXT: %20 = arith.addi %n, %19 : index
// CHECK-NEXT: %21 = arith.index_cast %20 : index to i32
// CHECK-NEXT: %22 = arith.index_cast %m : index to i32
// CHECK-NEXT: aproxy.tma_store %18 -> %C[%21, %22] : !aproxy.smem<8192>, !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">
// CHECK-NEXT: aproxy.bulk_commit
// CHECK-NEXT: }
// CHECK-NEXT: aproxy.elect_one warpgroup {
// CHECK-NEXT: aproxy.bulk_wait 0
// CHECK-NEXT: }
// CHECK-NEXT: %23 = gpu.thread_id x
// CHECK-NEXT: %24 = arith.constant 128 : index
// CHECK-NEXT: %25 = arith.divui %23, %24 : index
// CHECK-NEXT: %26 = arith.constant 0 : index
// CHECK-NEXT: %27 = arith.cmpi eq, %25, %26 : index
// CHECK-NEXT: scf.if %27 {
// CHECK-NEXT: aproxy.named_barrier_sync id(8), threads(128)
// CHECK-NEXT: }
// CHECK-NEXT: %28 = arith.constant 1 : index
// CHECK-NEXT: %29 = arith.cmpi eq, %25, %28 : index
// CHECK-NEXT: scf.if %29 {
// CHECK-NEXT: aproxy.named_barrier_sync id(9), threads(128)
// CHECK-NEXT: }
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
