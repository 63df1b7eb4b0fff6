// RUN: tirx-opt %s -p 'aproxy-to-nvvm{hang_check=true hang_ms=5}' | filecheck %s
// RUN: tirx-opt %s -p aproxy-to-nvvm | filecheck %s --check-prefix=OFF
// RUN: tirx-opt %s -p 'tirx-to-ptx{hang_check=true verify_sync=false}' -t ptx | filecheck %s --check-prefix=PTX
// hang_check (tirx_mlir/lowering/hang_check.py): the mbarrier wait loop reads %globaltimer
// when it starts and counts its polls; past hang_ms (here 5 ms = 5000000 ns) the thread
// appends a record {site + 1, ctaid.x, ctaid.y, tid.x, barrier offset, parity, polls, ms} to
// the buffer of the new last argument %hang_buf (atom.global.add on the header's count,
// within its capacity), fences (fence.sc.sys), polls a quarter of the bound more and traps.
// The kernel carries its wait sites in `tirx.hang`. Off (the default), nothing of it.

// CHECK:      builtin.module {
// CHECK-NEXT: gpu.module @m {
// CHECK-NEXT: "memref.global"() <{sym_name = "__tirx_dyn_smem", type = memref<0xi8, 3 : i64>, initial_value, sym_visibility = "private", alignment = 16 : i64}> : () -> ()
// CHECK-NEXT: gpu.func @k(%hang_buf: i64) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64], tirx.hang = "[{\22op\22:\22aproxy.mbarrier_wait\22,\22role\22:\22-\22,\22warpgroups\22:[],\22barrier\22:\22%b\22,\22kind\22:\22mbarrier\22,\22offset\22:0,\22count\22:1,\22stages\22:0,\22loc\22:\22{{.*}}hang-check.mlir:{{[0-9]+}}:5\22}]", dynamic_smem = 8 : i64} {
// CHECK-NEXT: %smem = nvvm.mov.sym<type = u32> {sym = @__tirx_dyn_smem} : () -> i32
// CHECK-NEXT: %hang_addr = nvvm.cvta<to, space = global, type = u64> %hang_buf : (i64) -> i64
// CHECK-NEXT: %p = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.constant 0 : i32
// CHECK-NEXT: %b = arith.addi %smem, %0 : i32
// CHECK-NEXT: %1 = nvvm.mov.special<reg = globaltimer> : () -> i64
// CHECK-NEXT: %2 = arith.constant 0 : i32
// CHECK-NEXT: cf.br ^bb1(%2 : i32)
// CHECK-NEXT: ^bb1(%3: i32):
// CHECK-NEXT: %4 = nvvm.mbarrier.try_wait.parity %b, %p : (i32, i32) -> i1
// CHECK-NEXT: %5 = arith.constant true
// CHECK-NEXT: %6 = arith.xori %4, %5 : i1
// CHECK-NEXT: cf.cond_br %6, ^bb2(%3 : i32), ^bb10(%3 : i32)
// CHECK-NEXT: ^bb2(%7: i32):
// CHECK-NEXT: %8 = nvvm.mov.special<reg = globaltimer> : () -> i64
// CHECK-NEXT: %9 = arith.subi %8, %1 : i64
// CHECK-NEXT: %10 = arith.constant 5000000 : i64
// CHECK-NEXT: %11 = arith.cmpi ugt, %9, %10 : i64
// CHECK-NEXT: cf.cond_br %11, ^bb3, ^bb9
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: %12 = arith.subi %b, %smem : i32
// CHECK-NEXT: %13 = arith.constant 1000000 : i64
// CHECK-NEXT: %14 = arith.divui %9, %13 : i64
// CHECK-NEXT: %15 = arith.trunci %14 : i64 to i32
// CHECK-NEXT: %16 = arith.constant 1 : i32
// CHECK-NEXT: %17 = nvvm.atom<space = global, op = add, type = u32> %hang_addr, %16 : (i64, i32) -> i32
// CHECK-NEXT: %18 = nvvm.ld<space = global, type = u32> %hang_addr {offset = 4 : i64} : (i64) -> i32
// CHECK-NEXT: %19 = arith.cmpi ult, %17, %18 : i32
// CHECK-NEXT: cf.cond_br %19, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:
// CHECK-NEXT: %20 = arith.constant 32 : i32
// CHECK-NEXT: %21 = arith.muli %17, %20 : i32
// CHECK-NEXT: %22 = arith.extui %21 : i32 to i64
// CHECK-NEXT: %23 = arith.addi %hang_addr, %22 : i64
// CHECK-NEXT: %24 = nvvm.mov.special<reg = "tid.x"> : () -> i32
// CHECK-NEXT: %25 = nvvm.mov.special<reg = "ctaid.x"> : () -> i32
// CHECK-NEXT: %26 = nvvm.mov.special<reg = "ctaid.y"> : () -> i32
// CHECK-NEXT: %27 = arith.constant 1 : i32
// CHECK-NEXT: %28 = nvvm.mov.pack<type = b32, n = 4> %27, %25, %26, %24 : (i32, i32, i32, i32) -> vector<4xi32>
// CHECK-NEXT: nvvm.st<space = global, vec = v4, type = b32> %23, %28 {offset = 16 : i64} : (i64, vector<4xi32>) -> ()
// CHECK-NEXT: %29 = nvvm.mov.pack<type = b32, n = 4> %12, %p, %7, %15 : (i32, i32, i32, i32) -> vector<4xi32>
// CHECK-NEXT: nvvm.st<space = global, vec = v4, type = b32> %23, %29 {offset = 32 : i64} : (i64, vector<4xi32>) -> ()
// CHECK-NEXT: cf.br ^bb5
// CHECK-NEXT: ^bb5:
// CHECK-NEXT: nvvm.fence<sem = sc, scope = sys> : () -> ()
// CHECK-NEXT: %30 = arith.constant 1250000 : i64
// CHECK-NEXT: cf.br ^bb6
// CHECK-NEXT: ^bb6:
// CHECK-NEXT: %31 = nvvm.mov.special<reg = globaltimer> : () -> i64
// CHECK-NEXT: %32 = arith.subi %31, %8 : i64
// CHECK-NEXT: %33 = arith.cmpi ult, %32, %30 : i64
// CHECK-NEXT: cf.cond_br %33, ^bb7, ^bb8
// CHECK-NEXT: ^bb7:
// CHECK-NEXT: cf.br ^bb6
// CHECK-NEXT: ^bb8:
// CHECK-NEXT: nvvm.trap : () -> ()
// CHECK-NEXT: cf.br ^bb9
// CHECK-NEXT: ^bb9:
// CHECK-NEXT: %34 = arith.constant 1 : i32
// CHECK-NEXT: %35 = arith.addi %7, %34 : i32
// CHECK-NEXT: cf.br ^bb1(%35 : i32)
// CHECK-NEXT: ^bb10(%36: i32):
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

// OFF:      gpu.func @k() kernel
// OFF-NOT:  globaltimer
// OFF-NOT:  trap
// OFF-NOT:  tirx.hang
// PTX:      .param .u64 hang_buf
// PTX:      mov.u64 %{{[a-z0-9]+}}, %globaltimer;
// PTX:      mbarrier.try_wait.parity.shared::cta.b64
// PTX:      atom.global.add.u32
// PTX:      fence.sc.sys;
// PTX:      trap;

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %c0 = arith.constant 0 : index
    %p = arith.constant 0 : i32
    %b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    aproxy.mbarrier_wait %b[%c0], parity(%p) : !aproxy.mbarrier<1>
    gpu.return
  }
}
