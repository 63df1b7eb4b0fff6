// RUN: tirx-opt %s -p tile-dispatch --split-input-file | filecheck %s
// RUN: tirx-opt %s -p tile-dispatch --split-input-file | tirx-opt --split-input-file | filecheck %s
// Row reductions across warps inside a loop (lowering/tile_dispatch/rowwise.py): the shared
// partials are written again in the next iteration, so a barrier must order this
// iteration's reads of them before that write. With one such reduction in the loop body it is
// a second barrier before the write; with another barrier of the same kind that runs every
// time the block runs (a second reduction across warps, a gpu.barrier) that one already
// orders them, and each reduction has one barrier, as outside a loop.

// One CTA-wide reduction in the loop: the barrier before the write, then the one after.
// CHECK-LABEL: gpu.func @one
// CHECK:      scf.for
// CHECK:      %[[BUF:.*]] = memref.get_global @tile_rows_partials_0 : memref<8xf32, 3 : i64>
// CHECK-NEXT: %[[TID:.*]] = gpu.thread_id x
// CHECK-NEXT: %[[C32:.*]] = arith.constant 32 : index
// CHECK-NEXT: %[[WARP:.*]] = arith.divui %[[TID]], %[[C32]] : index
// CHECK-NEXT: %[[LANE:.*]] = arith.remui %[[TID]], %[[C32]] : index
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[FIRST:.*]] = arith.cmpi eq, %[[LANE]], %[[Z]] : index
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK-NEXT:   memref.store %{{.*}}, %[[BUF]][%[[WARP]]] : memref<8xf32, 3 : i64>
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-NOT:  gpu.barrier
// CHECK:      scf.yield
gpu.module @m {
  gpu.func @one(%n: index) kernel attributes {block = [256, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %f = tile.fill 1.0 scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %f) -> (!tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>) {
      %s = tile.reduce_sum %a scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>> -> !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      %b = tile.scale %a, %s scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>, !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      scf.yield %b : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    }
    gpu.return
  }
}

// -----

// Two CTA-wide reductions in the loop body (LayerNorm's mean and variance): one barrier each,
// between the write of the partials and their reads; the first one's barrier orders the
// second one's reads of the previous iteration before its next write, and the other way.
// CHECK-LABEL: gpu.func @two
// CHECK:      scf.for
// CHECK:      %[[BUF0:.*]] = memref.get_global @tile_rows_partials_0 : memref<8xf32, 3 : i64>
// CHECK-NEXT: %[[TID:.*]] = gpu.thread_id x
// CHECK-NEXT: %[[C32:.*]] = arith.constant 32 : index
// CHECK-NEXT: %[[WARP:.*]] = arith.divui %[[TID]], %[[C32]] : index
// CHECK-NEXT: %[[LANE:.*]] = arith.remui %[[TID]], %[[C32]] : index
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[FIRST:.*]] = arith.cmpi eq, %[[LANE]], %[[Z]] : index
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK-NEXT:   memref.store %{{.*}}, %[[BUF0]][%[[WARP]]] : memref<8xf32, 3 : i64>
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK:      %[[BUF1:.*]] = memref.get_global @tile_rows_partials_1 : memref<8xf32, 3 : i64>
// CHECK-NEXT: %[[TID1:.*]] = gpu.thread_id x
// CHECK-NEXT: %[[C32B:.*]] = arith.constant 32 : index
// CHECK-NEXT: %[[WARP1:.*]] = arith.divui %[[TID1]], %[[C32B]] : index
// CHECK-NEXT: %[[LANE1:.*]] = arith.remui %[[TID1]], %[[C32B]] : index
// CHECK-NEXT: %[[Z1:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[FIRST1:.*]] = arith.cmpi eq, %[[LANE1]], %[[Z1]] : index
// CHECK-NEXT: scf.if %[[FIRST1]] {
// CHECK-NEXT:   memref.store %{{.*}}, %[[BUF1]][%[[WARP1]]] : memref<8xf32, 3 : i64>
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-NOT:  gpu.barrier
// CHECK:      scf.yield
gpu.module @m {
  gpu.func @two(%n: index) kernel attributes {block = [256, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %f = tile.fill 1.0 scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %f) -> (!tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>) {
      %s = tile.reduce_sum %a scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>> -> !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      %d = tile.scale %a, %s scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>, !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      %m = tile.reduce_max %d scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>> -> !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      %b = tile.scale %d, %m scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>, !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      scf.yield %b : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    }
    gpu.return
  }
}

// -----

