// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %a0 = arith.constant 0 : i32
    %a4 = arith.constant 4 : i32
    %a1 = arith.constant 1 : i32
    scf.for %i = %a0 to %a4 step %a1 : i32 {
    }
    gpu.return
  }
}
