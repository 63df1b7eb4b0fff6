// RUN: not tirx-opt %s 2>&1 | filecheck %s
// A parse error is a diagnostic with its location and caret, never a traceback.

func.func @f() {
  %0 = arith.constant 1 : i32
  %1 = arith.addi %0, %0 : i64
  func.return
}

// CHECK-NOT: Traceback
// CHECK: errors.mlir:6
// CHECK-SAME: {{.*}}
