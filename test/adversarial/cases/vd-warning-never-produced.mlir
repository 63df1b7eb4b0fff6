// ARGS: --verify-diagnostics
// EXPECT: reject: expected-warning \"x\" was not produced
// CLASS: handled
// expected-warning @+1 {{x}}
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
