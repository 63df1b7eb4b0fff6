// RUN: tirx-opt %s -p tile-dispatch --split-input-file | filecheck %s
// RUN: tirx-opt %s -p tile-dispatch --split-input-file | tirx-opt --split-input-file | filecheck %s
// RUN: tirx-opt %s -p tile-dispatch,lower-layout,aproxy-verify-sync --split-input-file -o /dev/null 2>&1 | filecheck %s --check-prefix=SYNC
// tile.stash (lowering/tile_dispatch/stash.py): an f32 row tile of 2048 columns over 256
// threads (8 values a thread) kept in shared memory. One 8 KB region at the top of the
// kernel, in two 4 KB slices, one per warpgroup (thread tid = 128 g + l); thread tid's values
// 4q .. 4q+3 are the 16-byte word q*128 + l of its slice. The stores come at the stash
// (no barrier: no thread reads another's words), the reads right before each use, here
// inside the loop, on every iteration. aproxy-verify-sync sees each warpgroup touch its own
// slice only (one view per warpgroup) and finds nothing.

// CHECK-LABEL: gpu.func @stash
// CHECK-NEXT: %[[R:.*]] = aproxy.smem_alloc 8192 align 16 : !aproxy.smem<8192>
// CHECK:      %w = vector.broadcast %{{.*}} : f32 to vector<8xf32>
// CHECK-NEXT: %[[TID:.*]] = gpu.thread_id x
// CHECK-NEXT: %[[C128:.*]] = arith.constant 128 : index
// CHECK-NEXT: %[[G:.*]] = arith.divui %[[TID]], %[[C128]] : index
// CHECK-NEXT: %[[C128B:.*]] = arith.constant 128 : index
// CHECK-NEXT: %[[L:.*]] = arith.remui %[[TID]], %[[C128B]] : index
// CHECK-NEXT: %[[L32:.*]] = arith.index_cast %[[L]] : index to i32
// CHECK-NEXT: %[[C16:.*]] = arith.constant 16 : i32
// CHECK-NEXT: %[[L16:.*]] = arith.muli %[[L32]], %[[C16]] : i32
// CHECK-NEXT: %[[C4096:.*]] = arith.constant 4096 : index
// CHECK-NEXT: %[[OFF:.*]] = arith.muli %[[G]], %[[C4096]] : index
// CHECK-NEXT: %[[V:.*]] = aproxy.smem_offset %[[R]], %[[OFF]] : !aproxy.smem<8192> -> !aproxy.smem<4096>
// CHECK-NEXT: %[[B:.*]] = aproxy.smem_address %[[V]] : !aproxy.smem<4096>
// CHECK-NEXT: %[[A0:.*]] = arith.addi %[[B]], %[[L16]] : i32
// CHECK-NEXT: %[[C2048:.*]] = arith.constant 2048 : i32
// CHECK-NEXT: %[[A1:.*]] = arith.addi %[[A0]], %[[C2048]] : i32
// CHECK-COUNT-8: vector.extract %w
// CHECK:      nvvm.st<space = shared, vec = v4, type = f32> %[[A0]], %{{.*}} : (i32, vector<4xf32>) -> ()
// CHECK:      nvvm.st<space = shared, vec = v4, type = f32> %[[A1]], %{{.*}} : (i32, vector<4xf32>) -> ()
// CHECK-NOT:  gpu.barrier
// CHECK:      scf.for
// CHECK-NEXT:   %[[W0:.*]] = nvvm.ld<space = shared, vec = v4, type = f32> %[[A0]] : (i32) -> vector<4xf32>
// CHECK-COUNT-4: vector.extract %[[W0]]
// CHECK-NEXT:   %[[W1:.*]] = nvvm.ld<space = shared, vec = v4, type = f32> %[[A1]] : (i32) -> vector<4xf32>
// CHECK-COUNT-4: vector.extract %[[W1]]
// CHECK:        %[[H:.*]] = vector.insert %{{.*}}, %{{.*}} [7] : f32 into vector<8xf32>
// CHECK-NEXT:   %p = arith.mulf %acc, %[[H]] : vector<8xf32>
// CHECK-NEXT:   scf.yield %p : vector<8xf32>
// SYNC: aproxy-verify-sync: @stash: 1 roles, 2 warpgroups, {{.*}}: no findings
gpu.module @m {
  gpu.func @stash(%n: index) kernel attributes {block = [256, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %w = tile.fill 2.0 scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    %h = tile.stash %w scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    %a = tile.fill 1.0 scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (!tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>) {
      %p = tile.mul %acc, %h scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      scf.yield %p : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    }
    gpu.return
  }
}

// -----

// A warpgroup's row tile (128 threads, scope(warpgroup)) in a block of 256: each
// warpgroup holds its own fragment, so each has its own 2 KB slice (g = tid / 128, l = tid
// mod 128; a 4 KB region); two uses, two reads.
// CHECK-LABEL: gpu.func @wg
// CHECK-NEXT: %[[R:.*]] = aproxy.smem_alloc 4096 align 16 : !aproxy.smem<4096>
// CHECK:      %[[TID:.*]] = gpu.thread_id x
// CHECK-NEXT: %[[C128:.*]] = arith.constant 128 : index
// CHECK-NEXT: %[[G:.*]] = arith.divui %[[TID]], %[[C128]] : index
// CHECK-NEXT: %[[C128B:.*]] = arith.constant 128 : index
// CHECK-NEXT: %{{.*}} = arith.remui %[[TID]], %[[C128B]] : index
// CHECK:      %[[C2048:.*]] = arith.constant 2048 : index
// CHECK-NEXT: %[[OFF:.*]] = arith.muli %[[G]], %[[C2048]] : index
// CHECK-NEXT: aproxy.smem_offset %[[R]], %[[OFF]] : !aproxy.smem<4096> -> !aproxy.smem<2048>
// CHECK:      nvvm.st<space = shared, vec = v4, type = f32>
// CHECK-NOT:  nvvm.st
// CHECK:      nvvm.ld<space = shared, vec = v4, type = f32>
// CHECK:      arith.addf
// CHECK:      nvvm.ld<space = shared, vec = v4, type = f32>
// CHECK:      arith.mulf
// SYNC: aproxy-verify-sync: @wg: 1 roles, 2 warpgroups, {{.*}}: no findings
// SYNC-NOT: error
gpu.module @m {
  gpu.func @wg() kernel attributes {block = [256, 1, 1]} {
    %w = tile.fill 2.0 scope(warpgroup) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 128, vec = 4>>
    %h = tile.stash %w scope(warpgroup) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 128, vec = 4>>
    %s = tile.add %h, %h scope(warpgroup) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 128, vec = 4>>
    %m = tile.mul %s, %h scope(warpgroup) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 128, vec = 4>>
    gpu.return
  }
}
