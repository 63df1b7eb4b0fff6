// RUN: tirx-opt %s | tirx-opt | filecheck %s
// The async-proxy, wgmma and vector-lane rows print and parse back.

// CHECK-LABEL: func.func @async
func.func @async(%bar: i32, %smem: i32, %tm: i64, %x: i32, %y: i32, %acc: vector<64xf32>, %da: i64, %db: i64, %p: i1, %v: vector<4xi32>) {
  // CHECK: nvvm.mbarrier.init %bar, %x : (i32, i32) -> ()
  nvvm.mbarrier.init %bar, %x : (i32, i32) -> ()
  // CHECK: nvvm.fence.mbarrier_init : () -> ()
  nvvm.fence.mbarrier_init : () -> ()
  // CHECK: nvvm.mbarrier.arrive.expect_tx %bar, %x : (i32, i32) -> i64
  %st = nvvm.mbarrier.arrive.expect_tx %bar, %x : (i32, i32) -> i64
  // CHECK: nvvm.cp.async.bulk.tensor.load<dim = 2> %smem, %tm, %x, %y, %bar {dst_offset = 1024 : i64} : (i32, i64, i32, i32, i32) -> ()
  nvvm.cp.async.bulk.tensor.load<dim = 2> %smem, %tm, %x, %y, %bar {dst_offset = 1024 : i64} : (i32, i64, i32, i32, i32) -> ()
  // CHECK: nvvm.mbarrier.try_wait.parity %bar, %x : (i32, i32) -> i1
  %ok = nvvm.mbarrier.try_wait.parity %bar, %x : (i32, i32) -> i1
  // CHECK: nvvm.wgmma.fence : () -> ()
  nvvm.wgmma.fence : () -> ()
  // CHECK: nvvm.wgmma.mma_async<n = 128, atype = bf16, btype = bf16, tnsp_b = 1> %acc, %da, %db, %p : (vector<64xf32>, i64, i64, i1) -> vector<64xf32>
  %acc2 = nvvm.wgmma.mma_async<n = 128, atype = bf16, btype = bf16, tnsp_b = 1> %acc, %da, %db, %p : (vector<64xf32>, i64, i64, i1) -> vector<64xf32>
  // CHECK: nvvm.wgmma.commit_group : () -> ()
  nvvm.wgmma.commit_group : () -> ()
  // CHECK: nvvm.wgmma.wait_group<n = 0> : () -> ()
  nvvm.wgmma.wait_group<n = 0> : () -> ()
  // CHECK: nvvm.cp.async.bulk.wait_group<read, n = 0> : () -> ()
  nvvm.cp.async.bulk.wait_group<read, n = 0> : () -> ()
  // CHECK: nvvm.setmaxnreg<action = dec, count = 40> : () -> ()
  nvvm.setmaxnreg<action = dec, count = 40> : () -> ()
  // CHECK: nvvm.mov.extract<type = b32, lane = 3> %v : (vector<4xi32>) -> i32
  %l = nvvm.mov.extract<type = b32, lane = 3> %v : (vector<4xi32>) -> i32
  // CHECK: nvvm.mov.pack<type = b32, n = 2> %x, %y : (i32, i32) -> vector<2xi32>
  %pk = nvvm.mov.pack<type = b32, n = 2> %x, %y : (i32, i32) -> vector<2xi32>
  // CHECK: nvvm.elect.sync %x : (i32) -> (i32, i1)
  %lane, %leader = nvvm.elect.sync %x : (i32) -> (i32, i1)
  func.return
}
