// RUN: tirx-opt %s -p tile-dispatch | filecheck %s
// RUN: tirx-opt %s -p tile-dispatch | tirx-opt | filecheck %s
// copy `stmatrix` / `ldmatrix`: a 16-bit fragment in the accumulator arrangement and a
// K-major shared tile, four 8x8 b16 matrices per instruction. For warp w, matrix m of the
// x4 group at column block j0 is (j, h) = (j0 + m/2, m%2): rows 16w + 8h .., columns 8j ..,
// registers 4j+2h and 4j+2h+1 of each lane packed into one b32; lane l gives the address of
// row l%8 of matrix l/8.

gpu.module @m {
  gpu.func @st_ld() kernel attributes {block = [128, 1, 1]} {
    %s = tile.alloc scope(cta) : !tile.buffer<64x16xbf16, #layout.smem<64x16xbf16, swizzle = 32B, major = K>>
    %f = tile.fill 1.0 scope(warpgroup) : !tile.frag<64x16xbf16, #layout.wgmma_acc<64x16xf32>>
    tile.copy %f -> %s scope(warpgroup) : !tile.frag<64x16xbf16, #layout.wgmma_acc<64x16xf32>> -> !tile.buffer<64x16xbf16, #layout.smem<64x16xbf16, swizzle = 32B, major = K>>
    %r = tile.copy %s scope(warpgroup) : !tile.buffer<64x16xbf16, #layout.smem<64x16xbf16, swizzle = 32B, major = K>> -> !tile.frag<64x16xbf16, #layout.wgmma_acc<64x16xf32>>
    gpu.return
  }
}

