// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: fewer than 2\^63 bytes
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k(%a: memref<4611686018427387904xf32>) kernel {
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<4611686018427387904xf32>
    memref.store %v, %a[%c0] : memref<4611686018427387904xf32>
    gpu.return
  }
}
