// RUN: tirx-opt %s --split-input-file --verify-diagnostics
// The target's limits, checked by the gpu.module / gpu.func verifiers (tirx_mlir/dialects/kernel_checks.py):
// PTX identifiers (PTX ISA 4.4), CTA shapes (CUDA C Programming Guide, compute capability 9.0),
// shared memory per CTA (227 KB), .param space (32764 bytes), symbols that resolve, contracts.

gpu.module @m {
  // expected-error @below {{gpu.func @k-1: expected a PTX identifier}}
  gpu.func @"k-1"() kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{memref.global @s.1: expected a PTX identifier}}
  "memref.global"() <{sym_name = "s.1", sym_visibility = "private", type = memref<4xf32, 3>, initial_value, alignment = 16 : i64}> : () -> ()
}

// -----

gpu.module @m {
  // expected-error @below {{gpu.func @k: `block` [2048, 1, 1]: expected at most 1024 threads in x, found 2048}}
  gpu.func @k() kernel attributes {block = [2048, 1, 1]} {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{`block` [1, 1, 128]: expected at most 64 threads in z, found 128}}
  gpu.func @k() kernel attributes {block = [1, 1, 128]} {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{`block` [64, 32, 1]: expected at most 1024 threads per block, found 2048 (64 x 32 x 1)}}
  gpu.func @k() kernel attributes {block = [64, 32, 1]} {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{`gpu.known_block_size` [1, 1, 65]: expected at most 64 threads in z, found 65}}
  gpu.func @k() kernel attributes {gpu.known_block_size = array<i32: 1, 1, 65>} {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{expected `block` to be an array of 1 to 3 integers [x, y, z], found 5 : i64}}
  gpu.func @k() kernel attributes {block = 5} {
    gpu.return
  }
}

// -----

// A one-element block is [x, 1, 1].
gpu.module @m {
  gpu.func @k() kernel attributes {block = [384]} {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{memref.global @big: expected at most 232448 bytes (227 KB) of shared memory per CTA on sm_90, found 4194304 bytes}}
  "memref.global"() <{sym_name = "big", sym_visibility = "private", type = memref<1048576xf32, 3>, initial_value, alignment = 16 : i64}> : () -> ()
}

// -----

gpu.module @m {
  "memref.global"() <{sym_name = "a", sym_visibility = "private", type = memref<40000xf32, 3>, initial_value, alignment = 16 : i64}> : () -> ()
  "memref.global"() <{sym_name = "b", sym_visibility = "private", type = memref<40000xf32, 3>, initial_value, alignment = 16 : i64}> : () -> ()
  // expected-error @below {{gpu.func @k: expected at most 232448 bytes (227 KB) of shared memory per CTA on sm_90, found 320000 bytes (static: @a 160000, @b 160000; dynamic_smem: 0)}}
  gpu.func @k() kernel {
    %a = memref.get_global @a : memref<40000xf32, 3>
    %b = memref.get_global @b : memref<40000xf32, 3>
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{memref.get_global: expected @nope to name a memref.global of the enclosing gpu.module, found no such symbol}}
  gpu.func @k() kernel {
    %a = memref.get_global @nope : memref<4xf32, 3>
    gpu.return
  }
}

// -----

gpu.module @m {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<4xf32, 3>, initial_value, alignment = 16 : i64}> : () -> ()
  // expected-error @below {{memref.get_global @g: expected the global's type memref<4xf32, 3 : i64>, found memref<8xf32, 3 : i64>}}
  gpu.func @k() kernel {
    %a = memref.get_global @g : memref<8xf32, 3>
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{gpu.func @k: tirx.arg_shapes: argument 0 has rank 1: expected 1 entries, found ["n", "m"]}}
  gpu.func @k(%a: memref<?xf32>) kernel attributes {tirx.arg_shapes = [["n", "m"]]} {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{constraint 'grid.w <= n': expected grid.x/y/z or block.x/y/z, found grid.w}}
  gpu.func @k(%a: memref<?xf32>) kernel attributes {tirx.arg_shapes = [["n"]], tirx.constraints = ["grid.w <= n"]} {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{tirx.inplace: expected argument indices in [0, 1), found [0, 3]}}
  gpu.func @k(%a: memref<?xf32>) kernel attributes {tirx.inplace = [[0, 3]]} {
    gpu.return
  }
}
