// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: i128|width|expected|type
// CLASS: handled
gpu.module @m {
  gpu.func @k(%a: memref<?xi32>) kernel {
    %c = arith.constant 1 : i128
    %d = arith.addi %c, %c : i128
    %e = arith.trunci %d : i128 to i32
    %c0 = arith.constant 0 : index
    memref.store %e, %a[%c0] : memref<?xi32>
    gpu.return
  }
}
