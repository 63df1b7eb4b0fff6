// RUN: tirx-opt %s -t ptx | filecheck %s
// The kernel ABI from `tirx.kernel_params`: a memref's pointer and dynamic dimensions as
// .u64 params, scalars by type, tensor maps as 64-byte aligned 128-byte params. A used
// tensormap argument gets the param's generic address (mov + cvta.param); an unused one
// (an !aproxy.tensormap the lowering addresses by name) gets no register.

// CHECK:      .visible .entry copy(
// CHECK-NEXT: 	.param .u64 a_ptr,
// CHECK-NEXT: 	.param .u64 a_dim0,
// CHECK-NEXT: 	.param .u64 a_dim1,
// CHECK-NEXT: 	.param .u64 n,
// CHECK-NEXT: 	.param .align 64 .b8 tmap_a[128],
// CHECK-NEXT: 	.param .align 64 .b8 tmap_b[128]
// CHECK-NEXT: )
// CHECK-NEXT: .reqntid 128, 1, 1
// CHECK-NEXT: {
// CHECK-NEXT: 	.reg .b64 %rd<8>;
// CHECK-EMPTY:
// CHECK-NEXT: 	ld.param.u64 %rd1, [a_ptr];
// CHECK-NEXT: 	ld.param.u64 %rd2, [a_dim0];
// CHECK-NEXT: 	ld.param.u64 %rd3, [a_dim1];
// CHECK-NEXT: 	ld.param.u64 %rd4, [n];
// CHECK-NEXT: 	mov.u64 %rd5, tmap_a;
// CHECK-NEXT: 	cvta.param.u64 %rd5, %rd5;
// CHECK-NEXT: 	ld.b64 %rd6, [%rd5];
// CHECK-NEXT: 	mov.u64 %rd7, tmap_b;
// CHECK-NEXT: 	ret;
// CHECK-NEXT: }

gpu.module @m {
  gpu.func @copy(%a_ptr: i64, %a_dim0: i64, %a_dim1: i64, %n: index, %tm_addr: i64, %tm: !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">) kernel attributes {block = [128, 1, 1], tirx.kernel_params = [{kind = "ptr", arg = 0 : i64, name = "a_ptr"}, {kind = "dim", arg = 0 : i64, dim = 0 : i64, name = "a_dim0"}, {kind = "dim", arg = 0 : i64, dim = 1 : i64, name = "a_dim1"}, {kind = "scalar", arg = 1 : i64, name = "n"}, {kind = "tensormap", arg = 2 : i64, name = "tmap_a"}, {kind = "tensormap", arg = 3 : i64, name = "tmap_b"}]} {
    %w = nvvm.ld<type = b64> %tm_addr : (i64) -> i64
    %b = nvvm.mov.sym<type = u64> {sym = @tmap_b} : () -> i64
    gpu.return
  }
}
