// ARGS: %s
// EXPECT: reject: slot 'count' has illegal value 100; legal values: 32..1024 step 32
// CLASS: handled
func.func @f() {
  nvvm.bar.sync<id = 1, count = 100> : () -> ()
  func.return
}
