// RUN: tirx-opt %s -p tile-dispatch --split-input-file | filecheck %s
// RUN: tirx-opt %s -p tile-dispatch --split-input-file | tirx-opt --split-input-file | filecheck %s
// Row tiles over the whole CTA (scope(cta), 256..1024 threads; lowering/tile_dispatch/
// rowwise.py). One 8192-column bf16 row over a block of 512 threads, vec 8: thread t holds
// columns 8t .. 8t+7 and 4096 + 8t .. (two 16-byte chunks). The tensor's rows have a static
// 8192 columns and the window starts at column 0, so the copies check only the row: one
// scf.if, two straight-line vector.loads (else zeros); the sum crosses the 16 warps through
// a 16-word shared array and the CTA's barrier (gpu.barrier), combined pairwise.

// CHECK:      "memref.global"() <{sym_name = "tile_rows_partials_0", type = memref<16xf32, 3 : i64>, initial_value, sym_visibility = "private", alignment = 16 : i64}> : () -> ()
// CHECK-LABEL: gpu.func @cta
// CHECK:      %[[TID:.*]] = gpu.thread_id x
// CHECK-NEXT: %[[C512:.*]] = arith.constant 512 : index
// CHECK-NEXT: %[[ROW:.*]] = arith.divui %[[TID]], %[[C512]] : index
// CHECK-NEXT: %[[P:.*]] = arith.remui %[[TID]], %[[C512]] : index
// CHECK-NEXT: %[[GROW:.*]] = arith.addi %r, %[[ROW]] : index
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi ult, %[[GROW]], %{{.*}} : index
// CHECK-NEXT: %{{.*}} = scf.if %[[OK]] -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
// CHECK-NEXT:   %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT:   %[[P8:.*]] = arith.muli %[[P]], %[[C8]] : index
// CHECK-NEXT:   %[[COL0:.*]] = arith.addi %c0, %[[P8]] : index
// CHECK-NEXT:   %{{.*}} = vector.load %x[%[[GROW]], %[[COL0]]] : memref<?x8192xbf16>, vector<8xbf16>
// CHECK-COUNT-8: vector.extract
// CHECK:        %[[C4096:.*]] = arith.constant 4096 : index
// CHECK-NEXT:   %[[COL1:.*]] = arith.addi %{{.*}}, %[[C4096]] : index
// CHECK-NEXT:   %{{.*}} = vector.load %x[%[[GROW]], %[[COL1]]] : memref<?x8192xbf16>, vector<8xbf16>
// CHECK:      } else {
// CHECK-NEXT:   %[[Z:.*]] = arith.constant 0.000000e+00 : bf16
// CHECK-NEXT:   scf.yield %[[Z]], %[[Z]], %[[Z]], %[[Z]], %[[Z]], %[[Z]], %[[Z]], %[[Z]], %[[Z]], %[[Z]], %[[Z]], %[[Z]], %[[Z]], %[[Z]], %[[Z]], %[[Z]] : bf16
// CHECK-NEXT: }
// CHECK-NOT:  memref.load %x
// CHECK:      %f = arith.extf %h : vector<16xbf16> to vector<16xf32>
// CHECK:      %[[O1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[S1:.*]] = simt.shfl_xor %{{.*}}, %[[O1]] : f32
// CHECK-NEXT: %[[W:.*]] = arith.addf %{{.*}}, %[[S1]] : f32
// CHECK-NEXT: %[[BUF:.*]] = memref.get_global @tile_rows_partials_0 : memref<16xf32, 3 : i64>
// CHECK-NEXT: %[[TID2:.*]] = gpu.thread_id x
// CHECK-NEXT: %[[C32:.*]] = arith.constant 32 : index
// CHECK-NEXT: %[[WARP:.*]] = arith.divui %[[TID2]], %[[C32]] : index
// CHECK-NEXT: %[[LANE:.*]] = arith.remui %[[TID2]], %[[C32]] : index
// CHECK-NEXT: %[[Z0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[FIRST:.*]] = arith.cmpi eq, %[[LANE]], %[[Z0]] : index
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK-NEXT:   memref.store %[[W]], %[[BUF]][%[[WARP]]] : memref<16xf32, 3 : i64>
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-NOT:  aproxy.named_barrier_sync
// CHECK-NOT:  memref.load %[[BUF]]
// CHECK:      vector.load %[[BUF]][%{{.*}}] : memref<16xf32, 3 : i64>, vector<4xf32>
// CHECK-COUNT-4: vector.extract %{{.*}} : f32 from vector<4xf32>
// CHECK-COUNT-3: vector.load %[[BUF]]
// CHECK-COUNT-4: vector.extract %{{.*}} : f32 from vector<4xf32>
// CHECK-NEXT: %[[A0:.*]] = arith.addf
// CHECK-COUNT-7: arith.addf
// CHECK-NEXT: %[[B0:.*]] = arith.addf %[[A0]], %{{.*}} : f32
// CHECK-COUNT-5: arith.addf
// CHECK-NEXT: %[[S:.*]] = arith.addf
// CHECK-NEXT: %s = vector.broadcast %[[S]] : f32 to vector<1xf32>
// CHECK:      %q = arith.mulf %f, %{{.*}} : vector<16xf32>
// CHECK:      scf.if %{{.*}} {
// CHECK:        vector.store %{{.*}}, %y[%{{.*}}, %{{.*}}] : memref<?x8192xbf16>, vector<8xbf16>
// CHECK:        vector.store %{{.*}}, %y[%{{.*}}, %{{.*}}] : memref<?x8192xbf16>, vector<8xbf16>
// CHECK-NEXT: }
// CHECK-NEXT: gpu.return
gpu.module @m {
  gpu.func @cta(%x: !tile.global<?x8192xbf16, row_major>, %y: !tile.global<?x8192xbf16, row_major>) kernel attributes {block = [512, 1, 1]} {
    %c0 = arith.constant 0 : index
    %r = gpu.block_id x
    %xv = tile.view %x[%r : 1, %c0 : 8192] : !tile.global<?x8192xbf16, row_major> -> !tile.global<1x8192xbf16, row_major>
    %h = tile.copy %xv scope(cta) : !tile.global<1x8192xbf16, row_major> -> !tile.frag<1x8192xbf16, #tile.rows<1x8192, threads = 512, vec = 8>>
    %f = tile.cast %h scope(cta) : !tile.frag<1x8192xbf16, #tile.rows<1x8192, threads = 512, vec = 8>> -> !tile.frag<1x8192xf32, #tile.rows<1x8192, threads = 512, vec = 8>>
    %s = tile.reduce_sum %f scope(cta) : !tile.frag<1x8192xf32, #tile.rows<1x8192, threads = 512, vec = 8>> -> !tile.frag<1xf32, #tile.rows<1x8192, threads = 512, vec = 8>>
    %q = tile.scale %f, %s scope(cta) : !tile.frag<1x8192xf32, #tile.rows<1x8192, threads = 512, vec = 8>>, !tile.frag<1xf32, #tile.rows<1x8192, threads = 512, vec = 8>>
    %o = tile.cast %q scope(cta) : !tile.frag<1x8192xf32, #tile.rows<1x8192, threads = 512, vec = 8>> -> !tile.frag<1x8192xbf16, #tile.rows<1x8192, threads = 512, vec = 8>>
    %yv = tile.view %y[%r : 1, %c0 : 8192] : !tile.global<?x8192xbf16, row_major> -> !tile.global<1x8192xbf16, row_major>
    tile.copy %o -> %yv scope(cta) : !tile.frag<1x8192xbf16, #tile.rows<1x8192, threads = 512, vec = 8>> -> !tile.global<1x8192xbf16, row_major>
    gpu.return
  }
}

