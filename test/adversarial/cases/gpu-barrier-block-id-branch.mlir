// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %b = gpu.block_id x
    %c = arith.constant 1 : index
    %p = arith.cmpi ult, %b, %c : index
    scf.if %p {
    gpu.barrier
    }
    gpu.return
  }
}
