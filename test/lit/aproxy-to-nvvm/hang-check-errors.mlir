// RUN: not tirx-opt %s -p 'aproxy-to-nvvm{hang_check=true hang_ms=0}' 2>&1 | filecheck %s
// RUN: not tirx-opt %s -p 'aproxy-to-nvvm{hang_check=true hang_ms=3600001}' 2>&1 | filecheck %s --check-prefix=HOUR
// hang_ms must be a positive number of milliseconds (a bound of 0 would trap every wait), at most
// an hour: the option is refused before the input is read, as every out-of-range pass option.
// CHECK: tirx-opt: error: aproxy-to-nvvm: option 'hang_ms': expected a number of milliseconds in [1, 3600000] (the longest a wait may poll), found 0
// CHECK-NOT: Traceback
// HOUR: tirx-opt: error: aproxy-to-nvvm: option 'hang_ms': expected a number of milliseconds in [1, 3600000] (the longest a wait may poll), found 3600001
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %c0 = arith.constant 0 : index
    %p = arith.constant 0 : i32
    %b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    aproxy.mbarrier_wait %b[%c0], parity(%p) : !aproxy.mbarrier<1>
    gpu.return
  }
}
