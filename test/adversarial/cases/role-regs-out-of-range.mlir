// ARGS: %s
// EXPECT: reject: regs|\[24, 256\]|multiple of 8|expected
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    aproxy.specialize {
     aproxy.role "a" warpgroups(0) regs(7) {
     }
    }
    gpu.return
  }
}
