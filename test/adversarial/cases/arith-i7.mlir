// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: i7|width|expected|type
// CLASS: handled
gpu.module @m {
  gpu.func @k(%a: memref<?xi32>) kernel {
    %c0 = arith.constant 0 : index
    %x = memref.load %a[%c0] : memref<?xi32>
    %t = arith.trunci %x : i32 to i7
    %e = arith.extui %t : i7 to i32
    memref.store %e, %a[%c0] : memref<?xi32>
    gpu.return
  }
}
