// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: whole warpgroups along x
// CLASS: traceback
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 2]} {
    aproxy.specialize {
     aproxy.role "a" warpgroups(0) regs(40) {
     }
     aproxy.role "b" warpgroups(1) regs(232) {
     }
    }
    gpu.return
  }
}
