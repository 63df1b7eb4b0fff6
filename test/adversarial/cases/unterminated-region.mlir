// ARGS: %s
// EXPECT: reject: expected|Expected|block definition
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
