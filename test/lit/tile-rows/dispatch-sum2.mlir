// RUN: tirx-opt %s -p tile-dispatch --split-input-file | filecheck %s
// RUN: tirx-opt %s -p tile-dispatch --split-input-file | tirx-opt --split-input-file | filecheck %s
// tile.reduce_sum2 on a CTA-wide row tile (lowering/tile_dispatch/rowwise.py): each input's
// in-thread adds and butterfly shuffles (PTX ISA 9.7.9.6), then ONE exchange across the 8
// warps: lane 0 stores both partials (input j at word 8·j + warp of one 16-word array), ONE
// gpu.barrier (bar.sync 0), then every thread loads its row's 8 partials of each input.
// Inside a loop the barrier-in-loop rule of dispatch-loop.mlir holds for the pair as for a
// single reduction. And tile.load of a row tile's row fragment: one guarded load per thread
// of its row's element.

// CHECK-LABEL: gpu.func @pair
// CHECK:      %[[C16:.*]] = arith.constant 16 : i32
// CHECK-NEXT: simt.shfl_xor %{{.*}}, %[[C16]] : f32
// CHECK-NEXT: arith.constant 16 : i32
// CHECK-NEXT: simt.shfl_xor
// CHECK-NEXT: arith.addf
// CHECK-NEXT: arith.addf
// CHECK:      %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[XA:.*]] = simt.shfl_xor %[[PA:[^ ,]+]], %[[C1]] : f32
// CHECK-NEXT: %[[C1B:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[XB:.*]] = simt.shfl_xor %[[PB:[^ ,]+]], %[[C1B]] : f32
// CHECK-NEXT: %[[A:.*]] = arith.addf %[[PA]], %[[XA]] : f32
// CHECK-NEXT: %[[B:.*]] = arith.addf %[[PB]], %[[XB]] : f32
// CHECK-NEXT: %[[BUF:.*]] = memref.get_global @tile_rows_partials_0 : memref<16xf32, 3 : i64>
// CHECK-NEXT: %[[TID:.*]] = gpu.thread_id x
// CHECK-NEXT: %[[C32:.*]] = arith.constant 32 : index
// CHECK-NEXT: %[[WARP:.*]] = arith.divui %[[TID]], %[[C32]] : index
// CHECK-NEXT: %[[LANE:.*]] = arith.remui %[[TID]], %[[C32]] : index
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[FIRST:.*]] = arith.cmpi eq, %[[LANE]], %[[Z]] : index
// CHECK-NEXT: %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT: %[[W8:.*]] = arith.addi %[[WARP]], %[[C8]] : index
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK-NEXT:   memref.store %[[A]], %[[BUF]][%[[WARP]]] : memref<16xf32, 3 : i64>
// CHECK-NEXT:   memref.store %[[B]], %[[BUF]][%[[W8]]] : memref<16xf32, 3 : i64>
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: %[[C8B:.*]] = arith.constant 8 : index
// CHECK-NEXT: %[[R:.*]] = arith.remui %[[WARP]], %[[C8B]] : index
// CHECK-NEXT: %[[W0:.*]] = arith.subi %[[WARP]], %[[R]] : index
// CHECK-NEXT: %[[V0:.*]] = vector.load %[[BUF]][%[[W0]]] : memref<16xf32, 3 : i64>, vector<4xf32>
// CHECK-COUNT-4: vector.extract %[[V0]]
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[I4:.*]] = arith.addi %[[W0]], %[[C4]] : index
// CHECK-NEXT: %[[V1:.*]] = vector.load %[[BUF]][%[[I4]]] : memref<16xf32, 3 : i64>, vector<4xf32>
// CHECK-COUNT-4: vector.extract %[[V1]]
// CHECK-COUNT-7: arith.addf
// CHECK-NEXT: %[[C8C:.*]] = arith.constant 8 : index
// CHECK-NEXT: %[[I8:.*]] = arith.addi %[[W0]], %[[C8C]] : index
// CHECK-NEXT: %{{.*}} = vector.load %[[BUF]][%[[I8]]] : memref<16xf32, 3 : i64>, vector<4xf32>
// CHECK-COUNT-4: vector.extract
// CHECK-COUNT-1: vector.load %[[BUF]]
// CHECK-COUNT-4: vector.extract
// CHECK-COUNT-7: arith.addf
// CHECK-NEXT: %s = vector.broadcast %{{.*}} : f32 to vector<1xf32>
// CHECK-NEXT: %q = vector.broadcast %{{.*}} : f32 to vector<1xf32>
// CHECK-NOT:  gpu.barrier
// CHECK:      gpu.return
gpu.module @m {
  gpu.func @pair() kernel attributes {block = [256, 1, 1]} {
    %a = tile.fill 1.0 scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    %b = tile.fill 2.0 scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    %s, %q = tile.reduce_sum2 %a, %b scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>> -> !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    gpu.return
  }
}

// -----

