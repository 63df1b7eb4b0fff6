// RUN: tirx-opt %s | tirx-opt | filecheck %s
// Every nvvm op prints in the `nvvm.op<slots> operands {props} : type` form and parses back.

// CHECK-LABEL: func.func @ops
func.func @ops(%p: i64, %a: f32, %b: f32, %s: i32, %c: i1, %h: i16) {
  // CHECK: %{{.*}} = nvvm.ld<space = global, vec = v4, type = f32> %p {offset = 16 : i64} : (i64) -> vector<4xf32>
  %d = nvvm.ld<space = global, vec = v4, type = f32> %p {offset = 16 : i64} : (i64) -> vector<4xf32>
  // CHECK: nvvm.ld<space = param, type = u64> {sym = @kp} : () -> i64
  %k = nvvm.ld<space = param, type = u64> {sym = @kp} : () -> i64
  // CHECK: nvvm.ld<space = global, evict = "L1::evict_last", type = bf16> %p : (i64) -> bf16
  %l = nvvm.ld<space = global, evict = "L1::evict_last", type = bf16> %p : (i64) -> bf16
  // an L1 eviction priority on an ordered store (PTX ISA 9.7.9.9; DeepGEMM's relaxed.sys store)
  // CHECK: nvvm.st<sem = relaxed, scope = sys, space = global, evict = "L1::no_allocate", type = u64> %p, %p : (i64, i64) -> ()
  nvvm.st<sem = relaxed, scope = sys, space = global, evict = "L1::no_allocate", type = u64> %p, %p : (i64, i64) -> ()
  // CHECK: nvvm.st<space = "shared::cta", type = b32> %s, %s : (i32, i32) -> ()
  nvvm.st<space = "shared::cta", type = b32> %s, %s : (i32, i32) -> ()
  // CHECK: nvvm.add<type = f32> %a, %b : (f32, f32) -> f32
  %e = nvvm.add<type = f32> %a, %b : (f32, f32) -> f32
  // CHECK: nvvm.add<rnd = rn, ftz, sat, type = f32> %a, %b : (f32, f32) -> f32
  %z = nvvm.add<rnd = rn, ftz, sat, type = f32> %a, %b : (f32, f32) -> f32
  // CHECK: nvvm.mul<mode = wide, type = s32> %s, %s : (i32, i32) -> i64
  %w = nvvm.mul<mode = wide, type = s32> %s, %s : (i32, i32) -> i64
  // CHECK: nvvm.mov.special<reg = "tid.x"> : () -> i32
  %t = nvvm.mov.special<reg = "tid.x"> : () -> i32
  // CHECK: nvvm.mov.special<reg = globaltimer> : () -> i64
  %g = nvvm.mov.special<reg = globaltimer> : () -> i64
  // CHECK: nvvm.mov.const<type = f32> {value = 1.500000e+00 : f32} : () -> f32
  %x = nvvm.mov.const<type = f32> {value = 1.5 : f32} : () -> f32
  // CHECK: nvvm.mov.sym<type = u64> {sym = @smem} : () -> i64
  %y = nvvm.mov.sym<type = u64> {sym = @smem} : () -> i64
  // CHECK: nvvm.setp<cmp = lt, type = s32> %s, %s : (i32, i32) -> i1
  %q = nvvm.setp<cmp = lt, type = s32> %s, %s : (i32, i32) -> i1
  // CHECK: nvvm.cvt<rnd = rn, dtype = bf16, atype = f32> %a : (f32) -> bf16
  %v = nvvm.cvt<rnd = rn, dtype = bf16, atype = f32> %a : (f32) -> bf16
  // CHECK: nvvm.shfl.sync<mode = bfly> %s, %s, %s, %s : (i32, i32, i32, i32) -> i32
  %f = nvvm.shfl.sync<mode = bfly> %s, %s, %s, %s : (i32, i32, i32, i32) -> i32
  // CHECK: nvvm.bar.sync<id = 1, count = 128> : () -> ()
  nvvm.bar.sync<id = 1, count = 128> : () -> ()
  // CHECK: nvvm.bra.cond %c [^[[B1:.*]](%s : i32), ^[[B2:.*]]] : (i1) -> ()
  nvvm.bra.cond %c [^bb1(%s : i32), ^bb2] : (i1) -> ()
^bb1(%r: i32):
  // CHECK: nvvm.bra [^[[B2]]] : () -> ()
  nvvm.bra [^bb2] : () -> ()
^bb2:
  // CHECK: nvvm.ret : () -> ()
  nvvm.ret : () -> ()
}
