// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  "memref.global"() <{sym_name = "s", sym_visibility = "private", type = memref<58112xf32, 3>, initial_value, alignment = 16 : i64}> : () -> ()
  gpu.func @k(%o: memref<?xf32>) kernel {
    %ps = memref.get_global @s : memref<58112xf32, 3>
    %c0s = arith.constant 0 : index
    %vs = memref.load %ps[%c0s] : memref<58112xf32, 3>
    memref.store %vs, %o[%c0s] : memref<?xf32>
    gpu.return
  }
}
