// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: vector<0xf32>|at least one|no elements
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k(%o: memref<?xf32>) kernel {
    %v = arith.constant dense<> : vector<0xf32>
    %r = vector.reduction <add>, %v : vector<0xf32> into f32
    %c0 = arith.constant 0 : index
    memref.store %r, %o[%c0] : memref<?xf32>
    gpu.return
  }
}
