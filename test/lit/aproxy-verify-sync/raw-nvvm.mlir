// RUN: tirx-opt %s --split-input-file -p aproxy-verify-sync --verify-diagnostics=only-expected 2>&1 | filecheck %s
// Blind spot 7 (issue 11): synchronization written directly in nvvm is modelled from the
// PTX table's semantic flags (bar.sync / bar.arrive as named barriers, setmaxnreg,
// fence.proxy.async) or reported "not checked" at the op — never skipped.

// A raw bar.sync counting 256 threads that only one warpgroup reaches.
gpu.module @m {
  gpu.func @raw_bar() kernel attributes {block = [256, 1, 1]} {
    %s = aproxy.smem_alloc 1024 align 1024 : !aproxy.smem<1024>
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) {
      }
      aproxy.role "consumer" warpgroups(1) {
        // expected-error @below {{aproxy-verify-sync: nvvm.bar.sync: misuse: named barrier id(1) threads(256) but 128 threads reach it (consumer:wg1 128}}
        nvvm.bar.sync<id = 1, count = 256> : () -> ()
      }
    }
    gpu.return
  }
}

// -----

// The correct twin: both warpgroups reach it.
// CHECK: aproxy-verify-sync: @raw_bar_ok: 2 roles, 2 warpgroups, {{.*}}: no findings
gpu.module @m {
  gpu.func @raw_bar_ok() kernel attributes {block = [256, 1, 1]} {
    %s = aproxy.smem_alloc 1024 align 1024 : !aproxy.smem<1024>
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) {
        nvvm.bar.arrive<id = 1, count = 256> : () -> ()
      }
      aproxy.role "consumer" warpgroups(1) {
        nvvm.bar.sync<id = 1, count = 256> : () -> ()
      }
    }
    gpu.return
  }
}

// -----

// A raw mbarrier wait on an address: the model does not know which barrier it is, and
// says so at the op.
// CHECK: aproxy-verify-sync: @raw_mbarrier: not checked: nvvm.mbarrier.try_wait.parity: declares waits=mbarrier {{.*}}but the model has no handler for it
// CHECK-NEXT: at {{.*}}@raw_mbarrier > nvvm.mbarrier.try_wait.parity#{{[0-9]+}}): `%{{.*}} = nvvm.mbarrier.try_wait.parity
gpu.module @m {
  gpu.func @raw_mbarrier() kernel attributes {block = [128, 1, 1]} {
    %s = aproxy.smem_alloc 1024 align 1024 : !aproxy.smem<1024>
    %a = aproxy.smem_address %s : !aproxy.smem<1024>
    %p = arith.constant 0 : i32
    %ok = nvvm.mbarrier.try_wait.parity %a, %p : (i32, i32) -> i1
    gpu.return
  }
}

// -----

// barrier.cluster arrive/wait (cluster launches are not modelled yet): not checked, at the op.
// CHECK: aproxy-verify-sync: @raw_cluster: not checked: nvvm.barrier.cluster.arrive: declares arrives=cluster {{.*}}but the model has no handler for it
gpu.module @m {
  gpu.func @raw_cluster() kernel attributes {block = [128, 1, 1]} {
    %s = aproxy.smem_alloc 1024 align 1024 : !aproxy.smem<1024>
    nvvm.barrier.cluster.arrive : () -> ()
    nvvm.barrier.cluster.wait : () -> ()
    gpu.return
  }
}
