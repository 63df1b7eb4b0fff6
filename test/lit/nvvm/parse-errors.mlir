// RUN: not tirx-opt %s 2>&1 | filecheck %s
// An unknown slot is a parse error at the slot, with the row's slots listed.

func.func @unknown_slot(%a: f32, %b: f32) {
  %e = nvvm.add<typo = f32> %a, %b : (f32, f32) -> f32
  func.return
}

// CHECK-NOT: Traceback
// CHECK: parse-errors.mlir:5:17
// CHECK: nvvm.add: unknown slot 'typo' (slots: rnd, ftz, sat, type)
