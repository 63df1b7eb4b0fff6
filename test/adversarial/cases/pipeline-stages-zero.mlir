// ARGS: %s
// EXPECT: reject: stages|at least|expected|\[1
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %p = aproxy.pipeline stages(0) full(tx_bytes = 1024) empty(arrivals = 1) : !aproxy.pipeline<0>
    gpu.return
  }
}
