// ARGS: %s
// EXPECT: reject: x1|x2|x4|expected
// CLASS: handled
func.func @f(%i: index) -> index {
  %0 = layout.apply #layout.ldmatrix<x3> (%i, %i) : index
  func.return %0 : index
}
