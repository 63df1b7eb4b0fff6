// RUN: tirx-opt %S/../../../examples/vector_add.mlir -p tirx-to-ptx | filecheck %s
// RUN: tirx-opt %S/../../../examples/vector_add.mlir -p tirx-to-ptx | tirx-opt | filecheck %s
// RUN: tirx-opt %S/../../../examples/vector_add.mlir -p gpu-to-nvvm,memref-to-nvvm,canonicalize,cse,convert-scf-to-cf,arith-to-nvvm,cf-to-nvvm,dce | filecheck %s
// The whole SIMT pipeline on examples/vector_add.mlir, down to nvvm (the -t ptx input).

// CHECK: builtin.module {
// CHECK-NEXT: gpu.module @vector_add {
// CHECK-NEXT: gpu.func @vector_add(%a_ptr: i64, %a_dim0: i64, %b_ptr: i64, %b_dim0: i64, %c_ptr: i64, %c_dim0: i64) kernel attributes {tirx.arg_shapes = [["n"], ["n"], ["n"]], tirx.inplace = [[2 : i64, 0 : i64], [2 : i64, 1 : i64]], tirx.kernel_params = [{kind = "ptr", arg = 0 : i64, name = "a_ptr"}, {kind = "dim", arg = 0 : i64, dim = 0 : i64, name = "a_dim0"}, {kind = "ptr", arg = 1 : i64, name = "b_ptr"}, {kind = "dim", arg = 1 : i64, dim = 0 : i64, name = "b_dim0"}, {kind = "ptr", arg = 2 : i64, name = "c_ptr"}, {kind = "dim", arg = 2 : i64, dim = 0 : i64, name = "c_dim0"}]} {
// CHECK-NEXT: %a_global = nvvm.cvta<to, space = global, type = u64> %a_ptr : (i64) -> i64
// CHECK-NEXT: %b_global = nvvm.cvta<to, space = global, type = u64> %b_ptr : (i64) -> i64
// CHECK-NEXT: %c_global = nvvm.cvta<to, space = global, type = u64> %c_ptr : (i64) -> i64
// CHECK-NEXT: %0 = nvvm.mov.special<reg = "tid.x"> : () -> i32
// CHECK-NEXT: %tid = nvvm.cvt<dtype = s64, atype = s32> %0 : (i32) -> i64
// CHECK-NEXT: %1 = nvvm.mov.special<reg = "ctaid.x"> : () -> i32
// CHECK-NEXT: %bid = nvvm.cvt<dtype = s64, atype = s32> %1 : (i32) -> i64
// CHECK-NEXT: %2 = nvvm.mov.special<reg = "ntid.x"> : () -> i32
// CHECK-NEXT: %bdim = nvvm.cvt<dtype = s64, atype = s32> %2 : (i32) -> i64
// CHECK-NEXT: %base = nvvm.mul<mode = lo, type = s64> %bid, %bdim : (i64, i64) -> i64
// CHECK-NEXT: %i = nvvm.add<type = s64> %base, %tid : (i64, i64) -> i64
// CHECK-NEXT: %inside = nvvm.setp<cmp = lo, type = u64> %i, %c_dim0 : (i64, i64) -> i1
// CHECK-NEXT: cf.cond_br %inside, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: %3 = arith.constant 4 : i64
// CHECK-NEXT: %4 = nvvm.mul<mode = lo, type = s64> %i, %3 : (i64, i64) -> i64
// CHECK-NEXT: %5 = nvvm.add<type = s64> %a_global, %4 : (i64, i64) -> i64
// CHECK-NEXT: %x = nvvm.ld<space = global, type = f32> %5 : (i64) -> f32
// CHECK-NEXT: %6 = nvvm.add<type = s64> %b_global, %4 : (i64, i64) -> i64
// CHECK-NEXT: %y = nvvm.ld<space = global, type = f32> %6 : (i64) -> f32
// CHECK-NEXT: %s = nvvm.add<type = f32> %x, %y : (f32, f32) -> f32
// CHECK-NEXT: %7 = nvvm.add<type = s64> %c_global, %4 : (i64, i64) -> i64
// CHECK-NEXT: nvvm.st<space = global, type = f32> %7, %s : (i64, f32) -> ()
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
