// RUN: tirx-opt %s -p cf-to-nvvm | filecheck %s
// RUN: tirx-opt %s -p cf-to-nvvm | tirx-opt | filecheck %s
// cf.switch becomes one setp.eq + cf.cond_br test per case, in order, then a branch to
// the default block; cf.br / cf.cond_br stay for the PTX target.

gpu.module @m {
  gpu.func @k(%flag: i32, %x: f32) kernel {
    cf.switch %flag : i32, [
      default: ^bb3(%x : f32),
      4: ^bb1,
      7: ^bb2(%x, %x : f32, f32)
    ]
  ^bb1:
    cf.br ^bb3(%x : f32)
  ^bb2(%a: f32, %b: f32):
    %s = nvvm.add<type = f32> %a, %b : (f32, f32) -> f32
    cf.br ^bb3(%s : f32)
  ^bb3(%r: f32):
    gpu.return
  }
}

// CHECK: builtin.module {
// CHECK-NEXT: gpu.module @m {
// CHECK-NEXT: gpu.func @k(%flag: i32, %x: f32) kernel {
// CHECK-NEXT: %0 = arith.constant 4 : i32
// CHECK-NEXT: %1 = nvvm.setp<cmp = eq, type = b32> %flag, %0 : (i32, i32) -> i1
// CHECK-NEXT: cf.cond_br %1, ^bb3, ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: %2 = arith.constant 7 : i32
// CHECK-NEXT: %3 = nvvm.setp<cmp = eq, type = b32> %flag, %2 : (i32, i32) -> i1
// CHECK-NEXT: cf.cond_br %3, ^bb4(%x, %x : f32, f32), ^bb2
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: cf.br ^bb5(%x : f32)
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: cf.br ^bb5(%x : f32)
// CHECK-NEXT: ^bb4(%a: f32, %b: f32):
// CHECK-NEXT: %s = nvvm.add<type = f32> %a, %b : (f32, f32) -> f32
// CHECK-NEXT: cf.br ^bb5(%s : f32)
// CHECK-NEXT: ^bb5(%r: f32):
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
