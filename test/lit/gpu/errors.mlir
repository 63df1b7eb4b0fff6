// RUN: tirx-opt %s --split-input-file --parsing-diagnostics --verify-diagnostics | filecheck %s
// Rejected gpu syntax: a diagnostic naming what was expected, never a traceback.

gpu.module @m {
  gpu.func @k() kernel {
    %t = gpu.thread_id w
    gpu.return
  }
}
// CHECK: expected a gpu dimension x, y or z, found 'w'

// -----

gpu.module @m {
  gpu.func @k() workgroup(%w: memref<4xf32, 3>) kernel {
    gpu.return
  }
}
// CHECK: gpu.func: workgroup/private attributions are not supported; declare shared memory with memref.global in address space 3

// -----

gpu.module @m {
  gpu.func @k(%x: f32) -> f32 kernel {
    gpu.return %x : f32
  }
}
// CHECK: Expected void return type for kernel function

// -----

gpu.module @m {
  gpu.func @k() kernel {
    %s = gpu.subgroup_size : i32
    gpu.return
  }
}
// CHECK: gpu.subgroup_size: expected result type index, found i32
