// ARGS: %s
// EXPECT: reject: shape|positive|expected|zero
// CLASS: handled
func.func @f(%i: index) -> index {
  %0 = layout.apply #layout.layout<(0,4):(1,0)> (%i) : index
  func.return %0 : index
}
