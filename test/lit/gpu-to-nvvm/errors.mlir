// RUN: tirx-opt %s --split-input-file --verify-diagnostics -p gpu-to-nvvm
// RUN: not tirx-opt %s --split-input-file -p gpu-to-nvvm 2>&1 | filecheck %s --check-prefix=EXIT
// Kernel arguments outside the ABI are diagnostics naming the argument and the type found.

gpu.module @m {
  // expected-error @below {{gpu-to-nvvm: gpu.func: @strided argument 0: expected a row-major contiguous memref (no layout), found memref<4x4xf32, strided<[8, 1]>>; strided layouts are not supported}}
  gpu.func @strided(%a: memref<4x4xf32, strided<[8, 1]>>) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{gpu-to-nvvm: gpu.func: @shared_arg argument 0: expected a memref in global memory (memory space none or 1), found memref<4xf32, 3 : i64>}}
  gpu.func @shared_arg(%a: memref<4xf32, 3>) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{gpu-to-nvvm: gpu.func: @pred_arg argument 0: unsupported kernel argument type i1; expected a memref, an integer of 16/32/64 bits, index, or f16/bf16/f32/f64}}
  gpu.func @pred_arg(%a: i1) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{gpu-to-nvvm: gpu.func: @i8_elems argument 0: unsupported element type i8 in memref<?xi8>; expected i16, i32, i64, index, f16, bf16, f32 or f64}}
  gpu.func @i8_elems(%a: memref<?xi8>) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{gpu-to-nvvm: gpu.func: @device is not a kernel; only `gpu.func ... kernel` functions are lowered}}
  gpu.func @device(%a: f32) {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{gpu-to-nvvm: gpu.func: @vec_arg argument 0: unsupported kernel argument type vector<4xf32>; expected a memref, an integer of 16/32/64 bits, index, or f16/bf16/f32/f64}}
  gpu.func @vec_arg(%a: vector<4xf32>) kernel {
    gpu.return
  }
}


// Without --verify-diagnostics the first error ends the run with a non-zero status.
// EXIT: gpu-to-nvvm: gpu.func: @strided argument 0: expected a row-major contiguous memref
// EXIT-NOT: Traceback
