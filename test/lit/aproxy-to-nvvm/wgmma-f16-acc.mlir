// RUN: tirx-opt %s -p aproxy-to-nvvm | filecheck %s
// RUN: tirx-opt %s -p tirx-to-ptx -t ptx | filecheck %s --check-prefix=PTX
// An f16 accumulator (PTX ISA "wgmma.mma_async": .dtype .f16 with .f16, .e4m3 or .e5m2
// operands) is N/4 packed f16x2 registers per thread, vector<N/4 x i32> at the aproxy level;
// it lowers to the row's dtype = f16 form and prints as .f16.
// CHECK: nvvm.wgmma.mma_async<n = 128, dtype = f16, atype = e4m3, btype = e5m2> %{{.*}} : (vector<32xi32>, i64, i64, i1) -> vector<32xi32>
// CHECK: nvvm.wgmma.mma_async<n = 64, dtype = f16, atype = f16, btype = f16> %{{.*}} : (vector<16xi32>, i64, i64, i1) -> vector<16xi32>
// PTX: wgmma.mma_async.sync.aligned.m64n128k32.f16.e4m3.e5m2 {%r{{[0-9]+}}, {{.*}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %p{{[0-9]+}}, 1, 1;
// PTX: wgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {%r{{[0-9]+}}, {{.*}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %p{{[0-9]+}}, 1, 1, 0, 0;
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %d = arith.constant 0 : i64
    %acc = arith.constant dense<0> : vector<32xi32>
    %acc16 = arith.constant dense<0> : vector<16xi32>
    aproxy.wgmma_fence
    %a = aproxy.wgmma m64n128k32 types(e4m3, e5m2, f16) %d, %d, %acc : i64, vector<32xi32>
    %b = aproxy.wgmma m64n64k16 types(f16, f16, f16) %d, %d, %acc16 : i64, vector<16xi32>
    aproxy.wgmma_commit
    %r:2 = aproxy.wgmma_wait 0 (%a, %b) : vector<32xi32>, vector<16xi32>
    gpu.return
  }
}
