// ARGS: %s
// EXPECT: reject: not congruent
// CLASS: handled
func.func @f(%i: index) -> index {
  %0 = layout.apply #layout.layout<(4,4):(1,4,16)> (%i) : index
  func.return %0 : index
}
