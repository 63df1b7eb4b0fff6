// ARGS: %s
// EXPECT: reject: swizzle
// CLASS: handled
func.func @f(%i: index) -> index {
  %0 = layout.apply #layout.smem<128x64xbf16, swizzle = 96B, major = K> (%i, %i) : index
  func.return %0 : index
}
