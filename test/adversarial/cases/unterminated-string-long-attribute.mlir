// ARGS: %s
// EXPECT: reject: closing string literal
// CLASS: hang
gpu.module @m attributes {a = "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx} {
}
