// RUN: tirx-opt %s -p aproxy-to-nvvm --split-input-file | filecheck %s
// A kernel whose aproxy ops are shared-memory regions only (smem_alloc / smem_offset /
// smem_address: tile.stash's) makes no mbarrier wait loop: aproxy-to-nvvm keeps its
// scf.for / scf.if (memref-to-nvvm reads the guarded loads' scf.if to carry 32-bit words;
// convert-scf-to-cf lowers them later in tirx-to-ptx). Any other aproxy op (a wait, here)
// and the kernel leaves in cf form, as before.

// CHECK-LABEL: gpu.func @smem_only
// CHECK:      %v = arith.addi %r, %{{.*}} : i32
// CHECK-NEXT: scf.for %i = %c0 to %n step %c1 {
// CHECK-NEXT:   %x = nvvm.ld<space = shared, vec = v4, type = f32> %v : (i32) -> vector<4xf32>
// CHECK-NEXT: }
// CHECK-NOT:  cf.br
gpu.module @k {
  gpu.func @smem_only(%n: index) kernel attributes {block = [128, 1, 1]} {
    %r = aproxy.smem_alloc 2048 align 16 : !aproxy.smem<2048>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %v = aproxy.smem_offset %r, %c16 : !aproxy.smem<2048> -> !aproxy.smem<1024>
    %a = aproxy.smem_address %v : !aproxy.smem<1024>
    scf.for %i = %c0 to %n step %c1 {
      %x = nvvm.ld<space = shared, vec = v4, type = f32> %a : (i32) -> vector<4xf32>
    }
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @waits
// CHECK-NOT:  scf.
// CHECK:      cf.cond_br
gpu.module @k {
  gpu.func @waits(%n: index) kernel attributes {block = [128, 1, 1]} {
    %bars = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %p = arith.constant 0 : i32
    scf.for %i = %c0 to %n step %c1 {
      aproxy.mbarrier_wait %bars[%c0], parity(%p) : !aproxy.mbarrier<1>
    }
    gpu.return
  }
}
