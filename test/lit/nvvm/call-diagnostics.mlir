// RUN: tirx-opt --split-input-file --verify-diagnostics %s
// Ill-formed call-sequence ops are diagnostics at the op.

func.func @no_callee() {
  // expected-error @below {{nvvm.call: missing symbol 'callee'}}
  nvvm.call<uni> {args = [@param0]} : () -> ()
  func.return
}

// -----

func.func @args_not_symbols() {
  // expected-error @below {{nvvm.call: 'args' must be a list of symbols ([@a, @b])}}
  nvvm.call {callee = @f, args = [1 : i64]} : () -> ()
  func.return
}

// -----

func.func @no_ret() {
  // expected-error @below {{nvvm.call.ret: missing symbol 'ret'}}
  nvvm.call.ret {callee = @f} : () -> ()
  func.return
}

// -----

func.func @st_param_register_address(%p: i64, %a: f32) {
  // expected-error @below {{nvvm.st.param: the address 'addr' must be a symbol: set 'sym' (@name)}}
  nvvm.st.param<type = f32> %p, %a : (i64, f32) -> ()
  func.return
}

// -----

func.func @st_param_too_wide(%v: vector<4xf64>) {
  // expected-error @below {{nvvm.st.param: vector accesses are at most 128 bits wide on sm_90}}
  nvvm.st.param<vec = v4, type = f64> %v {sym = @param0} : (vector<4xf64>) -> ()
  func.return
}

// -----

func.func @st_param_type(%a: f32) {
  // expected-error @below {{nvvm.st.param: operand 'v' must be i32, found f32}}
  nvvm.st.param<type = b32> %a {sym = @param0} : (f32) -> ()
  func.return
}
