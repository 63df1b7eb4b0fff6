// RUN: tirx-opt %s -p memref-to-nvvm | filecheck %s
// RUN: tirx-opt %s -p memref-to-nvvm | tirx-opt | filecheck %s
// Vector accesses of 4, 8 or 16 bytes are one ld/st (.v2/.v4 of b32/f32/b64): the register
// list is taken apart with mov.extract and built with mov.pack. 16-bit elements travel
// packed two to a b32 register, element 2k in the low half (mov.split / mov.join); a store
// of truncf(f32 vector) rounds and packs each pair with one cvt.rn.bf16x2.f32. The vector
// value is rebuilt from its lanes by an unrealized cast that arith-to-nvvm scalarizes.

gpu.module @m {
  gpu.func @k(%p: i64, %q: i64, %r: i64, %i: index) kernel {
    %a = builtin.unrealized_conversion_cast %p : i64 to memref<64xbf16>
    %b = builtin.unrealized_conversion_cast %q : i64 to memref<64xf32>
    %c = builtin.unrealized_conversion_cast %r : i64 to memref<64xi64>
    %v2 = vector.load %a[%i] : memref<64xbf16>, vector<2xbf16>
    vector.store %v2, %a[%i] : memref<64xbf16>, vector<2xbf16>
    %v8 = vector.load %a[%i] : memref<64xbf16>, vector<8xbf16>
    %f8 = arith.extf %v8 : vector<8xbf16> to vector<8xf32>
    %t8 = arith.truncf %f8 : vector<8xf32> to vector<8xbf16>
    vector.store %t8, %a[%i] : memref<64xbf16>, vector<8xbf16>
    %w4 = vector.load %b[%i] : memref<64xf32>, vector<4xf32>
    vector.store %w4, %b[%i] : memref<64xf32>, vector<4xf32>
    %w1 = vector.load %b[%i] : memref<64xf32>, vector<1xf32>
    %l2 = vector.load %c[%i] : memref<64xi64>, vector<2xi64>
    gpu.return
  }
}

