// RUN: tirx-opt %s -p 'aproxy-to-nvvm{hang_check=true hang_ms=0}' --verify-diagnostics
// hang_ms must be a positive number of milliseconds (a bound of 0 would trap every wait).
gpu.module @m {
  // expected-error @below {{aproxy-to-nvvm: gpu.func: hang_check: expected hang_ms in [1, 3600000] (milliseconds a wait may poll), found 0}}
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %c0 = arith.constant 0 : index
    %p = arith.constant 0 : i32
    %b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    aproxy.mbarrier_wait %b[%c0], parity(%p) : !aproxy.mbarrier<1>
    gpu.return
  }
}
