// ARGS: %s
// EXPECT: reject: legal values: 24..256 step 8
// CLASS: handled
func.func @f() {
  nvvm.setmaxnreg<action = inc, count = 7> : () -> ()
  func.return
}
