// ARGS: %s
// EXPECT: reject: N a multiple of 8 in \[8, 256\], found N = 264
// CLASS: handled
func.func @f(%i: index) -> index {
  %0 = layout.apply #layout.wgmma_acc<64x264xf32> (%i, %i) : index
  func.return %0 : index
}
