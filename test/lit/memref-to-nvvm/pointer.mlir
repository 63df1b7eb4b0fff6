// RUN: tirx-opt %s -p memref-to-nvvm | filecheck %s
// RUN: tirx-opt %s -p memref-to-nvvm | tirx-opt | filecheck %s
// memref.extract_aligned_pointer_as_index of a kernel argument (as gpu-to-nvvm leaves it) is
// its pointer parameter, as index; of a shared memref.global, the variable's address.

gpu.module @m {
  "memref.global"() <{sym_name = "smem", sym_visibility = "private", type = memref<32xf32, 3>, initial_value, alignment = 16 : i64}> : () -> ()
  gpu.func @k(%p: i64, %d0: i64, %out: i64) kernel {
    %a = builtin.unrealized_conversion_cast %p, %d0 : i64, i64 to memref<?xi32>
    %o = builtin.unrealized_conversion_cast %out : i64 to memref<2xindex>
    %s = memref.get_global @smem : memref<32xf32, 3>
    %x = "memref.extract_aligned_pointer_as_index"(%a) : (memref<?xi32>) -> index
    %y = "memref.extract_aligned_pointer_as_index"(%s) : (memref<32xf32, 3>) -> index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    memref.store %x, %o[%c0] : memref<2xindex>
    memref.store %y, %o[%c1] : memref<2xindex>
    gpu.return
  }
}
// CHECK:      %smem = nvvm.mov.sym<type = u64> {sym = @smem} : () -> i64
// CHECK-NEXT: %x = arith.index_cast %p : i64 to index
// CHECK-NEXT: %y = arith.index_cast %smem : i64 to index
