// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k(%a: memref<?xi32>) kernel {
    %c0 = arith.constant 0 : index
    %z = arith.constant 0 : i32
    %x = memref.load %a[%c0] : memref<?xi32>
    %d = arith.divsi %x, %z : i32
    memref.store %d, %a[%c0] : memref<?xi32>
    gpu.return
  }
}
