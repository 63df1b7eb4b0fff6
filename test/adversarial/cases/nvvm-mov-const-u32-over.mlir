// ARGS: %s
// EXPECT: reject: nvvm.mov.const: expected a value that fits .u32 \(\[0, 4294967295\]\), found 4294967296
// CLASS: illegal-accepted
func.func @f() {
  %x = nvvm.mov.const<type = u32> {value = 4294967296 : i64} : () -> i32
  func.return
}
