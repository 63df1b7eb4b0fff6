// RUN: tirx-opt %s -p tirx-to-ptx -t ptx | filecheck %s
// RUN: tirx-opt %s -p tirx-to-ptx -t ptx > %t.ptx && ptxas -arch=sm_90a %t.ptx -o %t.cubin
// REQUIRES: ptxas
// An mbarrier ping-pong between a producer and a consumer warpgroup, through aproxy-to-nvvm and
// the SIMT passes to PTX that ptxas accepts: the try_wait loops, the role branches with
// setmaxnreg, elect_one and named barriers as PTX.

// CHECK: .extern .shared .align 16 .b8 __tirx_dyn_smem[];
// CHECK: .visible .entry pingpong(
// CHECK: .reqntid 384, 1, 1
// CHECK: .minnctapersm 1
// CHECK: mbarrier.init.shared::cta.b64 [%r{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: fence.mbarrier_init.release.cluster;
// CHECK: bar.sync 0;
// CHECK: setmaxnreg.dec.sync.aligned.u32 40;
// CHECK: mbarrier.try_wait.parity.shared::cta.b64 %p{{[0-9]+}}, [%r{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: mbarrier.arrive.shared::cta.b64 %rd{{[0-9]+}}, [%r{{[0-9]+}}];
// CHECK: bar.arrive 1, 384;
// CHECK: setmaxnreg.inc.sync.aligned.u32 232;
// CHECK: mbarrier.try_wait.parity.shared::cta.b64 %p{{[0-9]+}}, [%r{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: mbarrier.arrive.shared::cta.b64 %rd{{[0-9]+}}, [%r{{[0-9]+}}];
// CHECK: bar.sync 1, 384;

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
      aproxy.mbarrier_init %b[%c1], arrivals(2) : !aproxy.mbarrier<2>
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
