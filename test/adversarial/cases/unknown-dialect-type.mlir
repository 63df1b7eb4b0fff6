// ARGS: %s
// EXPECT: reject: not registered|unregistered|Undefined|unknown|dialect
// CLASS: handled
gpu.module @m {
  gpu.func @k(%a: !nope.t<3>) kernel {
    gpu.return
  }
}
