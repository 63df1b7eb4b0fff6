// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  "memref.global"() <{sym_name = "z", sym_visibility = "private", type = memref<0xf32, 3>, initial_value, alignment = 16 : i64}> : () -> ()
  gpu.func @k() kernel {
    %p = memref.get_global @z : memref<0xf32, 3>
    gpu.return
  }
}