// CHECK: builtin.module {
// CHECK-NEXT: gpu.module @m {
// CHECK-NEXT: gpu.func @k(%p: i64, %q: i64, %r: i64, %i: index) kernel {
// CHECK-NEXT: %0 = arith.index_cast %i : index to i64
// CHECK-NEXT: %1 = arith.constant 2 : i64
// CHECK-NEXT: %2 = arith.muli %0, %1 : i64
// CHECK-NEXT: %3 = arith.addi %p, %2 : i64
// CHECK-NEXT: %4 = nvvm.ld<space = global, type = b32> %3 : (i64) -> i32
// CHECK-NEXT: %5, %6 = nvvm.mov.split<type = b32> %4 : (i32) -> (bf16, bf16)
// CHECK-NEXT: %v2 = builtin.unrealized_conversion_cast %5, %6 : bf16, bf16 to vector<2xbf16>
// CHECK-NEXT: %7 = arith.index_cast %i : index to i64
// CHECK-NEXT: %8 = arith.constant 2 : i64
// CHECK-NEXT: %9 = arith.muli %7, %8 : i64
// CHECK-NEXT: %10 = arith.addi %p, %9 : i64
// CHECK-NEXT: %11, %12 = builtin.unrealized_conversion_cast %v2 : vector<2xbf16> to bf16, bf16
// CHECK-NEXT: %13 = nvvm.mov.join<type = b32> %11, %12 : (bf16, bf16) -> i32
// CHECK-NEXT: nvvm.st<space = global, type = b32> %10, %13 : (i64, i32) -> ()
// CHECK-NEXT: %14 = arith.index_cast %i : index to i64
// CHECK-NEXT: %15 = arith.constant 2 : i64
// CHECK-NEXT: %16 = arith.muli %14, %15 : i64
// CHECK-NEXT: %17 = arith.addi %p, %16 : i64
// CHECK-NEXT: %18 = nvvm.ld<space = global, vec = v4, type = b32> %17 : (i64) -> vector<4xi32>
// CHECK-NEXT: %19 = nvvm.mov.extract<type = b32, lane = 0> %18 : (vector<4xi32>) -> i32
// CHECK-NEXT: %20 = nvvm.mov.extract<type = b32, lane = 1> %18 : (vector<4xi32>) -> i32
// CHECK-NEXT: %21 = nvvm.mov.extract<type = b32, lane = 2> %18 : (vector<4xi32>) -> i32
// CHECK-NEXT: %22 = nvvm.mov.extract<type = b32, lane = 3> %18 : (vector<4xi32>) -> i32
// CHECK-NEXT: %23, %24 = nvvm.mov.split<type = b32> %19 : (i32) -> (bf16, bf16)
// CHECK-NEXT: %25, %26 = nvvm.mov.split<type = b32> %20 : (i32) -> (bf16, bf16)
// CHECK-NEXT: %27, %28 = nvvm.mov.split<type = b32> %21 : (i32) -> (bf16, bf16)
// CHECK-NEXT: %29, %30 = nvvm.mov.split<type = b32> %22 : (i32) -> (bf16, bf16)
// CHECK-NEXT: %v8 = builtin.unrealized_conversion_cast %23, %24, %25, %26, %27, %28, %29, %30 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16 to vector<8xbf16>
// CHECK-NEXT: %f8 = arith.extf %v8 : vector<8xbf16> to vector<8xf32>
// CHECK-NEXT: %t8 = arith.truncf %f8 : vector<8xf32> to vector<8xbf16>
// CHECK-NEXT: %31 = arith.index_cast %i : index to i64
// CHECK-NEXT: %32 = arith.constant 2 : i64
// CHECK-NEXT: %33 = arith.muli %31, %32 : i64
// CHECK-NEXT: %34 = arith.addi %p, %33 : i64
// CHECK-NEXT: %35, %36, %37, %38, %39, %40, %41, %42 = builtin.unrealized_conversion_cast %f8 : vector<8xf32> to f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: %43 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %36, %35 : (f32, f32) -> i32
// CHECK-NEXT: %44 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %38, %37 : (f32, f32) -> i32
// CHECK-NEXT: %45 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %40, %39 : (f32, f32) -> i32
// CHECK-NEXT: %46 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %42, %41 : (f32, f32) -> i32
// CHECK-NEXT: %47 = nvvm.mov.pack<type = b32, n = 4> %43, %44, %45, %46 : (i32, i32, i32, i32) -> vector<4xi32>
// CHECK-NEXT: nvvm.st<space = global, vec = v4, type = b32> %34, %47 : (i64, vector<4xi32>) -> ()
// CHECK-NEXT: %48 = arith.index_cast %i : index to i64
// CHECK-NEXT: %49 = arith.constant 4 : i64
// CHECK-NEXT: %50 = arith.muli %48, %49 : i64
// CHECK-NEXT: %51 = arith.addi %q, %50 : i64
// CHECK-NEXT: %52 = nvvm.ld<space = global, vec = v4, type = f32> %51 : (i64) -> vector<4xf32>
// CHECK-NEXT: %53 = nvvm.mov.extract<type = f32, lane = 0> %52 : (vector<4xf32>) -> f32
// CHECK-NEXT: %54 = nvvm.mov.extract<type = f32, lane = 1> %52 : (vector<4xf32>) -> f32
// CHECK-NEXT: %55 = nvvm.mov.extract<type = f32, lane = 2> %52 : (vector<4xf32>) -> f32
// CHECK-NEXT: %56 = nvvm.mov.extract<type = f32, lane = 3> %52 : (vector<4xf32>) -> f32
// CHECK-NEXT: %w4 = builtin.unrealized_conversion_cast %53, %54, %55, %56 : f32, f32, f32, f32 to vector<4xf32>
// CHECK-NEXT: %57 = arith.index_cast %i : index to i64
// CHECK-NEXT: %58 = arith.constant 4 : i64
// CHECK-NEXT: %59 = arith.muli %57, %58 : i64
// CHECK-NEXT: %60 = arith.addi %q, %59 : i64
// CHECK-NEXT: %61, %62, %63, %64 = builtin.unrealized_conversion_cast %w4 : vector<4xf32> to f32, f32, f32, f32
// CHECK-NEXT: %65 = nvvm.mov.pack<type = f32, n = 4> %61, %62, %63, %64 : (f32, f32, f32, f32) -> vector<4xf32>
// CHECK-NEXT: nvvm.st<space = global, vec = v4, type = f32> %60, %65 : (i64, vector<4xf32>) -> ()
// CHECK-NEXT: %66 = arith.index_cast %i : index to i64
// CHECK-NEXT: %67 = arith.constant 4 : i64
// CHECK-NEXT: %68 = arith.muli %66, %67 : i64
// CHECK-NEXT: %69 = arith.addi %q, %68 : i64
// CHECK-NEXT: %70 = nvvm.ld<space = global, type = f32> %69 : (i64) -> f32
// CHECK-NEXT: %w1 = builtin.unrealized_conversion_cast %70 : f32 to vector<1xf32>
// CHECK-NEXT: %71 = arith.index_cast %i : index to i64
// CHECK-NEXT: %72 = arith.constant 8 : i64
// CHECK-NEXT: %73 = arith.muli %71, %72 : i64
// CHECK-NEXT: %74 = arith.addi %r, %73 : i64
// CHECK-NEXT: %75 = nvvm.ld<space = global, vec = v2, type = b64> %74 : (i64) -> vector<2xi64>
// CHECK-NEXT: %76 = nvvm.mov.extract<type = b64, lane = 0> %75 : (vector<2xi64>) -> i64
// CHECK-NEXT: %77 = nvvm.mov.extract<type = b64, lane = 1> %75 : (vector<2xi64>) -> i64
// CHECK-NEXT: %l2 = builtin.unrealized_conversion_cast %76, %77 : i64, i64 to vector<2xi64>
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
