// ARGS: %s
// EXPECT: reject: closing string literal
// CLASS: hang
gpu.module @m {
  gpu.func @k() kernel {
    %y = arith.constant "a\n\t\41yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy : i32
    gpu.return
  }
}
