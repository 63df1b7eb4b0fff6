// RUN: tirx-opt %s -p lower-layout | filecheck %s
// layout.apply becomes div/rem/mul/add (and/shift/xor for swizzles) on index values.

// (64,(8,8)):(64,(1,8)): mode 1 coalesces to 64:1, so (i, j) -> i*64 + j.
// CHECK-LABEL: func.func @nested
// CHECK-NEXT:    %0 = arith.constant 64 : index
// CHECK-NEXT:    %1 = arith.muli %i, %0 : index
// CHECK-NEXT:    %2 = arith.addi %1, %j : index
// CHECK-NEXT:    func.return %2 : index
func.func @nested(%i: index, %j: index) -> index {
  %0 = layout.apply #layout.layout<(64,(8,8)):(64,(1,8))> (%i, %j) : index
  func.return %0 : index
}

// A mode that does not coalesce: j splits as (j % 4, j / 4); the last leaf takes the
// quotient without a remainder, as in CuTe.
// CHECK-LABEL: func.func @split
// CHECK-NEXT:    %0 = arith.constant 2 : index
// CHECK-NEXT:    %1 = arith.muli %i, %0 : index
// CHECK-NEXT:    %2 = arith.constant 4 : index
// CHECK-NEXT:    %3 = arith.remui %j, %2 : index
// CHECK-NEXT:    %4 = arith.constant 16 : index
// CHECK-NEXT:    %5 = arith.muli %3, %4 : index
// CHECK-NEXT:    %6 = arith.addi %1, %5 : index
// CHECK-NEXT:    %7 = arith.divui %j, %2 : index
// CHECK-NEXT:    %8 = arith.addi %6, %7 : index
// CHECK-NEXT:    func.return %8 : index
func.func @split(%i: index, %j: index) -> index {
  %0 = layout.apply #layout.layout<(8,(4,2)):(2,(16,1))> (%i, %j) : index
  func.return %0 : index
}

// A linear index over a rank-2 layout: colexicographic over all of its leaves.
// CHECK-LABEL: func.func @linear
// CHECK-NEXT:    %0 = arith.constant 4 : index
// CHECK-NEXT:    %1 = arith.remui %x, %0 : index
// CHECK-NEXT:    %2 = arith.constant 8 : index
// CHECK-NEXT:    %3 = arith.muli %1, %2 : index
// CHECK-NEXT:    %4 = arith.divui %x, %0 : index
// CHECK-NEXT:    %5 = arith.addi %3, %4 : index
// CHECK-NEXT:    func.return %5 : index
func.func @linear(%x: index) -> index {
  %0 = layout.apply #layout.layout<(4,8):(8,1)> (%x) : index
  func.return %0 : index
}

// Stride-0 modes (broadcasts) add nothing.
// CHECK-LABEL: func.func @broadcast
// CHECK-NEXT:    func.return %j : index
func.func @broadcast(%i: index, %j: index) -> index {
  %0 = layout.apply #layout.layout<(16,32):(0,1)> (%i, %j) : index
  func.return %0 : index
}

// The 128B-swizzled bf16 K-major tile: x = i*64 + j, then x ^ ((x & 0b111000000) >> 3),
// which on byte addresses is XOR bits [4,7) with bits [7,10).
// CHECK-LABEL: func.func @smem_sw128
// CHECK-NEXT:    %0 = arith.constant 64 : index
// CHECK-NEXT:    %1 = arith.muli %m, %0 : index
// CHECK-NEXT:    %2 = arith.addi %1, %k : index
// CHECK-NEXT:    %3 = arith.constant 448 : index
// CHECK-NEXT:    %4 = arith.andi %2, %3 : index
// CHECK-NEXT:    %5 = arith.constant 3 : index
// CHECK-NEXT:    %6 = arith.shrui %4, %5 : index
// CHECK-NEXT:    %7 = arith.xori %2, %6 : index
// CHECK-NEXT:    func.return %7 : index
func.func @smem_sw128(%m: index, %k: index) -> index {
  %0 = layout.apply #layout.smem<128x64xbf16, swizzle = 128B, major = K> (%m, %k) : index
  func.return %0 : index
}

// A swizzle with an offset adds it before swizzling.
// CHECK-LABEL: func.func @swizzled_offset
// CHECK-NEXT:    %0 = arith.constant 32 : index
// CHECK-NEXT:    %1 = arith.muli %r, %0 : index
// CHECK-NEXT:    %2 = arith.addi %1, %c : index
// CHECK-NEXT:    %3 = arith.constant 256 : index
// CHECK-NEXT:    %4 = arith.addi %2, %3 : index
// CHECK-NEXT:    %5 = arith.constant 384 : index
// CHECK-NEXT:    %6 = arith.andi %4, %5 : index
// CHECK-NEXT:    %7 = arith.constant 3 : index
// CHECK-NEXT:    %8 = arith.shrui %6, %7 : index
// CHECK-NEXT:    %9 = arith.xori %4, %8 : index
// CHECK-NEXT:    func.return %9 : index
func.func @swizzled_offset(%r: index, %c: index) -> index {
  %0 = layout.apply #layout.swizzled<Sw<2,4,3> o 256 o (8,32):(32,1)> (%r, %c) : index
  func.return %0 : index
}

// The wgmma accumulator: thread t, register v -> m + 64*n.
// CHECK-LABEL: func.func @acc
// CHECK-NEXT:    %0 = arith.constant 4 : index
// CHECK-NEXT:    %1 = arith.remui %t, %0 : index
// CHECK-NEXT:    %2 = arith.constant 128 : index
// CHECK-NEXT:    %3 = arith.muli %1, %2 : index
// CHECK-NEXT:    %4 = arith.divui %t, %0 : index
// CHECK-NEXT:    %5 = arith.constant 8 : index
// CHECK-NEXT:    %6 = arith.remui %4, %5 : index
// CHECK-NEXT:    %7 = arith.addi %3, %6 : index
// CHECK-NEXT:    %8 = arith.constant 32 : index
// CHECK-NEXT:    %9 = arith.divui %t, %8 : index
// CHECK-NEXT:    %10 = arith.constant 16 : index
// CHECK-NEXT:    %11 = arith.muli %9, %10 : index
// CHECK-NEXT:    %12 = arith.addi %7, %11 : index
// CHECK-NEXT:    %13 = arith.constant 2 : index
// CHECK-NEXT:    %14 = arith.remui %v, %13 : index
// CHECK-NEXT:    %15 = arith.constant 64 : index
// CHECK-NEXT:    %16 = arith.muli %14, %15 : index
// CHECK-NEXT:    %17 = arith.addi %12, %16 : index
// CHECK-NEXT:    %18 = arith.divui %v, %13 : index
// CHECK-NEXT:    %19 = arith.remui %18, %13 : index
// CHECK-NEXT:    %20 = arith.muli %19, %5 : index
// CHECK-NEXT:    %21 = arith.addi %17, %20 : index
// CHECK-NEXT:    %22 = arith.divui %v, %0 : index
// CHECK-NEXT:    %23 = arith.constant 512 : index
// CHECK-NEXT:    %24 = arith.muli %22, %23 : index
// CHECK-NEXT:    %25 = arith.addi %21, %24 : index
// CHECK-NEXT:    func.return %25 : index
func.func @acc(%t: index, %v: index) -> index {
  %0 = layout.apply #layout.wgmma_acc<64x16xf32> (%t, %v) : index
  func.return %0 : index
}
