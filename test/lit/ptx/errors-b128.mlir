// RUN: tirx-opt %s -t ptx --split-input-file --verify-diagnostics
// RUN: not tirx-opt %s -t ptx --split-input-file 2>&1 | filecheck %s --check-prefix=EXIT
// i128 values the ptx target cannot print: a diagnostic, never a traceback.

// EXIT-NOT: Traceback
// EXIT: ptx target: arith.constant: unsupported constant type i128

gpu.module @m {
  gpu.func @literal() kernel {
    // expected-error @below {{ptx target: arith.constant: unsupported constant type i128: PTX literals are at most 64 bits wide (join two 64-bit halves with nvvm.mov.join<type = b128>)}}
    %q = arith.constant 5 : i128
    gpu.return
  }
}

