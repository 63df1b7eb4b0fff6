// RUN: tirx-opt %s -p tirx-to-ptx | filecheck %s
// RUN: tirx-opt %s -p tirx-to-ptx -t ptx > %t.ptx
// RUN: %if ptxas %{ ptxas -arch=sm_90a %t.ptx -o %t.cubin %}
// A vector carried by a loop (an iter_arg, then a block argument after scf-to-cf) stays a
// register list: its lanes are read with mov.extract at the loop header and the next
// iteration's value is packed with mov.pack; the splat initial value stays a constant.

gpu.module @m {
  gpu.func @colsum(%a: memref<?xf32>, %out: memref<4xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %n = memref.dim %a, %c0 : memref<?xf32>
    %z = arith.constant dense<0.0> : vector<4xf32>
    %r = scf.for %i = %c0 to %n step %c4 iter_args(%acc = %z) -> (vector<4xf32>) {
      %v = vector.load %a[%i] : memref<?xf32>, vector<4xf32>
      %s = arith.addf %acc, %v : vector<4xf32>
      scf.yield %s : vector<4xf32>
    }
    vector.store %r, %out[%c0] : memref<4xf32>, vector<4xf32>
    gpu.return
  }
}

// CHECK: builtin.module {
// CHECK-NEXT: gpu.module @m {
// CHECK-NEXT: gpu.func @colsum(%a_ptr: i64, %a_dim0: i64, %out_ptr: i64) kernel attributes {tirx.kernel_params = [{kind = "ptr", arg = 0 : i64, name = "a_ptr"}, {kind = "dim", arg = 0 : i64, dim = 0 : i64, name = "a_dim0"}, {kind = "ptr", arg = 1 : i64, name = "out_ptr"}]} {
// CHECK-NEXT: %a_global = nvvm.cvta<to, space = global, type = u64> %a_ptr : (i64) -> i64
// CHECK-NEXT: %out_global = nvvm.cvta<to, space = global, type = u64> %out_ptr : (i64) -> i64
// CHECK-NEXT: %c0 = arith.constant 0 : i64
// CHECK-NEXT: %c4 = arith.constant 4 : i64
// CHECK-NEXT: %z = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %0 = arith.constant 4 : i64
// CHECK-NEXT: cf.br ^bb1(%c0, %z : i64, vector<4xf32>)
// CHECK-NEXT: ^bb1(%i: i64, %acc: vector<4xf32>):
// CHECK-NEXT: %1 = nvvm.mov.extract<type = f32, lane = 0> %acc : (vector<4xf32>) -> f32
// CHECK-NEXT: %2 = nvvm.mov.extract<type = f32, lane = 1> %acc : (vector<4xf32>) -> f32
// CHECK-NEXT: %3 = nvvm.mov.extract<type = f32, lane = 2> %acc : (vector<4xf32>) -> f32
// CHECK-NEXT: %4 = nvvm.mov.extract<type = f32, lane = 3> %acc : (vector<4xf32>) -> f32
// CHECK-NEXT: %5 = nvvm.setp<cmp = lt, type = s64> %i, %a_dim0 : (i64, i64) -> i1
// CHECK-NEXT: cf.cond_br %5, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: %6 = nvvm.mul<mode = lo, type = s64> %i, %0 : (i64, i64) -> i64
// CHECK-NEXT: %7 = nvvm.add<type = s64> %a_global, %6 : (i64, i64) -> i64
// CHECK-NEXT: %8 = nvvm.ld<space = global, vec = v4, type = f32> %7 : (i64) -> vector<4xf32>
// CHECK-NEXT: %9 = nvvm.mov.extract<type = f32, lane = 0> %8 : (vector<4xf32>) -> f32
// CHECK-NEXT: %10 = nvvm.mov.extract<type = f32, lane = 1> %8 : (vector<4xf32>) -> f32
// CHECK-NEXT: %11 = nvvm.mov.extract<type = f32, lane = 2> %8 : (vector<4xf32>) -> f32
// CHECK-NEXT: %12 = nvvm.mov.extract<type = f32, lane = 3> %8 : (vector<4xf32>) -> f32
// CHECK-NEXT: %13 = nvvm.add<type = f32> %1, %9 : (f32, f32) -> f32
// CHECK-NEXT: %14 = nvvm.add<type = f32> %2, %10 : (f32, f32) -> f32
// CHECK-NEXT: %15 = nvvm.add<type = f32> %3, %11 : (f32, f32) -> f32
// CHECK-NEXT: %16 = nvvm.add<type = f32> %4, %12 : (f32, f32) -> f32
// CHECK-NEXT: %17 = nvvm.add<type = s64> %i, %c4 : (i64, i64) -> i64
// CHECK-NEXT: %18 = nvvm.mov.pack<type = f32, n = 4> %13, %14, %15, %16 : (f32, f32, f32, f32) -> vector<4xf32>
// CHECK-NEXT: cf.br ^bb1(%17, %18 : i64, vector<4xf32>)
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: %19 = nvvm.mov.pack<type = f32, n = 4> %1, %2, %3, %4 : (f32, f32, f32, f32) -> vector<4xf32>
// CHECK-NEXT: nvvm.st<space = global, vec = v4, type = f32> %out_global, %19 : (i64, vector<4xf32>) -> ()
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
