// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %t = arith.constant true
    cf.cond_br %t, ^bb1(%t : i1), ^bb1(%t : i1)
    ^bb1(%x: i1):
    gpu.return
  }
}
