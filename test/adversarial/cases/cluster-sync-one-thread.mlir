// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: aproxy.cluster_sync has width cluster
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1], cluster = [2, 1, 1]} {
    %t = gpu.thread_id x
    %c1 = arith.constant 1 : index
    %p = arith.cmpi ult, %t, %c1 : index
    scf.if %p {
    aproxy.cluster_sync
    }
    gpu.return
  }
}
