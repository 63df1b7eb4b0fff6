// RUN: tirx-opt %s -t ptx | filecheck %s
// RUN: tirx-opt %s | tirx-opt -t ptx | filecheck %s
// RUN: tirx-opt %s -t "ptx{version=9.0}" | filecheck %s --check-prefix=V90
// The module frame: header, shared variables, the entry with its params and
// performance-tuning directives, register declarations, ld.param into the argument
// registers, constants as mov of a literal, and every nvvm op as its table row prints it.

// CHECK:      .version 8.5
// CHECK-NEXT: .target sm_90a
// CHECK-NEXT: .address_size 64
// CHECK-EMPTY:
// CHECK-NEXT: .shared .align 128 .b8 tile[16384];
// CHECK-NEXT: .shared .align 16 .b8 small[6];
// CHECK-NEXT: .extern .shared .align 1024 .b8 dyn[];
// CHECK-NEXT: .extern .shared .align 128 .b8 dyn0[];
// CHECK-EMPTY:
// CHECK-NEXT: .visible .entry consts(
// CHECK-NEXT: 	.param .u64 out,
// CHECK-NEXT: 	.param .u32 n,
// CHECK-NEXT: 	.param .f32 s,
// CHECK-NEXT: 	.param .f64 d,
// CHECK-NEXT: 	.param .b16 h,
// CHECK-NEXT: 	.param .u16 w,
// CHECK-NEXT: 	.param .u64 idx
// CHECK-NEXT: )
// CHECK-NEXT: .reqntid 128, 1, 1
// CHECK-NEXT: {
// CHECK-NEXT: 	.reg .pred %p<3>;
// CHECK-NEXT: 	.reg .b16 %rs<6>;
// CHECK-NEXT: 	.reg .b32 %r<6>;
// CHECK-NEXT: 	.reg .b64 %rd<6>;
// CHECK-NEXT: 	.reg .f32 %f<4>;
// CHECK-NEXT: 	.reg .f64 %fd<3>;
// CHECK-EMPTY:
// CHECK-NEXT: 	ld.param.u64 %rd1, [out];
// CHECK-NEXT: 	ld.param.u32 %r1, [n];
// CHECK-NEXT: 	ld.param.f32 %f1, [s];
// CHECK-NEXT: 	ld.param.f64 %fd1, [d];
// CHECK-NEXT: 	ld.param.b16 %rs1, [h];
// CHECK-NEXT: 	ld.param.u16 %rs2, [w];
// CHECK-NEXT: 	ld.param.u64 %rd2, [idx];
// CHECK-NEXT: 	mov.b32 %r2, 42;
// CHECK-NEXT: 	mov.b32 %r3, 4294967295;
// CHECK-NEXT: 	mov.b64 %rd3, 7;
// CHECK-NEXT: 	mov.b64 %rd4, 18446744073709551614;
// CHECK-NEXT: 	mov.f32 %f2, 0f3FC00000;
// CHECK-NEXT: 	mov.f64 %fd2, 0dBFF0000000000000;
// CHECK-NEXT: 	mov.b16 %rs3, 15360;
// CHECK-NEXT: 	mov.b16 %rs4, 16256;
// CHECK-NEXT: 	mov.b16 %rs5, 65535;
// CHECK-NEXT: 	mov.pred %p1, 1;
// CHECK-NEXT: 	mov.pred %p2, 0;
// CHECK-NEXT: 	mov.u32 %r4, %tid.x;
// CHECK-NEXT: 	add.f32 %f3, %f1, %f2;
// CHECK-NEXT: 	mov.u64 %rd5, tile;
// CHECK-NEXT: 	st.global.f32 [%rd1+8], %f3;
// CHECK-NEXT: 	mov.u32 %r5, dyn;
// CHECK-NEXT: 	ret;
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: .visible .entry clustered()
// CHECK-NEXT: .maxntid 384, 1, 1
// CHECK-NEXT: .minnctapersm 1
// CHECK-NEXT: .reqnctapercluster 2, 1, 1
// CHECK-NEXT: .explicitcluster
// CHECK-NEXT: {
// CHECK-NEXT: 	ret;
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: .visible .entry known(
// CHECK-NEXT: 	.param .u32 arg0
// CHECK-NEXT: )
// CHECK-NEXT: .reqntid 32, 4, 1
// CHECK-NEXT: {
// CHECK-NEXT: 	.reg .b32 %r<2>;
// CHECK-EMPTY:
// CHECK-NEXT: 	ld.param.u32 %r1, [arg0];
// CHECK-NEXT: 	ret;
// CHECK-NEXT: }

// V90: .version 9.0
// V90-NEXT: .target sm_90a

gpu.module @m {
  "memref.global"() <{sym_name = "tile", type = memref<64x64xf32, 3>, sym_visibility = "private", initial_value, alignment = 128 : i64}> : () -> ()
  "memref.global"() <{sym_name = "small", type = memref<3xbf16, 3>, sym_visibility = "private", initial_value}> : () -> ()
  "memref.global"() <{sym_name = "dyn", type = memref<?xi8, 3>, sym_visibility = "private", initial_value}> : () -> ()
  "memref.global"() <{sym_name = "dyn0", type = memref<0xi8, 3>, sym_visibility = "private", initial_value, alignment = 128 : i64}> : () -> ()
  gpu.func @consts(%out: i64, %n: i32, %s: f32, %d: f64, %h: bf16, %w: i16, %idx: index) kernel attributes {block = [128, 1, 1]} {
    %c42 = arith.constant 42 : i32
    %cm1 = arith.constant -1 : i32
    %c7 = arith.constant 7 : index
    %cm2 = arith.constant -2 : i64
    %f = arith.constant 1.5 : f32
    %g = arith.constant -1.0 : f64
    %one16 = arith.constant 1.0 : f16
    %onebf = arith.constant 1.0 : bf16
    %m16 = arith.constant -1 : i16
    %t = arith.constant true
    %fl = arith.constant false
    %tid = nvvm.mov.special<reg = "tid.x"> : () -> i32
    %sum = nvvm.add<type = f32> %s, %f : (f32, f32) -> f32
    %tile = nvvm.mov.sym<type = u64> {sym = @tile} : () -> i64
    nvvm.st<space = global, type = f32> %out, %sum {offset = 8 : i64} : (i64, f32) -> ()
    %dyn = nvvm.mov.sym<type = u32> {sym = @dyn} : () -> i32
    gpu.return
  }
  gpu.func @clustered() kernel attributes {maxntid = [384, 1, 1], cluster = [2, 1, 1], tirx.min_ctas_per_sm = 1 : i64, dynamic_smem = 98304 : i64} {
    gpu.return
  }
  gpu.func @known(%0: i32) kernel attributes {gpu.known_block_size = array<i32: 32, 4, 1>} {
    gpu.return
  }
}
