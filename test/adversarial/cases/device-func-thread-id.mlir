// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: @f is not a kernel
// CLASS: handled
gpu.module @m {
  gpu.func @f() {
    %t = gpu.thread_id x
    gpu.return
  }
  gpu.func @k() kernel {
    gpu.return
  }
}
