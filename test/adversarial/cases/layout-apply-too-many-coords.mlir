// ARGS: %s
// EXPECT: reject: coordinates
// CLASS: handled
func.func @f(%i: index) -> index {
  %0 = layout.apply #layout.layout<(4,4):(1,4)> (%i, %i, %i) : index
  func.return %0 : index
}
