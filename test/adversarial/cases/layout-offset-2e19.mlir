// ARGS: %s
// EXPECT: reject: overflow|2\^63|index|exceed|range
// CLASS: illegal-accepted
func.func @f(%i: index) -> index {
  %0 = layout.apply #layout.layout<(4294967296,4294967296):(4294967296,1)> (%i) : index
  func.return %0 : index
}
