// ARGS: %s
// EXPECT: reject: UTF-8
// CLASS: traceback
// LOCATED: no
gpu.module @m {
// café
}
