// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: step|positive|zero
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k(%a: memref<?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %f = arith.constant 1.0 : f32
    scf.for %i = %c0 to %c4 step %c0 {
     memref.store %f, %a[%i] : memref<?xf32>
    }
    gpu.return
  }
}
