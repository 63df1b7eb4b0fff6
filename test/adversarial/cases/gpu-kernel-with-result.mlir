// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: result|return|void|expected
// CLASS: handled
gpu.module @m {
  gpu.func @k() -> i32 kernel {
    %c = arith.constant 1 : i32
    gpu.return %c : i32
  }
}
