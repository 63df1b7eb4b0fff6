// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: legal-rejected
gpu.module @m {
  gpu.func @k(%A: !tile.global<?x?xf32, row_major>) kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
