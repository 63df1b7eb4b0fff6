// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: gpu.module|expected|parent
// CLASS: handled
gpu.func @k() kernel {
  gpu.return
}
