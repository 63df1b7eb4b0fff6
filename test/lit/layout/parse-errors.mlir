// RUN: tirx-opt %s --split-input-file --verify-diagnostics
// Malformed layout attributes: a diagnostic at the attribute naming what was expected and
// what was found, never a traceback.


func.func @not_congruent(%i: index, %j: index) -> index {
  // expected-error @below {{#layout.layout: Layout: stride (64,(1,8,2)) is not congruent with shape (64,(8,8)) (expected the same nesting of tuples)}}
  %0 = layout.apply #layout.layout<(64,(8,8)):(64,(1,8,2))> (%i, %j) : index
  func.return %0 : index
}

// -----

func.func @zero_extent(%i: index) -> index {
  // expected-error @below {{#layout.layout: Layout shape (4,0): every extent must be a positive int, found 0}}
  %0 = layout.apply #layout.layout<(4,0):(1,4)> (%i) : index
  func.return %0 : index
}

// -----

func.func @unclosed(%i: index) -> index {
  // expected-error @below {{Expected ')' to close the integer tuple}}
  %0 = layout.apply #layout.layout<(4,(2,2):(1,(4,8))> (%i) : index
  func.return %0 : index
}

// -----

func.func @not_a_number(%i: index) -> index {
  // expected-error @below {{Expected integer literal or '(' in a layout shape/stride}}
  %0 = layout.apply #layout.layout<(4,x):(1,4)> (%i) : index
  func.return %0 : index
}

// -----

// A swizzle whose XOR source and target bits overlap is not a swizzle.
func.func @overlapping_swizzle(%i: index) -> index {
  // expected-error @below {{#layout.swizzled: Swizzle shift: expected |shift| >= bits (3) so the XOR source and target bits do not overlap, found 2}}
  %0 = layout.apply #layout.swizzled<Sw<3,3,2> o (8,64):(64,1)> (%i) : index
  func.return %0 : index
}

// -----

// Rows of 32 elements padded to 64: Sw<3,3,3> mixes bits 3-5 with bits 6-8 and moves
// offset 256 (row 4) to 288, which no element of the layout occupies.
func.func @swizzle_does_not_fit(%i: index) -> index {
  // expected-error @below {{#layout.swizzled: Sw<3,3,3> does not fit 0 o (8,32):(64,1): it moves offset 256 to 288, which the layout never reaches (a swizzle must permute the layout's offsets; Sw<3,3,3> permutes aligned blocks of 512 elements)}}
  %0 = layout.apply #layout.swizzled<Sw<3,3,3> o (8,32):(64,1)> (%i) : index
  func.return %0 : index
}

// -----

func.func @swizzled_without_swizzle(%i: index) -> index {
  // expected-error @below {{Expected 'Sw' (a swizzle Sw<B,M,S>) in #layout.swizzled}}
  %0 = layout.apply #layout.swizzled<(8,64):(64,1)> (%i) : index
  func.return %0 : index
}

// -----

// A 128B-swizzled bf16 tile needs 64-element (128-byte) rows in K.
func.func @smem_tile_does_not_fit(%i: index, %j: index) -> index {
  // expected-error @below {{#layout.smem: smem_tile_layout: a 128B-swizzled K-major tile of 16-bit elements is built from 8x64 (MNxK) atoms; the tile 128x32 has 32 columns (K), not a multiple of 64}}
  %0 = layout.apply #layout.smem<128x32xbf16, swizzle = 128B, major = K> (%i, %j) : index
  func.return %0 : index
}

// -----

func.func @smem_mn_does_not_fit(%i: index, %j: index) -> index {
  // expected-error @below {{#layout.smem: smem_tile_layout: a 128B-swizzled MN-major tile of 16-bit elements is built from 64x8 (MNxK) atoms; the tile 32x64 has 32 rows (MN), not a multiple of 64}}
  %0 = layout.apply #layout.smem<32x64xbf16, swizzle = 128B, major = MN> (%i, %j) : index
  func.return %0 : index
}

// -----

func.func @smem_bad_swizzle(%i: index, %j: index) -> index {
  // expected-error @below {{#layout.smem: expected swizzle none, 32B, 64B or 128B, found 96B}}
  %0 = layout.apply #layout.smem<128x64xbf16, swizzle = 96B, major = K> (%i, %j) : index
  func.return %0 : index
}

// -----

