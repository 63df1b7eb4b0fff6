// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k(%a: memref<f32>) kernel {
    %v = memref.load %a[] : memref<f32>
    memref.store %v, %a[] : memref<f32>
    gpu.return
  }
}
