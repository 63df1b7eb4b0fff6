// RUN: tirx-opt %s --split-input-file -p aproxy-verify-sync 2>&1 | filecheck %s
// A kernel the model does not cover is not rejected: a remark says it was not checked,
// which op stopped it and where (the chain of region ops down to it), and the IR goes on
// unchanged. Nothing is skipped silently.

// Clusters of more than 4 CTAs (the interleavings grow with the CTAs).
// CHECK: aproxy-verify-sync: @big_cluster: not checked: gpu.func: clusters of 8 CTAs are not modelled (at most 4
// CHECK: gpu.func @big_cluster
gpu.module @m {
  gpu.func @big_cluster() kernel attributes {block = [128, 1, 1], cluster = [8, 1, 1]} {
    %c0 = arith.constant 0 : index
    %b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    aproxy.elect_one warpgroup {
      aproxy.mbarrier_init %b[%c0], arrivals(1) : !aproxy.mbarrier<1>
    }
    gpu.return
  }
}

// -----

// A barrier index computed from a kernel argument.
// CHECK: aproxy-verify-sync: @unknown_index: not checked: aproxy.mbarrier_init: expected a barrier index the model can compute (a constant, loop counter or stage)
// CHECK-NEXT: at {{.*}}@unknown_index > aproxy.elect_one#{{[0-9]+}} > aproxy.mbarrier_init#0): `aproxy.mbarrier_init %b[%i], arrivals(1) : !aproxy.mbarrier<2>`
gpu.module @m {
  gpu.func @unknown_index(%i: index) kernel attributes {block = [128, 1, 1]} {
    %b = aproxy.mbarrier_alloc count(2) : !aproxy.mbarrier<2>
    aproxy.elect_one warpgroup {
      aproxy.mbarrier_init %b[%i], arrivals(1) : !aproxy.mbarrier<2>
    }
    gpu.return
  }
}