// -----

// Two rows of 4096 over 256 threads (128 per row, 4 chunks each), a run-time window on a
// tensor of run-time extents: one check for all of a thread's chunks (the row inside, the
// tensor 16-byte aligned, the last chunk's end inside the row) -> four straight-line
// vector.loads; else chunk by chunk (vector.load when the chunk is inside, else guarded
// scalar loads). The store is shaped the same way.

// CHECK-LABEL: gpu.func @ragged
// CHECK:      %[[TID:.*]] = gpu.thread_id x
// CHECK-NEXT: %[[C128:.*]] = arith.constant 128 : index
// CHECK-NEXT: %[[ROW:.*]] = arith.divui %[[TID]], %[[C128]] : index
// CHECK-NEXT: %[[P:.*]] = arith.remui %[[TID]], %[[C128]] : index
// CHECK:      %[[ALIGNED:.*]] = arith.andi %{{.*}}, %{{.*}} : i1
// CHECK-NEXT: %[[GROW:.*]] = arith.addi %i, %[[ROW]] : index
// CHECK-NEXT: %[[ROWOK:.*]] = arith.cmpi ult, %[[GROW]], %{{.*}} : index
// CHECK:      %[[C3072:.*]] = arith.constant 3072 : index
// CHECK-NEXT: %[[LAST:.*]] = arith.addi %{{.*}}, %[[C3072]] : index
// CHECK-NEXT: %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT: %[[END:.*]] = arith.addi %[[LAST]], %[[C8]] : index
// CHECK-NEXT: %[[IN:.*]] = arith.cmpi ule, %[[END]], %{{.*}} : index
// CHECK-NEXT: %[[F:.*]] = arith.andi %[[ALIGNED]], %[[IN]] : i1
// CHECK-NEXT: %[[ALL:.*]] = arith.andi %[[ROWOK]], %[[F]] : i1
// CHECK-NEXT: %{{.*}} = scf.if %[[ALL]] -> (bf16
// CHECK-COUNT-4: vector.load %x
// CHECK-NOT:  memref.load
// CHECK:      } else {
// CHECK:        scf.if %{{.*}} -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
// CHECK-NEXT:     vector.load %x
// CHECK:        } else {
// CHECK-COUNT-8:  memref.load %x
// CHECK:      scf.if %{{.*}} {
// CHECK-COUNT-4: vector.store %{{.*}}, %x
// CHECK-NOT:  memref.store
// CHECK:      } else {
// CHECK:        scf.if %{{.*}} {
// CHECK:          vector.store %{{.*}}, %x
// CHECK:        } else {
// CHECK-COUNT-8:  memref.store %{{.*}}, %x
gpu.module @m {
  gpu.func @ragged(%x: !tile.global<?x?xbf16, row_major>, %i: index) kernel attributes {block = [256, 1, 1]} {
    %xv = tile.view %x[%i : 2, %i : 4096] : !tile.global<?x?xbf16, row_major> -> !tile.global<2x4096xbf16, row_major>
    %h = tile.copy %xv scope(cta) : !tile.global<2x4096xbf16, row_major> -> !tile.frag<2x4096xbf16, #tile.rows<2x4096, threads = 256, vec = 8>>
    tile.copy %h -> %xv scope(cta) : !tile.frag<2x4096xbf16, #tile.rows<2x4096, threads = 256, vec = 8>> -> !tile.global<2x4096xbf16, row_major>
    gpu.return
  }
}

// -----

// tile.rcp: 1 / x per register through arith.divf fastmath<afn> (div.full.ftz.f32 later).
// CHECK-LABEL: gpu.func @rcp
// CHECK:      %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[ONES:.*]] = vector.broadcast %[[ONE]] : f32 to vector<8xf32>
// CHECK-NEXT: %r = arith.divf %[[ONES]], %f fastmath<afn> : vector<8xf32>
// CHECK-NEXT: gpu.return
gpu.module @m {
  gpu.func @rcp() kernel attributes {block = [1024, 1, 1]} {
    %f = tile.fill 2.0 scope(cta) : !tile.frag<1x8192xf32, #tile.rows<1x8192, threads = 1024, vec = 8>>
    %r = tile.rcp %f scope(cta) : !tile.frag<1x8192xf32, #tile.rows<1x8192, threads = 1024, vec = 8>>
    gpu.return
  }
}
