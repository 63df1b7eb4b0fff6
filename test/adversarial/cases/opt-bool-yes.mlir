// ARGS: -p 'aproxy-verify-sync{summary=yes}'
// EXPECT: reject: 'summary': expected true or false, found 'yes'
// CLASS: badly-reported
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
