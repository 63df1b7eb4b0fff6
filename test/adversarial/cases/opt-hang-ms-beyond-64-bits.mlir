// ARGS: -p 'tirx-to-ptx{hang_check=true hang_ms=99999999999999999999}'
// EXPECT: reject: 'hang_ms': expected an integer within 64 bits
// CLASS: illegal-accepted
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
