// RUN: tirx-opt %s -p aproxy-to-nvvm | filecheck %s
// RUN: tirx-opt %s -p aproxy-to-nvvm | tirx-opt | filecheck %s
// aproxy.wgmma_hold: one st.shared of each 32-bit register of its values (vector lanes through
// mov.extract) to the module's private word @__tirx_wgmma_hold (declared once, 4 bytes), before
// the wait it holds back; the op itself leaves nothing else.

// CHECK: builtin.module {
// CHECK-NEXT:   gpu.module @k {
// CHECK-NEXT:     "memref.global"() <{sym_name = "__tirx_wgmma_hold", type = memref<1xi32, 3 : i64>, initial_value, sym_visibility = "private", alignment = 16 : i64}> : () -> ()
// CHECK-NEXT:     gpu.func @g(%x: f32, %i: i32) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT:       %v = arith.constant dense<1.000000e+00> : vector<2xf32>
// CHECK-NEXT:       %0 = nvvm.mov.sym<type = u32> {sym = @__tirx_wgmma_hold} : () -> i32
// CHECK-NEXT:       %1 = nvvm.mov.extract<type = f32, lane = 0> %v : (vector<2xf32>) -> f32
// CHECK-NEXT:       %2 = nvvm.mov.extract<type = f32, lane = 1> %v : (vector<2xf32>) -> f32
// CHECK-NEXT:       nvvm.st<space = shared, type = f32> %0, %1 : (i32, f32) -> ()
// CHECK-NEXT:       nvvm.st<space = shared, type = f32> %0, %2 : (i32, f32) -> ()
// CHECK-NEXT:       nvvm.st<space = shared, type = f32> %0, %x : (i32, f32) -> ()
// CHECK-NEXT:       nvvm.wgmma.wait_group<n = 1> : () -> ()
// CHECK-NEXT:       %3 = nvvm.mov.sym<type = u32> {sym = @__tirx_wgmma_hold} : () -> i32
// CHECK-NEXT:       nvvm.st<space = shared, type = b32> %3, %i : (i32, i32) -> ()
// CHECK-NEXT:       nvvm.wgmma.wait_group<n = 0> : () -> ()
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

gpu.module @k {
  gpu.func @g(%x: f32, %i: i32) kernel attributes {block = [128, 1, 1]} {
    %v = arith.constant dense<1.0> : vector<2xf32>
    aproxy.wgmma_hold %v, %x : vector<2xf32>, f32
    aproxy.wgmma_wait 1
    aproxy.wgmma_hold %i : i32
    aproxy.wgmma_wait 0
    gpu.return
  }
}
