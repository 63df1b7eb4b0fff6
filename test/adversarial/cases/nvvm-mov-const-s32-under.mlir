// ARGS: -t ptx
// EXPECT: reject: fits .s32.*found -2147483649
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel {
    %x = nvvm.mov.const<type = s32> {value = -2147483649 : i64} : () -> i32
    gpu.return
  }
}
