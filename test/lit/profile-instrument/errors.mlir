// RUN: tirx-opt %s --split-input-file -p profile-instrument --verify-diagnostics
// Bad markers and kernels the pass cannot instrument: a diagnostic at the op, never a traceback.

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    // expected-error @below {{prof.begin: expected range "open" to be ended by exactly one prof.end, found 0 use(s)}}
    %m = prof.begin "open"
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    // expected-error @below {{prof.begin: expected ranges to nest: "b" begins inside range "a" but ends after it}}
    %a = prof.begin "a"
    %b = prof.begin "b"
    prof.end %a
    prof.end %b
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%c: i1) kernel attributes {block = [128, 1, 1]} {
    // expected-error @below {{prof.begin: expected range "split" to end in the block it begins in (its prof.end is in another block or region)}}
    %a = prof.begin "split"
    scf.if %c {
      prof.end %a
    }
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    // expected-error @below {{prof.begin: expected kind one of user, role, wait, iteration, epilogue, found "sleep"}}
    %a = prof.begin "x" kind "sleep"
    prof.end %a
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    // expected-error @below {{prof.range: expected a range name of 1 to 64 characters, found ""}}
    prof.range "" {
    }
    gpu.return
  }
}

// -----

func.func @host() {
  // expected-error @below {{profile-instrument: prof.range: expected a profile range inside a gpu.func ... kernel}}
  prof.range "outside" {
  }
  func.return
}

// -----

gpu.module @m {
  // expected-error @below {{profile-instrument: gpu.func: @k: expected a kernel before gpu-to-nvvm (its signature is already lowered); run profile-instrument before tirx-to-ptx}}
  gpu.func @k(%x: i64) kernel attributes {block = [128, 1, 1], tirx.kernel_params = []} {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{profile-instrument: gpu.func: @k: expected a 1-D block (writers are tid.x / 128), found block = [64, 2, 1]}}
  gpu.func @k() kernel attributes {block = [64, 2, 1]} {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{profile-instrument: gpu.func: @k: an argument is already named %prof_buf, the name of the profile buffer argument}}
  gpu.func @k(%prof_buf: i64) kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{profile-instrument: gpu.func: @k: the kernel is already instrumented}}
  gpu.func @k() kernel attributes {block = [128, 1, 1], tirx.profile = {}} {
    gpu.return
  }
}
