// ARGS: -p lower-layout
// EXPECT: reject: layout.apply: expected coordinate 0 in \[0, 3\].*found 100
// CLASS: illegal-accepted
func.func @f() -> index {
  %i = arith.constant 100 : index
  %0 = layout.apply #layout.layout<(4,4):(1,4)> (%i, %i) : index
  func.return %0 : index
}
