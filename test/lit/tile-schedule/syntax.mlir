// RUN: tirx-opt %s | filecheck %s
// RUN: tirx-opt %s | tirx-opt | filecheck %s
// The persistent-kernel ops of the tile dialect (dialects/tile/schedule.py) print as written.

gpu.module @m {
  gpu.func @k(%C: !tile.global<?x?xbf16, row_major>, %t: index, %mt: index, %nt: index) kernel attributes {block = [128, 1, 1]} {
    %mi, %ni = tile.tile_coord %t tiles(%mt, %nt) raster("grouped") group(8)
    %r, %c = tile.tile_coord %t tiles(%mt, %nt) raster("row") group(1)
    %hm, %hn = tile.tile_coord %t tiles(%mt, %nt) raster("hilbert") group(4)
    %s = tile.alloc scope(cta) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    %g = tile.view %C[%mi : 64, %ni : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x64xbf16, row_major>
    tile.store_wait 0 read scope(warpgroup)
    tile.store_async %s -> %g scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>> -> !tile.global<64x64xbf16, row_major>
    tile.store_wait 1 scope(thread)
    gpu.return
  }
}
// CHECK:      %mi, %ni = tile.tile_coord %t tiles(%mt, %nt) raster("grouped") group(8)
// CHECK-NEXT: %r, %c = tile.tile_coord %t tiles(%mt, %nt) raster("row") group(1)
// CHECK-NEXT: %hm, %hn = tile.tile_coord %t tiles(%mt, %nt) raster("hilbert") group(4)
// CHECK:      tile.store_wait 0 read scope(warpgroup)
// CHECK-NEXT: tile.store_async %s -> %g scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>> -> !tile.global<64x64xbf16, row_major>
// CHECK-NEXT: tile.store_wait 1 scope(thread)
