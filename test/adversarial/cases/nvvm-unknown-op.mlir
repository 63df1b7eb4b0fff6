// ARGS: %s
// EXPECT: reject: not registered|unknown|expected|Unregistered|no row
// CLASS: handled
func.func @f() {
  nvvm.teleport<type = f32> : () -> ()
  func.return
}
