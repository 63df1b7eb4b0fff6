// RUN: tirx-opt %s -p tile-dispatch --split-input-file | filecheck %s
// RUN: tirx-opt %s -p tile-dispatch --split-input-file | tirx-opt --split-input-file | filecheck %s
// The row_tile variants (lowering/tile_dispatch/rowwise.py). A 2x64 f32 row tile over a
// warp, vec 4: 16 threads per row (row = t / 16, p = t % 16), 4 registers per thread at
// columns 4p .. 4p+3. The load is one scf.if per chunk: vector.load when the chunk is in
// bounds and the tensor 16-byte aligned, else four guarded scalar loads (0 outside).

// CHECK-LABEL: gpu.func @center(%x: memref<?x?xf32>, %y: memref<?x?xf32>)
// CHECK:      %[[TID:.*]] = gpu.thread_id x
// CHECK:      %[[T:.*]] = arith.remui %[[TID]], %{{.*}} : index
// CHECK-NEXT: %[[C16:.*]] = arith.constant 16 : index
// CHECK-NEXT: %[[ROW:.*]] = arith.divui %[[T]], %[[C16]] : index
// CHECK-NEXT: %[[P:.*]] = arith.remui %[[T]], %[[C16]] : index
// CHECK:      %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} = scf.if %{{.*}} -> (f32, f32, f32, f32) {
// CHECK-NEXT:   %[[V:.*]] = vector.load %x[%{{.*}}, %{{.*}}] : memref<?x?xf32>, vector<4xf32>
// CHECK:      } else {
// CHECK:        scf.if %{{.*}} -> (f32) {
// CHECK-NEXT:     memref.load %x
// CHECK:        } else {
// CHECK-NEXT:     arith.constant 0.000000e+00 : f32
// Row sum: pairwise in the thread, then xor 8, 4, 2, 1 (16 lanes per row), no shared memory.
// CHECK:      %[[A0:.*]] = arith.addf
// CHECK-NEXT: %[[A1:.*]] = arith.addf
// CHECK-NEXT: %[[A2:.*]] = arith.addf %[[A0]], %[[A1]] : f32
// CHECK-NEXT: %[[O8:.*]] = arith.constant 8 : i32
// CHECK-NEXT: %[[S8:.*]] = simt.shfl_xor %[[A2]], %[[O8]] : f32
// CHECK-NEXT: %[[A3:.*]] = arith.addf %[[A2]], %[[S8]] : f32
// CHECK-NEXT: %[[O4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: simt.shfl_xor %[[A3]], %[[O4]] : f32
// CHECK-NOT:  memref.get_global
// CHECK:      %s = vector.broadcast %{{.*}} : f32 to vector<1xf32>
// CHECK-NEXT: %[[R:.*]] = vector.extract %s[0] : f32 from vector<1xf32>
// CHECK-NEXT: %e = vector.broadcast %[[R]] : f32 to vector<4xf32>
// CHECK-NEXT: %d = arith.subf %f, %e : vector<4xf32>
// CHECK:      scf.if %{{.*}} {
// CHECK:        vector.store %{{.*}}, %y[%{{.*}}, %{{.*}}] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: } else {
// CHECK:        scf.if %{{.*}} {
// CHECK-NEXT:     memref.store %{{.*}}, %y[%{{.*}}, %{{.*}}] : memref<?x?xf32>
gpu.module @m {
  gpu.func @center(%x: !tile.global<?x?xf32, row_major>, %y: !tile.global<?x?xf32, row_major>) kernel attributes {block = [32, 1, 1]} {
    %c0 = arith.constant 0 : index
    %xv = tile.view %x[%c0 : 2, %c0 : 64] : !tile.global<?x?xf32, row_major> -> !tile.global<2x64xf32, row_major>
    %f = tile.copy %xv scope(warp) : !tile.global<2x64xf32, row_major> -> !tile.frag<2x64xf32, #tile.rows<2x64, threads = 32, vec = 4>>
    %s = tile.reduce_sum %f scope(warp) : !tile.frag<2x64xf32, #tile.rows<2x64, threads = 32, vec = 4>> -> !tile.frag<2xf32, #tile.rows<2x64, threads = 32, vec = 4>>
    %e = tile.expand %s scope(warp) : !tile.frag<2xf32, #tile.rows<2x64, threads = 32, vec = 4>> -> !tile.frag<2x64xf32, #tile.rows<2x64, threads = 32, vec = 4>>
    %d = tile.sub %f, %e scope(warp) : !tile.frag<2x64xf32, #tile.rows<2x64, threads = 32, vec = 4>>
    %yv = tile.view %y[%c0 : 2, %c0 : 64] : !tile.global<?x?xf32, row_major> -> !tile.global<2x64xf32, row_major>
    tile.copy %d -> %yv scope(warp) : !tile.frag<2x64xf32, #tile.rows<2x64, threads = 32, vec = 4>> -> !tile.global<2x64xf32, row_major>
    gpu.return
  }
}

