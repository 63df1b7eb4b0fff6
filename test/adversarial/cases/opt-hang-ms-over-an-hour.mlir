// ARGS: -p 'tirx-to-ptx{hang_check=true hang_ms=3600001}'
// EXPECT: reject: 'hang_ms': expected a number of milliseconds in \[1, 3600000\].*found 3600001
// CLASS: illegal-accepted
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
