// ARGS: -p 'profile-instrument{max_events=16777217}'
// EXPECT: reject: 'max_events': expected an integer in \[1, 16777216\]
// CLASS: handled
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
