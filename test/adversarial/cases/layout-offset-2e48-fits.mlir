// ARGS: %s
// EXPECT: accept
// CLASS: handled
func.func @f(%i: index) -> index {
  %0 = layout.apply #layout.layout<(65536,65536,65536):(1,65536,4294967296)> (%i) : index
  func.return %0 : index
}
