// RUN: tirx-opt %s | tirx-opt | filecheck %s
// The driver knows xDSL's gpu, arith, memref and scf dialects.

// CHECK: gpu.module @kernels
// CHECK: gpu.func @k(%{{.*}}: memref<?xf32>) kernel
gpu.module @kernels {
  gpu.func @k(%a: memref<?xf32>) kernel {
    %t = gpu.thread_id x
    %v = memref.load %a[%t] : memref<?xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %a[%t] : memref<?xf32>
    gpu.return
  }
}
