// ARGS: -p lower-layout
// EXPECT: accept
// CLASS: handled
func.func @f() -> index {
  %i = arith.constant 15 : index
  %0 = layout.apply #layout.layout<(4,4):(1,4)> (%i) : index
  func.return %0 : index
}
