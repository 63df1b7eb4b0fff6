// ARGS: %s
// EXPECT: reject: other\.mlir:99:3: error: gpu.func @k-1: expected a PTX identifier
// CLASS: handled
gpu.module @m {
  gpu.func @"k-1"() kernel {
    gpu.return
  } loc("other.mlir":99:3)
}
