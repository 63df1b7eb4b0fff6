// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: vector<0xf32>|at least one|no elements
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k(%a: memref<?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %v = vector.load %a[%c0] : memref<?xf32>, vector<0xf32>
    gpu.return
  }
}
