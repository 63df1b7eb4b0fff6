// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %t = gpu.thread_id x
    %c = arith.constant 128 : index
    %p = arith.cmpi ult, %t, %c : index
    scf.if %p {
    gpu.barrier
    }
    gpu.return
  }
}
