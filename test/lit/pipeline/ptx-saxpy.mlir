// REQUIRES: ptxas
// RUN: tirx-opt %S/../../../examples/saxpy.mlir -p tirx-to-ptx -t ptx > %t.ptx
// RUN: ptxas -arch=sm_90a %t.ptx -o %t.cubin
// RUN: filecheck %s < %t.ptx
// examples/saxpy.mlir to PTX, assembled by ptxas.

// CHECK: .entry saxpy(
// CHECK: cvta.to.global.u64
// CHECK: ld.global.f32
// CHECK: ld.global.f32
// CHECK: st.global.f32
