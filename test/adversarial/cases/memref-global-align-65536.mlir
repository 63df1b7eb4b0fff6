// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<4xf32, 3>, initial_value, alignment = 65536 : i64}> : () -> ()
  gpu.func @k() kernel {
    %p = memref.get_global @g : memref<4xf32, 3>
    gpu.return
  }
}
