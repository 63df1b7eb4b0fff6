// RUN: tirx-opt %s --split-input-file --verify-diagnostics
// A swizzle's bits must lie within a 64-bit index offset (bit 63 is its sign).

func.func @f(%i: index) -> index {
  // expected-error @below {{Swizzle: expected base + bits + |shift| <= 63 (the bits of a 64-bit index offset), found 3 + 3 + 70 = 76}}
  %0 = layout.apply #layout.swizzled<Sw<3,3,70> o (8,64):(64,1)> (%i) : index
  func.return %0 : index
}

// -----

func.func @f(%i: index) -> index {
  %0 = layout.apply #layout.swizzled<Sw<3,40,3> o (8,64):(64,1)> (%i) : index
  func.return %0 : index
}
