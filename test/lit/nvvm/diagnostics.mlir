// RUN: tirx-opt --split-input-file --verify-diagnostics %s
// An illegal nvvm op is a diagnostic at the op that names the slot, the value and the legal values.

func.func @bad_value(%a: f32, %b: f32) {
  // expected-error @below {{nvvm.add: slot 'type' has illegal value 'f8'; legal values: u16, u32, u64, s16, s32, s64, f32, f64, f16, f16x2, bf16, bf16x2}}
  %e = nvvm.add<type = f8> %a, %b : (f32, f32) -> f32
  func.return
}

// -----

func.func @missing(%a: f32, %b: f32) {
  // expected-error @below {{nvvm.add: missing required slot 'type'}}
  %e = nvvm.add %a, %b : (f32, f32) -> f32
  func.return
}

// -----

func.func @check_hook(%a: f32, %b: f32) {
  // expected-error @below {{nvvm.add: .ftz and .sat do not apply to f64}}
  %e = nvvm.add<ftz, type = f64> %a, %b : (f32, f32) -> f32
  func.return
}

// -----

func.func @operand_type(%a: f32, %b: f64) {
  // expected-error @below {{nvvm.add: operand 'b' must be f32, found f64}}
  %e = nvvm.add<type = f32> %a, %b : (f32, f64) -> f32
  func.return
}

// -----

func.func @result_type(%p: i64) {
  // expected-error @below {{nvvm.ld: result 'd' must be vector<4xf32>, found f32}}
  %e = nvvm.ld<space = global, vec = v4, type = f32> %p : (i64) -> f32
  func.return
}

// -----

func.func @addr_width(%p: i32) {
  // expected-error @below {{nvvm.ld: operand 'addr' must be i64, found i32}}
  %e = nvvm.ld<space = global, type = f32> %p : (i32) -> f32
  func.return
}

// -----

func.func @count(%a: f32) {
  // expected-error @below {{nvvm.add: expected 2 operand(s) (a, b), found 1}}
  %e = nvvm.add<type = f32> %a : (f32) -> f32
  func.return
}

// -----

func.func @int_slot() {
  // expected-error @below {{nvvm.bar.sync: slot 'count' has illegal value 100; legal values: 32..1024 step 32}}
  nvvm.bar.sync<id = 0, count = 100> : () -> ()
  func.return
}

// -----

func.func @wgmma_mix(%acc: vector<64xf32>, %da: i64, %db: i64, %p: i1) {
  // expected-error @below {{nvvm.wgmma.mma_async: atype bf16 and btype f16 do not mix (fp8 types mix with each other)}}
  %r = nvvm.wgmma.mma_async<n = 128, atype = bf16, btype = f16> %acc, %da, %db, %p : (vector<64xf32>, i64, i64, i1) -> vector<64xf32>
  func.return
}

// -----

func.func @wgmma_acc(%acc: vector<32xf32>, %da: i64, %db: i64, %p: i1) {
  // expected-error @below {{nvvm.wgmma.mma_async: operand 'd' must be vector<64xf32>, found vector<32xf32>}}
  %r = nvvm.wgmma.mma_async<n = 128, atype = bf16, btype = bf16> %acc, %da, %db, %p : (vector<32xf32>, i64, i64, i1) -> vector<32xf32>
  func.return
}

// -----

func.func @tma_coords(%smem: i32, %tm: i64, %x: i32, %bar: i32) {
  // expected-error @below {{nvvm.cp.async.bulk.tensor.load: expected 5 operand(s) (dst, tmap, c, c, mbar), found 4}}
  nvvm.cp.async.bulk.tensor.load<dim = 2> %smem, %tm, %x, %bar : (i32, i64, i32, i32) -> ()
  func.return
}

// -----

func.func @flag_value(%a: f32) {
  // expected-error @below {{nvvm.ex2: .ftz is required for bf16}}
  %r = nvvm.ex2<approx, type = bf16> %a : (f32) -> f32
  func.return
}

// -----

func.func @volatile_evict(%p: i64, %v: i64) {
  // expected-error @below {{nvvm.st: an eviction priority applies to weak, relaxed, acquire and release accesses, not volatile}}
  nvvm.st<sem = volatile, space = global, evict = "L1::no_allocate", type = u64> %p, %v : (i64, i64) -> ()
  func.return
}
