// ARGS: %s
// EXPECT: reject: slot 'type' given twice
// CLASS: handled
func.func @f(%a: i32) {
  %e = nvvm.add<type = s32, type = u32> %a, %a : (i32, i32) -> i32
  func.return
}
