// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: memory space|space|expected
// CLASS: handled
gpu.module @m {
  gpu.func @k(%a: memref<4xf32, 5>) kernel {
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<4xf32, 5>
    gpu.return
  }
}
