// RUN: tirx-opt %s --split-input-file --verify-diagnostics -p tirx-to-ptx
// SIMT kernels (no aproxy or tile ops) that declare their block get the checker's width rule
// for gpu.barrier: every thread of the CTA must reach it (PTX ISA "bar, barrier"). A branch on
// the thread id that leaves some out is an error; one on a kernel argument or the block id is
// uniform across the CTA and legal. Without `block` the thread count is unknown: not checked.
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %t = gpu.thread_id x
    %c = arith.constant 64 : index
    %p = arith.cmpi ult, %t, %c : index
    scf.if %p {
      // expected-error @below {{aproxy-verify-sync: gpu.barrier: width: gpu.barrier has width cta (every thread of the block) but 64 of the block's 128 threads reach it (under scf.if: 64 threads)}}
      gpu.barrier
    }
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%n: index) kernel attributes {block = [128, 1, 1]} {
    %c = arith.constant 0 : index
    %p = arith.cmpi ugt, %n, %c : index
    scf.if %p {
      gpu.barrier
    }
    %b = gpu.block_id x
    %q = arith.cmpi ult, %b, %n : index
    scf.if %q {
      gpu.barrier
    }
    gpu.return
  }
}
