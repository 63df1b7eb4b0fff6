// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: found \[2, 6\) in dimension 0 \(out of bounds\)
// CLASS: handled
gpu.module @m {
  gpu.func @k(%a: memref<4xf32>, %o: memref<?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %v = vector.load %a[%c2] : memref<4xf32>, vector<4xf32>
    vector.store %v, %o[%c0] : memref<?xf32>, vector<4xf32>
    gpu.return
  }
}
