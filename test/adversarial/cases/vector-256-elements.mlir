// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k(%o: memref<?xf32>) kernel {
    %v = arith.constant dense<1.0> : vector<256xf32>
    %f = vector.extract %v[255] : f32 from vector<256xf32>
    %c0 = arith.constant 0 : index
    memref.store %f, %o[%c0] : memref<?xf32>
    gpu.return
  }
}
