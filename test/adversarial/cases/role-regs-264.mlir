// ARGS: %s
// EXPECT: reject: multiple of 8 in \[24, 256\].*found 264
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    aproxy.specialize {
     aproxy.role "a" warpgroups(0) regs(264) {
     }
    }
    gpu.return
  }
}