// A gpu.barrier in the loop body: the reduction needs no barrier before its write.
// CHECK-LABEL: gpu.func @user_barrier
// CHECK:      scf.for
// CHECK-NEXT: gpu.barrier
// CHECK:      memref.get_global @tile_rows_partials_0 : memref<8xf32, 3 : i64>
// CHECK-NEXT: gpu.thread_id x
// CHECK-NEXT: arith.constant 32 : index
// CHECK-NEXT: arith.divui
// CHECK-NEXT: %[[LANE:.*]] = arith.remui %{{.*}}, %{{.*}} : index
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[FIRST:.*]] = arith.cmpi eq, %[[LANE]], %[[Z]] : index
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK-NEXT:   memref.store
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-NOT:  gpu.barrier
// CHECK:      scf.yield
gpu.module @m {
  gpu.func @user_barrier(%n: index) kernel attributes {block = [256, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %f = tile.fill 1.0 scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %f) -> (!tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>) {
      gpu.barrier
      %s = tile.reduce_sum %a scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>> -> !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      %b = tile.scale %a, %s scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>, !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      scf.yield %b : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    }
    gpu.return
  }
}

// -----

// A second reduction that does not run every time the first one's block runs (inside an
// scf.if) orders nothing for it, nor the first one for it (another block): both keep the
// barrier before their write.
// CHECK-LABEL: gpu.func @conditional
// CHECK:      scf.for
// CHECK:      memref.get_global @tile_rows_partials_0 : memref<8xf32, 3 : i64>
// CHECK-NEXT: gpu.thread_id x
// CHECK-NEXT: arith.constant 32 : index
// CHECK-NEXT: arith.divui
// CHECK-NEXT: arith.remui
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: arith.constant 0 : index
// CHECK-NEXT: arith.cmpi eq
// CHECK-NEXT: scf.if
// CHECK-NEXT:   memref.store
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK:      scf.if
// CHECK:        memref.get_global @tile_rows_partials_1 : memref<8xf32, 3 : i64>
// CHECK-NEXT:   gpu.thread_id x
// CHECK-NEXT:   arith.constant 32 : index
// CHECK-NEXT:   arith.divui
// CHECK-NEXT:   arith.remui
// CHECK-NEXT:   gpu.barrier
// CHECK-NEXT:   arith.constant 0 : index
// CHECK-NEXT:   arith.cmpi eq
// CHECK-NEXT:   scf.if
// CHECK-NEXT:     memref.store
// CHECK-NEXT:   }
// CHECK-NEXT:   gpu.barrier
// CHECK-NOT:  gpu.barrier
// CHECK:      scf.yield
gpu.module @m {
  gpu.func @conditional(%n: index, %c: i1) kernel attributes {block = [256, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %f = tile.fill 1.0 scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %f) -> (!tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>) {
      %s = tile.reduce_sum %a scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>> -> !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      %b = tile.scale %a, %s scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>, !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      %e = scf.if %c -> (!tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>) {
        %m = tile.reduce_max %b scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>> -> !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
        %g = tile.scale %b, %m scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>, !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
        scf.yield %g : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      } else {
        scf.yield %b : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      }
      scf.yield %e : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    }
    gpu.return
  }
}

// -----

// A warpgroup's tile (the warpgroup's named barrier): two reductions in the loop body, one
// barrier each.
// CHECK-LABEL: gpu.func @warpgroup
// CHECK:      scf.for
// CHECK:      memref.get_global @tile_rows_partials_0 : memref<4xf32, 3 : i64>
// CHECK-NEXT: gpu.thread_id x
// CHECK-NEXT: arith.constant 32 : index
// CHECK-NEXT: arith.divui
// CHECK-NEXT: %[[LANE:.*]] = arith.remui %{{.*}}, %{{.*}} : index
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[FIRST:.*]] = arith.cmpi eq, %[[LANE]], %[[Z]] : index
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK-NEXT:   memref.store
// CHECK-NEXT: }
// CHECK-NEXT: aproxy.named_barrier_sync id(8), threads(128)
// CHECK:      memref.get_global @tile_rows_partials_1 : memref<4xf32, 3 : i64>
// CHECK-NEXT: gpu.thread_id x
// CHECK-NEXT: arith.constant 32 : index
// CHECK-NEXT: arith.divui
// CHECK-NEXT: %[[LANE1:.*]] = arith.remui %{{.*}}, %{{.*}} : index
// CHECK-NEXT: %[[Z1:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[FIRST1:.*]] = arith.cmpi eq, %[[LANE1]], %[[Z1]] : index
// CHECK-NEXT: scf.if %[[FIRST1]] {
// CHECK-NEXT:   memref.store
// CHECK-NEXT: }
// CHECK-NEXT: aproxy.named_barrier_sync id(8), threads(128)
// CHECK-NOT:  aproxy.named_barrier_sync
// CHECK:      scf.yield
gpu.module @m {
  gpu.func @warpgroup(%n: index) kernel attributes {block = [128, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %f = tile.fill 1.0 scope(warpgroup) : !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %f) -> (!tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>>) {
      %s = tile.reduce_sum %a scope(warpgroup) : !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>> -> !tile.frag<1xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
      %d = tile.scale %a, %s scope(warpgroup) : !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>>, !tile.frag<1xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
      %m = tile.reduce_sum %d scope(warpgroup) : !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>> -> !tile.frag<1xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
      %b = tile.scale %d, %m scope(warpgroup) : !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>>, !tile.frag<1xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
      scf.yield %b : !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
    }
    gpu.return
  }
}
