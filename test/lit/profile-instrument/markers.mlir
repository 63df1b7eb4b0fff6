// RUN: tirx-opt %s -p 'profile-instrument{markers=roles,waits,iterations,epilogues lower=false}' | filecheck %s
// RUN: tirx-opt %s -p 'profile-instrument{markers=roles,waits,iterations,epilogues lower=false}' | tirx-opt | filecheck %s
// RUN: tirx-opt %s -p 'profile-instrument{lower=false}' | filecheck %s --check-prefix=DEF
// RUN: tirx-opt %s -p 'profile-instrument{markers=roles,waits lower=false}' | filecheck %s --check-prefix=RW
// RUN: tirx-opt %s -p 'profile-instrument{markers=none lower=false}' | filecheck %s --check-prefix=NONE
// Where the automatic markers go (lower=false stops after placing them): a role range
// around each aproxy.role body; a wait range around each producer_acquire / consumer_wait;
// an iteration range around the body of each mainloop (an scf.for with a pipeline wait
// inside), before its yield; an epilogue range from the op after the last mainloop of a
// block to its end. Ranges nest: the role's end comes last. The default markers are roles,
// waits and epilogues (DEF).

gpu.module @k {
  gpu.func @ws(%n: index) kernel attributes {block = [384, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %p = aproxy.pipeline stages(2) full(tx_bytes = 1024) empty(arrivals = 2) : !aproxy.pipeline<2>
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) {
        aproxy.elect_one warpgroup {
          %ps0 = aproxy.producer_start %p : !aproxy.pipeline<2>
          %e = scf.for %i = %c0 to %n step %c1 iter_args(%ps = %ps0) -> (!aproxy.pipe_state) {
            %s = aproxy.producer_acquire %p, %ps : !aproxy.pipeline<2>
            "test.op"(%s) : (index) -> ()
            %ps2 = aproxy.advance %ps
            scf.yield %ps2 : !aproxy.pipe_state
          }
        }
      }
      aproxy.role "consumer" warpgroups(1, 2) {
        %cs0 = aproxy.consumer_start %p : !aproxy.pipeline<2>
        %e = scf.for %i = %c0 to %n step %c1 iter_args(%cs = %cs0) -> (!aproxy.pipe_state) {
          %s = aproxy.consumer_wait %p, %cs : !aproxy.pipeline<2>
          "test.op"(%s) : (index) -> ()
          aproxy.consumer_release %p, %cs : !aproxy.pipeline<2>
          %cs2 = aproxy.advance %cs
          scf.yield %cs2 : !aproxy.pipe_state
        }
        "test.op"() {epilogue} : () -> ()
      }
    }
    gpu.return
  }
}

// CHECK:      builtin.module {
// CHECK-NEXT:   gpu.module @k {
// CHECK-NEXT:     gpu.func @ws(%n: index) kernel attributes {block = [384 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       %p = aproxy.pipeline stages(2) full(tx_bytes = 1024) empty(arrivals = 2) : !aproxy.pipeline<2>
// CHECK-NEXT:       aproxy.specialize {
// CHECK-NEXT:         aproxy.role "producer" warpgroups(0) {
// CHECK-NEXT:           %0 = prof.begin "producer" kind "role"
// CHECK-NEXT:           aproxy.elect_one warpgroup {
// CHECK-NEXT:             %ps0 = aproxy.producer_start %p : !aproxy.pipeline<2>
// CHECK-NEXT:             %e = scf.for %i = %c0 to %n step %c1 iter_args(%ps = %ps0) -> (!aproxy.pipe_state) {
// CHECK-NEXT:               %1 = prof.begin "iteration" kind "iteration"
// CHECK-NEXT:               %2 = prof.begin "producer_acquire" kind "wait"
// CHECK-NEXT:               %s = aproxy.producer_acquire %p, %ps : !aproxy.pipeline<2>
// CHECK-NEXT:               prof.end %2
// CHECK-NEXT:               "test.op"(%s) : (index) -> ()
// CHECK-NEXT:               %ps2 = aproxy.advance %ps
// CHECK-NEXT:               prof.end %1
// CHECK-NEXT:               scf.yield %ps2 : !aproxy.pipe_state
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:           prof.end %0
// CHECK-NEXT:         }
// CHECK-NEXT:         aproxy.role "consumer" warpgroups(1, 2) {
// CHECK-NEXT:           %3 = prof.begin "consumer" kind "role"
// CHECK-NEXT:           %cs0 = aproxy.consumer_start %p : !aproxy.pipeline<2>
// CHECK-NEXT:           %e_1 = scf.for %i_1 = %c0 to %n step %c1 iter_args(%cs = %cs0) -> (!aproxy.pipe_state) {
// CHECK-NEXT:             %4 = prof.begin "iteration" kind "iteration"
// CHECK-NEXT:             %5 = prof.begin "consumer_wait" kind "wait"
// CHECK-NEXT:             %s_1 = aproxy.consumer_wait %p, %cs : !aproxy.pipeline<2>
// CHECK-NEXT:             prof.end %5
// CHECK-NEXT:             "test.op"(%s_1) : (index) -> ()
// CHECK-NEXT:             aproxy.consumer_release %p, %cs : !aproxy.pipeline<2>
// CHECK-NEXT:             %cs2 = aproxy.advance %cs
// CHECK-NEXT:             prof.end %4
// CHECK-NEXT:             scf.yield %cs2 : !aproxy.pipe_state
// CHECK-NEXT:           }
// CHECK-NEXT:           %6 = prof.begin "epilogue" kind "epilogue"
// CHECK-NEXT:           "test.op"() {epilogue} : () -> ()
// CHECK-NEXT:           prof.end %6
// CHECK-NEXT:           prof.end %3
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

// RW-NOT: kind "iteration"
// RW-NOT: kind "epilogue"
// RW:     prof.begin "producer" kind "role"
// RW:     prof.begin "producer_acquire" kind "wait"
// RW:     prof.begin "consumer" kind "role"
// RW:     prof.begin "consumer_wait" kind "wait"
// RW-NOT: kind "iteration"
// RW-NOT: kind "epilogue"

// NONE-NOT: prof.

// DEF-NOT: kind "iteration"
// DEF:     prof.begin "producer" kind "role"
// DEF:     prof.begin "producer_acquire" kind "wait"
// DEF:     prof.begin "consumer" kind "role"
// DEF:     prof.begin "consumer_wait" kind "wait"
// DEF:     prof.begin "epilogue" kind "epilogue"
// DEF-NOT: kind "iteration"
