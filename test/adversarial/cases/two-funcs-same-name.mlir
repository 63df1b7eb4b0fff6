// ARGS: %s
// EXPECT: reject: Redefinition of symbol "f"
// CLASS: badly-reported
func.func @f() {
  func.return
}
func.func @f() {
  func.return
}
