// RUN: tirx-opt %s --split-input-file -p aproxy-verify-sync --verify-diagnostics=only-expected
// Blind spot 8 (issue 11): counts are validated at the op against shared-memory and PTX
// limits before anything is interpreted (each case used to run out of memory or time).

gpu.module @m {
  gpu.func @huge_array() kernel attributes {block = [128, 1, 1]} {
    // expected-error @below {{aproxy-verify-sync: aproxy.mbarrier_alloc: limit: 18446744073709551616 mbarriers take 147573952589676412928 bytes of shared memory, over the 232448 bytes a CTA can have (at most 29056 mbarriers}}
    %b = aproxy.mbarrier_alloc count(18446744073709551616) : !aproxy.mbarrier<18446744073709551616>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @count() kernel attributes {block = [128, 1, 1]} {
    // expected-error @below {{aproxy-verify-sync: aproxy.mbarrier_alloc: limit: 1048577 mbarriers take 8388616 bytes of shared memory}}
    %b = aproxy.mbarrier_alloc count(1048577) : !aproxy.mbarrier<1048577>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @stages() kernel attributes {block = [128, 1, 1]} {
    // expected-error @below {{aproxy-verify-sync: aproxy.pipeline: limit: stages(100000) with tx_bytes = 8192: the stages' buffers (100000 x 8192 = 819200000 bytes) and barriers (1600000 bytes) must fit the 232448 bytes of shared memory}}
    %pipe = aproxy.pipeline stages(100000) full(tx_bytes = 8192) empty(arrivals = 1) : !aproxy.pipeline<100000>
    gpu.return
  }
}
