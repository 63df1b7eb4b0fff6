// RUN: tirx-opt %s --split-input-file -p aproxy-verify-sync --verify-diagnostics=only-expected 2>&1 | filecheck %s
// Blind spot 2 (issue 11): register operands of a wgmma in flight. An RS wgmma reads its A
// fragment from registers until wgmma.wait_group retires it (PTX ISA "wgmma.mma_async");
// a loop-carried fragment gets the registers of the value the loop yields for it, so the
// next slice's ldmatrix must come after the wait.

// The next A fragment is loaded before the wgmma reading the current one is retired.
gpu.module @m {
  gpu.func @rs_early(%n: index) kernel attributes {block = [128, 1, 1]} {
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
      // expected-error @below {{aproxy-verify-sync: nvvm.ldmatrix: register: writes %next, which the loop carries into the registers of %a, the A fragment of an aproxy.wgmma whose group is still in flight}}
      %next = nvvm.ldmatrix<num = x4, space = shared> %sa : (i32) -> vector<4xi32>
      %acc3 = aproxy.wgmma_wait 0 (%acc2) : vector<8xf32>
      scf.yield %next, %acc3 : vector<4xi32>, vector<8xf32>
    }
    gpu.return
  }
}

// -----

// The correct twin: the next fragment is loaded after wgmma_wait 0 (with one group kept
// in flight, wgmma_wait 1, the same load would be flagged).
// CHECK: aproxy-verify-sync: @rs_ok: {{.*}}: no findings
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
      %acc3 = aproxy.wgmma_wait 0 (%acc2) : vector<8xf32>
      %next = nvvm.ldmatrix<num = x4, space = shared> %sa : (i32) -> vector<4xi32>
      scf.yield %next, %acc3 : vector<4xi32>, vector<8xf32>
    }
    gpu.return
  }
}
