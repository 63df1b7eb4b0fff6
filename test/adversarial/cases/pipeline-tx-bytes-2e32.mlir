// ARGS: %s
// EXPECT: reject: full\(tx_bytes\) in \[1, 1048575\]
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %p = aproxy.pipeline stages(2) full(tx_bytes = 4294967296) empty(arrivals = 1) : !aproxy.pipeline<2>
    gpu.return
  }
}
