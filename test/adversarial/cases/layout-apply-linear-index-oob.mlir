// ARGS: -p lower-layout
// EXPECT: reject: expected a linear index in \[0, 15\].*found 16
// CLASS: illegal-accepted
func.func @f() -> index {
  %i = arith.constant 16 : index
  %0 = layout.apply #layout.layout<(4,4):(1,4)> (%i) : index
  func.return %0 : index
}
