// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: i1|element|expected
// CLASS: handled
gpu.module @m {
  gpu.func @k(%a: memref<?xi1>) kernel {
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<?xi1>
    memref.store %v, %a[%c0] : memref<?xi1>
    gpu.return
  }
}
