// ARGS: -t ptx
// EXPECT: reject: expected only gpu.module ops at the top level
// CLASS: handled
func.func @f(%a: i32) {
  %e = nvvm.add<type = s32> %a, %a : (i32, i32) -> i32
  func.return
}
