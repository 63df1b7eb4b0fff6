// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k(%o: memref<?xf32>) kernel attributes {block = [128, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %v = arith.constant dense<1.0> : vector<4xf32>
    %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %v) -> (vector<4xf32>) {
     %y = arith.addf %x, %x : vector<4xf32>
     scf.yield %y : vector<4xf32>
    }
    %e = vector.extract %r[0] : f32 from vector<4xf32>
    memref.store %e, %o[%c0] : memref<?xf32>
    gpu.return
  }
}
