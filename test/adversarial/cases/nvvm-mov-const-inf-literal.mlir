// ARGS: %s
// EXPECT: reject: out of range|overflow|too large
// CLASS: illegal-accepted
func.func @f() {
  %x = nvvm.mov.const<type = f32> {value = 1.0e400 : f32} : () -> f32
  func.return
}
