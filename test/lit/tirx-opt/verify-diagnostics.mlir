// RUN: tirx-opt %s --split-input-file --verify-diagnostics
// RUN: not tirx-opt %S/Inputs/wrong-annotations.mlir --split-input-file --verify-diagnostics 2>&1 | filecheck %s --check-prefix=WRONG
// `--verify-diagnostics` as in mlir-opt: every diagnostic must be expected at its line, every
// expectation must occur; anything else fails the run (exit 1) with a message at the place.

func.func @same_line() {
  %0 = arith.constant 1 : i32
  %1 = arith.addi %0, %0 : i64 // expected-error {{operand is used with type i64, but has been previously used or defined with type i32}}
  func.return
}

// -----

func.func @relative() {
  %0 = arith.constant 1 : i32
  // expected-error @+2 {{type i64}}
  // a comment in between
  %1 = arith.addi %0, %0 : i64
  func.return
}

// -----

func.func @above() {
  %0 = arith.constant 1 : i32
  %1 = arith.addi %0, %0 : i64
  // expected-error @above {{previously used or defined}}
  func.return
}

// -----

func.func @below() {
  %0 = arith.constant 1 : i32
  // expected-error-re @below {{operand is used with type {{i[0-9]+}}, but}}
  %1 = arith.addi %0, %0 : i64
  func.return
}

// -----

func.func @undefined(%a: i32) -> i32 {
  // expected-error @+1 {{use of undefined value '%x'}}
  %1 = arith.addi %a, %x : i32
  func.return %1 : i32
}

// -----

func.func @fine() {
  func.return
}

// WRONG: wrong-annotations.mlir:16:19: error: unexpected error: operand is used with type i64
// WRONG-NEXT: {{^}}  %1 = arith.addi %0, %0 : i64
// WRONG-NEXT: {{^}}                  ^
// WRONG-NEXT: wrong-annotations.mlir:17:6: error: expected-error "wrong text" was not produced
// WRONG-NEXT: {{^}}  // expected-{{error}} @above {{[{][{]}}wrong text{{[}][}]}}
// WRONG-NEXT: {{^}}     ^
// WRONG-NEXT: wrong-annotations.mlir:23:6: error: expected-error "never" was not produced
// RUN: not tirx-opt %S/Inputs/wrong-annotations.mlir --split-input-file --verify-diagnostics=only-expected 2>&1 | filecheck %s --check-prefix=ONLY
// RUN: not tirx-opt %S/Inputs/wrong-annotations.mlir --split-input-file --verify-diagnostics=maybe 2>&1 | filecheck %s --check-prefix=LEVEL
// With =only-expected, the unexpected error is allowed (and printed as usual); the
// expectations that did not occur are not.
// ONLY-NOT: unexpected error
// ONLY: wrong-annotations.mlir:16:19: error: operand is used with type i64
// ONLY: wrong-annotations.mlir:17:6: error: expected-error "wrong text" was not produced
// ONLY-NOT: unexpected error
// LEVEL: tirx-opt: error: argument --verify-diagnostics-level: invalid choice: 'maybe'
