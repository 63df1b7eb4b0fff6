// RUN: not tirx-opt %s -p 'profile-instrument{markers=roles,loops}' 2>&1 | filecheck %s --check-prefix=MARK
// RUN: not tirx-opt %s -p 'profile-instrument{markers=none,roles}' 2>&1 | filecheck %s --check-prefix=NONE
// RUN: not tirx-opt %s -p 'profile-instrument{scope=cta}' 2>&1 | filecheck %s --check-prefix=SCOPE
// RUN: not tirx-opt %s -p 'profile-instrument{max_events=0}' 2>&1 | filecheck %s --check-prefix=MAX
// RUN: not tirx-opt %s -p 'profile-instrument{timer=clock}' 2>&1 | filecheck %s --check-prefix=TIMER
// RUN: not tirx-opt %s -p 'profile-instrument{waits=each}' 2>&1 | filecheck %s --check-prefix=WAITS
// RUN: not tirx-opt %s -p 'tirx-to-ptx{profile=roles,loops}' 2>&1 | filecheck %s --check-prefix=PIPE
// Option values the pass rejects, each with the legal values: a command-line error (exit 1,
// one line), before any input is parsed.

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}

// MARK: tirx-opt: error: profile-instrument: option 'markers': expected some of roles, waits, iterations, epilogues, or none, found 'loops'
// NONE: tirx-opt: error: profile-instrument: option 'markers': expected none alone (it cannot be combined with other marker kinds), found 'none,roles'
// SCOPE: tirx-opt: error: profile-instrument: option 'scope': expected warpgroup or warp, found 'cta'
// MAX: tirx-opt: error: profile-instrument: option 'max_events': expected an integer in [1, 16777216], found 0
// TIMER: tirx-opt: error: profile-instrument: option 'timer': expected globaltimer or clock64, found 'clock'
// WAITS: tirx-opt: error: profile-instrument: option 'waits': expected summary or events, found 'each'
// PIPE: error: profile-instrument: option 'markers': expected some of roles, waits, iterations, epilogues, or none, found 'loops'
