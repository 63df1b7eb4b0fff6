// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k(%n: index) kernel attributes {block = [128, 1, 1]} {
    %c = arith.constant 0 : index
    %p = arith.cmpi ugt, %n, %c : index
    scf.if %p {
    gpu.barrier
    }
    gpu.return
  }
}
