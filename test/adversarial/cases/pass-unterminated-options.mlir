// ARGS: -p tirx-to-ptx{
// EXPECT: reject: option|unknown|expected|bound|pass|spec|malformed|Unknown|invalid|Invalid
// CLASS: handled
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel {
    gpu.return
  }
}
