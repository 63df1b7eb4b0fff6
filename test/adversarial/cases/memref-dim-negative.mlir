// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: memref.dim: expected a dimension.*found -1
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k(%a: memref<?xf32>) kernel {
    %c = arith.constant -1 : index
    %d = memref.dim %a, %c : memref<?xf32>
    gpu.return
  }
}
