// RUN: tirx-opt %s -p "tirx-to-ptx{verify_sync=false}" --print-debuginfo | filecheck %s
// RUN: tirx-opt %s -p "tirx-to-ptx{verify_sync=false}" --print-debuginfo | tirx-opt --print-debuginfo | filecheck %s
// Lowering keeps locations: each op a pass makes while rewriting op X carries X's location
// as a name location naming X, so a diagnostic at the nvvm level names the op of the input
// it came from (tirx_mlir/diagnostics.py, locations_kept).

gpu.module @m {
  gpu.func @k(%n: index) kernel attributes {block = [128, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %s = aproxy.smem_alloc 16384 align 1024 : !aproxy.smem<16384>
    %d = aproxy.wgmma_desc %s swizzle("128B") lbo(16) sbo(1024) : !aproxy.smem<16384>
    %z = arith.constant dense<0.0> : vector<8xf32>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (vector<8xf32>) {
      aproxy.wgmma_fence
      %acc2 = aproxy.wgmma m64n16k16 types(bf16, bf16, f32) %d, %d, %acc : i64, vector<8xf32>
      aproxy.wgmma_commit
      %acc3 = aproxy.wgmma_wait 0 (%acc2) : vector<8xf32>
      scf.yield %acc3 : vector<8xf32>
    }
    gpu.return
  }
}

// CHECK: nvvm.and{{.*}} loc("aproxy.wgmma_desc"("{{.*}}lowered-locations.mlir":12:10))
// CHECK: cf.br{{.*}} loc("scf.for"("{{.*}}lowered-locations.mlir":14:10))
// CHECK: nvvm.wgmma.fence{{.*}} loc("aproxy.wgmma_fence"("{{.*}}lowered-locations.mlir":15:7))
// CHECK: nvvm.wgmma.mma_async{{.*}} loc("aproxy.wgmma"("{{.*}}lowered-locations.mlir":16:15))
// CHECK: nvvm.wgmma.commit_group{{.*}} loc("aproxy.wgmma_commit"("{{.*}}lowered-locations.mlir":17:7))
// CHECK: nvvm.wgmma.wait_group{{.*}} loc("aproxy.wgmma_wait"("{{.*}}lowered-locations.mlir":18:15))
// CHECK: cf.br{{.*}} loc("scf.yield"("{{.*}}lowered-locations.mlir":19:7))
