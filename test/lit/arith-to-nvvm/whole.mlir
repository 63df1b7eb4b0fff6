// RUN: tirx-opt %s -p arith-to-nvvm | filecheck %s
// RUN: tirx-opt %s -p arith-to-nvvm | tirx-opt | filecheck %s
// Vectors held whole as register lists -- block arguments and nvvm results (e.g. a wgmma
// accumulator carried by a loop) -- stay whole: arith reads their lanes with
// nvvm.mov.extract (right after the definition), and a scalarized vector that must be whole
// again (a branch operand, an nvvm operand) is rebuilt with nvvm.mov.pack. A splat
// constant feeding a register list stays for the PTX target to print.

gpu.module @m {
  gpu.func @k(%p: i64, %s: f32) kernel {
    %zero = arith.constant dense<0.0> : vector<2xf32>
    cf.br ^bb1(%zero : vector<2xf32>)
  ^bb1(%acc: vector<2xf32>):
    %v = nvvm.ld<space = global, vec = v2, type = f32> %p : (i64) -> vector<2xf32>
    %sum = arith.addf %acc, %v : vector<2xf32>
    %b = vector.broadcast %s : f32 to vector<2xf32>
    %m = arith.mulf %sum, %b : vector<2xf32>
    %c = arith.cmpf olt, %s, %s : f32
    cf.cond_br %c, ^bb1(%m : vector<2xf32>), ^bb2
  ^bb2:
    %e = vector.extract %acc[1] : f32 from vector<2xf32>
    nvvm.st<space = global, vec = v2, type = f32> %p, %m : (i64, vector<2xf32>) -> ()
    gpu.return
  }
}

// CHECK: builtin.module {
// CHECK-NEXT: gpu.module @m {
// CHECK-NEXT: gpu.func @k(%p: i64, %s: f32) kernel {
// CHECK-NEXT: %0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %zero = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: cf.br ^bb1(%zero : vector<2xf32>)
// CHECK-NEXT: ^bb1(%acc: vector<2xf32>):
// CHECK-NEXT: %1 = nvvm.mov.extract<type = f32, lane = 0> %acc : (vector<2xf32>) -> f32
// CHECK-NEXT: %e = nvvm.mov.extract<type = f32, lane = 1> %acc : (vector<2xf32>) -> f32
// CHECK-NEXT: %v = nvvm.ld<space = global, vec = v2, type = f32> %p : (i64) -> vector<2xf32>
// CHECK-NEXT: %2 = nvvm.mov.extract<type = f32, lane = 0> %v : (vector<2xf32>) -> f32
// CHECK-NEXT: %3 = nvvm.mov.extract<type = f32, lane = 1> %v : (vector<2xf32>) -> f32
// CHECK-NEXT: %4 = nvvm.add<type = f32> %1, %2 : (f32, f32) -> f32
// CHECK-NEXT: %5 = nvvm.add<type = f32> %e, %3 : (f32, f32) -> f32
// CHECK-NEXT: %6 = nvvm.mul<type = f32> %4, %s : (f32, f32) -> f32
// CHECK-NEXT: %7 = nvvm.mul<type = f32> %5, %s : (f32, f32) -> f32
// CHECK-NEXT: %c = nvvm.setp<cmp = lt, type = f32> %s, %s : (f32, f32) -> i1
// CHECK-NEXT: %8 = nvvm.mov.pack<type = f32, n = 2> %6, %7 : (f32, f32) -> vector<2xf32>
// CHECK-NEXT: cf.cond_br %c, ^bb1(%8 : vector<2xf32>), ^bb2
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: %9 = nvvm.mov.pack<type = f32, n = 2> %6, %7 : (f32, f32) -> vector<2xf32>
// CHECK-NEXT: nvvm.st<space = global, vec = v2, type = f32> %p, %9 : (i64, vector<2xf32>) -> ()
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
