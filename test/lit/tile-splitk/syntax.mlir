// RUN: tirx-opt %s | filecheck %s
// RUN: tirx-opt %s | tirx-opt | filecheck %s
// The cross-CTA partial-sum ops of the tile dialect (dialects/tile/splitk.py) print as written.

gpu.module @m {
  gpu.func @k(%W: !tile.global<?xf32, row_major>, %F: !tile.global<?xi32, row_major>, %off: index, %i: index, %n: index) kernel attributes {block = [256, 1, 1]} {
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    tile.frag_store %z -> %W[%off] scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.global<?xf32, row_major>
    tile.flag_arrive %F[%i] scope(warpgroup) : !tile.global<?xi32, row_major>
    tile.flag_wait %F[%i] count(%n) scope(warpgroup) : !tile.global<?xi32, row_major>
    %p = tile.frag_load %W[%off] scope(warpgroup) : !tile.global<?xf32, row_major> -> !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    %s = tile.frag_load %W[%off] add(%p) scope(warpgroup) : !tile.global<?xf32, row_major> -> !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}
// CHECK:      tile.frag_store %z -> %W[%off] scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.global<?xf32, row_major>
// CHECK-NEXT: tile.flag_arrive %F[%i] scope(warpgroup) : !tile.global<?xi32, row_major>
// CHECK-NEXT: tile.flag_wait %F[%i] count(%n) scope(warpgroup) : !tile.global<?xi32, row_major>
// CHECK-NEXT: %p = tile.frag_load %W[%off] scope(warpgroup) : !tile.global<?xf32, row_major> -> !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT: %s = tile.frag_load %W[%off] add(%p) scope(warpgroup) : !tile.global<?xf32, row_major> -> !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
