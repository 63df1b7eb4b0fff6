// ARGS: %s
// EXPECT: reject: count|expected|multiple|range
// CLASS: handled
func.func @f() {
  nvvm.bar.sync<id = 1, count = 4294967296> : () -> ()
  func.return
}
