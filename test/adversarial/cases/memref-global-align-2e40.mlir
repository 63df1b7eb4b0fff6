// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: memref.global @g: expected an alignment in \[1, 2\^31\]
// CLASS: illegal-accepted
gpu.module @m {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<4xf32, 3>, initial_value, alignment = 1099511627776 : i64}> : () -> ()
  gpu.func @k() kernel {
    %p = memref.get_global @g : memref<4xf32, 3>
    gpu.return
  }
}
