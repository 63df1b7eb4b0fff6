// ARGS: %s
// EXPECT: reject: row_major|col_major|layout|expected
// CLASS: handled
gpu.module @m {
  gpu.func @k(%A: !tile.global<?x?xbf16, diagonal>) kernel {
    gpu.return
  }
}
