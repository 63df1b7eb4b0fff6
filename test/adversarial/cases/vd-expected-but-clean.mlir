// ARGS: --verify-diagnostics
// EXPECT: reject: expected-error \"anything\" was not produced
// CLASS: handled
// expected-error @+1 {{anything}}
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
