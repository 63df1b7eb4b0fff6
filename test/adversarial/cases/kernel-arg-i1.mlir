// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: unsupported kernel argument type i1
// CLASS: handled
gpu.module @m {
  gpu.func @k(%b: i1) kernel {
    gpu.return
  }
}
