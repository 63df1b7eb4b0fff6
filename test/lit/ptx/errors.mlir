// RUN: tirx-opt %s -t "ptx{arch=sm_80}" --split-input-file --verify-diagnostics
// RUN: not tirx-opt %s -t ptx --split-input-file 2>&1 | filecheck %s --check-prefix=EXIT
// IR the ptx target cannot print: a diagnostic naming the op, what was expected and what
// was found; never a traceback.

// EXIT-NOT: Traceback
// EXIT: ptx target: arith.addi: the ptx target cannot print this op

gpu.module @m {
  gpu.func @k(%a: i32) kernel {
    // expected-error @below {{ptx target: arith.addi: the ptx target cannot print this op; expected nvvm ops, arith.constant, cf.br/cf.cond_br and gpu.return (run the lowering passes, e.g. -p tirx-to-ptx)}}
    %b = arith.addi %a, %a : i32
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{ptx target: gpu.func: @k: argument 0 is still a memref (memref<?xf32>); the ptx target expects lowered kernels (run gpu-to-nvvm / tirx-to-ptx first)}}
  gpu.func @k(%a: memref<?xf32>) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{ptx target: gpu.func: @k: argument 0 has type i1, which cannot be a kernel parameter; expected an integer of 8/16/32/64 bits, index, f16, bf16, f32, f64 or a tensormap}}
  gpu.func @k(%a: i1) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{ptx target: gpu.func: @helper is a device function; the ptx target prints only kernels (`gpu.func ... kernel`)}}
  gpu.func @helper() {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{ptx target: gpu.func: @k: `tirx.kernel_params` lists 2 parameters, but the kernel has 1 arguments}}
  gpu.func @k(%p: i64) kernel attributes {tirx.kernel_params = [{kind = "ptr", arg = 0 : i64}, {kind = "dim", arg = 0 : i64, dim = 0 : i64}]} {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{ptx target: gpu.func: @k: `tirx.kernel_params` entry 0 must be {kind = "ptr"|"dim"|"scalar"|"tensormap", arg = <int>[, dim = <int> for "dim"]}, found {kind = "pointer", arg = 0 : i64}}}
  gpu.func @k(%p: i64) kernel attributes {tirx.kernel_params = [{kind = "pointer", arg = 0 : i64}]} {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{ptx target: gpu.func: @k: parameter 0 (ptr) must be an i64, found i32}}
  gpu.func @k(%p: i32) kernel attributes {tirx.kernel_params = [{kind = "ptr", arg = 0 : i64}]} {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{ptx target: memref.global: @g: only shared-memory globals (memory space 3) can be declared, found memref<4xf32, 1 : i64>}}
  "memref.global"() <{sym_name = "g", type = memref<4xf32, 1>, sym_visibility = "private", initial_value}> : () -> ()
}

// -----

gpu.module @m {
  // expected-error @below {{ptx target: memref.global: @g: shared memory cannot be initialized (PTX ISA 5.4.4, Initializers); declare it uninitialized}}
  "memref.global"() <{sym_name = "g", type = memref<4xf32, 3>, sym_visibility = "private", initial_value = dense<0.0> : tensor<4xf32>}> : () -> ()
}

// -----

gpu.module @m {
  "memref.global"() <{sym_name = "a", type = memref<4xf32, 3>, sym_visibility = "private", initial_value}> : () -> ()
  // expected-error @below {{ptx target: gpu.func: @k: parameter 'a' has the name of shared variable @a, which it would shadow in the kernel; rename one of them}}
  gpu.func @k(%a: i64) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{gpu.func @k: `block` [0, 1, 1]: expected a positive extent in x, found 0}}
  gpu.func @k() kernel attributes {block = [0, 1, 1]} {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{ptx target: gpu.func: @k: argument 0 has type vector<4xi32>, which cannot be a kernel parameter; expected an integer of 8/16/32/64 bits, index, f16, bf16, f32, f64 or a tensormap}}
  gpu.func @k(%v: vector<4xi32>) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @below {{ptx target: arith.constant: only splat vector constants are supported, found dense<[1, 2]> : vector<2xi32>}}
    %c = arith.constant dense<[1, 2]> : vector<2xi32>
    gpu.return
  }
}

// -----

// expected-error @below {{ptx target: func.func: expected only gpu.module ops at the top level of the module}}
func.func @host() {
  func.return
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @below {{ptx target: nvvm.mov.special: needs sm_90, but the module targets sm_80}}
    %t = nvvm.mov.special<reg = "clusterid.x"> : () -> i32
    gpu.return
  }
}
