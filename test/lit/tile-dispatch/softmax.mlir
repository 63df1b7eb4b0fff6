// RUN: tirx-opt %s -p tile-dispatch | filecheck %s
// RUN: tirx-opt %s -p tile-dispatch | tirx-opt | filecheck %s
// The online-softmax fragment math after dispatch, on a 64x16 accumulator (8 registers per
// thread: register i holds row 16w + l/4 + 8((i/2)%2), column 2(l%4) + 8(i/4) + i%2):
// tile.mask (one compare + select per register against a per-row-half bound), exp2 with the
// scale and a row subtrahend (one fma per register), tile.scale by a row fragment, tile.log2,
// tile.div, the row-fragment store (variant `rows`: lanes l%4 == 0 store rows l/4 and +8), and
// aproxy.wgmma_wait on a fragment (its operand and result become the vector).

gpu.module @m {
  gpu.func @k(%L: !tile.global<?xf32, row_major>, %c: f32, %r0: index, %c0: index, %n: index) kernel attributes {block = [128, 1, 1]} {
    %s = tile.fill 1.0 scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
    %w = aproxy.wgmma_wait 0 (%s) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
    %sm = tile.mask %w rows(%r0) cols(%c0) limit(%n) causal scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
    %m = tile.reduce_max %sm scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x16xf32>>
    %p = tile.exp2 %sm scale(%c) sub(%m) scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x16xf32>>
    %o = tile.scale %p, %m scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x16xf32>>
    %lg = tile.log2 %m scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x16xf32>>
    %q = tile.div %lg, %m scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x16xf32>>
    %g = tile.view %L[%r0 : 64] : !tile.global<?xf32, row_major> -> !tile.global<64xf32, row_major>
    tile.copy %q -> %g scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x16xf32>> -> !tile.global<64xf32, row_major>
    gpu.return
  }
}

