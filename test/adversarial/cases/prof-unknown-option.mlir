// ARGS: -p profile-instrument{colour=red}
// EXPECT: reject: option|unknown|colour|expected
// CLASS: handled
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