// ---- expected output (generated from reviewed output) ----
// CHECK:      gpu.func @st_ld() kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT: %0 = aproxy.smem_alloc 2048 align 1024 : !aproxy.smem<2048>
// CHECK-NEXT: %1 = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT: %f = vector.broadcast %1 : bf16 to vector<8xbf16>
// CHECK-NEXT: %2 = aproxy.smem_address %0 : !aproxy.smem<2048>
// CHECK-NEXT: %3 = gpu.thread_id x
// CHECK-NEXT: %4 = arith.constant 32 : index
// CHECK-NEXT: %5 = arith.divui %3, %4 : index
// CHECK-NEXT: %6 = arith.constant 4 : index
// CHECK-NEXT: %7 = arith.remui %5, %6 : index
// CHECK-NEXT: %8 = arith.remui %3, %4 : index
// CHECK-NEXT: %9 = arith.constant 8 : index
// CHECK-NEXT: %10 = arith.divui %8, %9 : index
// CHECK-NEXT: %11 = arith.remui %8, %9 : index
// CHECK-NEXT: %12 = arith.constant 2 : index
// CHECK-NEXT: %13 = arith.remui %10, %12 : index
// CHECK-NEXT: %14 = arith.divui %10, %12 : index
// CHECK-NEXT: %15 = arith.constant 16 : index
// CHECK-NEXT: %16 = arith.muli %7, %15 : index
// CHECK-NEXT: %17 = arith.constant 8 : index
// CHECK-NEXT: %18 = arith.muli %13, %17 : index
// CHECK-NEXT: %19 = arith.addi %16, %18 : index
// CHECK-NEXT: %20 = arith.addi %19, %11 : index
// CHECK-NEXT: %21 = arith.constant 8 : index
// CHECK-NEXT: %22 = arith.muli %14, %21 : index
// CHECK-NEXT: %23 = layout.apply #layout.smem<64x16xbf16, swizzle = 32B, major = K> (%20, %22) : index
// CHECK-NEXT: %24 = arith.index_cast %23 : index to i32
// CHECK-NEXT: %25 = arith.constant 2 : i32
// CHECK-NEXT: %26 = arith.muli %24, %25 : i32
// CHECK-NEXT: %27 = arith.addi %2, %26 : i32
// CHECK-NEXT: %28 = vector.extract %f[0] : bf16 from vector<8xbf16>
// CHECK-NEXT: %29 = arith.bitcast %28 : bf16 to i16
// CHECK-NEXT: %30 = vector.extract %f[1] : bf16 from vector<8xbf16>
// CHECK-NEXT: %31 = arith.bitcast %30 : bf16 to i16
// CHECK-NEXT: %32 = arith.extui %29 : i16 to i32
// CHECK-NEXT: %33 = arith.extui %31 : i16 to i32
// CHECK-NEXT: %34 = arith.constant 16 : i32
// CHECK-NEXT: %35 = arith.shli %33, %34 : i32
// CHECK-NEXT: %36 = arith.ori %32, %35 : i32
// CHECK-NEXT: %37 = vector.broadcast %36 : i32 to vector<4xi32>
// CHECK-NEXT: %38 = vector.extract %f[2] : bf16 from vector<8xbf16>
// CHECK-NEXT: %39 = arith.bitcast %38 : bf16 to i16
// CHECK-NEXT: %40 = vector.extract %f[3] : bf16 from vector<8xbf16>
// CHECK-NEXT: %41 = arith.bitcast %40 : bf16 to i16
// CHECK-NEXT: %42 = arith.extui %39 : i16 to i32
// CHECK-NEXT: %43 = arith.extui %41 : i16 to i32
// CHECK-NEXT: %44 = arith.constant 16 : i32
// CHECK-NEXT: %45 = arith.shli %43, %44 : i32
// CHECK-NEXT: %46 = arith.ori %42, %45 : i32
// CHECK-NEXT: %47 = vector.insert %46, %37 [1] : i32 into vector<4xi32>
// CHECK-NEXT: %48 = vector.extract %f[4] : bf16 from vector<8xbf16>
// CHECK-NEXT: %49 = arith.bitcast %48 : bf16 to i16
// CHECK-NEXT: %50 = vector.extract %f[5] : bf16 from vector<8xbf16>
// CHECK-NEXT: %51 = arith.bitcast %50 : bf16 to i16
// CHECK-NEXT: %52 = arith.extui %49 : i16 to i32
// CHECK-NEXT: %53 = arith.extui %51 : i16 to i32
// CHECK-NEXT: %54 = arith.constant 16 : i32
// CHECK-NEXT: %55 = arith.shli %53, %54 : i32
// CHECK-NEXT: %56 = arith.ori %52, %55 : i32
// CHECK-NEXT: %57 = vector.insert %56, %47 [2] : i32 into vector<4xi32>
// CHECK-NEXT: %58 = vector.extract %f[6] : bf16 from vector<8xbf16>
// CHECK-NEXT: %59 = arith.bitcast %58 : bf16 to i16
// CHECK-NEXT: %60 = vector.extract %f[7] : bf16 from vector<8xbf16>
// CHECK-NEXT: %61 = arith.bitcast %60 : bf16 to i16
// CHECK-NEXT: %62 = arith.extui %59 : i16 to i32
// CHECK-NEXT: %63 = arith.extui %61 : i16 to i32
// CHECK-NEXT: %64 = arith.constant 16 : i32
// CHECK-NEXT: %65 = arith.shli %63, %64 : i32
// CHECK-NEXT: %66 = arith.ori %62, %65 : i32
// CHECK-NEXT: %67 = vector.insert %66, %57 [3] : i32 into vector<4xi32>
// CHECK-NEXT: nvvm.stmatrix<num = x4, space = shared> %27, %67 : (i32, vector<4xi32>) -> ()
// CHECK-NEXT: %68 = aproxy.smem_address %0 : !aproxy.smem<2048>
// CHECK-NEXT: %69 = gpu.thread_id x
// CHECK-NEXT: %70 = arith.constant 32 : index
// CHECK-NEXT: %71 = arith.divui %69, %70 : index
// CHECK-NEXT: %72 = arith.constant 4 : index
// CHECK-NEXT: %73 = arith.remui %71, %72 : index
// CHECK-NEXT: %74 = arith.remui %69, %70 : index
// CHECK-NEXT: %75 = arith.constant 8 : index
// CHECK-NEXT: %76 = arith.divui %74, %75 : index
// CHECK-NEXT: %77 = arith.remui %74, %75 : index
// CHECK-NEXT: %78 = arith.constant 2 : index
// CHECK-NEXT: %79 = arith.remui %76, %78 : index
// CHECK-NEXT: %80 = arith.divui %76, %78 : index
// CHECK-NEXT: %81 = arith.constant 16 : index
// CHECK-NEXT: %82 = arith.muli %73, %81 : index
// CHECK-NEXT: %83 = arith.constant 8 : index
// CHECK-NEXT: %84 = arith.muli %79, %83 : index
// CHECK-NEXT: %85 = arith.addi %82, %84 : index
// CHECK-NEXT: %86 = arith.addi %85, %77 : index
// CHECK-NEXT: %87 = arith.constant 8 : index
// CHECK-NEXT: %88 = arith.muli %80, %87 : index
// CHECK-NEXT: %89 = layout.apply #layout.smem<64x16xbf16, swizzle = 32B, major = K> (%86, %88) : index
// CHECK-NEXT: %90 = arith.index_cast %89 : index to i32
// CHECK-NEXT: %91 = arith.constant 2 : i32
// CHECK-NEXT: %92 = arith.muli %90, %91 : i32
// CHECK-NEXT: %93 = arith.addi %68, %92 : i32
// CHECK-NEXT: %94 = nvvm.ldmatrix<num = x4, space = shared> %93 : (i32) -> vector<4xi32>
// CHECK-NEXT: %95 = vector.extract %94[0] : i32 from vector<4xi32>
// CHECK-NEXT: %96 = arith.trunci %95 : i32 to i16
// CHECK-NEXT: %97 = arith.constant 16 : i32
// CHECK-NEXT: %98 = arith.shrui %95, %97 : i32
// CHECK-NEXT: %99 = arith.trunci %98 : i32 to i16
// CHECK-NEXT: %100 = arith.bitcast %96 : i16 to bf16
// CHECK-NEXT: %101 = arith.bitcast %99 : i16 to bf16
// CHECK-NEXT: %102 = vector.extract %94[1] : i32 from vector<4xi32>
// CHECK-NEXT: %103 = arith.trunci %102 : i32 to i16
// CHECK-NEXT: %104 = arith.constant 16 : i32
// CHECK-NEXT: %105 = arith.shrui %102, %104 : i32
// CHECK-NEXT: %106 = arith.trunci %105 : i32 to i16
// CHECK-NEXT: %107 = arith.bitcast %103 : i16 to bf16
// CHECK-NEXT: %108 = arith.bitcast %106 : i16 to bf16
// CHECK-NEXT: %109 = vector.extract %94[2] : i32 from vector<4xi32>
// CHECK-NEXT: %110 = arith.trunci %109 : i32 to i16
// CHECK-NEXT: %111 = arith.constant 16 : i32
// CHECK-NEXT: %112 = arith.shrui %109, %111 : i32
// CHECK-NEXT: %113 = arith.trunci %112 : i32 to i16
// CHECK-NEXT: %114 = arith.bitcast %110 : i16 to bf16
// CHECK-NEXT: %115 = arith.bitcast %113 : i16 to bf16
// CHECK-NEXT: %116 = vector.extract %94[3] : i32 from vector<4xi32>
// CHECK-NEXT: %117 = arith.trunci %116 : i32 to i16
// CHECK-NEXT: %118 = arith.constant 16 : i32
// CHECK-NEXT: %119 = arith.shrui %116, %118 : i32
// CHECK-NEXT: %120 = arith.trunci %119 : i32 to i16
// CHECK-NEXT: %121 = arith.bitcast %117 : i16 to bf16
// CHECK-NEXT: %122 = arith.bitcast %120 : i16 to bf16
// CHECK-NEXT: %123 = vector.broadcast %100 : bf16 to vector<8xbf16>
// CHECK-NEXT: %124 = vector.insert %101, %123 [1] : bf16 into vector<8xbf16>
// CHECK-NEXT: %125 = vector.insert %107, %124 [2] : bf16 into vector<8xbf16>
// CHECK-NEXT: %126 = vector.insert %108, %125 [3] : bf16 into vector<8xbf16>
// CHECK-NEXT: %127 = vector.insert %114, %126 [4] : bf16 into vector<8xbf16>
// CHECK-NEXT: %128 = vector.insert %115, %127 [5] : bf16 into vector<8xbf16>
// CHECK-NEXT: %129 = vector.insert %121, %128 [6] : bf16 into vector<8xbf16>
// CHECK-NEXT: %r = vector.insert %122, %129 [7] : bf16 into vector<8xbf16>
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
