// REQUIRES: ptxas
// RUN: tirx-opt %S/../../../examples/vector_add.mlir -p tirx-to-ptx -t ptx > %t.ptx
// RUN: ptxas -arch=sm_90a %t.ptx -o %t.cubin
// RUN: filecheck %s < %t.ptx
// examples/vector_add.mlir to PTX, assembled by ptxas.

// CHECK: .entry vector_add(
// CHECK: cvta.to.global.u64
// CHECK: ld.global.f32
// CHECK: ld.global.f32
// CHECK: st.global.f32
