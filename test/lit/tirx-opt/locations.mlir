// RUN: not tirx-opt %s 2>&1 | filecheck %s
// RUN: not tirx-opt %s --print-debuginfo -p canonicalize --split-input-file 2>/dev/null | filecheck %s --check-prefix=DEBUG
// RUN: not tirx-opt %s --split-input-file 2>&1 | filecheck %s --check-prefix=SPLIT
// A diagnostic names file:line:col, shows the source line and a caret, and is not a
// reprint of the module; an undefined value is reported at its use.

// CHECK-NOT: Traceback
// CHECK: locations.mlir:[[# @LINE + 5]]:19: error: operand is used with type i64, but has been previously used or defined with type i32
// CHECK-NEXT: {{^}}  %1 = arith.addi %0, %0 : i64
// CHECK-NEXT: {{^}}                  ^
func.func @f() -> i32 {
  %0 = arith.constant 1 : i32
  %1 = arith.addi %0, %0 : i64
  func.return %0 : i32
}
// CHECK-NOT: builtin.module

// -----

// DEBUG: %0 = arith.constant 1 : i32 loc("{{.*}}locations.mlir":[[# @LINE + 3]]:8)
// DEBUG: func.return %0 : i32 loc("{{.*}}locations.mlir":[[# @LINE + 3]]:3)
func.func @g() -> i32 {
  %0 = arith.constant 1 : i32
  func.return %0 : i32
}

// -----

// SPLIT: locations.mlir:[[# @LINE + 2]]:23: error: use of undefined value '%x'
func.func @h(%a : i32) -> i32 {
  %1 = arith.addi %a, %x : i32
  func.return %1 : i32
}
