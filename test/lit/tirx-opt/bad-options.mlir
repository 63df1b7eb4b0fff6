// RUN: not tirx-opt %s -p '$(x)' 2>&1 | filecheck %s --check-prefix=SPEC
// RUN: not tirx-opt %s -p no-such-pass 2>&1 | filecheck %s --check-prefix=PASS
// RUN: not tirx-opt %s -t no-such-target 2>&1 | filecheck %s --check-prefix=TARGET
// Bad driver options are one-line errors, never tracebacks.

// SPEC-NOT: Traceback
// SPEC: tirx-opt: error: malformed pass pipeline or target spec:
// PASS-NOT: Traceback
// PASS: tirx-opt: error: Unrecognized passes: ['no-such-pass']
// TARGET-NOT: Traceback
// TARGET: invalid choice: 'no-such-target'

func.func @f() {
  func.return
}
