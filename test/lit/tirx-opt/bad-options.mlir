// RUN: not tirx-opt %s -p '$(x)' 2>&1 | filecheck %s --check-prefix=SPEC
// RUN: not tirx-opt %s -p no-such-pass 2>&1 | filecheck %s --check-prefix=PASS
// RUN: not tirx-opt %s -t no-such-target 2>&1 | filecheck %s --check-prefix=TARGET
// RUN: not tirx-opt %s --no-such-flag 2>&1 | filecheck %s --check-prefix=FLAG
// RUN: not tirx-opt %s -p 'gpu.module(gpu-to-nvvm)' 2>&1 | filecheck %s --check-prefix=ANCHOR
// RUN: not tirx-opt %s -p 'aproxy-verify-sync{no_such_option=1}' 2>&1 | filecheck %s --check-prefix=OPT
// RUN: not tirx-opt %s -p 'aproxy-verify-sync{bound=yes}' 2>&1 | filecheck %s --check-prefix=TYPE
// Bad driver options: one message, exit status 1, never a traceback or a usage dump.

// SPEC-NOT: Traceback
// SPEC: tirx-opt: error: malformed pass pipeline: expected a pass name
// SPEC-NEXT: $(x)
// SPEC-NEXT: ^
// PASS: tirx-opt: error: unknown pass 'no-such-pass' (tirx-opt --list-passes lists ours; --list-passes=all adds xDSL's)
// PASS-NOT: usage
// TARGET: tirx-opt: error: unknown target 'no-such-target' (targets: {{.*}}ptx{{.*}})
// TARGET-NOT: usage
// FLAG: tirx-opt: error: unrecognized arguments: --no-such-flag (tirx-opt --help)
// FLAG-NOT: usage
// ANCHOR: tirx-opt: error: malformed pass pipeline: 'gpu.module(...)' anchors passes on gpu.module ops; tirx-opt runs every pass on the whole module
// OPT: tirx-opt: error: aproxy-verify-sync: Provided arguments ["no_such_option"] not found
// TYPE: tirx-opt: error: aproxy-verify-sync: Incompatible types: given ('yes',), expected <class 'int'>

func.func @f() {
  func.return
}
