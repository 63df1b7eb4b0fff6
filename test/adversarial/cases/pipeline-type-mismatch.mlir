// ARGS: %s
// EXPECT: reject: expected|pipeline
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %p = aproxy.pipeline stages(2) full(tx_bytes = 1024) empty(arrivals = 1) : !aproxy.pipeline<3>
    gpu.return
  }
}
