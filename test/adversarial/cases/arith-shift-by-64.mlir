// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k(%a: memref<?xi64>) kernel {
    %c0 = arith.constant 0 : index
    %s = arith.constant 64 : i64
    %x = memref.load %a[%c0] : memref<?xi64>
    %d = arith.shli %x, %s : i64
    memref.store %d, %a[%c0] : memref<?xi64>
    gpu.return
  }
}
