// ARGS: %s
// EXPECT: reject: Sw|swizzle|Swizzle|expected
// CLASS: illegal-accepted
func.func @f(%i: index) -> index {
  %0 = layout.apply #layout.swizzled<Sw<3,-2,3> o (8,64):(64,1)> (%i) : index
  func.return %0 : index
}
