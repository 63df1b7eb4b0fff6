// ARGS: %s
// EXPECT: reject: expected|type|f32
// CLASS: handled
func.func @f(%a: i32, %b: i32) {
  %e = nvvm.add<type = f32> %a, %b : (i32, i32) -> i32
  func.return
}
