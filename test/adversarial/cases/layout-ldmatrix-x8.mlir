// ARGS: %s
// EXPECT: reject: expected x1, x2 or x4
// CLASS: handled
func.func @f(%i: index) -> index {
  %0 = layout.apply #layout.ldmatrix<x8> (%i, %i) : index
  func.return %0 : index
}
