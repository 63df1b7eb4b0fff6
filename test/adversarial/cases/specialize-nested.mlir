// ARGS: %s
// EXPECT: reject: not to be nested inside another aproxy.specialize
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    aproxy.specialize {
     aproxy.role "a" warpgroups(0) regs(40) {
      aproxy.specialize {
      }
     }
    }
    gpu.return
  }
}
