// RUN: tirx-opt %s | filecheck %s
// RUN: tirx-opt %s | tirx-opt | filecheck %s
// tile.reduce_sum2 (dialects/tile/rows.py): two row sums of one row-tile type, two results,
// and tile.load of a row tile's row fragment in scope(cta), print as they parse.

// CHECK-LABEL: gpu.func @k
// CHECK-NEXT: %a = tile.fill 1.0 scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
// CHECK-NEXT: %b = tile.mul %a, %a scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
// CHECK-NEXT: %s, %q = tile.reduce_sum2 %a, %b scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>> -> !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %xv = tile.view %x[%c0 : 1, %c0 : 1] : !tile.global<?x?xbf16, row_major> -> !tile.global<1x1xbf16, row_major>
// CHECK-NEXT: %x0 = tile.load %xv scope(cta) : !tile.global<1x1xbf16, row_major> -> !tile.frag<1xbf16, #tile.rows<1x2048, threads = 256, vec = 8>>
// CHECK-NEXT: gpu.return
gpu.module @m {
  gpu.func @k(%x: !tile.global<?x?xbf16, row_major>) kernel attributes {block = [256, 1, 1]} {
    %a = tile.fill 1.0 scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    %b = tile.mul %a, %a scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    %s, %q = tile.reduce_sum2 %a, %b scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>> -> !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    %c0 = arith.constant 0 : index
    %xv = tile.view %x[%c0 : 1, %c0 : 1] : !tile.global<?x?xbf16, row_major> -> !tile.global<1x1xbf16, row_major>
    %x0 = tile.load %xv scope(cta) : !tile.global<1x1xbf16, row_major> -> !tile.frag<1xbf16, #tile.rows<1x2048, threads = 256, vec = 8>>
    gpu.return
  }
}
