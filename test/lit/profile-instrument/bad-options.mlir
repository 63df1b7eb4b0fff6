// RUN: tirx-opt %s -p 'profile-instrument{markers=roles,loops}' --verify-diagnostics | filecheck %s --check-prefix=MARK
// RUN: tirx-opt %s -p 'profile-instrument{markers=none,roles}' --verify-diagnostics | filecheck %s --check-prefix=NONE
// RUN: tirx-opt %s -p 'profile-instrument{scope=cta}' --verify-diagnostics | filecheck %s --check-prefix=SCOPE
// RUN: tirx-opt %s -p 'profile-instrument{max_events=0}' --verify-diagnostics | filecheck %s --check-prefix=MAX
// RUN: tirx-opt %s -p 'profile-instrument{timer=clock}' --verify-diagnostics | filecheck %s --check-prefix=TIMER
// RUN: tirx-opt %s -p 'profile-instrument{waits=each}' --verify-diagnostics | filecheck %s --check-prefix=WAITS
// Option values the pass rejects, each with the legal values.

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}

// MARK: profile-instrument: builtin.module: unknown marker kind 'loops'; expected some of roles, waits, iterations, epilogues, or none
// NONE: profile-instrument: builtin.module: markers=none cannot be combined with other marker kinds
// SCOPE: profile-instrument: builtin.module: expected scope warpgroup or warp, found 'cta'
// MAX: profile-instrument: builtin.module: expected max_events in [1, 16777216], found 0
// TIMER: profile-instrument: builtin.module: expected timer globaltimer or clock64, found 'clock'
// WAITS: profile-instrument: builtin.module: expected waits summary or events, found 'each'
