// RUN: tirx-opt %s -t ptx | filecheck %s
// Edge cases of constants: f16 infinities written as bit patterns (0x7C00 = 31744,
// 0xFC00 = 64512; a decimal literal beyond f16's range is an error, see
// test/adversarial/), a NaN keeps its bits, bf16 rounds to nearest even (3.0e38 ->
// 0x7F62 = 32610), an i1 splat sets each predicate, an i8 lives in a .b16 register.

// CHECK:      .visible .entry k()
// CHECK-NEXT: {
// CHECK-NEXT: 	.reg .pred %p<3>;
// CHECK-NEXT: 	.reg .b16 %rs<5>;
// CHECK-NEXT: 	.reg .f32 %f<2>;
// CHECK-EMPTY:
// CHECK-NEXT: 	mov.b16 %rs1, 31744;
// CHECK-NEXT: 	mov.b16 %rs2, 64512;
// CHECK-NEXT: 	mov.f32 %f1, 0f7FC00000;
// CHECK-NEXT: 	mov.b16 %rs3, 32610;
// CHECK-NEXT: 	mov.pred %p1, 1;
// CHECK-NEXT: 	mov.pred %p2, 1;
// CHECK-NEXT: 	mov.b16 %rs4, 65535;
// CHECK-NEXT: 	ret;
// CHECK-NEXT: }

gpu.module @m {
  gpu.func @k() kernel {
    %a = arith.constant 0x7C00 : f16
    %b = arith.constant 0xFC00 : f16
    %c = arith.constant 0x7FC00000 : f32
    %d = arith.constant 3.0e38 : bf16
    %e = arith.constant dense<true> : vector<2xi1>
    %f = arith.constant -1 : i8
    gpu.return
  }
}
