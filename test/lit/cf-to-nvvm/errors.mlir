// RUN: tirx-opt %s --split-input-file --verify-diagnostics -p cf-to-nvvm
// RUN: not tirx-opt %s --split-input-file -p cf-to-nvvm 2>&1 | filecheck %s --check-prefix=EXIT
// After the SIMT lowering a kernel may hold only what the PTX target prints; anything else
// is named, with the type found.

gpu.module @m {
  gpu.func @leftover(%a: f32) kernel {
    // expected-error @below {{cf-to-nvvm: arith.addf: is left in the kernel after the SIMT lowering; the PTX target prints only nvvm ops, arith.constant, cf.br, cf.cond_br and gpu.return}}
    %b = arith.addf %a, %a : f32
    gpu.return
  }
}
// EXIT: cf-to-nvvm: arith.addf: is left in the kernel after the SIMT lowering
// EXIT-NOT: Traceback

// -----

gpu.module @m {
  // expected-error @below {{cf-to-nvvm: gpu.func: argument 0 has type index, which is not a PTX register type}}
  gpu.func @index_arg(%a: index) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @index_block_arg(%a: i64) kernel {
    // expected-error @below {{cf-to-nvvm: arith.constant: result of type index is not a PTX register type}}
    %c = arith.constant 0 : index
    cf.br ^bb1(%c : index)
  ^bb1(%i: index):
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @i8_switch(%f: i8) kernel {
    // expected-error @below {{cf-to-nvvm: cf.switch: unsupported switch flag type i8; expected i16, i32, i64 or index}}
    cf.switch %f : i8, [
      default: ^bb1
    ]
  ^bb1:
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @ramp(%p: i64) kernel {
    // expected-error @below {{cf-to-nvvm: arith.constant: is left in the kernel after the SIMT lowering; the PTX target prints only nvvm ops, arith.constant, cf.br, cf.cond_br and gpu.return}}
    %v = arith.constant dense<[0.0, 1.0]> : vector<2xf32>
    nvvm.st<space = global, vec = v2, type = f32> %p, %v : (i64, vector<2xf32>) -> ()
    gpu.return
  }
}
