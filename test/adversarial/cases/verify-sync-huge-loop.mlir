// ARGS: -p aproxy-verify-sync
// EXPECT: accept
// CLASS: hang
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %c0 = arith.constant 0 : index
    %big = arith.constant 1000000000000 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %big step %c1 {
     aproxy.named_barrier_sync id(1), threads(128)
    }
    gpu.return
  }
}
