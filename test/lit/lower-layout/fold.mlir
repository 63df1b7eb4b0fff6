// RUN: tirx-opt %s -p lower-layout,canonicalize | filecheck %s
// With constant coordinates the index math folds to one constant.

// Row 3, column 40 of a 128B-swizzled bf16 K-major tile: x = 3*64 + 40 = 232;
// x ^ ((x & 448) >> 3) = 232 ^ 24 = 240 (byte 480: 16-byte chunk 5 of row 3 lands in
// chunk 5 ^ 3 = 6).
// CHECK-LABEL: func.func @swizzled_element
// CHECK-NEXT:    %0 = arith.constant 240 : index
// CHECK-NEXT:    func.return %0 : index
func.func @swizzled_element() -> index {
  %r = arith.constant 3 : index
  %c = arith.constant 40 : index
  %0 = layout.apply #layout.smem<128x64xbf16, swizzle = 128B, major = K> (%r, %c) : index
  func.return %0 : index
}

// (64,(8,8)):(64,(1,8)) at (5, 19): 5*64 + 19 = 339.
// CHECK-LABEL: func.func @nested
// CHECK-NEXT:    %0 = arith.constant 339 : index
// CHECK-NEXT:    func.return %0 : index
func.func @nested() -> index {
  %i = arith.constant 5 : index
  %j = arith.constant 19 : index
  %0 = layout.apply #layout.layout<(64,(8,8)):(64,(1,8))> (%i, %j) : index
  func.return %0 : index
}

// Accumulator register 3 of thread 37 (warp 1, lane 5): row 16 + 5/4 + 8 = 25, column
// 2*(5 % 4) + 1 = 3 (PTX ISA 9.7.15.5.1.1.1, wgmma D fragment), index 25 + 64*3 = 217.
// CHECK-LABEL: func.func @acc
// CHECK-NEXT:    %0 = arith.constant 217 : index
// CHECK-NEXT:    func.return %0 : index
func.func @acc() -> index {
  %t = arith.constant 37 : index
  %v = arith.constant 3 : index
  %0 = layout.apply #layout.wgmma_acc<64x64xf32> (%t, %v) : index
  func.return %0 : index
}

// One coordinate constant, one not: the constant half folds, the rest stays.
// CHECK-LABEL: func.func @half
// CHECK-NEXT:    %0 = arith.constant 448 : index
// CHECK-NEXT:    %1 = arith.addi %k, %0 : index
// CHECK-NEXT:    %2 = arith.andi %1, %0 : index
// CHECK-NEXT:    %3 = arith.constant 3 : index
// CHECK-NEXT:    %4 = arith.shrui %2, %3 : index
// CHECK-NEXT:    %5 = arith.xori %1, %4 : index
// CHECK-NEXT:    func.return %5 : index
func.func @half(%k: index) -> index {
  %r = arith.constant 7 : index
  %0 = layout.apply #layout.smem<128x64xbf16, swizzle = 128B, major = K> (%r, %k) : index
  func.return %0 : index
}
