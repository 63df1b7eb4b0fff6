// ARGS: -p profile-strip
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    prof.range "r" {
    }
    gpu.return
  }
}
