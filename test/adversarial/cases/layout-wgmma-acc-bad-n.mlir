// ARGS: %s
// EXPECT: reject: N|n |multiple|expected
// CLASS: handled
func.func @f(%i: index) -> index {
  %0 = layout.apply #layout.wgmma_acc<64x7xf32> (%i, %i) : index
  func.return %0 : index
}
