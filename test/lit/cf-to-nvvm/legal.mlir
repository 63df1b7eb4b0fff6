// RUN: tirx-opt %s -p cf-to-nvvm | filecheck %s
// What the PTX target prints passes unchanged: nvvm ops, scalar and splat-vector
// constants, branches with register-list block arguments, TMA descriptor arguments.

gpu.module @m {
  gpu.func @k(%tm: !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">, %p: i64) kernel {
    %zero = arith.constant dense<0.0> : vector<4xf32>
    %t = arith.constant true
    cf.br ^bb1(%zero : vector<4xf32>)
  ^bb1(%acc: vector<4xf32>):
    nvvm.st<space = global, vec = v4, type = f32> %p, %acc : (i64, vector<4xf32>) -> ()
    cf.cond_br %t, ^bb1(%acc : vector<4xf32>), ^bb2
  ^bb2:
    gpu.return
  }
}

// CHECK: builtin.module {
// CHECK-NEXT: gpu.module @m {
// CHECK-NEXT: gpu.func @k(%tm: !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">, %p: i64) kernel {
// CHECK-NEXT: %zero = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %t = arith.constant true
// CHECK-NEXT: cf.br ^bb1(%zero : vector<4xf32>)
// CHECK-NEXT: ^bb1(%acc: vector<4xf32>):
// CHECK-NEXT: nvvm.st<space = global, vec = v4, type = f32> %p, %acc : (i64, vector<4xf32>) -> ()
// CHECK-NEXT: cf.cond_br %t, ^bb1(%acc : vector<4xf32>), ^bb2
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
