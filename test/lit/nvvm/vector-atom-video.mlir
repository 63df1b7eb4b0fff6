// RUN: tirx-opt %s | tirx-opt | filecheck %s --check-prefix=IR
// RUN: tirx-opt %s -t ptx | filecheck %s
// The families that were the table's deliberate gaps: vector atom/red (PTX ISA 9.7.13.5-6,
// sm_90: d and b are vectors of the .vN width, printed as brace lists) and the scalar and
// SIMD video instructions (PTX ISA 9.7.17: a selector prints right after the register it
// selects from). Each op parses, prints back, and prints the exact PTX.
// IR: nvvm.atom.vec<space = global, op = add, vec = v2, type = f16x2> %{{.*}}, %{{.*}} {offset = 0 : i64} : (i64, vector<2xi32>) -> vector<2xi32>
// IR: nvvm.red.vec<sem = release, scope = gpu, space = global, op = add, vec = v4, type = f32>
// IR: nvvm.vabsdiff4<dtype = u32, atype = u32, btype = u32, add>
// IR: nvvm.vadd4<dtype = s32, atype = s32, btype = u32, sat, mask = b20, asel = b7654, bsel = b0000>
// CHECK:      atom.global.add.noftz.v2.f16x2 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd1], {%r{{[0-9]+}}, %r{{[0-9]+}}};
// CHECK-NEXT: red.release.gpu.global.add.v4.f32 [%rd1], {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}};
// CHECK-NEXT: atom.acq_rel.sys.global.max.noftz.L2::cache_hint.v8.bf16 {%rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}}, [%rd1+16], {%rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rd2;
// CHECK-NEXT: red.global.min.noftz.v4.f16x2 [%rd1], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
// CHECK-NEXT: vabsdiff4.u32.u32.u32.add %r[[D4:[0-9]+]], %r1, %r2, %r3;
// CHECK-NEXT: vadd4.s32.s32.u32.sat %r{{[0-9]+}}.b20, %r1.b7654, %r2.b0000, %r[[D4]];
// CHECK-NEXT: vmax2.u32.u32.u32 %r{{[0-9]+}}.h1, %r1.h32, %r2.h00, %r3;
// CHECK-NEXT: vavrg2.s32.s32.s32.add %r{{[0-9]+}}, %r1, %r2, %r3;
// CHECK-NEXT: vadd.s32.u32.s32.sat.min %r{{[0-9]+}}, %r1.b1, %r2.h1, %r3;
// CHECK-NEXT: vabsdiff.s32.s32.s32 %r{{[0-9]+}}.h0, %r1, %r2, %r3;
// CHECK-NEXT: vsub.u32.u32.u32 %r{{[0-9]+}}, %r1, %r2;
gpu.module @m {
  gpu.func @k(%a: i32, %b: i32, %c: i32, %p: i64, %q: i64) kernel {
    %h2 = arith.constant dense<1> : vector<2xi32>
    %f4 = arith.constant dense<1.0> : vector<4xf32>
    %b8 = arith.constant dense<1.0> : vector<8xbf16>
    %h4 = arith.constant dense<1> : vector<4xi32>
    %o = nvvm.atom.vec<space = global, op = add, vec = v2, type = f16x2> %p, %h2 {offset = 0 : i64} : (i64, vector<2xi32>) -> vector<2xi32>
    nvvm.red.vec<sem = release, scope = gpu, space = global, op = add, vec = v4, type = f32> %p, %f4 {offset = 0 : i64} : (i64, vector<4xf32>) -> ()
    %m = nvvm.atom.vec<sem = acq_rel, scope = sys, space = global, op = max, cache_hint, vec = v8, type = bf16> %p, %b8, %q {offset = 16 : i64} : (i64, vector<8xbf16>, i64) -> vector<8xbf16>
    nvvm.red.vec<space = global, op = min, vec = v4, type = f16x2> %p, %h4 {offset = 0 : i64} : (i64, vector<4xi32>) -> ()
    %s = nvvm.vabsdiff4<dtype = u32, atype = u32, btype = u32, add> %a, %b, %c : (i32, i32, i32) -> i32
    %t = nvvm.vadd4<dtype = s32, atype = s32, btype = u32, sat, mask = b20, asel = b7654, bsel = b0000> %a, %b, %s : (i32, i32, i32) -> i32
    %u = nvvm.vmax2<dtype = u32, atype = u32, btype = u32, mask = h1, asel = h32, bsel = h00> %a, %b, %c : (i32, i32, i32) -> i32
    %v = nvvm.vavrg2<dtype = s32, atype = s32, btype = s32, add> %a, %b, %c : (i32, i32, i32) -> i32
    %w = nvvm.vadd<dtype = s32, atype = u32, btype = s32, sat, op2 = min, asel = b1, bsel = h1> %a, %b, %c : (i32, i32, i32) -> i32
    %x = nvvm.vabsdiff<dtype = s32, atype = s32, btype = s32, dsel = h0> %a, %b, %c : (i32, i32, i32) -> i32
    %y = nvvm.vsub<dtype = u32, atype = u32, btype = u32> %a, %b : (i32, i32) -> i32
    gpu.return
  }
}
