// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: nest.*deeper than 256
// CLASS: traceback
gpu.module @m {
  gpu.func @k() kernel {
    %t = arith.constant true
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    scf.if %t {
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    gpu.return
  }
}
