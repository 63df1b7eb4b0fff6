// ARGS: %s
// EXPECT: reject: Expected integer literal or '\('
// CLASS: handled
func.func @f(%i: index) -> index {
  %0 = layout.apply #layout.swizzled<Sw<3,4,3> o Sw<3,4,3> o (8,64):(64,1)> (%i, %i) : index
  func.return %0 : index
}
