// RUN: not tirx-opt %s -p '$(x)' 2>&1 | filecheck %s --check-prefix=SPEC
// RUN: not tirx-opt %s -p no-such-pass 2>&1 | filecheck %s --check-prefix=PASS
// RUN: not tirx-opt %s -t no-such-target 2>&1 | filecheck %s --check-prefix=TARGET
// RUN: not tirx-opt %s --no-such-flag 2>&1 | filecheck %s --check-prefix=FLAG
// RUN: not tirx-opt %s -p 'gpu.module(gpu-to-nvvm)' 2>&1 | filecheck %s --check-prefix=ANCHOR
// RUN: not tirx-opt %s -p 'aproxy-verify-sync{no_such_option=1}' 2>&1 | filecheck %s --check-prefix=OPT
// RUN: not tirx-opt %s -p 'aproxy-verify-sync{bound=yes}' 2>&1 | filecheck %s --check-prefix=TYPE
// RUN: not tirx-opt %s -p 'aproxy-verify-sync{bound=-5}' 2>&1 | filecheck %s --check-prefix=RANGE
// RUN: not tirx-opt %s -p 'aproxy-verify-sync{max_states=0}' 2>&1 | filecheck %s --check-prefix=RANGE2
// RUN: not tirx-opt %s -p 'tirx-to-ptx{hang_ms=0}' 2>&1 | filecheck %s --check-prefix=RANGE3
// RUN: not tirx-opt %s -p 'aproxy-verify-sync{bound=5 bound=6}' 2>&1 | filecheck %s --check-prefix=TWICE
// RUN: not tirx-opt %s -p 'tirx-to-ptx{verify_sync=1}' 2>&1 | filecheck %s --check-prefix=BOOL
// RUN: not tirx-opt %s -p 'tirx-to-ptx{verify_sync}' 2>&1 | filecheck %s --check-prefix=NOVALUE
// RUN: not tirx-opt %s -p 'aproxy-verify-sync{max_mb=99999999999999999999}' 2>&1 | filecheck %s --check-prefix=WIDE
// RUN: not tirx-opt %s -p 'aproxy-verify-sync{proxy_reading=banana}' 2>&1 | filecheck %s --check-prefix=CHOICE
// RUN: not tirx-opt %s -p 'aproxy-to-nvvm{hang_check=true hang_ms=0}' 2>&1 | filecheck %s --check-prefix=RANGE4
// RUN: not tirx-opt %s -p 'tile-dispatch{foo=1}' 2>&1 | filecheck %s --check-prefix=NOOPTS
// Bad driver options: one message, exit status 1, never a traceback or a usage dump.
// NOOPTS: tirx-opt: error: tile-dispatch: unknown option(s) foo; it takes no options (tirx-opt --list-passes)

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
// OPT: tirx-opt: error: aproxy-verify-sync: unknown option(s) no_such_option; its options are bound, max_mb, max_paths, max_seconds, max_states, proxy_reading, summary (tirx-opt --list-passes)
// TYPE: tirx-opt: error: aproxy-verify-sync: option 'bound': expected one integer, found 'yes'
// RANGE: tirx-opt: error: aproxy-verify-sync: option 'bound': expected a non-negative number of loop iterations (0: automatic), found -5
// RANGE2: tirx-opt: error: aproxy-verify-sync: option 'max_states': expected a positive integer, found 0
// RANGE3: tirx-opt: error: tirx-to-ptx: option 'hang_ms': expected a number of milliseconds in [1, 3600000] (the longest a wait may poll), found 0
// TWICE: tirx-opt: error: malformed pass pipeline: option 'bound' of aproxy-verify-sync given twice (each option at most once)
// TWICE-NEXT: aproxy-verify-sync{bound=5 bound=6}
// TWICE-NEXT: {{^  }}                           ^
// BOOL: tirx-opt: error: tirx-to-ptx: option 'verify_sync': expected true or false, found 1
// NOVALUE: tirx-opt: error: tirx-to-ptx: option 'verify_sync': expected true or false, found no value
// WIDE: tirx-opt: error: aproxy-verify-sync: option 'max_mb': expected an integer within 64 bits, found 99999999999999999999
// CHOICE: tirx-opt: error: aproxy-verify-sync: option 'proxy_reading': expected one of barrier, fence, found 'banana'
// RANGE4: tirx-opt: error: aproxy-to-nvvm: option 'hang_ms': expected a number of milliseconds in [1, 3600000] (the longest a wait may poll), found 0

func.func @f() {
  func.return
}
