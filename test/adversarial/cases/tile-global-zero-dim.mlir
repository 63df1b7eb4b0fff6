// ARGS: %s
// EXPECT: reject: shape|positive|expected|zero|dimension
// CLASS: handled
gpu.module @m {
  gpu.func @k(%A: !tile.global<0x64xbf16, row_major>) kernel {
    gpu.return
  }
}
