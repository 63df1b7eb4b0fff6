// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: type|memref<8xf32
// CLASS: illegal-accepted
gpu.module @m {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<4xf32, 3>, initial_value, alignment = 16 : i64}> : () -> ()
  gpu.func @k(%o: memref<?xf32>) kernel {
    %p = memref.get_global @g : memref<8xf32, 3>
    %c0 = arith.constant 0 : index
    %v = memref.load %p[%c0] : memref<8xf32, 3>
    memref.store %v, %o[%c0] : memref<?xf32>
    gpu.return
  }
}
