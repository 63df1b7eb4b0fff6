// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: expected the enclosing kernel to declare cluster
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    aproxy.cluster_sync
    gpu.return
  }
}
