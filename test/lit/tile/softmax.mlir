// RUN: tirx-opt %s | filecheck %s
// RUN: tirx-opt %s | tirx-opt | filecheck %s
// RUN: tirx-opt %s --print-op-generic | tirx-opt | filecheck %s
// The online-softmax fragment ops (tile.mask, tile.log2, tile.div) and the row / scaled
// forms of tile.scale and tile.exp2, printed back exactly. A row fragment of a 64x128 S
// tile scales a 64x64 O tile: the rows a thread holds do not depend on N.

gpu.module @m {
  gpu.func @k(%c: f32, %r0: index, %c0: index, %n: index) kernel attributes {block = [128, 1, 1]} {
    %s = tile.fill 1.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    %o = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>
    %sm = tile.mask %s rows(%r0) cols(%c0) limit(%n) causal scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    %sk = tile.mask %sm rows(%r0) cols(%c0) limit(%n) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    %m = tile.reduce_max %sk scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
    %mb = tile.scale %m, %c scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
    %p = tile.exp2 %sk scale(%c) sub(%mb) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
    %a = tile.exp2 %m scale(%c) sub(%mb) scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
    %p2 = tile.exp2 %p scale(%c) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, f32
    %p3 = tile.exp2 %p2 sub(%mb) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
    %os = tile.scale %o, %a scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
    %lg = tile.log2 %a scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
    %q = tile.div %lg, %a scope(warp) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// CHECK:      %sm = tile.mask %s rows(%r0) cols(%c0) limit(%n) causal scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT: %sk = tile.mask %sm rows(%r0) cols(%c0) limit(%n) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT: %m = tile.reduce_max %sk scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT: %mb = tile.scale %m, %c scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
// CHECK-NEXT: %p = tile.exp2 %sk scale(%c) sub(%mb) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT: %a = tile.exp2 %m scale(%c) sub(%mb) scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT: %p2 = tile.exp2 %p scale(%c) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, f32
// CHECK-NEXT: %p3 = tile.exp2 %p2 sub(%mb) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT: %os = tile.scale %o, %a scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT: %lg = tile.log2 %a scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT: %q = tile.div %lg, %a scope(warp) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
// CHECK-NEXT: gpu.return
