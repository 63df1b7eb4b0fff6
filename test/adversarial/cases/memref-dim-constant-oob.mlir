// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: memref.dim: expected a dimension in \[0, 0\].*found 5
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k(%a: memref<?xf32>) kernel {
    %c5 = arith.constant 5 : index
    %d = memref.dim %a, %c5 : memref<?xf32>
    gpu.return
  }
}
