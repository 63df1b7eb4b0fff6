// ARGS: --split-input-file
// EXPECT: reject: expected|unknown|not registered|Could not parse
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    gpu.return
  }
}
// -----
%x = 
