// RUN: tirx-opt %s | filecheck %s
// RUN: tirx-opt %s | tirx-opt | filecheck %s
// The cluster ops (dialects/aproxy/cluster.py) and tile.copy_async's multicast print as written.

gpu.module @m {
  gpu.func @k(%B: !tile.global<?x?xbf16, row_major>, %n: index) kernel attributes {block = [128, 1, 1], cluster = [2, 1, 1]} {
    %p = aproxy.pipeline stages(2) full(tx_bytes = 16384) empty(arrivals = 2) : !aproxy.pipeline<2>
    aproxy.cluster_sync
    %r = aproxy.cluster_rank
    %c1 = arith.constant 1 : index
    %peer = arith.subi %c1, %r : index
    %mask = arith.constant 3 : i16
    %s = tile.alloc scope(cta) : !tile.buffer<2 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    %st = aproxy.consumer_start %p : !aproxy.pipeline<2>
    %k = aproxy.consumer_wait %p, %st : !aproxy.pipeline<2>
    %v = tile.view %s[%k][:, :] : !tile.buffer<2 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    %g = tile.view %B[%n : 128, 0 : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x64xbf16, row_major>
    tile.copy_async %g -> %v barrier(%p[%k]) ctas(%mask) scope(thread) : !tile.global<128x64xbf16, row_major> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<2>
    aproxy.consumer_release %p, %st : !aproxy.pipeline<2>
    aproxy.remote_release %p, %st rank(%peer) : !aproxy.pipeline<2>
    aproxy.cluster_sync
    gpu.return
  }
}
// CHECK:      aproxy.cluster_sync
// CHECK-NEXT: %r = aproxy.cluster_rank
// CHECK:      tile.copy_async %g -> %v barrier(%p[%k]) ctas(%mask) scope(thread) : !tile.global<128x64xbf16, row_major> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<2>
// CHECK-NEXT: aproxy.consumer_release %p, %st : !aproxy.pipeline<2>
// CHECK-NEXT: aproxy.remote_release %p, %st rank(%peer) : !aproxy.pipeline<2>
// CHECK-NEXT: aproxy.cluster_sync
