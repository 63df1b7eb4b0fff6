// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k(%a: memref<?x?x?x?x?x?x?x?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0,%c0,%c0,%c0,%c0,%c0,%c0,%c0] : memref<?x?x?x?x?x?x?x?xf32>
    memref.store %v, %a[%c0,%c0,%c0,%c0,%c0,%c0,%c0,%c0] : memref<?x?x?x?x?x?x?x?xf32>
    gpu.return
  }
}
