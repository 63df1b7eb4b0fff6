// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: 232448|227 KB
// CLASS: illegal-accepted
gpu.module @m {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<16384xf32, 3>, initial_value, alignment = 16 : i64}> : () -> ()
  gpu.func @k(%o: memref<?xf32>) kernel {
    %s = aproxy.smem_alloc 200000 align 16 : !aproxy.smem<200000>
    %pg = memref.get_global @g : memref<16384xf32, 3>
    %c0g = arith.constant 0 : index
    %vg = memref.load %pg[%c0g] : memref<16384xf32, 3>
    memref.store %vg, %o[%c0g] : memref<?xf32>
    gpu.return
  }
}
