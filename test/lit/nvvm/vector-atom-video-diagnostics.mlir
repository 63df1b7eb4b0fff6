// RUN: tirx-opt --split-input-file --verify-diagnostics %s
// Illegal vector atom/red and video instructions: a diagnostic at the op naming the slot,
// the value found and what is legal.

func.func @vec_f32_min(%p: i64, %v: vector<4xf32>) {
  // expected-error @below {{nvvm.atom.vec: op = min does not take type = f32: a vector atom.min takes type = f16, f16x2, bf16, bf16x2 (f32 vectors only add)}}
  %d = nvvm.atom.vec<space = global, op = min, vec = v4, type = f32> %p, %v {offset = 0 : i64} : (i64, vector<4xf32>) -> vector<4xf32>
  func.return
}

// -----

func.func @vec_too_wide(%p: i64, %v: vector<8xf32>) {
  // expected-error @below {{nvvm.red.vec: vec = v8 does not take type = f32: a vector red of f32 is v2, v4 (at most 128 bits)}}
  nvvm.red.vec<space = global, op = add, vec = v8, type = f32> %p, %v {offset = 0 : i64} : (i64, vector<8xf32>) -> ()
  func.return
}

// -----

func.func @vec_shared(%p: i64, %v: vector<2xi32>) {
  // expected-error @below {{nvvm.atom.vec: slot 'space' has illegal value 'shared'; legal values: global}}
  %d = nvvm.atom.vec<space = shared, op = add, vec = v2, type = f16x2> %p, %v {offset = 0 : i64} : (i64, vector<2xi32>) -> vector<2xi32>
  func.return
}

// -----

func.func @red_acquire(%p: i64, %v: vector<2xi32>) {
  // expected-error @below {{nvvm.red.vec: slot 'sem' has illegal value 'acquire'; legal values: relaxed, release}}
  nvvm.red.vec<sem = acquire, scope = gpu, space = global, op = add, vec = v2, type = f16x2> %p, %v {offset = 0 : i64} : (i64, vector<2xi32>) -> ()
  func.return
}

// -----

func.func @vec_width_mismatch(%p: i64, %v: vector<2xf32>) {
  // expected-error @below {{nvvm.atom.vec: operand 'b' must be vector<4xf32>, found vector<2xf32>}}
  %d = nvvm.atom.vec<space = global, op = add, vec = v4, type = f32> %p, %v {offset = 0 : i64} : (i64, vector<2xf32>) -> vector<4xf32>
  func.return
}

// -----

func.func @simd_sat_add(%a: i32, %b: i32, %c: i32) {
  // expected-error @below {{nvvm.vadd2: sat and add exclude each other: the accumulate form (.add) does not saturate (PTX ISA 9.7.17.2)}}
  %d = nvvm.vadd2<dtype = u32, atype = u32, btype = u32, sat, add> %a, %b, %c : (i32, i32, i32) -> i32
  func.return
}

// -----

func.func @vop4_selector(%a: i32, %b: i32, %c: i32) {
  // expected-error @below {{nvvm.vmin4: slot 'asel' has illegal value 'b0819'; legal values: bxyzw with x, y, z, w in 0..7 (b0000 .. b7777)}}
  %d = nvvm.vmin4<dtype = s32, atype = s32, btype = s32, asel = b0819> %a, %b, %c : (i32, i32, i32) -> i32
  func.return
}

// -----

func.func @vop4_unparsed_selector(%a: i32, %b: i32, %c: i32) {
  // expected-error @below {{nvvm.vmax4: bsel = b1024 is a legal selector that ptxas cannot parse (a syntax error at '.b1024'); select the bytes with prmt first}}
  %d = nvvm.vmax4<dtype = u32, atype = u32, btype = u32, bsel = b1024> %a, %b, %c : (i32, i32, i32) -> i32
  func.return
}

// -----

func.func @vop2_mask(%a: i32, %b: i32, %c: i32) {
  // expected-error @below {{nvvm.vsub2: slot 'mask' has illegal value 'b10'; legal values: h0, h1, h10}}
  %d = nvvm.vsub2<dtype = u32, atype = u32, btype = u32, mask = b10> %a, %b, %c : (i32, i32, i32) -> i32
  func.return
}

// -----

func.func @scalar_merge_and_op2(%a: i32, %b: i32, %c: i32) {
  // expected-error @below {{nvvm.vadd: op2 = add and dsel = b0 exclude each other: a scalar video instruction either applies a secondary operation with c or merges its result into the dsel part of c (PTX ISA 9.7.17.1)}}
  %d = nvvm.vadd<dtype = u32, atype = u32, btype = u32, op2 = add, dsel = b0> %a, %b, %c : (i32, i32, i32) -> i32
  func.return
}

// -----

func.func @scalar_missing_c(%a: i32, %b: i32) {
  // expected-error @below {{nvvm.vmax: expected 3 operand(s) (a, b, c), found 2}}
  %d = nvvm.vmax<dtype = s32, atype = s32, btype = s32, op2 = max> %a, %b : (i32, i32) -> i32
  func.return
}