// The pair alone in a loop body: the barrier before the write, then the one after (the next
// iteration's write waits for this one's reads), two in all per iteration.
// CHECK-LABEL: gpu.func @loop
// CHECK:      scf.for
// CHECK:      memref.get_global @tile_rows_partials_0 : memref<16xf32, 3 : i64>
// CHECK:      arith.remui
// CHECK-NEXT: gpu.barrier
// CHECK:      scf.if
// CHECK:      gpu.barrier
// CHECK-NOT:  gpu.barrier
// CHECK:      scf.yield
gpu.module @m {
  gpu.func @loop(%n: index) kernel attributes {block = [256, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %f = tile.fill 1.0 scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %f) -> (!tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>) {
      %d = tile.mul %a, %a scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      %s, %q = tile.reduce_sum2 %a, %d scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>> -> !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      %t = tile.add %s, %q scope(cta) : !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      %b = tile.scale %a, %t scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>, !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      scf.yield %b : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    }
    gpu.return
  }
}

// -----

// The pair and a single reduction in one loop body: each one barrier, as outside a loop.
// CHECK-LABEL: gpu.func @loop_and_single
// CHECK:      scf.for
// CHECK:      memref.get_global @tile_rows_partials_0 : memref<16xf32, 3 : i64>
// CHECK-NOT:  gpu.barrier
// CHECK:      scf.if
// CHECK:      gpu.barrier
// CHECK:      memref.get_global @tile_rows_partials_1 : memref<8xf32, 3 : i64>
// CHECK-NOT:  gpu.barrier
// CHECK:      scf.if
// CHECK:      gpu.barrier
// CHECK-NOT:  gpu.barrier
// CHECK:      scf.yield
gpu.module @m {
  gpu.func @loop_and_single(%n: index) kernel attributes {block = [256, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %f = tile.fill 1.0 scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %f) -> (!tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>) {
      %d = tile.mul %a, %a scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      %s, %q = tile.reduce_sum2 %a, %d scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>> -> !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      %u = tile.reduce_sum %d scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>> -> !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      %t = tile.add %s, %u scope(cta) : !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      %b = tile.scale %a, %t scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>, !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      scf.yield %b : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    }
    gpu.return
  }
}

// -----

// tile.load of a row fragment of a CTA-wide row tile: thread t loads the element of its row
// t / P of the window (P = 128 threads per row here: rows r and r + 1 of column c), guarded by
// the extents (0 outside); with one row every thread loads the window's element.
// CHECK-LABEL: gpu.func @first
// CHECK:      %[[NR:.*]] = memref.dim %x, %{{.*}} : memref<?x?xbf16>
// CHECK:      %[[NC:.*]] = memref.dim %x, %{{.*}} : memref<?x?xbf16>
// CHECK-NEXT: %[[TID:.*]] = gpu.thread_id x
// CHECK-NEXT: %[[P:.*]] = arith.constant 128 : index
// CHECK-NEXT: %[[ROW:.*]] = arith.divui %[[TID]], %[[P]] : index
// CHECK-NEXT: %{{.*}} = arith.remui %[[TID]], %[[P]] : index
// CHECK-NEXT: %[[GR:.*]] = arith.addi %r, %[[ROW]] : index
// CHECK-NEXT: %[[OKR:.*]] = arith.cmpi ult, %[[GR]], %[[NR]] : index
// CHECK-NEXT: %[[OKC:.*]] = arith.cmpi ult, %c, %[[NC]] : index
// CHECK-NEXT: %[[OK:.*]] = arith.andi %[[OKR]], %[[OKC]] : i1
// CHECK-NEXT: %[[V:.*]] = scf.if %[[OK]] -> (bf16) {
// CHECK-NEXT:   %[[L:.*]] = memref.load %x[%[[GR]], %c] : memref<?x?xbf16>
// CHECK-NEXT:   scf.yield %[[L]] : bf16
// CHECK-NEXT: } else {
// CHECK-NEXT:   %[[Z:.*]] = arith.constant 0.000000e+00 : bf16
// CHECK-NEXT:   scf.yield %[[Z]] : bf16
// CHECK-NEXT: }
// CHECK-NEXT: %x0 = vector.broadcast %[[V]] : bf16 to vector<1xbf16>
// CHECK-LABEL: gpu.func @first_one_row
// CHECK:      memref.dim
// CHECK:      memref.dim
// CHECK-NOT:  gpu.thread_id
// CHECK-NEXT: arith.cmpi ult, %r
// CHECK-NEXT: arith.cmpi ult, %c
// CHECK-NEXT: arith.andi
// CHECK-NEXT: scf.if
// CHECK-NEXT:   memref.load %x[%r, %c] : memref<?x?xbf16>
gpu.module @m {
  gpu.func @first(%x: !tile.global<?x?xbf16, row_major>, %r: index, %c: index) kernel attributes {block = [256, 1, 1]} {
    %xv = tile.view %x[%r : 2, %c : 1] : !tile.global<?x?xbf16, row_major> -> !tile.global<2x1xbf16, row_major>
    %x0 = tile.load %xv scope(cta) : !tile.global<2x1xbf16, row_major> -> !tile.frag<2xbf16, #tile.rows<2x2048, threads = 256, vec = 8>>
    gpu.return
  }
  gpu.func @first_one_row(%x: !tile.global<?x?xbf16, row_major>, %r: index, %c: index) kernel attributes {block = [256, 1, 1]} {
    %xv = tile.view %x[%r : 1, %c : 1] : !tile.global<?x?xbf16, row_major> -> !tile.global<1x1xbf16, row_major>
    %x0 = tile.load %xv scope(cta) : !tile.global<1x1xbf16, row_major> -> !tile.frag<1xbf16, #tile.rows<1x2048, threads = 256, vec = 8>>
    gpu.return
  }
}
