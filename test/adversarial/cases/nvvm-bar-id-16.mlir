// ARGS: %s
// EXPECT: reject: id|\[0, 15\]|expected|16
// CLASS: handled
func.func @f() {
  nvvm.bar.sync<id = 16, count = 128> : () -> ()
  func.return
}
