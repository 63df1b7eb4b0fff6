// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: shared memory cannot be initialized
// CLASS: handled
gpu.module @m {
  "memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<4xf32, 3>, initial_value = dense<1.0> : tensor<4xf32>, alignment = 16 : i64}> : () -> ()
  gpu.func @k() kernel {
    %p = memref.get_global @g : memref<4xf32, 3>
    gpu.return
  }
}
