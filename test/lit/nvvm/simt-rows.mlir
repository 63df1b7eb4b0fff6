// RUN: tirx-opt %s | tirx-opt | filecheck %s --check-prefix=IR
// RUN: tirx-opt %s -t ptx | filecheck %s
// Rows the real-PTX corpus asked for (tirx_mlir/dialects/nvvm/table_simt.py and the
// .L2::cache_hint / eviction-priority slots of ld, st, prefetch and cp.async): each op parses,
// prints back, and prints the PTX spelling nvcc and LLVM use (test/ptx_corpus/).
// IR: nvvm.add.cc<type = u32>
// IR: nvvm.addc<cc, type = u32>
// IR: nvvm.mma.sync<shape = m16n8k16, dtype = f32, atype = bf16, btype = bf16, ctype = f32>
// IR: nvvm.ld<space = global, cache_hint, type = f32> %{{.*}}, %{{.*}} {offset = 0 : i64} : (i64, i64) -> f32
// CHECK:      add.cc.u32 %r3, %r1, %r2;
// CHECK-NEXT: addc.cc.u32 %r4, %r3, %r2;
// CHECK-NEXT: addc.u32 %r5, %r4, %r1;
// CHECK-NEXT: dp4a.s32.u32 %r6, %r1, %r2, %r5;
// CHECK-NEXT: shf.l.wrap.b32 %r7, %r1, %r2, %r6;
// CHECK-NEXT: testp.finite.f32 %p1, %f1;
// CHECK:      mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%f6, %f7, %f8, %f9}, {%r8, %r9, %r10, %r11}, {%r12, %r13}, {%f2, %f3, %f4, %f5};
// CHECK-NEXT: ld.global.L2::cache_hint.f32 %f10, [%rd1], %rd2;
// CHECK-NEXT: prefetch.global.L2::evict_last [%rd1];
// CHECK-NEXT: cp.async.mbarrier.arrive.noinc.shared.b64 [%rd1];
// CHECK-NEXT: cp.async.wait_all;
// CHECK-NEXT: membar.gl;
// CHECK-NEXT: fence.proxy.alias;
// CHECK-NEXT: ret;
gpu.module @m {
  gpu.func @k(%a: i32, %b: i32, %p: i64, %q: i64, %f: f32) kernel {
    %s = nvvm.add.cc<type = u32> %a, %b : (i32, i32) -> i32
    %t = nvvm.addc<cc, type = u32> %s, %b : (i32, i32) -> i32
    %u = nvvm.addc<type = u32> %t, %a : (i32, i32) -> i32
    %d = nvvm.dp4a<atype = s32, btype = u32> %a, %b, %u : (i32, i32, i32) -> i32
    %h = nvvm.shf<dir = l, mode = wrap> %a, %b, %d : (i32, i32, i32) -> i32
    %n = nvvm.testp<op = finite, type = f32> %f : (f32) -> i1
    %av = arith.constant dense<1> : vector<4xi32>
    %bv = arith.constant dense<2> : vector<2xi32>
    %cv = arith.constant dense<0.0> : vector<4xf32>
    %m = nvvm.mma.sync<shape = m16n8k16, dtype = f32, atype = bf16, btype = bf16, ctype = f32> %av, %bv, %cv : (vector<4xi32>, vector<2xi32>, vector<4xf32>) -> vector<4xf32>
    %l = nvvm.ld<space = global, cache_hint, type = f32> %p, %q {offset = 0 : i64} : (i64, i64) -> f32
    nvvm.prefetch<space = global, level = "L2::evict_last"> %p {offset = 0 : i64} : (i64) -> ()
    nvvm.cp.async.mbarrier.arrive<noinc, space = shared> %p {offset = 0 : i64} : (i64) -> ()
    nvvm.cp.async.wait_all : () -> ()
    nvvm.membar<level = gl> : () -> ()
    nvvm.fence.proxy.alias : () -> ()
    gpu.return
  }
}
