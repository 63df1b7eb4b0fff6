// RUN: tirx-opt %s -p arith-to-nvvm | filecheck %s
// RUN: tirx-opt %s -p arith-to-nvvm | tirx-opt | filecheck %s
// arith.divf with fastmath<afn> on f32 is div.full.ftz.f32 (PTX ISA "div" (floating
// point): within 2 ulp over the full range, no slow path); without it, or on f64, IEEE div.rn.

// CHECK-LABEL: gpu.func @k
// CHECK-NEXT: %0 = nvvm.div<rnd = full, ftz, type = f32> %a, %b : (f32, f32) -> f32
// CHECK-NEXT: %1 = nvvm.div<rnd = rn, type = f32> %a, %b : (f32, f32) -> f32
// CHECK-NEXT: %2 = nvvm.div<rnd = rn, type = f64> %d, %d : (f64, f64) -> f64
// CHECK-NEXT: %3 = nvvm.div<rnd = rn, type = f32> %a, %b : (f32, f32) -> f32
gpu.module @m {
  gpu.func @k(%a: f32, %b: f32, %d: f64) kernel {
    %0 = arith.divf %a, %b fastmath<afn> : f32
    %1 = arith.divf %a, %b : f32
    %2 = arith.divf %d, %d fastmath<afn> : f64
    %3 = arith.divf %a, %b fastmath<nnan> : f32
    gpu.return
  }
}
