// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: hang
gpu.module @m {
  gpu.func @k(%a: memref<?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %big = arith.constant 1000000000000 : index
    %c1 = arith.constant 1 : index
    %f = arith.constant 1.0 : f32
    scf.for %i = %c0 to %big step %c1 {
     memref.store %f, %a[%i] : memref<?xf32>
    }
    gpu.return
  }
}
