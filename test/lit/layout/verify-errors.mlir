// RUN: tirx-opt %s --split-input-file --verify-diagnostics
// layout.apply checks its coordinates against the layout.


func.func @too_many(%i: index, %j: index) -> index {
  // expected-error @below {{'layout.apply' expects 2 coordinates (one per mode of (64,(8,8)):(64,(1,8))) or 1 (a linear index), found 3}}
  %0 = layout.apply #layout.layout<(64,(8,8)):(64,(1,8))> (%i, %j, %i) : index
  func.return %0 : index
}

// -----

func.func @none(%i: index) -> index {
  // expected-error @below {{'layout.apply' expects 2 coordinates (one per mode of Sw<3,3,3> o 0 o (128,64):(64,1)) or 1 (a linear index), found 0}}
  %0 = layout.apply #layout.smem<128x64xbf16, swizzle = 128B, major = K> () : index
  func.return %0 : index
}

// -----

func.func @fragment_rank(%t: index, %v: index) -> index {
  // expected-error @below {{'layout.apply' expects 2 coordinates (one per mode of (((4,8),4),(2,2,2)):(((128,1),16),(64,8,512))) or 1 (a linear index), found 3}}
  %0 = layout.apply #layout.wgmma_acc<64x16xf32> (%t, %v, %v) : index
  func.return %0 : index
}

// -----

func.func @not_index(%i: i32) -> index {
  // expected-error-re @below {{operand 'coords' at position 0 does not verify:{{.*}}i32 should be of base attribute index}}
  %0 = "layout.apply"(%i) <{layout = #layout.layout<8:1>}> : (i32) -> index
  func.return %0 : index
}

// -----

func.func @not_a_layout(%i: index) -> index {
  // expected-error @below {{5 : i64 should be of attribute subclassing `LayoutAttribute`}}
  %0 = "layout.apply"(%i) <{layout = 5 : i64}> : (index) -> index
  func.return %0 : index
}

// -----

func.func @rank1(%i: index, %j: index) -> index {
  // expected-error @below {{'layout.apply' expects 1 coordinate for the rank-1 layout 8:1, found 2}}
  %0 = layout.apply #layout.layout<8:1> (%i, %j) : index
  func.return %0 : index
}
