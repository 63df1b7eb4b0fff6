// ARGS: %s
// EXPECT: reject: warpgroup|twice|more than one|expected|overlap
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [256, 1, 1]} {
    aproxy.specialize {
     aproxy.role "a" warpgroups(0) regs(40) {
     }
     aproxy.role "b" warpgroups(0) regs(40) {
     }
    }
    gpu.return
  }
}
