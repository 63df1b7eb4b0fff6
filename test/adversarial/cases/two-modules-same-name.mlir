// ARGS: %s
// EXPECT: reject: Redefinition of symbol "m"
// CLASS: badly-reported
gpu.module @m {
}
gpu.module @m {
}
