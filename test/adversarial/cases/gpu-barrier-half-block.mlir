// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: but 64 of the block's 128 threads reach it
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %t = gpu.thread_id x
    %c = arith.constant 64 : index
    %p = arith.cmpi ult, %t, %c : index
    scf.if %p {
    gpu.barrier
    }
    gpu.return
  }
}
