// RUN: tirx-opt %s -p tile-dispatch | filecheck %s
// RUN: tirx-opt %s -p tile-dispatch | tirx-opt | filecheck %s
// The cross-CTA partial-sum ops (dialects/tile/splitk.py) after tile-dispatch
// (lowering/tile_dispatch/splitk.py), on a 64 x 16 accumulator (8 registers per thread, two
// 16-byte chunks): thread t's chunk c at %off + 4 t + 512 c (vector.store / vector.load of
// 4 x f32); with add(%acc) each loaded chunk is added to the accumulator's 4 registers as
// it arrives; arrive = the warpgroup barrier, then the elected thread's flag_arrive; wait =
// the elected thread's flag_wait, then the barrier. W and F become memref arguments.

gpu.module @m {
  gpu.func @k(%W: !tile.global<?xf32, row_major>, %F: !tile.global<?xi32, row_major>, %off: index, %i: index, %n: index) kernel attributes {block = [128, 1, 1]} {
    %z = tile.fill 1.0 scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
    tile.frag_store %z -> %W[%off] scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>, !tile.global<?xf32, row_major>
    tile.flag_arrive %F[%i] scope(warpgroup) : !tile.global<?xi32, row_major>
    tile.flag_wait %F[%i] count(%n) scope(warpgroup) : !tile.global<?xi32, row_major>
    %s = tile.frag_load %W[%off] add(%z) scope(warpgroup) : !tile.global<?xf32, row_major> -> !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
    tile.frag_store %s -> %W[%i] scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>, !tile.global<?xf32, row_major>
    gpu.return
  }
}
// CHECK-LABEL: gpu.func @k(%W: memref<?xf32>, %F: memref<?xi32>, %off: index, %i: index, %n: index) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT: %0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %z = vector.broadcast %0 : f32 to vector<8xf32>
// CHECK-NEXT: %1 = gpu.thread_id x
// CHECK-NEXT: %2 = arith.constant 128 : index
// CHECK-NEXT: %3 = arith.remui %1, %2 : index
// CHECK-NEXT: %4 = arith.constant 4 : index
// CHECK-NEXT: %5 = arith.muli %3, %4 : index
// CHECK-NEXT: %6 = arith.addi %off, %5 : index
// CHECK-NEXT: %7 = vector.extract %z[0] : f32 from vector<8xf32>
// CHECK-NEXT: %8 = vector.extract %z[1] : f32 from vector<8xf32>
// CHECK-NEXT: %9 = vector.extract %z[2] : f32 from vector<8xf32>
// CHECK-NEXT: %10 = vector.extract %z[3] : f32 from vector<8xf32>
// CHECK-NEXT: %11 = vector.broadcast %7 : f32 to vector<4xf32>
// CHECK-NEXT: %12 = vector.insert %8, %11 [1] : f32 into vector<4xf32>
// CHECK-NEXT: %13 = vector.insert %9, %12 [2] : f32 into vector<4xf32>
// CHECK-NEXT: %14 = vector.insert %10, %13 [3] : f32 into vector<4xf32>
// CHECK-NEXT: vector.store %14, %W[%6] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: %15 = vector.extract %z[4] : f32 from vector<8xf32>
// CHECK-NEXT: %16 = vector.extract %z[5] : f32 from vector<8xf32>
// CHECK-NEXT: %17 = vector.extract %z[6] : f32 from vector<8xf32>
// CHECK-NEXT: %18 = vector.extract %z[7] : f32 from vector<8xf32>
// CHECK-NEXT: %19 = vector.broadcast %15 : f32 to vector<4xf32>
// CHECK-NEXT: %20 = vector.insert %16, %19 [1] : f32 into vector<4xf32>
// CHECK-NEXT: %21 = vector.insert %17, %20 [2] : f32 into vector<4xf32>
// CHECK-NEXT: %22 = vector.insert %18, %21 [3] : f32 into vector<4xf32>
// CHECK-NEXT: %23 = arith.constant 512 : index
// CHECK-NEXT: %24 = arith.addi %6, %23 : index
// CHECK-NEXT: vector.store %22, %W[%24] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: aproxy.named_barrier_sync id(8), threads(128)
// CHECK-NEXT: aproxy.elect_one warpgroup {
// CHECK-NEXT: aproxy.flag_arrive %F[%i] : memref<?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: aproxy.elect_one warpgroup {
// CHECK-NEXT: aproxy.flag_wait %F[%i] count(%n) : memref<?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: aproxy.named_barrier_sync id(8), threads(128)
// CHECK-NEXT: %25 = gpu.thread_id x
// CHECK-NEXT: %26 = arith.constant 128 : index
// CHECK-NEXT: %27 = arith.remui %25, %26 : index
// CHECK-NEXT: %28 = arith.constant 4 : index
// CHECK-NEXT: %29 = arith.muli %27, %28 : index
// CHECK-NEXT: %30 = arith.addi %off, %29 : index
// CHECK-NEXT: %31 = vector.load %W[%30] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: %32 = vector.extract %31[0] : f32 from vector<4xf32>
// CHECK-NEXT: %33 = vector.extract %31[1] : f32 from vector<4xf32>
// CHECK-NEXT: %34 = vector.extract %31[2] : f32 from vector<4xf32>
// CHECK-NEXT: %35 = vector.extract %31[3] : f32 from vector<4xf32>
// CHECK-NEXT: %36 = vector.extract %z[0] : f32 from vector<8xf32>
// CHECK-NEXT: %37 = arith.addf %36, %32 : f32
// CHECK-NEXT: %38 = vector.extract %z[1] : f32 from vector<8xf32>
// CHECK-NEXT: %39 = arith.addf %38, %33 : f32
// CHECK-NEXT: %40 = vector.extract %z[2] : f32 from vector<8xf32>
// CHECK-NEXT: %41 = arith.addf %40, %34 : f32
// CHECK-NEXT: %42 = vector.extract %z[3] : f32 from vector<8xf32>
// CHECK-NEXT: %43 = arith.addf %42, %35 : f32
// CHECK-NEXT: %44 = arith.constant 512 : index
// CHECK-NEXT: %45 = arith.addi %30, %44 : index
// CHECK-NEXT: %46 = vector.load %W[%45] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: %47 = vector.extract %46[0] : f32 from vector<4xf32>
// CHECK-NEXT: %48 = vector.extract %46[1] : f32 from vector<4xf32>
// CHECK-NEXT: %49 = vector.extract %46[2] : f32 from vector<4xf32>
// CHECK-NEXT: %50 = vector.extract %46[3] : f32 from vector<4xf32>
// CHECK-NEXT: %51 = vector.extract %z[4] : f32 from vector<8xf32>
// CHECK-NEXT: %52 = arith.addf %51, %47 : f32
// CHECK-NEXT: %53 = vector.extract %z[5] : f32 from vector<8xf32>
// CHECK-NEXT: %54 = arith.addf %53, %48 : f32
// CHECK-NEXT: %55 = vector.extract %z[6] : f32 from vector<8xf32>
// CHECK-NEXT: %56 = arith.addf %55, %49 : f32
// CHECK-NEXT: %57 = vector.extract %z[7] : f32 from vector<8xf32>
// CHECK-NEXT: %58 = arith.addf %57, %50 : f32
// CHECK-NEXT: %59 = vector.broadcast %37 : f32 to vector<8xf32>
// CHECK-NEXT: %60 = vector.insert %39, %59 [1] : f32 into vector<8xf32>
// CHECK-NEXT: %61 = vector.insert %41, %60 [2] : f32 into vector<8xf32>
// CHECK-NEXT: %62 = vector.insert %43, %61 [3] : f32 into vector<8xf32>
// CHECK-NEXT: %63 = vector.insert %52, %62 [4] : f32 into vector<8xf32>
// CHECK-NEXT: %64 = vector.insert %54, %63 [5] : f32 into vector<8xf32>
// CHECK-NEXT: %65 = vector.insert %56, %64 [6] : f32 into vector<8xf32>
// CHECK-NEXT: %s = vector.insert %58, %65 [7] : f32 into vector<8xf32>
// CHECK-NEXT: %66 = gpu.thread_id x
// CHECK-NEXT: %67 = arith.constant 128 : index
// CHECK-NEXT: %68 = arith.remui %66, %67 : index
// CHECK-NEXT: %69 = arith.constant 4 : index
// CHECK-NEXT: %70 = arith.muli %68, %69 : index
// CHECK-NEXT: %71 = arith.addi %i, %70 : index
// CHECK-NEXT: %72 = vector.extract %s[0] : f32 from vector<8xf32>
// CHECK-NEXT: %73 = vector.extract %s[1] : f32 from vector<8xf32>
// CHECK-NEXT: %74 = vector.extract %s[2] : f32 from vector<8xf32>
// CHECK-NEXT: %75 = vector.extract %s[3] : f32 from vector<8xf32>
// CHECK-NEXT: %76 = vector.broadcast %72 : f32 to vector<4xf32>
// CHECK-NEXT: %77 = vector.insert %73, %76 [1] : f32 into vector<4xf32>
// CHECK-NEXT: %78 = vector.insert %74, %77 [2] : f32 into vector<4xf32>
// CHECK-NEXT: %79 = vector.insert %75, %78 [3] : f32 into vector<4xf32>
// CHECK-NEXT: vector.store %79, %W[%71] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: %80 = vector.extract %s[4] : f32 from vector<8xf32>
// CHECK-NEXT: %81 = vector.extract %s[5] : f32 from vector<8xf32>
// CHECK-NEXT: %82 = vector.extract %s[6] : f32 from vector<8xf32>
// CHECK-NEXT: %83 = vector.extract %s[7] : f32 from vector<8xf32>
// CHECK-NEXT: %84 = vector.broadcast %80 : f32 to vector<4xf32>
// CHECK-NEXT: %85 = vector.insert %81, %84 [1] : f32 into vector<4xf32>
// CHECK-NEXT: %86 = vector.insert %82, %85 [2] : f32 into vector<4xf32>
// CHECK-NEXT: %87 = vector.insert %83, %86 [3] : f32 into vector<4xf32>
// CHECK-NEXT: %88 = arith.constant 512 : index
// CHECK-NEXT: %89 = arith.addi %71, %88 : index
// CHECK-NEXT: vector.store %87, %W[%89] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
