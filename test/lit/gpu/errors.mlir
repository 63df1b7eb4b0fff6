// RUN: tirx-opt %s --split-input-file --verify-diagnostics
// Rejected gpu syntax: a diagnostic naming what was expected, never a traceback.

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @below {{expected a gpu dimension x, y or z, found 'w'}}
    %t = gpu.thread_id w
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{gpu.func: workgroup/private attributions are not supported; declare shared memory with memref.global in address space 3}}
  gpu.func @k() workgroup(%w: memref<4xf32, 3>) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{Expected void return type for kernel function}}
  gpu.func @k(%x: f32) -> f32 kernel {
    gpu.return %x : f32
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @below {{gpu.subgroup_size: expected result type index, found i32}}
    %s = gpu.subgroup_size : i32
    gpu.return
  }
}
