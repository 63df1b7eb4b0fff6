// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: stages|at most|232448|expected
// CLASS: hang
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %p = aproxy.pipeline stages(100000) full(tx_bytes = 1024) empty(arrivals = 1) : !aproxy.pipeline<100000>
    gpu.return
  }
}
