// RUN: tirx-opt %s --split-input-file --verify-diagnostics -p tirx-to-ptx
// RUN: not tirx-opt %s --split-input-file -p tirx-to-ptx 2>&1 | filecheck %s --check-prefix=EXIT
// Through the whole pipeline, unsupported input ends in a diagnostic naming the op and the
// type, never in a traceback.

gpu.module @m {
  gpu.func @call(%a: memref<?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<?xf32>
    // expected-error @below {{cf-to-nvvm: test.op: is left in the kernel after the SIMT lowering; the PTX target prints only nvvm ops, arith.constant, cf.br, cf.cond_br and gpu.return}}
    "test.op"(%v) : (f32) -> ()
    gpu.return
  }
}
// EXIT: cf-to-nvvm: test.op: is left in the kernel after the SIMT lowering
// EXIT-NOT: Traceback

// -----

gpu.module @m {
  gpu.func @f64_exp(%a: memref<?xf64>) kernel {
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<?xf64>
    // expected-error @below {{arith-to-nvvm: math.exp2: only f32 is supported, found f64}}
    %e = math.exp2 %v : f64
    memref.store %e, %a[%c0] : memref<?xf64>
    gpu.return
  }
}

// -----

// xDSL's convert-scf-to-cf lowers scf.for, scf.if and scf.index_switch, not scf.while.
gpu.module @m {
  gpu.func @while(%a: memref<?xf32>, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // expected-error @below {{cf-to-nvvm: scf.while: is left in the kernel after the SIMT lowering; the PTX target prints only nvvm ops, arith.constant, cf.br, cf.cond_br and gpu.return}}
    %r = scf.while (%i = %c0) : (index) -> index {
      %cond = arith.cmpi ult, %i, %n : index
      scf.condition(%cond) %i : index
    } do {
    ^bb0(%j: index):
      %f = arith.constant 1.0 : f32
      memref.store %f, %a[%j] : memref<?xf32>
      %k = arith.addi %j, %c1 : index
      scf.yield %k : index
    }
    gpu.return
  }
}
