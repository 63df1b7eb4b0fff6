// RUN: tirx-opt %s | filecheck %s
// RUN: tirx-opt %s | tirx-opt | filecheck %s
// Row tiles (#tile.rows) and the ops of row kernels print as they parse.

// CHECK-LABEL: gpu.func @k
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %xv = tile.view %x[%c0 : 4, %c0 : 1024] : !tile.global<?x?xbf16, row_major> -> !tile.global<4x1024xbf16, row_major>
// CHECK-NEXT: %xf = tile.copy %xv scope(warpgroup) : !tile.global<4x1024xbf16, row_major> -> !tile.frag<4x1024xbf16, #tile.rows<4x1024, threads = 128, vec = 8>>
// CHECK-NEXT: %x32 = tile.cast %xf scope(warpgroup) : !tile.frag<4x1024xbf16, #tile.rows<4x1024, threads = 128, vec = 8>> -> !tile.frag<4x1024xf32, #tile.rows<4x1024, threads = 128, vec = 8>>
// CHECK-NEXT: %s = tile.reduce_sum %x32 scope(warpgroup) : !tile.frag<4x1024xf32, #tile.rows<4x1024, threads = 128, vec = 8>> -> !tile.frag<4xf32, #tile.rows<4x1024, threads = 128, vec = 8>>
// CHECK-NEXT: %r = tile.rsqrt %s scope(warpgroup) : !tile.frag<4xf32, #tile.rows<4x1024, threads = 128, vec = 8>>
// CHECK-NEXT: %e = tile.expand %r scope(warpgroup) : !tile.frag<4xf32, #tile.rows<4x1024, threads = 128, vec = 8>> -> !tile.frag<4x1024xf32, #tile.rows<4x1024, threads = 128, vec = 8>>
// CHECK-NEXT: %wv = tile.view %w[%c0 : 1024] : !tile.global<?xbf16, row_major> -> !tile.global<1024xbf16, row_major>
// CHECK-NEXT: %wf = tile.broadcast %wv scope(warpgroup) : !tile.global<1024xbf16, row_major> -> !tile.frag<4x1024xbf16, #tile.rows<4x1024, threads = 128, vec = 8>>
// CHECK-NEXT: gpu.return
gpu.module @m {
  gpu.func @k(%x: !tile.global<?x?xbf16, row_major>, %w: !tile.global<?xbf16, row_major>) kernel {
    %c0 = arith.constant 0 : index
    %xv = tile.view %x[%c0 : 4, %c0 : 1024] : !tile.global<?x?xbf16, row_major> -> !tile.global<4x1024xbf16, row_major>
    %xf = tile.copy %xv scope(warpgroup) : !tile.global<4x1024xbf16, row_major> -> !tile.frag<4x1024xbf16, #tile.rows<4x1024, threads = 128, vec = 8>>
    %x32 = tile.cast %xf scope(warpgroup) : !tile.frag<4x1024xbf16, #tile.rows<4x1024, threads = 128, vec = 8>> -> !tile.frag<4x1024xf32, #tile.rows<4x1024, threads = 128, vec = 8>>
    %s = tile.reduce_sum %x32 scope(warpgroup) : !tile.frag<4x1024xf32, #tile.rows<4x1024, threads = 128, vec = 8>> -> !tile.frag<4xf32, #tile.rows<4x1024, threads = 128, vec = 8>>
    %r = tile.rsqrt %s scope(warpgroup) : !tile.frag<4xf32, #tile.rows<4x1024, threads = 128, vec = 8>>
    %e = tile.expand %r scope(warpgroup) : !tile.frag<4xf32, #tile.rows<4x1024, threads = 128, vec = 8>> -> !tile.frag<4x1024xf32, #tile.rows<4x1024, threads = 128, vec = 8>>
    %wv = tile.view %w[%c0 : 1024] : !tile.global<?xbf16, row_major> -> !tile.global<1024xbf16, row_major>
    %wf = tile.broadcast %wv scope(warpgroup) : !tile.global<1024xbf16, row_major> -> !tile.frag<4x1024xbf16, #tile.rows<4x1024, threads = 128, vec = 8>>
    gpu.return
  }
}

// A CTA-wide row tile (1024 threads) in scope(cta).
// CHECK-LABEL: gpu.func @cta
// CHECK-NEXT: %f = tile.fill 1.0{{.*}} scope(cta) : !tile.frag<2x8192xf32, #tile.rows<2x8192, threads = 1024, vec = 8>>
// CHECK-NEXT: %s = tile.reduce_max %f scope(cta) : !tile.frag<2x8192xf32, #tile.rows<2x8192, threads = 1024, vec = 8>> -> !tile.frag<2xf32, #tile.rows<2x8192, threads = 1024, vec = 8>>
// CHECK-NEXT: %i = tile.rcp %f scope(cta) : !tile.frag<2x8192xf32, #tile.rows<2x8192, threads = 1024, vec = 8>>
gpu.module @m2 {
  gpu.func @cta() kernel attributes {block = [1024, 1, 1]} {
    %f = tile.fill 1.0 scope(cta) : !tile.frag<2x8192xf32, #tile.rows<2x8192, threads = 1024, vec = 8>>
    %s = tile.reduce_max %f scope(cta) : !tile.frag<2x8192xf32, #tile.rows<2x8192, threads = 1024, vec = 8>> -> !tile.frag<2xf32, #tile.rows<2x8192, threads = 1024, vec = 8>>
    %i = tile.rcp %f scope(cta) : !tile.frag<2x8192xf32, #tile.rows<2x8192, threads = 1024, vec = 8>>
    gpu.return
  }
}
