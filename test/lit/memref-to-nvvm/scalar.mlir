// RUN: tirx-opt %s -p memref-to-nvvm | filecheck %s
// RUN: tirx-opt %s -p memref-to-nvvm | tirx-opt | filecheck %s
// Scalar loads and stores on global memrefs (kernel arguments, as gpu-to-nvvm leaves them)
// and shared memrefs (memref.get_global of memory space 3): row-major linearization in i64
// arith, constant index parts folded into the ld/st offset; memref.dim reads the dimension
// argument.

gpu.module @m {
  "memref.global"() <{sym_name = "smem", sym_visibility = "private", type = memref<4x32xf32, 3>, initial_value, alignment = 16 : i64}> : () -> ()
  gpu.func @k(%p: i64, %d0: i64, %d2: i64, %q: i64, %r: i64, %i: index, %j: index) kernel {
    %a = builtin.unrealized_conversion_cast %p, %d0, %d2 : i64, i64, i64 to memref<?x8x?xf32>
    %b = builtin.unrealized_conversion_cast %q : i64 to memref<16xbf16>
    %c = builtin.unrealized_conversion_cast %r : i64 to memref<4xindex>
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %s = memref.get_global @smem : memref<4x32xf32, 3>
    %v = memref.load %a[%i, %c3, %j] : memref<?x8x?xf32>
    memref.store %v, %s[%c1, %j] : memref<4x32xf32, 3>
    %w = memref.load %s[%c1, %c3] : memref<4x32xf32, 3>
    memref.store %w, %a[%c1, %c1, %c1] : memref<?x8x?xf32>
    %h = memref.load %b[%i] : memref<16xbf16>
    memref.store %h, %b[%c3] : memref<16xbf16>
    %n = memref.dim %a, %c1 : memref<?x8x?xf32>
    %c2 = arith.constant 2 : index
    %m = memref.dim %a, %c2 : memref<?x8x?xf32>
    memref.store %m, %c[%c2] : memref<4xindex>
    %e = memref.load %c[%c1] : memref<4xindex>
    memref.store %n, %c[%e] : memref<4xindex>
    gpu.return
  }
}

// CHECK: builtin.module {
// CHECK-NEXT: gpu.module @m {
// CHECK-NEXT: "memref.global"() <{sym_name = "smem", sym_visibility = "private", type = memref<4x32xf32, 3 : i64>, initial_value, alignment = 16 : i64}> : () -> ()
// CHECK-NEXT: gpu.func @k(%p: i64, %d0: i64, %d2: i64, %q: i64, %r: i64, %i: index, %j: index) kernel {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %smem = nvvm.mov.sym<type = u64> {sym = @smem} : () -> i64
// CHECK-NEXT: %0 = arith.index_cast %i : index to i64
// CHECK-NEXT: %1 = arith.constant 8 : i64
// CHECK-NEXT: %2 = arith.muli %0, %1 : i64
// CHECK-NEXT: %3 = arith.muli %2, %d2 : i64
// CHECK-NEXT: %4 = arith.constant 3 : i64
// CHECK-NEXT: %5 = arith.muli %d2, %4 : i64
// CHECK-NEXT: %6 = arith.addi %3, %5 : i64
// CHECK-NEXT: %7 = arith.index_cast %j : index to i64
// CHECK-NEXT: %8 = arith.addi %6, %7 : i64
// CHECK-NEXT: %9 = arith.constant 4 : i64
// CHECK-NEXT: %10 = arith.muli %8, %9 : i64
// CHECK-NEXT: %11 = arith.addi %p, %10 : i64
// CHECK-NEXT: %v = nvvm.ld<space = global, type = f32> %11 : (i64) -> f32
// CHECK-NEXT: %12 = arith.index_cast %j : index to i64
// CHECK-NEXT: %13 = arith.constant 4 : i64
// CHECK-NEXT: %14 = arith.muli %12, %13 : i64
// CHECK-NEXT: %15 = arith.addi %smem, %14 : i64
// CHECK-NEXT: nvvm.st<space = shared, type = f32> %15, %v {offset = 128 : i64} : (i64, f32) -> ()
// CHECK-NEXT: %w = nvvm.ld<space = shared, type = f32> %smem {offset = 140 : i64} : (i64) -> f32
// CHECK-NEXT: %16 = arith.constant 9 : i64
// CHECK-NEXT: %17 = arith.muli %d2, %16 : i64
// CHECK-NEXT: %18 = arith.constant 4 : i64
// CHECK-NEXT: %19 = arith.muli %17, %18 : i64
// CHECK-NEXT: %20 = arith.addi %p, %19 : i64
// CHECK-NEXT: nvvm.st<space = global, type = f32> %20, %w {offset = 4 : i64} : (i64, f32) -> ()
// CHECK-NEXT: %21 = arith.index_cast %i : index to i64
// CHECK-NEXT: %22 = arith.constant 2 : i64
// CHECK-NEXT: %23 = arith.muli %21, %22 : i64
// CHECK-NEXT: %24 = arith.addi %q, %23 : i64
// CHECK-NEXT: %h = nvvm.ld<space = global, type = bf16> %24 : (i64) -> bf16
// CHECK-NEXT: nvvm.st<space = global, type = bf16> %q, %h {offset = 6 : i64} : (i64, bf16) -> ()
// CHECK-NEXT: %n = arith.constant 8 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %m = arith.index_cast %d2 : i64 to index
// CHECK-NEXT: %25 = arith.index_cast %m : index to i64
// CHECK-NEXT: nvvm.st<space = global, type = b64> %r, %25 {offset = 16 : i64} : (i64, i64) -> ()
// CHECK-NEXT: %26 = nvvm.ld<space = global, type = b64> %r {offset = 8 : i64} : (i64) -> i64
// CHECK-NEXT: %e = arith.index_cast %26 : i64 to index
// CHECK-NEXT: %27 = arith.index_cast %e : index to i64
// CHECK-NEXT: %28 = arith.constant 8 : i64
// CHECK-NEXT: %29 = arith.muli %27, %28 : i64
// CHECK-NEXT: %30 = arith.addi %r, %29 : i64
// CHECK-NEXT: %31 = arith.index_cast %n : index to i64
// CHECK-NEXT: nvvm.st<space = global, type = b64> %30, %31 : (i64, i64) -> ()
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
