// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: mbarrier|count|at most|232448|expected
// CLASS: hang
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %b = aproxy.mbarrier_alloc count(1048577) : !aproxy.mbarrier<1048577>
    gpu.return
  }
}
