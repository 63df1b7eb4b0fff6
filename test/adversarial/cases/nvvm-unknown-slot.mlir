// ARGS: %s
// EXPECT: reject: slot|expected|unknown
// CLASS: handled
func.func @f(%a: f32, %b: f32) {
  %e = nvvm.add<colour = red, type = f32> %a, %b : (f32, f32) -> f32
  func.return
}
