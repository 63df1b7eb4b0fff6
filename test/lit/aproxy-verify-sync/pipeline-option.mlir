// RUN: tirx-opt %s -p tirx-to-ptx -t ptx --verify-diagnostics=only-expected
// RUN: tirx-opt %s -p 'tirx-to-ptx{verify_sync=false}' -t ptx | filecheck %s --check-prefix=OFF
// tirx-to-ptx runs aproxy-verify-sync before aproxy-to-nvvm: a kernel with a
// synchronization error is rejected (exit status 1) unless `verify_sync=false`.
// Two consumer warpgroups each arrive once on %b[1], initialized with 1 arrival: each
// iteration completes two phases of %b[1] and the producer's parity wait hangs.

// OFF: .visible .entry pingpong(
// OFF: mbarrier.try_wait.parity.shared::cta.b64

gpu.module @k {
  gpu.func @pingpong(%out: memref<?xi32>, %n: index) kernel attributes {block = [384, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %i1 = arith.constant 1 : i32
    %b = aproxy.mbarrier_alloc count(2) : !aproxy.mbarrier<2>
    %tid = gpu.thread_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    scf.if %first {
      aproxy.mbarrier_init %b[%c0], arrivals(1) : !aproxy.mbarrier<2>
      aproxy.mbarrier_init %b[%c1], arrivals(1) : !aproxy.mbarrier<2>
      aproxy.fence_mbarrier_init
    }
    gpu.barrier
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) regs(40) {
        aproxy.elect_one warpgroup {
          scf.for %i = %c0 to %n step %c1 {
            %ii = arith.index_cast %i : index to i32
            %ph = arith.andi %ii, %i1 : i32
            %pe = arith.xori %ph, %i1 : i32
            // expected-error-re @below {{aproxy-verify-sync: aproxy.mbarrier_wait: deadlock: every live warpgroup waits: producer:wg0 waits on %b[1] parity 0 at mbarrier_wait (phase 2, 1 of 1 arrivals pending){{.*}}consumer:wg{{[12]}} waits on %b[0] parity 1}}
            aproxy.mbarrier_wait %b[%c1], parity(%pe) : !aproxy.mbarrier<2>
            aproxy.mbarrier_arrive %b[%c0] : !aproxy.mbarrier<2>
          }
        }
        aproxy.named_barrier_arrive id(1), threads(384)
      }
      aproxy.role "consumer" warpgroups(1, 2) regs(232) {
        scf.for %i = %c0 to %n step %c1 {
          %ii = arith.index_cast %i : index to i32
          %ph = arith.andi %ii, %i1 : i32
          aproxy.mbarrier_wait %b[%c0], parity(%ph) : !aproxy.mbarrier<2>
          aproxy.elect_one warpgroup {
            aproxy.mbarrier_arrive %b[%c1] : !aproxy.mbarrier<2>
          }
        }
        aproxy.named_barrier_sync id(1), threads(384)
        %wg = aproxy.warpgroup_index
        %v = arith.index_cast %n : index to i32
        memref.store %v, %out[%wg] : memref<?xi32>
      }
    }
    gpu.return
  }
}
