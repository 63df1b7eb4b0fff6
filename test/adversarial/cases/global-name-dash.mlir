// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: PTX identifier
// CLASS: illegal-accepted
gpu.module @m {
  "memref.global"() <{sym_name = "s-1", sym_visibility = "private", type = memref<4xf32, 3>, initial_value, alignment = 16 : i64}> : () -> ()
  gpu.func @k() kernel {
    %p = memref.get_global @"s-1" : memref<4xf32, 3>
    gpu.return
  }
}
