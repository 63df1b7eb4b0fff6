// ARGS: -t ptx
// EXPECT: reject: nope|symbol|not defined|undefined
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel {
    %y = nvvm.mov.sym<type = u64> {sym = @nope} : () -> i64
    gpu.return
  }
}
