// ARGS: --no-implicit-module
// EXPECT: reject: builtin.module operation expected
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
