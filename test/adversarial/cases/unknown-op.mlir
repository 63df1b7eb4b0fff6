// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: not registered|unregistered|Unregistered|unknown
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    "foo.bar"() : () -> ()
    gpu.return
  }
}