// ---- expected output (generated from reviewed output) ----
// CHECK:      gpu.func @k(%L: memref<?xf32>, %c: f32, %r0: index, %c0: index, %n: index) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT: %0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %s = vector.broadcast %0 : f32 to vector<8xf32>
// CHECK-NEXT: %w = aproxy.wgmma_wait 0 (%s) : vector<8xf32>
// CHECK-NEXT: %1 = gpu.thread_id x
// CHECK-NEXT: %2 = arith.constant 32 : index
// CHECK-NEXT: %3 = arith.divui %1, %2 : index
// CHECK-NEXT: %4 = arith.constant 4 : index
// CHECK-NEXT: %5 = arith.remui %3, %4 : index
// CHECK-NEXT: %6 = arith.remui %1, %2 : index
// CHECK-NEXT: %7 = arith.constant 4 : index
// CHECK-NEXT: %8 = arith.divui %6, %7 : index
// CHECK-NEXT: %9 = arith.remui %6, %7 : index
// CHECK-NEXT: %10 = arith.constant 16 : index
// CHECK-NEXT: %11 = arith.muli %5, %10 : index
// CHECK-NEXT: %12 = arith.addi %11, %8 : index
// CHECK-NEXT: %13 = arith.constant 2 : index
// CHECK-NEXT: %14 = arith.muli %9, %13 : index
// CHECK-NEXT: %15 = arith.addi %c0, %14 : index
// CHECK-NEXT: %16 = arith.index_cast %15 : index to i32
// CHECK-NEXT: %17 = arith.index_cast %n : index to i32
// CHECK-NEXT: %18 = arith.subi %17, %16 : i32
// CHECK-NEXT: %19 = arith.addi %r0, %12 : index
// CHECK-NEXT: %20 = arith.constant 1 : index
// CHECK-NEXT: %21 = arith.addi %19, %20 : index
// CHECK-NEXT: %22 = arith.index_cast %21 : index to i32
// CHECK-NEXT: %23 = arith.subi %22, %16 : i32
// CHECK-NEXT: %24 = arith.minsi %18, %23 : i32
// CHECK-NEXT: %25 = arith.addi %r0, %12 : index
// CHECK-NEXT: %26 = arith.constant 9 : index
// CHECK-NEXT: %27 = arith.addi %25, %26 : index
// CHECK-NEXT: %28 = arith.index_cast %27 : index to i32
// CHECK-NEXT: %29 = arith.subi %28, %16 : i32
// CHECK-NEXT: %30 = arith.minsi %18, %29 : i32
// CHECK-NEXT: %31 = arith.constant 0xff800000 : f32
// CHECK-NEXT: %32 = arith.constant 0 : i32
// CHECK-NEXT: %33 = arith.cmpi slt, %32, %24 : i32
// CHECK-NEXT: %34 = vector.extract %w[0] : f32 from vector<8xf32>
// CHECK-NEXT: %35 = arith.select %33, %34, %31 : f32
// CHECK-NEXT: %36 = arith.constant 1 : i32
// CHECK-NEXT: %37 = arith.cmpi slt, %36, %24 : i32
// CHECK-NEXT: %38 = vector.extract %w[1] : f32 from vector<8xf32>
// CHECK-NEXT: %39 = arith.select %37, %38, %31 : f32
// CHECK-NEXT: %40 = arith.constant 0 : i32
// CHECK-NEXT: %41 = arith.cmpi slt, %40, %30 : i32
// CHECK-NEXT: %42 = vector.extract %w[2] : f32 from vector<8xf32>
// CHECK-NEXT: %43 = arith.select %41, %42, %31 : f32
// CHECK-NEXT: %44 = arith.constant 1 : i32
// CHECK-NEXT: %45 = arith.cmpi slt, %44, %30 : i32
// CHECK-NEXT: %46 = vector.extract %w[3] : f32 from vector<8xf32>
// CHECK-NEXT: %47 = arith.select %45, %46, %31 : f32
// CHECK-NEXT: %48 = arith.constant 8 : i32
// CHECK-NEXT: %49 = arith.cmpi slt, %48, %24 : i32
// CHECK-NEXT: %50 = vector.extract %w[4] : f32 from vector<8xf32>
// CHECK-NEXT: %51 = arith.select %49, %50, %31 : f32
// CHECK-NEXT: %52 = arith.constant 9 : i32
// CHECK-NEXT: %53 = arith.cmpi slt, %52, %24 : i32
// CHECK-NEXT: %54 = vector.extract %w[5] : f32 from vector<8xf32>
// CHECK-NEXT: %55 = arith.select %53, %54, %31 : f32
// CHECK-NEXT: %56 = arith.constant 8 : i32
// CHECK-NEXT: %57 = arith.cmpi slt, %56, %30 : i32
// CHECK-NEXT: %58 = vector.extract %w[6] : f32 from vector<8xf32>
// CHECK-NEXT: %59 = arith.select %57, %58, %31 : f32
// CHECK-NEXT: %60 = arith.constant 9 : i32
// CHECK-NEXT: %61 = arith.cmpi slt, %60, %30 : i32
// CHECK-NEXT: %62 = vector.extract %w[7] : f32 from vector<8xf32>
// CHECK-NEXT: %63 = arith.select %61, %62, %31 : f32
// CHECK-NEXT: %64 = vector.broadcast %35 : f32 to vector<8xf32>
// CHECK-NEXT: %65 = vector.insert %39, %64 [1] : f32 into vector<8xf32>
// CHECK-NEXT: %66 = vector.insert %43, %65 [2] : f32 into vector<8xf32>
// CHECK-NEXT: %67 = vector.insert %47, %66 [3] : f32 into vector<8xf32>
// CHECK-NEXT: %68 = vector.insert %51, %67 [4] : f32 into vector<8xf32>
// CHECK-NEXT: %69 = vector.insert %55, %68 [5] : f32 into vector<8xf32>
// CHECK-NEXT: %70 = vector.insert %59, %69 [6] : f32 into vector<8xf32>
// CHECK-NEXT: %sm = vector.insert %63, %70 [7] : f32 into vector<8xf32>
// CHECK-NEXT: %71 = vector.extract %sm[0] : f32 from vector<8xf32>
// CHECK-NEXT: %72 = vector.extract %sm[1] : f32 from vector<8xf32>
// CHECK-NEXT: %73 = vector.extract %sm[4] : f32 from vector<8xf32>
// CHECK-NEXT: %74 = vector.extract %sm[5] : f32 from vector<8xf32>
// CHECK-NEXT: %75 = arith.maxnumf %71, %72 : f32
// CHECK-NEXT: %76 = arith.maxnumf %73, %74 : f32
// CHECK-NEXT: %77 = arith.maxnumf %75, %76 : f32
// CHECK-NEXT: %78 = arith.constant 1 : i32
// CHECK-NEXT: %79 = simt.shfl_xor %77, %78 : f32
// CHECK-NEXT: %80 = arith.maxnumf %77, %79 : f32
// CHECK-NEXT: %81 = arith.constant 2 : i32
// CHECK-NEXT: %82 = simt.shfl_xor %80, %81 : f32
// CHECK-NEXT: %83 = arith.maxnumf %80, %82 : f32
// CHECK-NEXT: %84 = vector.extract %sm[2] : f32 from vector<8xf32>
// CHECK-NEXT: %85 = vector.extract %sm[3] : f32 from vector<8xf32>
// CHECK-NEXT: %86 = vector.extract %sm[6] : f32 from vector<8xf32>
// CHECK-NEXT: %87 = vector.extract %sm[7] : f32 from vector<8xf32>
// CHECK-NEXT: %88 = arith.maxnumf %84, %85 : f32
// CHECK-NEXT: %89 = arith.maxnumf %86, %87 : f32
// CHECK-NEXT: %90 = arith.maxnumf %88, %89 : f32
// CHECK-NEXT: %91 = arith.constant 1 : i32
// CHECK-NEXT: %92 = simt.shfl_xor %90, %91 : f32
// CHECK-NEXT: %93 = arith.maxnumf %90, %92 : f32
// CHECK-NEXT: %94 = arith.constant 2 : i32
// CHECK-NEXT: %95 = simt.shfl_xor %93, %94 : f32
// CHECK-NEXT: %96 = arith.maxnumf %93, %95 : f32
// CHECK-NEXT: %97 = vector.broadcast %83 : f32 to vector<2xf32>
// CHECK-NEXT: %m = vector.insert %96, %97 [1] : f32 into vector<2xf32>
// CHECK-NEXT: %98 = vector.extract %m[0] : f32 from vector<2xf32>
// CHECK-NEXT: %99 = vector.extract %m[1] : f32 from vector<2xf32>
// CHECK-NEXT: %100 = vector.broadcast %98 : f32 to vector<8xf32>
// CHECK-NEXT: %101 = vector.insert %98, %100 [1] : f32 into vector<8xf32>
// CHECK-NEXT: %102 = vector.insert %99, %101 [2] : f32 into vector<8xf32>
// CHECK-NEXT: %103 = vector.insert %99, %102 [3] : f32 into vector<8xf32>
// CHECK-NEXT: %104 = vector.insert %98, %103 [4] : f32 into vector<8xf32>
// CHECK-NEXT: %105 = vector.insert %98, %104 [5] : f32 into vector<8xf32>
// CHECK-NEXT: %106 = vector.insert %99, %105 [6] : f32 into vector<8xf32>
// CHECK-NEXT: %107 = vector.insert %99, %106 [7] : f32 into vector<8xf32>
// CHECK-NEXT: %108 = arith.negf %107 : vector<8xf32>
// CHECK-NEXT: %109 = vector.broadcast %c : f32 to vector<8xf32>
// CHECK-NEXT: %110 = vector.fma %sm, %109, %108 : vector<8xf32>
// CHECK-NEXT: %p = math.exp2 %110 : vector<8xf32>
// CHECK-NEXT: %111 = vector.extract %m[0] : f32 from vector<2xf32>
// CHECK-NEXT: %112 = vector.extract %m[1] : f32 from vector<2xf32>
// CHECK-NEXT: %113 = vector.broadcast %111 : f32 to vector<8xf32>
// CHECK-NEXT: %114 = vector.insert %111, %113 [1] : f32 into vector<8xf32>
// CHECK-NEXT: %115 = vector.insert %112, %114 [2] : f32 into vector<8xf32>
// CHECK-NEXT: %116 = vector.insert %112, %115 [3] : f32 into vector<8xf32>
// CHECK-NEXT: %117 = vector.insert %111, %116 [4] : f32 into vector<8xf32>
// CHECK-NEXT: %118 = vector.insert %111, %117 [5] : f32 into vector<8xf32>
// CHECK-NEXT: %119 = vector.insert %112, %118 [6] : f32 into vector<8xf32>
// CHECK-NEXT: %120 = vector.insert %112, %119 [7] : f32 into vector<8xf32>
// CHECK-NEXT: %o = arith.mulf %p, %120 : vector<8xf32>
// CHECK-NEXT: %lg = math.log2 %m : vector<2xf32>
// CHECK-NEXT: %q = arith.divf %lg, %m : vector<2xf32>
// CHECK-NEXT: %121 = arith.constant 0 : index
// CHECK-NEXT: %122 = memref.dim %L, %121 : memref<?xf32>
// CHECK-NEXT: %123 = gpu.thread_id x
// CHECK-NEXT: %124 = arith.constant 32 : index
// CHECK-NEXT: %125 = arith.divui %123, %124 : index
// CHECK-NEXT: %126 = arith.constant 4 : index
// CHECK-NEXT: %127 = arith.remui %125, %126 : index
// CHECK-NEXT: %128 = arith.remui %123, %124 : index
// CHECK-NEXT: %129 = arith.constant 4 : index
// CHECK-NEXT: %130 = arith.divui %128, %129 : index
// CHECK-NEXT: %131 = arith.remui %128, %129 : index
// CHECK-NEXT: %132 = arith.constant 0 : index
// CHECK-NEXT: %133 = arith.cmpi eq, %131, %132 : index
// CHECK-NEXT: %134 = arith.constant 16 : index
// CHECK-NEXT: %135 = arith.muli %127, %134 : index
// CHECK-NEXT: %136 = arith.addi %135, %130 : index
// CHECK-NEXT: %137 = arith.addi %r0, %136 : index
// CHECK-NEXT: %138 = arith.cmpi ult, %137, %122 : index
// CHECK-NEXT: %139 = arith.andi %138, %133 : i1
// CHECK-NEXT: %140 = vector.extract %q[0] : f32 from vector<2xf32>
// CHECK-NEXT: scf.if %139 {
// CHECK-NEXT:   memref.store %140, %L[%137] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %141 = arith.constant 8 : index
// CHECK-NEXT: %142 = arith.addi %137, %141 : index
// CHECK-NEXT: %143 = arith.cmpi ult, %142, %122 : index
// CHECK-NEXT: %144 = arith.andi %143, %133 : i1
// CHECK-NEXT: %145 = vector.extract %q[1] : f32 from vector<2xf32>
// CHECK-NEXT: scf.if %144 {
// CHECK-NEXT:   memref.store %145, %L[%142] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
