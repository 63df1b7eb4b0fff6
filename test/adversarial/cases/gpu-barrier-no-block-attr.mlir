// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %t = gpu.thread_id x
    %c = arith.constant 5 : index
    %p = arith.cmpi ult, %t, %c : index
    scf.if %p {
    gpu.barrier
    }
    gpu.return
  }
}
