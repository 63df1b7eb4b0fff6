// RUN: tirx-opt %s | tirx-opt | filecheck %s
// Every layout attribute prints in CuTe's notation and parses back to the same attribute.

// CHECK-LABEL: func.func @plain
// CHECK-NEXT:    %0 = layout.apply #layout.layout<(64,(8,8)):(64,(1,8))> (%i, %j) : index
// CHECK-NEXT:    %1 = layout.apply #layout.layout<(4,8):(1,4)> (%i) : index
// CHECK-NEXT:    %2 = layout.apply #layout.layout<8:1> (%i) : index
// CHECK-NEXT:    %3 = layout.apply #layout.layout<((2,4),(2,2)):((1,8),(2,-32))> (%i, %j) : index
// CHECK-NEXT:    func.return %0 : index
func.func @plain(%i: index, %j: index) -> index {
  %0 = layout.apply #layout.layout<(64,(8,8)):(64,(1,8))> (%i, %j) : index
  %1 = layout.apply #layout.layout<(4,8)> (%i) : index
  %2 = layout.apply #layout.layout< 8 > (%i) : index
  %3 = layout.apply #layout.layout<((2,4),(2,2)):((1,8),(2,-32))> (%i, %j) : index
  func.return %0 : index
}

// CHECK-LABEL: func.func @swizzled
// CHECK-NEXT:    %0 = layout.apply #layout.swizzled<Sw<3,3,3> o (128,64):(64,1)> (%i, %j) : index
// CHECK-NEXT:    %1 = layout.apply #layout.swizzled<Sw<3,3,3> o 512 o (8,64):(64,1)> (%i, %j) : index
// CHECK-NEXT:    %2 = layout.apply #layout.swizzled<Sw<2,4,3> o (8,32):(32,1)> (%i) : index
// CHECK-NEXT:    func.return %0 : index
func.func @swizzled(%i: index, %j: index) -> index {
  %0 = layout.apply #layout.swizzled<Sw<3,3,3> o (128,64):(64,1)> (%i, %j) : index
  %1 = layout.apply #layout.swizzled<Sw<3,3,3> o 512 o (8,64):(64,1)> (%i, %j) : index
  %2 = layout.apply #layout.swizzled<Sw<2,4,3> o 0 o (8,32):(32,1)> (%i) : index
  func.return %0 : index
}

// CHECK-LABEL: func.func @smem
// CHECK-NEXT:    %0 = layout.apply #layout.smem<128x64xbf16, swizzle = 128B, major = K> (%i, %j) : index
// CHECK-NEXT:    %1 = layout.apply #layout.smem<128x64xf16, swizzle = 64B, major = MN> (%i, %j) : index
// CHECK-NEXT:    %2 = layout.apply #layout.smem<64x32xf8E4M3FN, swizzle = 32B, major = K> (%i, %j) : index
// CHECK-NEXT:    %3 = layout.apply #layout.smem<64x16xbf16, swizzle = none, major = K> (%i, %j) : index
// CHECK-NEXT:    %4 = layout.apply #layout.smem<64x32xf32, swizzle = 128B, major = K> (%i, %j) : index
// CHECK-NEXT:    func.return %0 : index
func.func @smem(%i: index, %j: index) -> index {
  %0 = layout.apply #layout.smem<128x64xbf16, swizzle = 128B, major = K> (%i, %j) : index
  %1 = layout.apply #layout.smem<128x64xf16, major = MN, swizzle = 64B> (%i, %j) : index
  %2 = layout.apply #layout.smem<64x32xf8E4M3FN, swizzle = 32B, major = K> (%i, %j) : index
  %3 = layout.apply #layout.smem<64x16xbf16, swizzle = none, major = K> (%i, %j) : index
  %4 = layout.apply #layout.smem<64x32xf32, swizzle = 128B, major = K> (%i, %j) : index
  func.return %0 : index
}

// CHECK-LABEL: func.func @fragments
// CHECK-NEXT:    %0 = layout.apply #layout.wgmma_acc<64x256xf32> (%t, %v) : index
// CHECK-NEXT:    %1 = layout.apply #layout.wgmma_acc<64x8xf16> (%t, %v) : index
// CHECK-NEXT:    %2 = layout.apply #layout.wgmma_acc<64x24xi32> (%t, %v) : index
// CHECK-NEXT:    %3 = layout.apply #layout.wgmma_a<64x16xbf16> (%t, %v) : index
// CHECK-NEXT:    %4 = layout.apply #layout.wgmma_a<64x32xf8E4M3FN> (%t, %v) : index
// CHECK-NEXT:    %5 = layout.apply #layout.ldmatrix<x4> (%t, %v) : index
// CHECK-NEXT:    %6 = layout.apply #layout.ldmatrix<x2, trans> (%t, %v) : index
// CHECK-NEXT:    %7 = layout.apply #layout.stmatrix<x1> (%t, %v) : index
// CHECK-NEXT:    func.return %0 : index
func.func @fragments(%t: index, %v: index) -> index {
  %0 = layout.apply #layout.wgmma_acc<64x256xf32> (%t, %v) : index
  %1 = layout.apply #layout.wgmma_acc<64x8xf16> (%t, %v) : index
  %2 = layout.apply #layout.wgmma_acc<64x24xi32> (%t, %v) : index
  %3 = layout.apply #layout.wgmma_a<64x16xbf16> (%t, %v) : index
  %4 = layout.apply #layout.wgmma_a<64x32xf8E4M3FN> (%t, %v) : index
  %5 = layout.apply #layout.ldmatrix< x4 > (%t, %v) : index
  %6 = layout.apply #layout.ldmatrix<x2, trans> (%t, %v) : index
  %7 = layout.apply #layout.stmatrix<x1> (%t, %v) : index
  func.return %0 : index
}

// The generic form carries the attribute as a property.
// CHECK-LABEL: func.func @generic
// CHECK-NEXT:    %0 = layout.apply #layout.layout<(2,2):(2,1)> (%i, %i) : index
func.func @generic(%i: index) -> index {
  %0 = "layout.apply"(%i, %i) <{layout = #layout.layout<(2,2):(2,1)>}> : (index, index) -> index
  func.return %0 : index
}
