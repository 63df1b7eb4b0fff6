// RUN: tirx-opt %s -t ptx --split-input-file --verify-diagnostics
// RUN: tirx-opt %s -t ptx{version=8.6} | filecheck %s
// A slot value that needs a newer PTX ISA than the row's minimum (mbarrier .relaxed is PTX ISA
// 8.6, the module's default .version is 8.5): a diagnostic at the op, and the PTX when the
// target's version allows it.

// CHECK: .version 8.6
// CHECK: mbarrier.arrive.relaxed.cta.shared::cta.b64 %rd{{[0-9]+}}, [%r{{[0-9]+}}];

gpu.module @m {
  gpu.func @k(%bar: i32) kernel attributes {block = [32, 1, 1]} {
    // expected-error @below {{needs PTX ISA 8.6 or newer, but the module is .version 8.5 (raise the target's `version`)}}
    %st = nvvm.mbarrier.arrive<sem = relaxed, scope = cta> %bar : (i32) -> i64
    gpu.return
  }
}
