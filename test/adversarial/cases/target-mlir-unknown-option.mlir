// ARGS: -t 'mlir{x=1}'
// EXPECT: reject: Provided arguments \["x"\] not found
// CLASS: handled
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
