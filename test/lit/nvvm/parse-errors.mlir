// RUN: tirx-opt %s --verify-diagnostics
// An unknown slot is a parse error at the slot, with the row's slots listed.

func.func @unknown_slot(%a: f32, %b: f32) {
  // expected-error @below {{nvvm.add: unknown slot 'typo' (slots: rnd, ftz, sat, type)}}
  %e = nvvm.add<typo = f32> %a, %b : (f32, f32) -> f32
  func.return
}

