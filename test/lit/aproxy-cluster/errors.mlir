// RUN: tirx-opt %s --split-input-file --verify-diagnostics
// Rejected cluster ops: the op, what was expected, what was found.
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    // expected-error @below {{aproxy.cluster_rank: expected the enclosing kernel to declare cluster = [x, y, z], found no cluster attribute}}
    %r = aproxy.cluster_rank
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1], cluster = [4, 4, 1]} {
    // expected-error @below {{aproxy.cluster_sync: expected cluster = [x, y, z] with x*y*z in [1, 8] (portable cluster size), found [4, 4, 1]}}
    aproxy.cluster_sync
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [256, 1, 1], cluster = [2, 1, 1]} {
    aproxy.specialize {
      aproxy.role "a" warpgroups(0) {
        // expected-error @below {{aproxy.cluster_sync: expected every thread of the CTA to execute it (the barrier is .aligned), found it inside an aproxy.role}}
        aproxy.cluster_sync
      }
      aproxy.role "b" warpgroups(1) {
      }
    }
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%r: index) kernel attributes {block = [128, 1, 1]} {
    %p = aproxy.pipeline stages(2) full(tx_bytes = 16384) empty(arrivals = 2) : !aproxy.pipeline<2>
    %st = aproxy.consumer_start %p : !aproxy.pipeline<2>
    // expected-error @below {{aproxy.remote_release: expected the enclosing kernel to declare cluster = [x, y, z], found no cluster attribute}}
    aproxy.remote_release %p, %st rank(%r) : !aproxy.pipeline<2>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%B: !tile.global<?x?xbf16, row_major>, %i: index, %mask: i32) kernel attributes {block = [128, 1, 1], cluster = [2, 1, 1]} {
    %b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    %s = tile.alloc scope(cta) : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    %g = tile.view %B[%i : 128, 0 : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x64xbf16, row_major>
    // expected-error @below {{tile.copy_async: expected the ctas mask to be i16 (one bit per CTA rank), found i32}}
    "tile.copy_async"(%g, %s, %b, %i, %mask) <{scope = "thread"}> : (!tile.global<128x64xbf16, row_major>, !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !aproxy.mbarrier<1>, index, i32) -> ()
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%B: !tile.global<?x?xbf16, row_major>, %i: index, %mask: i16) kernel attributes {block = [128, 1, 1]} {
    %b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    %s = tile.alloc scope(cta) : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    %g = tile.view %B[%i : 128, 0 : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x64xbf16, row_major>
    // expected-error @below {{tile.copy_async: a ctas(...) multicast needs the kernel to declare cluster = [x, y, z], found no cluster attribute}}
    tile.copy_async %g -> %s barrier(%b[%i]) ctas(%mask) scope(thread) : !tile.global<128x64xbf16, row_major> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !aproxy.mbarrier<1>
    gpu.return
  }
}
