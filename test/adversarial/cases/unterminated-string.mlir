// ARGS: %s
// EXPECT: reject: string|Expected|expected
// CLASS: handled
gpu.module @m attributes {a = "abc} {
}
