// RUN: tirx-opt %s --split-input-file --verify-diagnostics
// shfl.sync moves one 32-bit register: other value types are rejected.

gpu.module @m {
  gpu.func @k(%v: i64) kernel {
    %o = arith.constant 1 : i32
    // expected-error @below {{simt.shfl_xor: expected a 32-bit value (i32 or f32), found i64; shfl.sync moves one 32-bit register (PTX ISA 'shfl.sync')}}
    %a = simt.shfl_xor %v, %o : i64
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%v: f64) kernel {
    %o = arith.constant 1 : i32
    // expected-error @below {{simt.shfl_xor: expected a 32-bit value (i32 or f32), found f64; shfl.sync moves one 32-bit register (PTX ISA 'shfl.sync')}}
    %a = simt.shfl_xor %v, %o : f64
    gpu.return
  }
}
