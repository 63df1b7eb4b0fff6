// ARGS: %s
// EXPECT: accept
// CLASS: handled
func.func @f(%i: index) -> index {
  %0 = layout.apply #layout.swizzled<Sw<0,4,3> o (8,64):(64,1)> (%i) : index
  func.return %0 : index
}
