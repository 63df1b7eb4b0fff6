// RUN: tirx-opt %s -p memref-to-nvvm | filecheck %s
// RUN: tirx-opt %s -p memref-to-nvvm | tirx-opt | filecheck %s
// A 4-byte vector access is one b32/f32 ld/st; 16-bit elements travel packed two to a b32
// register, element 2k in the low half. The vector value is rebuilt from its lanes by an
// unrealized cast that arith-to-nvvm scalarizes.

gpu.module @m {
  gpu.func @k(%p: i64, %q: i64, %i: index) kernel {
    %a = builtin.unrealized_conversion_cast %p : i64 to memref<64xbf16>
    %b = builtin.unrealized_conversion_cast %q : i64 to memref<64xf32>
    %v = vector.load %a[%i] : memref<64xbf16>, vector<2xbf16>
    vector.store %v, %a[%i] : memref<64xbf16>, vector<2xbf16>
    %w = vector.load %b[%i] : memref<64xf32>, vector<1xf32>
    vector.store %w, %b[%i] : memref<64xf32>, vector<1xf32>
    gpu.return
  }
}

// CHECK: builtin.module {
// CHECK-NEXT: gpu.module @m {
// CHECK-NEXT: gpu.func @k(%p: i64, %q: i64, %i: index) kernel {
// CHECK-NEXT: %0 = arith.index_cast %i : index to i64
// CHECK-NEXT: %1 = arith.constant 2 : i64
// CHECK-NEXT: %2 = arith.muli %0, %1 : i64
// CHECK-NEXT: %3 = arith.addi %p, %2 : i64
// CHECK-NEXT: %4 = nvvm.ld<space = global, type = b32> %3 : (i64) -> i32
// CHECK-NEXT: %5 = arith.constant 16 : i32
// CHECK-NEXT: %6 = arith.shrui %4, %5 : i32
// CHECK-NEXT: %7 = arith.trunci %4 : i32 to i16
// CHECK-NEXT: %8 = arith.bitcast %7 : i16 to bf16
// CHECK-NEXT: %9 = arith.trunci %6 : i32 to i16
// CHECK-NEXT: %10 = arith.bitcast %9 : i16 to bf16
// CHECK-NEXT: %v = builtin.unrealized_conversion_cast %8, %10 : bf16, bf16 to vector<2xbf16>
// CHECK-NEXT: %11 = arith.index_cast %i : index to i64
// CHECK-NEXT: %12 = arith.constant 2 : i64
// CHECK-NEXT: %13 = arith.muli %11, %12 : i64
// CHECK-NEXT: %14 = arith.addi %p, %13 : i64
// CHECK-NEXT: %15, %16 = builtin.unrealized_conversion_cast %v : vector<2xbf16> to bf16, bf16
// CHECK-NEXT: %17 = arith.constant 16 : i32
// CHECK-NEXT: %18 = arith.bitcast %15 : bf16 to i16
// CHECK-NEXT: %19 = arith.extui %18 : i16 to i32
// CHECK-NEXT: %20 = arith.bitcast %16 : bf16 to i16
// CHECK-NEXT: %21 = arith.extui %20 : i16 to i32
// CHECK-NEXT: %22 = arith.shli %21, %17 : i32
// CHECK-NEXT: %23 = arith.ori %19, %22 : i32
// CHECK-NEXT: nvvm.st<space = global, type = b32> %14, %23 : (i64, i32) -> ()
// CHECK-NEXT: %24 = arith.index_cast %i : index to i64
// CHECK-NEXT: %25 = arith.constant 4 : i64
// CHECK-NEXT: %26 = arith.muli %24, %25 : i64
// CHECK-NEXT: %27 = arith.addi %q, %26 : i64
// CHECK-NEXT: %28 = nvvm.ld<space = global, type = f32> %27 : (i64) -> f32
// CHECK-NEXT: %w = builtin.unrealized_conversion_cast %28 : f32 to vector<1xf32>
// CHECK-NEXT: %29 = arith.index_cast %i : index to i64
// CHECK-NEXT: %30 = arith.constant 4 : i64
// CHECK-NEXT: %31 = arith.muli %29, %30 : i64
// CHECK-NEXT: %32 = arith.addi %q, %31 : i64
// CHECK-NEXT: %33 = builtin.unrealized_conversion_cast %w : vector<1xf32> to f32
// CHECK-NEXT: nvvm.st<space = global, type = f32> %32, %33 : (i64, f32) -> ()
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
