// ARGS: --split-input-file
// EXPECT: reject: Redefinition of symbol "m"
// CLASS: badly-reported
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
//-----
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
