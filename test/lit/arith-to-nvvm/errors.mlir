// RUN: tirx-opt %s --split-input-file --verify-diagnostics -p arith-to-nvvm
// RUN: not tirx-opt %s --split-input-file -p arith-to-nvvm 2>&1 | filecheck %s --check-prefix=EXIT
// Ops and types the SIMT lowering cannot map to PTX are diagnostics naming the op and the
// types found.

gpu.module @m {
  gpu.func @f64_minimum(%d: f64) kernel {
    // expected-error @below {{arith-to-nvvm: arith.minimumf: cannot build nvvm.min: nvvm.min: .ftz and .NaN do not apply to f64}}
    %0 = arith.minimumf %d, %d : f64
    gpu.return
  }
}
// EXIT: arith-to-nvvm: arith.minimumf: cannot build nvvm.min
// EXIT-NOT: Traceback

// -----

gpu.module @m {
  gpu.func @i8(%a: i8) kernel {
    // expected-error @below {{arith-to-nvvm: arith.addi: unsupported integer type i8; expected i16, i32, i64 or index}}
    %0 = arith.addi %a, %a : i8
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @atan(%a: f32) kernel {
    // expected-error @below {{arith-to-nvvm: math.atan: is not supported by the SIMT lowering (types: f32, f32)}}
    %0 = math.atan %a : f32
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @exp2_f64(%a: f64) kernel {
    // expected-error @below {{arith-to-nvvm: math.exp2: only f32 is supported, found f64}}
    %0 = math.exp2 %a : f64
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @select_bf16(%p: i1, %a: bf16) kernel {
    // expected-error @below {{arith-to-nvvm: arith.select: select on bf16 is not supported (selp has no 16-bit float form)}}
    %0 = arith.select %p, %a, %a : bf16
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @vector_2d(%a: f32) kernel {
    // expected-error @below {{arith-to-nvvm: vector.broadcast: expected 1-D vectors, found vector<2x2xf32>}}
    %v = vector.broadcast %a : f32 to vector<2x2xf32>
    gpu.return
  }
}

