// RUN: tirx-opt %s -p aproxy-to-nvvm | filecheck %s
// TMA (PTX ISA "cp.async.bulk.tensor"): the tensor map's generic address (mov.u64 of the param, cvta.param.u64)
// computed once at the entry; tma_load / tma_store / bulk groups / prefetch one-to-one (coordinates
// innermost first); fence_proxy_async is fence.proxy.async.shared::cta; elect_one warp an
// elect.sync predicate.

// CHECK:      builtin.module {
// CHECK-NEXT:   gpu.module @k {
// CHECK-NEXT:     "memref.global"() <{sym_name = "__tirx_dyn_smem", type = memref<0xi8, 3 : i64>, initial_value, sym_visibility = "private", alignment = 128 : i64}> : () -> ()
// CHECK-NEXT:     gpu.func @g(%tm: !aproxy.tensormap<3, f16, box = [32, 4, 2], swizzle = "64B">) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64], dynamic_smem = 520 : i64} {
// CHECK-NEXT:       %smem = nvvm.mov.sym<type = u32> {sym = @__tirx_dyn_smem} : () -> i32
// CHECK-NEXT:       %0 = nvvm.mov.sym<type = u64> {sym = @tm} : () -> i64
// CHECK-NEXT:       %tm_addr = nvvm.cvta<space = param, type = u64> %0 : (i64) -> i64
// CHECK-NEXT:       %x = arith.constant 7 : i32
// CHECK-NEXT:       %mask = arith.constant 3 : i16
// CHECK-NEXT:       %1 = arith.constant 0 : i32
// CHECK-NEXT:       %s = arith.addi %smem, %1 : i32
// CHECK-NEXT:       %2 = arith.constant 512 : i32
// CHECK-NEXT:       %b = arith.addi %smem, %2 : i32
// CHECK-NEXT:       nvvm.prefetch.tensormap %tm_addr : (i64) -> ()
// CHECK-NEXT:       %3 = arith.constant -1 : i32
// CHECK-NEXT:       %4, %5 = nvvm.elect.sync %3 : (i32) -> (i32, i1)
// CHECK-NEXT:       cf.cond_br %5, ^bb1, ^bb2
// CHECK-NEXT:     ^bb1:
// CHECK-NEXT:       nvvm.cp.async.bulk.tensor.load<dim = 3> %s, %tm_addr, %x, %x, %x, %b : (i32, i64, i32, i32, i32, i32) -> ()
// CHECK-NEXT:       nvvm.cp.async.bulk.tensor.load<dim = 3, multicast> %s, %tm_addr, %x, %x, %x, %b, %mask : (i32, i64, i32, i32, i32, i32, i16) -> ()
// CHECK-NEXT:       nvvm.fence.proxy.async<space = "shared::cta"> : () -> ()
// CHECK-NEXT:       nvvm.cp.async.bulk.tensor.store<dim = 3> %tm_addr, %x, %x, %x, %s : (i64, i32, i32, i32, i32) -> ()
// CHECK-NEXT:       nvvm.cp.async.bulk.commit_group : () -> ()
// CHECK-NEXT:       nvvm.cp.async.bulk.wait_group<read, n = 1> : () -> ()
// CHECK-NEXT:       nvvm.cp.async.bulk.wait_group<n = 0> : () -> ()
// CHECK-NEXT:       cf.br ^bb2
// CHECK-NEXT:     ^bb2:
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

gpu.module @k {
  gpu.func @g(%tm: !aproxy.tensormap<3, f16, box = [32, 4, 2], swizzle = "64B">) kernel attributes {block = [128, 1, 1]} {
    %c0 = arith.constant 0 : index
    %x = arith.constant 7 : i32
    %mask = arith.constant 3 : i16
    %s = aproxy.smem_alloc 512 align 128 : !aproxy.smem<512>
    %b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    aproxy.prefetch_tensormap %tm : !aproxy.tensormap<3, f16, box = [32, 4, 2], swizzle = "64B">
    aproxy.elect_one warp {
      aproxy.tma_load %tm[%x, %x, %x] -> %s, %b[%c0] : !aproxy.tensormap<3, f16, box = [32, 4, 2], swizzle = "64B">, !aproxy.smem<512>, !aproxy.mbarrier<1>
      aproxy.tma_load %tm[%x, %x, %x] -> %s, %b[%c0] multicast(%mask) : !aproxy.tensormap<3, f16, box = [32, 4, 2], swizzle = "64B">, !aproxy.smem<512>, !aproxy.mbarrier<1>
      aproxy.fence_proxy_async
      aproxy.tma_store %s -> %tm[%x, %x, %x] : !aproxy.smem<512>, !aproxy.tensormap<3, f16, box = [32, 4, 2], swizzle = "64B">
      aproxy.bulk_commit
      aproxy.bulk_wait 1 read
      aproxy.bulk_wait 0
    }
    gpu.return
  }
}
