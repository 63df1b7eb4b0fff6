// RUN: tirx-opt %s --split-input-file --verify-diagnostics
// Rejected flag ops: the op, what was expected, what was found.
gpu.module @m {
  gpu.func @k(%F: memref<?xi32>, %i: index) kernel attributes {block = [128, 1, 1]} {
    // expected-error @below {{aproxy.flag_arrive: expected one thread to execute it (inside aproxy.elect_one), found it outside any elect_one}}
    aproxy.flag_arrive %F[%i] : memref<?xi32>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%F: memref<?xf32>, %i: index) kernel attributes {block = [128, 1, 1]} {
    aproxy.elect_one warpgroup {
      // expected-error @below {{aproxy.flag_wait: expected a rank-1 memref of i32 flags, found memref<?xf32>}}
      aproxy.flag_wait %F[%i] count(%i) : memref<?xf32>
    }
    gpu.return
  }
}
