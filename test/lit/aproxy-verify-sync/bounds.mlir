// RUN: tirx-opt %s -p 'aproxy-verify-sync{max_states=50}' 2>&1 >/dev/null | filecheck %s
// RUN: tirx-opt %s -p aproxy-verify-sync 2>&1 >/dev/null | filecheck %s --check-prefix=FULL
// Blind spot 8 (issue 11): the search is bounded by states, time and memory
// (max_states, max_seconds, max_mb); the summary names the bound hit and how to raise it.
// An array of 4096 barriers is reduced by symmetry to 8 (loops run 33 iterations) and
// costs only the barriers the traces touch (about 1 s, 40 MB; it took 147 s and 8.6 GB).

// CHECK: aproxy-verify-sync: @big: 1 roles, 1 warpgroups, 1 barrier arrays (4096 mbarriers), no pipeline, unrolled 33 iterations (arrays of 4096 barriers/stages reduced to 8 by symmetry: the barriers past iteration 33 are never used), {{[0-9]+}} states (state bound reached (50 states; raise it with aproxy-verify-sync{max_states=N})): no findings in the part explored (not exhaustive)
// FULL: aproxy-verify-sync: @big: {{.*}} reduced to 8 by symmetry{{.*}}, 100 states: no findings
gpu.module @m {
  gpu.func @big(%n: index) kernel attributes {block = [128, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4096 = arith.constant 4096 : index
    %zero = arith.constant 0 : i32
    %b = aproxy.mbarrier_alloc count(4096) : !aproxy.mbarrier<4096>
    aproxy.elect_one warpgroup {
      scf.for %i = %c0 to %c4096 step %c1 {
        aproxy.mbarrier_init %b[%i], arrivals(1) : !aproxy.mbarrier<4096>
      }
      aproxy.fence_mbarrier_init
      scf.for %i = %c0 to %n step %c1 {
        %k = arith.remui %i, %c4096 : index
        aproxy.mbarrier_arrive %b[%k] : !aproxy.mbarrier<4096>
        %one = arith.constant 1 : i32
        aproxy.mbarrier_wait %b[%k], parity(%zero) : !aproxy.mbarrier<4096>
      }
    }
    gpu.return
  }
}
