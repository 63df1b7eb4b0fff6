// REQUIRES: ptxas
// RUN: tirx-opt %S/../../../examples/rmsnorm.mlir -p tirx-to-ptx -t ptx > %t.ptx
// RUN: ptxas -arch=sm_90a %t.ptx -o %t.cubin
// RUN: filecheck %s < %t.ptx
// examples/rmsnorm.mlir to PTX, assembled by ptxas: x read with two 16-byte loads, two
// 5-step shuffle reductions around one barrier, w read with two 16-byte loads, y written
// with two 16-byte stores.

// CHECK: .shared .align 16 .b8 rmsnorm_partials[128];
// CHECK: .entry rmsnorm(
// CHECK-COUNT-2: ld.global.v4.b32
// CHECK-NOT: ld.global
// CHECK-COUNT-5: shfl.sync.bfly.b32
// CHECK: mov.u64 {{%rd[0-9]+}}, rmsnorm_partials;
// CHECK: st.shared.f32
// CHECK: bar.sync 0;
// CHECK-NOT: bar.sync
// CHECK: ld.shared.f32
// CHECK-COUNT-5: shfl.sync.bfly.b32
// CHECK: rsqrt.approx.ftz.f32
// CHECK-COUNT-2: ld.global.v4.b32
// CHECK-COUNT-4: cvt.rn.bf16x2.f32
// CHECK: st.global.v4.b32
// CHECK-COUNT-4: cvt.rn.bf16x2.f32
// CHECK: st.global.v4.b32
// CHECK-NOT: ld.global
