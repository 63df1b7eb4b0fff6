// ARGS: -p 'profile-instrument{markers=none,roles}'
// EXPECT: reject: expected none alone
// CLASS: handled
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
