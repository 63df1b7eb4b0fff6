// ARGS: --no-implicit-module
// EXPECT: accept
// CLASS: handled
builtin.module {
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
}
