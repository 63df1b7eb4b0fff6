// RUN: tirx-opt %s --split-input-file --verify-diagnostics
// setmaxnreg counts out of range or over the register file, and arrival counts of 0, are
// already rejected by the aproxy dialect's verifiers when the IR is parsed (before
// aproxy-verify-sync runs; its own check of the same rules covers IR built in Python,
// test/test_verify_sync.py).

gpu.module @m {
  gpu.func @k() kernel attributes {block = [384, 1, 1]} {
    // expected-error @below {{aproxy.specialize: expected the register budget (sum of regs x 128 threads per warpgroup) to fit 65536 registers, found 1x128x240 + 2x128x240 = 92160}}
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) regs(240) {
      }
      aproxy.role "consumer" warpgroups(1, 2) regs(240) {
      }
    }
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %c0 = arith.constant 0 : index
    %b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    // expected-error-re @below {{aproxy.mbarrier_init: expected an arrival count in [1, 1048575] {{.*}}, found 0}}
    aproxy.mbarrier_init %b[%c0], arrivals(0) : !aproxy.mbarrier<1>
    gpu.return
  }
}