func.func @smem_bad_major(%i: index, %j: index) -> index {
  // expected-error @below {{#layout.smem: expected major K or MN, found row}}
  %0 = layout.apply #layout.smem<128x64xbf16, swizzle = 128B, major = row> (%i, %j) : index
  func.return %0 : index
}

// -----

func.func @smem_missing_major(%i: index, %j: index) -> index {
  // expected-error @below {{#layout.smem: expected 'major = ...', found none}}
  %0 = layout.apply #layout.smem<128x64xbf16, swizzle = 128B> (%i, %j) : index
  func.return %0 : index
}

// -----

func.func @smem_3d(%i: index, %j: index) -> index {
  // expected-error @below {{#layout.smem: expected a 2-D MNxK tile such as 128x64xbf16, found 3 dimension(s)}}
  %0 = layout.apply #layout.smem<2x128x64xbf16, swizzle = 128B, major = K> (%i, %j) : index
  func.return %0 : index
}

// -----

func.func @smem_index_elements(%i: index, %j: index) -> index {
  // expected-error @below {{#layout.smem: expected an 8, 16, 32 or 64-bit element type, found index}}
  %0 = layout.apply #layout.smem<128x64xindex, swizzle = 128B, major = K> (%i, %j) : index
  func.return %0 : index
}

// -----

func.func @acc_bad_n(%t: index, %v: index) -> index {
  // expected-error @below {{#layout.wgmma_acc: expected N a multiple of 8 in [8, 256], found N = 12}}
  %0 = layout.apply #layout.wgmma_acc<64x12xf32> (%t, %v) : index
  func.return %0 : index
}

// -----

func.func @acc_bad_m(%t: index, %v: index) -> index {
  // expected-error @below {{#layout.wgmma_acc: expected M = 64 (wgmma.mma_async is m64nNk*), found M = 128}}
  %0 = layout.apply #layout.wgmma_acc<128x64xf32> (%t, %v) : index
  func.return %0 : index
}

// -----

// wgmma accumulates in f16, f32 or s32 only (bf16 results are a cast of an f32 accumulator).
func.func @acc_bf16(%t: index, %v: index) -> index {
  // expected-error @below {{#layout.wgmma_acc: expected an f16, f32 or i32 (.s32) accumulator element type, found bf16}}
  %0 = layout.apply #layout.wgmma_acc<64x64xbf16> (%t, %v) : index
  func.return %0 : index
}

// -----

func.func @smem_dynamic(%i: index, %j: index) -> index {
  // expected-error @below {{#layout.smem: expected static extents, found ?x64}}
  %0 = layout.apply #layout.smem<?x64xbf16, swizzle = 128B, major = K> (%i, %j) : index
  func.return %0 : index
}

// -----

func.func @too_big(%i: index) -> index {
  // expected-error @below {{#layout.layout: 99999999999999999999 does not fit index arithmetic (|value| < 2^62)}}
  %0 = layout.apply #layout.layout<(99999999999999999999,2)> (%i) : index
  func.return %0 : index
}

// -----

// One wgmma K step of a 16-bit A operand is 16 wide.
func.func @wgmma_a_k(%t: index, %v: index) -> index {
  // expected-error @below {{#layout.wgmma_a: expected a 64x16 A tile for bf16 (one wgmma K step), found 64x32}}
  %0 = layout.apply #layout.wgmma_a<64x32xbf16> (%t, %v) : index
  func.return %0 : index
}

// -----

func.func @wgmma_a_type(%t: index, %v: index) -> index {
  // expected-error @below {{#layout.wgmma_a: expected an f16, bf16, f8E4M3FN, f8E5M2 or i8 A operand, found f32}}
  %0 = layout.apply #layout.wgmma_a<64x8xf32> (%t, %v) : index
  func.return %0 : index
}

// -----

func.func @ldmatrix_x3(%l: index, %v: index) -> index {
  // expected-error @below {{#layout.ldmatrix: expected x1, x2 or x4 (the .num of ldmatrix.m8n8), found x3}}
  %0 = layout.apply #layout.ldmatrix<x3> (%l, %v) : index
  func.return %0 : index
}

// -----

func.func @stmatrix_option(%l: index, %v: index) -> index {
  // expected-error @below {{Expected 'trans' (the only option) in #layout.stmatrix}}
  %0 = layout.apply #layout.stmatrix<x4, transposed> (%l, %v) : index
  func.return %0 : index
}
