// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: expected a memref of fewer than 2\^63 bytes
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k(%a: memref<18446744073709551615xf32>) kernel {
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<18446744073709551615xf32>
    gpu.return
  }
}
