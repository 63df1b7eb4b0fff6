// RUN: tirx-opt %s -p aproxy-to-nvvm | filecheck %s
// RUN: tirx-opt %s -p aproxy-to-nvvm | tirx-opt | filecheck %s
// The cluster ops (lowering/aproxy_to_nvvm/cluster.py): %cluster_ctarank; barrier.cluster
// arrive.release + wait.acquire; a remote release maps empty[stage] into the peer CTA
// (mapa) and arrives there from the elected thread (mbarrier.arrive.shared::cluster: release
// at the default CTA scope).

gpu.module @m {
  gpu.func @k(%out: memref<1xindex>) kernel attributes {block = [128, 1, 1], cluster = [2, 1, 1]} {
    %p = aproxy.pipeline stages(2) full(tx_bytes = 16384) empty(arrivals = 2) : !aproxy.pipeline<2>
    aproxy.cluster_sync
    %r = aproxy.cluster_rank
    %c0 = arith.constant 0 : index
    memref.store %r, %out[%c0] : memref<1xindex>
    %st = aproxy.consumer_start %p : !aproxy.pipeline<2>
    aproxy.remote_release %p, %st rank(%r) : !aproxy.pipeline<2>
    gpu.return
  }
}
// CHECK:      nvvm.bar.sync<id = 0> : () -> ()
// CHECK-NEXT: nvvm.barrier.cluster.arrive<sem = release, aligned> : () -> ()
// CHECK-NEXT: nvvm.barrier.cluster.wait<acquire, aligned> : () -> ()
// CHECK-NEXT: %cta_rank = nvvm.mov.special<reg = cluster_ctarank> : () -> i32
// CHECK-NEXT: %r = arith.index_cast %cta_rank : i32 to index
// CHECK:      %st = arith.constant 0 : i32
// CHECK-NEXT: %18 = arith.constant 2 : i32
// CHECK-NEXT: %19 = arith.remui %st, %18 : i32
// CHECK-NEXT: %20 = arith.constant 2 : i32
// CHECK-NEXT: %21 = arith.addi %19, %20 : i32
// CHECK-NEXT: %22 = arith.constant 8 : i32
// CHECK-NEXT: %23 = arith.muli %21, %22 : i32
// CHECK-NEXT: %24 = arith.addi %p, %23 : i32
// CHECK-NEXT: %25 = arith.index_cast %r : index to i32
// CHECK-NEXT: %26 = nvvm.mapa<space = "shared::cluster", type = u32> %24, %25 : (i32, i32) -> i32
// CHECK-NEXT: cf.cond_br %wg_leader, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: nvvm.mbarrier.arrive<space = "shared::cluster"> %26 : (i32) -> ()