// -----

// One 512-column row over a warpgroup (vec 4, 128 threads per row): the mask compares
// each register's column with n - 4p; the max reduces over 32 lanes, then across the 4
// warps through a shared array and the warpgroup's named barrier; exp2(x*c - m) and the
// per-row scale spread the row value over the registers.

// CHECK:      "memref.global"() <{sym_name = "tile_rows_partials_0", type = memref<4xf32, 3 : i64>, initial_value, sym_visibility = "private", alignment = 16 : i64}> : () -> ()
// CHECK-LABEL: gpu.func @wide
// CHECK:      %[[NINF:.*]] = arith.constant 0xff800000 : f32
// CHECK:      %[[K0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[KEEP:.*]] = arith.cmpi slt, %[[K0]], %{{.*}} : i32
// CHECK-NEXT: arith.select %[[KEEP]], %{{.*}}, %[[NINF]] : f32
// CHECK:      arith.constant 16 : i32
// CHECK-NEXT: simt.shfl_xor
// CHECK:      %[[BUF:.*]] = memref.get_global @tile_rows_partials_0 : memref<4xf32, 3 : i64>
// CHECK:      scf.if %{{.*}} {
// CHECK-NEXT:   memref.store %{{.*}}, %[[BUF]][%{{.*}}] : memref<4xf32, 3 : i64>
// CHECK-NEXT: }
// CHECK-NEXT: aproxy.named_barrier_sync id(8), threads(128)
// CHECK-NEXT: %{{.*}} = arith.constant 4 : index
// CHECK:      %[[V:.*]] = vector.load %[[BUF]][%{{.*}}] : memref<4xf32, 3 : i64>, vector<4xf32>
// CHECK-COUNT-4: vector.extract %[[V]]
// CHECK-NOT:  memref.load %[[BUF]]
// CHECK:      %m = vector.broadcast %{{.*}} : f32 to vector<1xf32>
// CHECK:      %[[CV:.*]] = vector.broadcast %c : f32 to vector<4xf32>
// CHECK-NEXT: %[[XC:.*]] = arith.mulf %k, %[[CV]] : vector<4xf32>
// CHECK-NEXT: %[[MV:.*]] = vector.extract %m[0] : f32 from vector<1xf32>
// CHECK-NEXT: %[[MB:.*]] = vector.broadcast %[[MV]] : f32 to vector<4xf32>
// CHECK-NEXT: %[[XS:.*]] = arith.subf %[[XC]], %[[MB]] : vector<4xf32>
// CHECK-NEXT: %p = math.exp2 %[[XS]] : vector<4xf32>
// CHECK-NEXT: %[[MV2:.*]] = vector.extract %m[0] : f32 from vector<1xf32>
// CHECK-NEXT: %[[MB2:.*]] = vector.broadcast %[[MV2]] : f32 to vector<4xf32>
// CHECK-NEXT: %q = arith.mulf %p, %[[MB2]] : vector<4xf32>
gpu.module @m {
  gpu.func @wide(%x: !tile.global<?x?xf32, row_major>, %n: index, %c: f32) kernel attributes {block = [128, 1, 1]} {
    %c0 = arith.constant 0 : index
    %f = tile.fill 1.0 scope(warpgroup) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 128, vec = 4>>
    %k = tile.mask %f rows(%c0) cols(%c0) limit(%n) scope(warpgroup) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 128, vec = 4>>
    %m = tile.reduce_max %k scope(warpgroup) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 128, vec = 4>> -> !tile.frag<1xf32, #tile.rows<1x512, threads = 128, vec = 4>>
    %p = tile.exp2 %k scale(%c) sub(%m) scope(warpgroup) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 128, vec = 4>>, f32, !tile.frag<1xf32, #tile.rows<1x512, threads = 128, vec = 4>>
    %q = tile.scale %p, %m scope(warpgroup) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 128, vec = 4>>, !tile.frag<1xf32, #tile.rows<1x512, threads = 128, vec = 4>>
    %xv = tile.view %x[%c0 : 1, %c0 : 512] : !tile.global<?x?xf32, row_major> -> !tile.global<1x512xf32, row_major>
    tile.copy %q -> %xv scope(warpgroup) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 128, vec = 4>> -> !tile.global<1x512xf32, row_major>
    gpu.return
  }
}
