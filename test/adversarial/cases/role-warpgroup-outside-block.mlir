// ARGS: %s
// EXPECT: reject: warpgroup|block|expected
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    aproxy.specialize {
     aproxy.role "a" warpgroups(5) regs(40) {
     }
    }
    gpu.return
  }
}
