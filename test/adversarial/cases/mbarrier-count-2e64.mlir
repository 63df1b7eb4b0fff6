// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: 232448
// CLASS: hang
gpu.module @m {
  gpu.func @k() kernel {
    %b = aproxy.mbarrier_alloc count(18446744073709551616) : !aproxy.mbarrier<18446744073709551616>
    gpu.return
  }
}
