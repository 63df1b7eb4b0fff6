// ARGS: %s
// EXPECT: reject: shift
// CLASS: handled
func.func @f(%i: index) -> index {
  %0 = layout.apply #layout.swizzled<Sw<3,3,2> o (8,64):(64,1)> (%i) : index
  func.return %0 : index
}
