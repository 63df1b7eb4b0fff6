// RUN: tirx-opt %s -p "tirx-to-ptx{verify_sync=false}" -t ptx --verify-diagnostics
// The ptx target refuses a kernel whose back edge moves the next A fragment into the
// registers an RS wgmma still reads: wgmma_wait 1 keeps its group in flight across the edge
// (PTX ISA 9.7.15.5.2). With wgmma_wait 0 the same loop prints (test/test_ptx_inflight.py).
gpu.module @m {
  gpu.func @rs_ok(%n: index) kernel attributes {block = [128, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %s = aproxy.smem_alloc 16384 align 1024 : !aproxy.smem<16384>
    %sa = aproxy.smem_address %s : !aproxy.smem<16384>
    %one = arith.constant 1.0 : f32
    nvvm.st<space = shared, type = f32> %sa, %one : (i32, f32) -> ()
    aproxy.fence_proxy_async
    %d = aproxy.wgmma_desc %s swizzle("128B") lbo(16) sbo(1024) : !aproxy.smem<16384>
    %z = arith.constant dense<0.0> : vector<8xf32>
    %a0 = arith.constant dense<0> : vector<4xi32>
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %a0, %acc = %z) -> (vector<4xi32>, vector<8xf32>) {
      aproxy.wgmma_fence
      %acc2 = aproxy.wgmma m64n16k16 types(bf16, bf16, f32) %a, %d, %acc : vector<4xi32>, vector<8xf32>
      aproxy.wgmma_commit
      %acc3 = aproxy.wgmma_wait 1 (%acc2) : vector<8xf32>
      %next = nvvm.ldmatrix<num = x4, space = shared> %sa : (i32) -> vector<4xi32>
      // expected-error @below {{ptx target: cf.br: moves a new value into the registers of %a, the A fragment of the wgmma.mma_async.rs at block 2, op 2, while its wgmma group may still be in flight}}
      scf.yield %next, %acc3 : vector<4xi32>, vector<8xf32>
    }
    gpu.return
  }
}
