// RUN: tirx-opt %S/../../../examples/saxpy.mlir -p tirx-to-ptx | filecheck %s
// RUN: tirx-opt %S/../../../examples/saxpy.mlir -p tirx-to-ptx | tirx-opt | filecheck %s
// RUN: tirx-opt %S/../../../examples/saxpy.mlir -p gpu-to-nvvm,memref-to-nvvm,canonicalize,cse,convert-scf-to-cf,arith-to-nvvm,cf-to-nvvm,dce | filecheck %s
// The whole SIMT pipeline on examples/saxpy.mlir, down to nvvm (the -t ptx input).

// CHECK: builtin.module {
// CHECK-NEXT: gpu.module @saxpy {
// CHECK-NEXT: gpu.func @saxpy(%alpha: f32, %x_ptr: i64, %x_dim0: i64, %y_ptr: i64, %y_dim0: i64) kernel attributes {tirx.arg_shapes = ["?", ["n"], ["n"]], tirx.inplace = [[2 : i64, 1 : i64]], tirx.kernel_params = [{kind = "scalar", arg = 0 : i64, name = "alpha"}, {kind = "ptr", arg = 1 : i64, name = "x_ptr"}, {kind = "dim", arg = 1 : i64, dim = 0 : i64, name = "x_dim0"}, {kind = "ptr", arg = 2 : i64, name = "y_ptr"}, {kind = "dim", arg = 2 : i64, dim = 0 : i64, name = "y_dim0"}]} {
// CHECK-NEXT: %x_global = nvvm.cvta<to, space = global, type = u64> %x_ptr : (i64) -> i64
// CHECK-NEXT: %y_global = nvvm.cvta<to, space = global, type = u64> %y_ptr : (i64) -> i64
// CHECK-NEXT: %0 = nvvm.mov.special<reg = "tid.x"> : () -> i32
// CHECK-NEXT: %tid = nvvm.cvt<dtype = s64, atype = s32> %0 : (i32) -> i64
// CHECK-NEXT: %1 = nvvm.mov.special<reg = "ctaid.x"> : () -> i32
// CHECK-NEXT: %bid = nvvm.cvt<dtype = s64, atype = s32> %1 : (i32) -> i64
// CHECK-NEXT: %2 = nvvm.mov.special<reg = "ntid.x"> : () -> i32
// CHECK-NEXT: %bdim = nvvm.cvt<dtype = s64, atype = s32> %2 : (i32) -> i64
// CHECK-NEXT: %3 = nvvm.mov.special<reg = "nctaid.x"> : () -> i32
// CHECK-NEXT: %gdim = nvvm.cvt<dtype = s64, atype = s32> %3 : (i32) -> i64
// CHECK-NEXT: %base = nvvm.mul<mode = lo, type = s64> %bid, %bdim : (i64, i64) -> i64
// CHECK-NEXT: %start = nvvm.add<type = s64> %base, %tid : (i64, i64) -> i64
// CHECK-NEXT: %stride = nvvm.mul<mode = lo, type = s64> %gdim, %bdim : (i64, i64) -> i64
// CHECK-NEXT: %4 = arith.constant 4 : i64
// CHECK-NEXT: cf.br ^bb1(%start : i64)
// CHECK-NEXT: ^bb1(%i: i64):
// CHECK-NEXT: %5 = nvvm.setp<cmp = lt, type = s64> %i, %y_dim0 : (i64, i64) -> i1
// CHECK-NEXT: cf.cond_br %5, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: %6 = nvvm.mul<mode = lo, type = s64> %i, %4 : (i64, i64) -> i64
// CHECK-NEXT: %7 = nvvm.add<type = s64> %x_global, %6 : (i64, i64) -> i64
// CHECK-NEXT: %xv = nvvm.ld<space = global, type = f32> %7 : (i64) -> f32
// CHECK-NEXT: %8 = nvvm.add<type = s64> %y_global, %6 : (i64, i64) -> i64
// CHECK-NEXT: %yv = nvvm.ld<space = global, type = f32> %8 : (i64) -> f32
// CHECK-NEXT: %ax = nvvm.mul<type = f32> %alpha, %xv : (f32, f32) -> f32
// CHECK-NEXT: %r = nvvm.add<type = f32> %ax, %yv : (f32, f32) -> f32
// CHECK-NEXT: nvvm.st<space = global, type = f32> %8, %r : (i64, f32) -> ()
// CHECK-NEXT: %9 = nvvm.add<type = s64> %i, %stride : (i64, i64) -> i64
// CHECK-NEXT: cf.br ^bb1(%9 : i64)
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
