// RUN: tirx-opt %s --split-input-file --verify-diagnostics -p memref-to-nvvm
// RUN: not tirx-opt %s --split-input-file -p memref-to-nvvm 2>&1 | filecheck %s --check-prefix=EXIT
// Memrefs and accesses outside what the SIMT lowering supports are diagnostics naming the
// op and the type found.

gpu.module @m {
  gpu.func @alloca(%i: index) kernel {
    // expected-error @below {{memref-to-nvvm: memref.alloca: is not supported by the SIMT lowering}}
    %a = memref.alloca() : memref<4xf32>
    %v = memref.load %a[%i] : memref<4xf32>
    gpu.return
  }
}
// EXIT: memref-to-nvvm: memref.alloca: is not supported by the SIMT lowering
// EXIT-NOT: Traceback


// -----

gpu.module @m {
  gpu.func @from_cast(%p: i64, %i: index) kernel {
    %a = builtin.unrealized_conversion_cast %p : i64 to memref<4xf32>
    %b = builtin.unrealized_conversion_cast %a : memref<4xf32> to memref<4xf32>
    // expected-error @below {{memref-to-nvvm: memref.load: the memref operand of type memref<4xf32> must be a kernel argument (after gpu-to-nvvm) or a memref.get_global of shared memory}}
    %v = memref.load %b[%i] : memref<4xf32>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @wide(%p: i64, %i: index) kernel {
    %a = builtin.unrealized_conversion_cast %p : i64 to memref<64xf32>
    // expected-error @below {{memref-to-nvvm: vector.load: expected a vector of 4, 8 or 16 bytes (one ld/st, PTX ISA 'ld'), found vector<8xf32> (32 bytes)}}
    %v = vector.load %a[%i] : memref<64xf32>, vector<8xf32>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @rank2(%p: i64, %i: index) kernel {
    %a = builtin.unrealized_conversion_cast %p : i64 to memref<64xf32>
    // expected-error @below {{memref-to-nvvm: vector.load: expected a 1-D vector, found vector<2x2xf32>}}
    %v = vector.load %a[%i] : memref<64xf32>, vector<2x2xf32>
    gpu.return
  }
}

// -----

"memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<4xf32>, initial_value, alignment = 16 : i64}> : () -> ()
gpu.module @m {
  gpu.func @global_sym(%i: index) kernel {
    // expected-error @below {{memref-to-nvvm: memref.get_global: only shared-memory globals (memory space 3) are supported, found memref<4xf32>}}
    %a = memref.get_global @g : memref<4xf32>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @space5(%p: i64, %i: index) kernel {
    %a = builtin.unrealized_conversion_cast %p : i64 to memref<64xf32, 5>
    // expected-error @below {{memref-to-nvvm: memref.load: unsupported memory space in memref<64xf32, 5 : i64>; expected global (none or 1) or shared (3)}}
    %v = memref.load %a[%i] : memref<64xf32, 5>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @i8(%p: i64, %i: index) kernel {
    %a = builtin.unrealized_conversion_cast %p : i64 to memref<64xi8>
    // expected-error @below {{memref-to-nvvm: memref.load: unsupported element type i8; expected i16, i32, i64, index, f16, bf16, f32 or f64}}
    %v = memref.load %a[%i] : memref<64xi8>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @subview(%p: i64, %i: index) kernel {
    %a = builtin.unrealized_conversion_cast %p : i64 to memref<64xf32>
    // expected-error @below {{memref-to-nvvm: memref.subview: is not supported by the SIMT lowering}}
    %s = memref.subview %a[4] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: 4>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @dim(%p: i64) kernel {
    %a = builtin.unrealized_conversion_cast %p : i64 to memref<64xf32>
    %c3 = arith.constant 3 : index
    // expected-error @below {{memref.dim: expected a dimension in [0, 0] of memref<64xf32>, found 3}}
    %n = memref.dim %a, %c3 : memref<64xf32>
    gpu.return
  }
}
