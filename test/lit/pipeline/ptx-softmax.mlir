// REQUIRES: ptxas
// RUN: tirx-opt %S/../../../examples/softmax.mlir -p tirx-to-ptx -t ptx > %t.ptx
// RUN: ptxas -arch=sm_90a %t.ptx -o %t.cubin
// RUN: filecheck %s < %t.ptx
// examples/softmax.mlir to PTX, assembled by ptxas: x read once with two 16-byte loads,
// max and sum reductions (shuffles + one barrier each), ex2.approx per element, y written
// with two 16-byte stores.

// CHECK: .entry softmax(
// CHECK-COUNT-2: ld.global.v4.b32
// CHECK-COUNT-5: shfl.sync.bfly.b32
// CHECK: bar.sync 0;
// CHECK-COUNT-5: shfl.sync.bfly.b32
// CHECK-COUNT-16: ex2.approx.ftz.f32
// CHECK-COUNT-5: shfl.sync.bfly.b32
// CHECK: bar.sync 0;
// CHECK-COUNT-5: shfl.sync.bfly.b32
// CHECK: div.rn.f32
// CHECK-COUNT-4: cvt.rn.bf16x2.f32
// CHECK: st.global.v4.b32
// CHECK-COUNT-4: cvt.rn.bf16x2.f32
// CHECK: st.global.v4.b32
// CHECK-NOT: ld.global
