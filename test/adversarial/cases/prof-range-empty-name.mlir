// ARGS: -p profile-instrument
// EXPECT: reject: name|empty|expected
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    prof.range "" {
    "test.op"() : () -> ()
    }
    gpu.return
  }
}
