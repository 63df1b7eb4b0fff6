// RUN: tirx-opt %s -p 'profile-instrument{waits=events}' | filecheck %s
// RUN: tirx-opt %s -p 'profile-instrument{waits=events}' | tirx-opt | filecheck %s
// RUN: tirx-opt %s -p profile-instrument | filecheck %s --check-prefix=SUM
// RUN: tirx-opt %s -p profile-instrument | tirx-opt | filecheck %s --check-prefix=SUM
// A warp-specialized kernel with the default markers (roles, waits, epilogues), lowered,
// first with waits=events (one record per wait; CHECK), then with the default
// waits=summary (SUM, at the end of the file). waits=events:
// `tirx.profile` records the roles' warpgroups and the bound on records per writer (3 fixed,
// 2 per trip of the dynamic loop); the producer's acquire range is inside `elect_one
// warpgroup`, so its record is written by the elected thread without a writer test; the
// consumer's wait and epilogue ranges and both role ranges are written under
// %prof_is_writer; the epilogue and the consumer role end together (one timer read).
// Records are stored late (sink): the wait records at the end of the loop body, the role
// records at the end of the role; the timer reads stay where the ranges end.
// (test/test_profile.py assembles the instrumented GEMM with ptxas.)

gpu.module @k {
  gpu.func @ws(%n: index) kernel attributes {block = [384, 1, 1]} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %p = aproxy.pipeline stages(2) full(tx_bytes = 1024) empty(arrivals = 2) : !aproxy.pipeline<2>
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) {
        aproxy.elect_one warpgroup {
          %ps0 = aproxy.producer_start %p : !aproxy.pipeline<2>
          %e = scf.for %i = %c0 to %n step %c1 iter_args(%ps = %ps0) -> (!aproxy.pipe_state) {
            %s = aproxy.producer_acquire %p, %ps : !aproxy.pipeline<2>
            "test.op"(%s) : (index) -> ()
            %ps2 = aproxy.advance %ps
            scf.yield %ps2 : !aproxy.pipe_state
          }
        }
      }
      aproxy.role "consumer" warpgroups(1, 2) {
        %cs0 = aproxy.consumer_start %p : !aproxy.pipeline<2>
        %e = scf.for %i = %c0 to %n step %c1 iter_args(%cs = %cs0) -> (!aproxy.pipe_state) {
          %s = aproxy.consumer_wait %p, %cs : !aproxy.pipeline<2>
          "test.op"(%s) : (index) -> ()
          aproxy.consumer_release %p, %cs : !aproxy.pipeline<2>
          %cs2 = aproxy.advance %cs
          scf.yield %cs2 : !aproxy.pipe_state
        }
        "test.op"() {epilogue} : () -> ()
      }
    }
    gpu.return
  }
}

// CHECK:      builtin.module {
// CHECK-NEXT:   gpu.module @k {
// CHECK-NEXT:     "memref.global"() <{sym_name = "__tirx_prof_count", type = memref<8xi32, 3 : i64>, initial_value, sym_visibility = "private", alignment = 16 : i64}> : () -> ()
// CHECK-NEXT:     gpu.func @ws(%n: index, %prof_buf: i64) kernel attributes {block = [384 : i64, 1 : i64, 1 : i64], tirx.profile = {version = 1 : i64, scope = "warpgroup", timer = "globaltimer", max_events = 4096 : i64, tags = ["producer", "producer_acquire", "consumer", "consumer_wait", "epilogue"], kinds = ["role", "wait", "role", "wait", "epilogue"], roles = {producer = [0 : i64], consumer = [1 : i64, 2 : i64]}, events = [3 : i64, 2 : i64, 0 : i64], waits = "events"}} {
// CHECK-NEXT:       %prof_global = nvvm.cvta<to, space = global, type = u64> %prof_buf : (i64) -> i64
// CHECK-NEXT:       %prof_cap = nvvm.ld<space = global, type = u32> %prof_global {offset = 8 : i64} : (i64) -> i32
// CHECK-NEXT:       %0 = nvvm.mov.special<reg = "tid.x"> : () -> i32
// CHECK-NEXT:       %1 = nvvm.mov.special<reg = "ntid.x"> : () -> i32
// CHECK-NEXT:       %2 = nvvm.mov.special<reg = "ctaid.x"> : () -> i32
// CHECK-NEXT:       %3 = nvvm.mov.special<reg = "ctaid.y"> : () -> i32
// CHECK-NEXT:       %4 = nvvm.mov.special<reg = "ctaid.z"> : () -> i32
// CHECK-NEXT:       %5 = nvvm.mov.special<reg = "nctaid.x"> : () -> i32
// CHECK-NEXT:       %6 = nvvm.mov.special<reg = "nctaid.y"> : () -> i32
// CHECK-NEXT:       %7 = arith.muli %6, %4 : i32
// CHECK-NEXT:       %8 = arith.addi %3, %7 : i32
// CHECK-NEXT:       %9 = arith.muli %5, %8 : i32
// CHECK-NEXT:       %prof_block = arith.addi %2, %9 : i32
// CHECK-NEXT:       %10 = arith.constant 127 : i32
// CHECK-NEXT:       %11 = arith.addi %1, %10 : i32
// CHECK-NEXT:       %12 = arith.constant 128 : i32
// CHECK-NEXT:       %13 = arith.divui %11, %12 : i32
// CHECK-NEXT:       %14 = arith.constant 128 : i32
// CHECK-NEXT:       %prof_writer = arith.divui %0, %14 : i32
// CHECK-NEXT:       %15 = arith.constant 128 : i32
// CHECK-NEXT:       %16 = arith.remui %0, %15 : i32
// CHECK-NEXT:       %17 = arith.constant 0 : i32
// CHECK-NEXT:       %prof_is_writer = arith.cmpi eq, %16, %17 : i32
// CHECK-NEXT:       %18 = arith.muli %prof_block, %13 : i32
// CHECK-NEXT:       %19 = arith.addi %18, %prof_writer : i32
// CHECK-NEXT:       %20 = arith.extui %19 : i32 to i64
// CHECK-NEXT:       %21 = arith.extui %prof_cap : i32 to i64
// CHECK-NEXT:       %22 = arith.constant 16 : i64
// CHECK-NEXT:       %23 = arith.muli %21, %22 : i64
// CHECK-NEXT:       %24 = arith.constant 48 : i64
// CHECK-NEXT:       %25 = arith.addi %23, %24 : i64
// CHECK-NEXT:       %26 = arith.constant 64 : i64
// CHECK-NEXT:       %27 = arith.addi %prof_global, %26 : i64
// CHECK-NEXT:       %28 = arith.muli %20, %25 : i64
// CHECK-NEXT:       %prof_segment = arith.addi %27, %28 : i64
// CHECK-NEXT:       %29 = arith.constant 48 : i64
// CHECK-NEXT:       %prof_records = arith.addi %prof_segment, %29 : i64
// CHECK-NEXT:       %30 = nvvm.mov.sym<type = u32> {sym = @__tirx_prof_count} : () -> i32
// CHECK-NEXT:       %31 = arith.constant 4 : i32
// CHECK-NEXT:       %32 = arith.muli %prof_writer, %31 : i32
// CHECK-NEXT:       %prof_count = arith.addi %30, %32 : i32
// CHECK-NEXT:       %prof_t_entry = nvvm.mov.special<reg = globaltimer> : () -> i64
// CHECK-NEXT:       %prof_c_entry = nvvm.mov.special<reg = clock64> : () -> i64
// CHECK-NEXT:       scf.if %prof_is_writer {
// CHECK-NEXT:         %33 = arith.constant 0 : i32
// CHECK-NEXT:         %34 = nvvm.atom<space = shared, op = exch, type = b32> %prof_count, %33 : (i32, i32) -> i32
// CHECK-NEXT:       }
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       %p = aproxy.pipeline stages(2) full(tx_bytes = 1024) empty(arrivals = 2) : !aproxy.pipeline<2>
// CHECK-NEXT:       aproxy.specialize {
// CHECK-NEXT:         aproxy.role "producer" warpgroups(0) {
// CHECK-NEXT:           %prof_t0 = nvvm.mov.special<reg = globaltimer> : () -> i64
// CHECK-NEXT:           aproxy.elect_one warpgroup {
// CHECK-NEXT:             %ps0 = aproxy.producer_start %p : !aproxy.pipeline<2>
// CHECK-NEXT:             %e = scf.for %i = %c0 to %n step %c1 iter_args(%ps = %ps0) -> (!aproxy.pipe_state) {
// CHECK-NEXT:               %prof_t0_1 = nvvm.mov.special<reg = globaltimer> : () -> i64
// CHECK-NEXT:               %s = aproxy.producer_acquire %p, %ps : !aproxy.pipeline<2>
// CHECK-NEXT:               %prof_t1 = nvvm.mov.special<reg = globaltimer> : () -> i64
// CHECK-NEXT:               "test.op"(%s) : (index) -> ()
// CHECK-NEXT:               %ps2 = aproxy.advance %ps
// CHECK-NEXT:               %35 = arith.constant 1 : i32
// CHECK-NEXT:               %36 = nvvm.atom<space = shared, op = add, type = u32> %prof_count, %35 : (i32, i32) -> i32
// CHECK-NEXT:               %37 = arith.cmpi ult, %36, %prof_cap : i32
// CHECK-NEXT:               scf.if %37 {
// CHECK-NEXT:                 %38 = arith.extui %36 : i32 to i64
// CHECK-NEXT:                 %39 = arith.constant 16 : i64
// CHECK-NEXT:                 %40 = arith.muli %38, %39 : i64
// CHECK-NEXT:                 %41 = arith.addi %prof_records, %40 : i64
// CHECK-NEXT:                 %42, %43 = nvvm.mov.split<type = b64> %prof_t0_1 : (i64) -> (i32, i32)
// CHECK-NEXT:                 %44 = arith.subi %prof_t1, %prof_t0_1 : i64
// CHECK-NEXT:                 %45 = arith.trunci %44 : i64 to i32
// CHECK-NEXT:                 %46 = arith.constant 1 : i32
// CHECK-NEXT:                 %47 = nvvm.mov.pack<type = b32, n = 4> %42, %43, %45, %46 : (i32, i32, i32, i32) -> vector<4xi32>
// CHECK-NEXT:                 nvvm.st<space = global, vec = v4, type = b32> %41, %47 : (i64, vector<4xi32>) -> ()
// CHECK-NEXT:               }
// CHECK-NEXT:               scf.yield %ps2 : !aproxy.pipe_state
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:           %prof_t1_1 = nvvm.mov.special<reg = globaltimer> : () -> i64
// CHECK-NEXT:           scf.if %prof_is_writer {
// CHECK-NEXT:             %48 = arith.constant 1 : i32
// CHECK-NEXT:             %49 = nvvm.atom<space = shared, op = add, type = u32> %prof_count, %48 : (i32, i32) -> i32
// CHECK-NEXT:             %50 = arith.cmpi ult, %49, %prof_cap : i32
// CHECK-NEXT:             scf.if %50 {
// CHECK-NEXT:               %51 = arith.extui %49 : i32 to i64
// CHECK-NEXT:               %52 = arith.constant 16 : i64
// CHECK-NEXT:               %53 = arith.muli %51, %52 : i64
// CHECK-NEXT:               %54 = arith.addi %prof_records, %53 : i64
// CHECK-NEXT:               %55, %56 = nvvm.mov.split<type = b64> %prof_t0 : (i64) -> (i32, i32)
// CHECK-NEXT:               %57 = arith.subi %prof_t1_1, %prof_t0 : i64
// CHECK-NEXT:               %58 = arith.trunci %57 : i64 to i32
// CHECK-NEXT:               %59 = arith.constant 0 : i32
// CHECK-NEXT:               %60 = nvvm.mov.pack<type = b32, n = 4> %55, %56, %58, %59 : (i32, i32, i32, i32) -> vector<4xi32>
// CHECK-NEXT:               nvvm.st<space = global, vec = v4, type = b32> %54, %60 : (i64, vector<4xi32>) -> ()
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:         aproxy.role "consumer" warpgroups(1, 2) {
// CHECK-NEXT:           %prof_t0_2 = nvvm.mov.special<reg = globaltimer> : () -> i64
// CHECK-NEXT:           %cs0 = aproxy.consumer_start %p : !aproxy.pipeline<2>
// CHECK-NEXT:           %e_1 = scf.for %i_1 = %c0 to %n step %c1 iter_args(%cs = %cs0) -> (!aproxy.pipe_state) {
// CHECK-NEXT:             %prof_t0_3 = nvvm.mov.special<reg = globaltimer> : () -> i64
// CHECK-NEXT:             %s_1 = aproxy.consumer_wait %p, %cs : !aproxy.pipeline<2>
// CHECK-NEXT:             %prof_t1_2 = nvvm.mov.special<reg = globaltimer> : () -> i64
// CHECK-NEXT:             "test.op"(%s_1) : (index) -> ()
// CHECK-NEXT:             aproxy.consumer_release %p, %cs : !aproxy.pipeline<2>
// CHECK-NEXT:             %cs2 = aproxy.advance %cs
// CHECK-NEXT:             scf.if %prof_is_writer {
// CHECK-NEXT:               %61 = arith.constant 1 : i32
// CHECK-NEXT:               %62 = nvvm.atom<space = shared, op = add, type = u32> %prof_count, %61 : (i32, i32) -> i32
// CHECK-NEXT:               %63 = arith.cmpi ult, %62, %prof_cap : i32
// CHECK-NEXT:               scf.if %63 {
// CHECK-NEXT:                 %64 = arith.extui %62 : i32 to i64
// CHECK-NEXT:                 %65 = arith.constant 16 : i64
// CHECK-NEXT:                 %66 = arith.muli %64, %65 : i64
// CHECK-NEXT:                 %67 = arith.addi %prof_records, %66 : i64
// CHECK-NEXT:                 %68, %69 = nvvm.mov.split<type = b64> %prof_t0_3 : (i64) -> (i32, i32)
// CHECK-NEXT:                 %70 = arith.subi %prof_t1_2, %prof_t0_3 : i64
// CHECK-NEXT:                 %71 = arith.trunci %70 : i64 to i32
// CHECK-NEXT:                 %72 = arith.constant 3 : i32
// CHECK-NEXT:                 %73 = nvvm.mov.pack<type = b32, n = 4> %68, %69, %71, %72 : (i32, i32, i32, i32) -> vector<4xi32>
// CHECK-NEXT:                 nvvm.st<space = global, vec = v4, type = b32> %67, %73 : (i64, vector<4xi32>) -> ()
// CHECK-NEXT:               }
// CHECK-NEXT:             }
// CHECK-NEXT:             scf.yield %cs2 : !aproxy.pipe_state
// CHECK-NEXT:           }
// CHECK-NEXT:           %prof_t0_4 = nvvm.mov.special<reg = globaltimer> : () -> i64
// CHECK-NEXT:           "test.op"() {epilogue} : () -> ()
// CHECK-NEXT:           %prof_t1_3 = nvvm.mov.special<reg = globaltimer> : () -> i64
// CHECK-NEXT:           scf.if %prof_is_writer {
// CHECK-NEXT:             %74 = arith.constant 1 : i32
// CHECK-NEXT:             %75 = nvvm.atom<space = shared, op = add, type = u32> %prof_count, %74 : (i32, i32) -> i32
// CHECK-NEXT:             %76 = arith.cmpi ult, %75, %prof_cap : i32
// CHECK-NEXT:             scf.if %76 {
// CHECK-NEXT:               %77 = arith.extui %75 : i32 to i64
// CHECK-NEXT:               %78 = arith.constant 16 : i64
// CHECK-NEXT:               %79 = arith.muli %77, %78 : i64
// CHECK-NEXT:               %80 = arith.addi %prof_records, %79 : i64
// CHECK-NEXT:               %81, %82 = nvvm.mov.split<type = b64> %prof_t0_4 : (i64) -> (i32, i32)
// CHECK-NEXT:               %83 = arith.subi %prof_t1_3, %prof_t0_4 : i64
// CHECK-NEXT:               %84 = arith.trunci %83 : i64 to i32
// CHECK-NEXT:               %85 = arith.constant 4 : i32
// CHECK-NEXT:               %86 = nvvm.mov.pack<type = b32, n = 4> %81, %82, %84, %85 : (i32, i32, i32, i32) -> vector<4xi32>
// CHECK-NEXT:               nvvm.st<space = global, vec = v4, type = b32> %80, %86 : (i64, vector<4xi32>) -> ()
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:           scf.if %prof_is_writer {
// CHECK-NEXT:             %87 = arith.constant 1 : i32
// CHECK-NEXT:             %88 = nvvm.atom<space = shared, op = add, type = u32> %prof_count, %87 : (i32, i32) -> i32
// CHECK-NEXT:             %89 = arith.cmpi ult, %88, %prof_cap : i32
// CHECK-NEXT:             scf.if %89 {
// CHECK-NEXT:               %90 = arith.extui %88 : i32 to i64
// CHECK-NEXT:               %91 = arith.constant 16 : i64
// CHECK-NEXT:               %92 = arith.muli %90, %91 : i64
// CHECK-NEXT:               %93 = arith.addi %prof_records, %92 : i64
// CHECK-NEXT:               %94, %95 = nvvm.mov.split<type = b64> %prof_t0_2 : (i64) -> (i32, i32)
// CHECK-NEXT:               %96 = arith.subi %prof_t1_3, %prof_t0_2 : i64
// CHECK-NEXT:               %97 = arith.trunci %96 : i64 to i32
// CHECK-NEXT:               %98 = arith.constant 2 : i32
// CHECK-NEXT:               %99 = nvvm.mov.pack<type = b32, n = 4> %94, %95, %97, %98 : (i32, i32, i32, i32) -> vector<4xi32>
// CHECK-NEXT:               nvvm.st<space = global, vec = v4, type = b32> %93, %99 : (i64, vector<4xi32>) -> ()
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       %100 = nvvm.mov.special<reg = globaltimer> : () -> i64
// CHECK-NEXT:       %101 = nvvm.mov.special<reg = clock64> : () -> i64
// CHECK-NEXT:       scf.if %prof_is_writer {
// CHECK-NEXT:         %102 = arith.constant 0 : i32
// CHECK-NEXT:         %103 = nvvm.atom<space = shared, op = add, type = u32> %prof_count, %102 : (i32, i32) -> i32
// CHECK-NEXT:         %104 = nvvm.mov.special<reg = smid> : () -> i32
// CHECK-NEXT:         %105 = nvvm.mov.pack<type = b32, n = 4> %103, %104, %prof_block, %prof_writer : (i32, i32, i32, i32) -> vector<4xi32>
// CHECK-NEXT:         nvvm.st<space = global, vec = v4, type = b32> %prof_segment, %105 : (i64, vector<4xi32>) -> ()
// CHECK-NEXT:         %106 = nvvm.mov.pack<type = b64, n = 2> %prof_t_entry, %100 : (i64, i64) -> vector<2xi64>
// CHECK-NEXT:         nvvm.st<space = global, vec = v2, type = b64> %prof_segment, %106 {offset = 16 : i64} : (i64, vector<2xi64>) -> ()
// CHECK-NEXT:         %107 = nvvm.mov.pack<type = b64, n = 2> %prof_c_entry, %101 : (i64, i64) -> vector<2xi64>
// CHECK-NEXT:         nvvm.st<space = global, vec = v2, type = b64> %prof_segment, %107 {offset = 32 : i64} : (i64, vector<2xi64>) -> ()
// CHECK-NEXT:         %108 = arith.cmpi ugt, %103, %prof_cap : i32
// CHECK-NEXT:         scf.if %108 {
// CHECK-NEXT:           %109 = arith.subi %103, %prof_cap : i32
// CHECK-NEXT:           nvvm.red<space = global, op = add, type = u32> %prof_global, %109 {offset = 20 : i64} : (i64, i32) -> ()
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

// RUN: tirx-opt %s -p 'profile-instrument{sink=false}' | filecheck %s --check-prefix=NOSINK
// NOSINK:      %s_1 = aproxy.consumer_wait %p, %cs : !aproxy.pipeline<2>
// NOSINK-NEXT: %prof_t1_2 = nvvm.mov.special<reg = globaltimer> : () -> i64
// NOSINK-NEXT: scf.if %prof_is_writer {

// waits=summary (the default): the entry also zeroes the writer's slots in
// @__tirx_prof_waits ({count, total, max} per wait site: acquire at +0, consumer_wait at
// +16); in the loops the writer (the elected thread; %prof_is_writer in the consumer)
// adds each wait to its slot with red.shared add/add/max, no global store; at the end of
// each role, after its records, the writer stores one summary record {count, max, total,
// tag} per site of the role (tags 3, 4: kind wait_summary), reading and resetting the slot
// with atom.exch. Records per writer: 5 fixed.
// SUM:      builtin.module {
// SUM-NEXT:   gpu.module @k {
// SUM-NEXT:     "memref.global"() <{sym_name = "__tirx_prof_waits", type = memref<64xi32, 3 : i64>, initial_value, sym_visibility = "private", alignment = 16 : i64}> : () -> ()
// SUM-NEXT:     "memref.global"() <{sym_name = "__tirx_prof_count", type = memref<8xi32, 3 : i64>, initial_value, sym_visibility = "private", alignment = 16 : i64}> : () -> ()
// SUM-NEXT:     gpu.func @ws(%n: index, %prof_buf: i64) kernel attributes {block = [384 : i64, 1 : i64, 1 : i64], tirx.profile = {version = 1 : i64, scope = "warpgroup", timer = "globaltimer", max_events = 4096 : i64, tags = ["producer", "consumer", "epilogue", "producer_acquire", "consumer_wait"], kinds = ["role", "role", "epilogue", "wait_summary", "wait_summary"], roles = {producer = [0 : i64], consumer = [1 : i64, 2 : i64]}, events = [5 : i64, 0 : i64, 0 : i64], waits = "summary"}} {
// SUM-NEXT:       %prof_global = nvvm.cvta<to, space = global, type = u64> %prof_buf : (i64) -> i64
// SUM-NEXT:       %prof_cap = nvvm.ld<space = global, type = u32> %prof_global {offset = 8 : i64} : (i64) -> i32
// SUM-NEXT:       %0 = nvvm.mov.special<reg = "tid.x"> : () -> i32
// SUM-NEXT:       %1 = nvvm.mov.special<reg = "ntid.x"> : () -> i32
// SUM-NEXT:       %2 = nvvm.mov.special<reg = "ctaid.x"> : () -> i32
// SUM-NEXT:       %3 = nvvm.mov.special<reg = "ctaid.y"> : () -> i32
// SUM-NEXT:       %4 = nvvm.mov.special<reg = "ctaid.z"> : () -> i32
// SUM-NEXT:       %5 = nvvm.mov.special<reg = "nctaid.x"> : () -> i32
// SUM-NEXT:       %6 = nvvm.mov.special<reg = "nctaid.y"> : () -> i32
// SUM-NEXT:       %7 = arith.muli %6, %4 : i32
// SUM-NEXT:       %8 = arith.addi %3, %7 : i32
// SUM-NEXT:       %9 = arith.muli %5, %8 : i32
// SUM-NEXT:       %prof_block = arith.addi %2, %9 : i32
// SUM-NEXT:       %10 = arith.constant 127 : i32
// SUM-NEXT:       %11 = arith.addi %1, %10 : i32
// SUM-NEXT:       %12 = arith.constant 128 : i32
// SUM-NEXT:       %13 = arith.divui %11, %12 : i32
// SUM-NEXT:       %14 = arith.constant 128 : i32
// SUM-NEXT:       %prof_writer = arith.divui %0, %14 : i32
// SUM-NEXT:       %15 = arith.constant 128 : i32
// SUM-NEXT:       %16 = arith.remui %0, %15 : i32
// SUM-NEXT:       %17 = arith.constant 0 : i32
// SUM-NEXT:       %prof_is_writer = arith.cmpi eq, %16, %17 : i32
// SUM-NEXT:       %18 = arith.muli %prof_block, %13 : i32
// SUM-NEXT:       %19 = arith.addi %18, %prof_writer : i32
// SUM-NEXT:       %20 = arith.extui %19 : i32 to i64
// SUM-NEXT:       %21 = arith.extui %prof_cap : i32 to i64
// SUM-NEXT:       %22 = arith.constant 16 : i64
// SUM-NEXT:       %23 = arith.muli %21, %22 : i64
// SUM-NEXT:       %24 = arith.constant 48 : i64
// SUM-NEXT:       %25 = arith.addi %23, %24 : i64
// SUM-NEXT:       %26 = arith.constant 64 : i64
// SUM-NEXT:       %27 = arith.addi %prof_global, %26 : i64
// SUM-NEXT:       %28 = arith.muli %20, %25 : i64
// SUM-NEXT:       %prof_segment = arith.addi %27, %28 : i64
// SUM-NEXT:       %29 = arith.constant 48 : i64
// SUM-NEXT:       %prof_records = arith.addi %prof_segment, %29 : i64
// SUM-NEXT:       %30 = nvvm.mov.sym<type = u32> {sym = @__tirx_prof_count} : () -> i32
// SUM-NEXT:       %31 = arith.constant 4 : i32
// SUM-NEXT:       %32 = arith.muli %prof_writer, %31 : i32
// SUM-NEXT:       %prof_count = arith.addi %30, %32 : i32
// SUM-NEXT:       %prof_t_entry = nvvm.mov.special<reg = globaltimer> : () -> i64
// SUM-NEXT:       %prof_c_entry = nvvm.mov.special<reg = clock64> : () -> i64
// SUM-NEXT:       %33 = nvvm.mov.sym<type = u32> {sym = @__tirx_prof_waits} : () -> i32
// SUM-NEXT:       %34 = arith.constant 32 : i32
// SUM-NEXT:       %35 = arith.muli %prof_writer, %34 : i32
// SUM-NEXT:       %prof_wait_slots = arith.addi %33, %35 : i32
// SUM-NEXT:       scf.if %prof_is_writer {
// SUM-NEXT:         %36 = arith.constant 0 : i32
// SUM-NEXT:         %37 = nvvm.atom<space = shared, op = exch, type = b32> %prof_count, %36 : (i32, i32) -> i32
// SUM-NEXT:         %38 = arith.constant 0 : i32
// SUM-NEXT:         %39 = nvvm.atom<space = shared, op = exch, type = b32> %prof_wait_slots, %38 {offset = 0 : i64} : (i32, i32) -> i32
// SUM-NEXT:         %40 = arith.constant 0 : i32
// SUM-NEXT:         %41 = nvvm.atom<space = shared, op = exch, type = b32> %prof_wait_slots, %40 {offset = 4 : i64} : (i32, i32) -> i32
// SUM-NEXT:         %42 = arith.constant 0 : i32
// SUM-NEXT:         %43 = nvvm.atom<space = shared, op = exch, type = b32> %prof_wait_slots, %42 {offset = 8 : i64} : (i32, i32) -> i32
// SUM-NEXT:         %44 = arith.constant 0 : i32
// SUM-NEXT:         %45 = nvvm.atom<space = shared, op = exch, type = b32> %prof_wait_slots, %44 {offset = 16 : i64} : (i32, i32) -> i32
// SUM-NEXT:         %46 = arith.constant 0 : i32
// SUM-NEXT:         %47 = nvvm.atom<space = shared, op = exch, type = b32> %prof_wait_slots, %46 {offset = 20 : i64} : (i32, i32) -> i32
// SUM-NEXT:         %48 = arith.constant 0 : i32
// SUM-NEXT:         %49 = nvvm.atom<space = shared, op = exch, type = b32> %prof_wait_slots, %48 {offset = 24 : i64} : (i32, i32) -> i32
// SUM-NEXT:       }
// SUM-NEXT:       %c0 = arith.constant 0 : index
// SUM-NEXT:       %c1 = arith.constant 1 : index
// SUM-NEXT:       %p = aproxy.pipeline stages(2) full(tx_bytes = 1024) empty(arrivals = 2) : !aproxy.pipeline<2>
// SUM-NEXT:       aproxy.specialize {
// SUM-NEXT:         aproxy.role "producer" warpgroups(0) {
// SUM-NEXT:           %prof_t0 = nvvm.mov.special<reg = globaltimer> : () -> i64
// SUM-NEXT:           aproxy.elect_one warpgroup {
// SUM-NEXT:             %ps0 = aproxy.producer_start %p : !aproxy.pipeline<2>
// SUM-NEXT:             %e = scf.for %i = %c0 to %n step %c1 iter_args(%ps = %ps0) -> (!aproxy.pipe_state) {
// SUM-NEXT:               %prof_t0_1 = nvvm.mov.special<reg = globaltimer> : () -> i64
// SUM-NEXT:               %s = aproxy.producer_acquire %p, %ps : !aproxy.pipeline<2>
// SUM-NEXT:               %prof_t1 = nvvm.mov.special<reg = globaltimer> : () -> i64
// SUM-NEXT:               "test.op"(%s) : (index) -> ()
// SUM-NEXT:               %ps2 = aproxy.advance %ps
// SUM-NEXT:               %50 = arith.subi %prof_t1, %prof_t0_1 : i64
// SUM-NEXT:               %51 = arith.trunci %50 : i64 to i32
// SUM-NEXT:               %52 = arith.constant 1 : i32
// SUM-NEXT:               nvvm.red<space = shared, op = add, type = u32> %prof_wait_slots, %52 {offset = 0 : i64} : (i32, i32) -> ()
// SUM-NEXT:               nvvm.red<space = shared, op = add, type = u32> %prof_wait_slots, %51 {offset = 4 : i64} : (i32, i32) -> ()
// SUM-NEXT:               nvvm.red<space = shared, op = max, type = u32> %prof_wait_slots, %51 {offset = 8 : i64} : (i32, i32) -> ()
// SUM-NEXT:               scf.yield %ps2 : !aproxy.pipe_state
// SUM-NEXT:             }
// SUM-NEXT:           }
// SUM-NEXT:           %prof_t1_1 = nvvm.mov.special<reg = globaltimer> : () -> i64
// SUM-NEXT:           scf.if %prof_is_writer {
// SUM-NEXT:             %53 = arith.constant 1 : i32
// SUM-NEXT:             %54 = nvvm.atom<space = shared, op = add, type = u32> %prof_count, %53 : (i32, i32) -> i32
// SUM-NEXT:             %55 = arith.cmpi ult, %54, %prof_cap : i32
// SUM-NEXT:             scf.if %55 {
// SUM-NEXT:               %56 = arith.extui %54 : i32 to i64
// SUM-NEXT:               %57 = arith.constant 16 : i64
// SUM-NEXT:               %58 = arith.muli %56, %57 : i64
// SUM-NEXT:               %59 = arith.addi %prof_records, %58 : i64
// SUM-NEXT:               %60, %61 = nvvm.mov.split<type = b64> %prof_t0 : (i64) -> (i32, i32)
// SUM-NEXT:               %62 = arith.subi %prof_t1_1, %prof_t0 : i64
// SUM-NEXT:               %63 = arith.trunci %62 : i64 to i32
// SUM-NEXT:               %64 = arith.constant 0 : i32
// SUM-NEXT:               %65 = nvvm.mov.pack<type = b32, n = 4> %60, %61, %63, %64 : (i32, i32, i32, i32) -> vector<4xi32>
// SUM-NEXT:               nvvm.st<space = global, vec = v4, type = b32> %59, %65 : (i64, vector<4xi32>) -> ()
// SUM-NEXT:             }
// SUM-NEXT:           }
// SUM-NEXT:           scf.if %prof_is_writer {
// SUM-NEXT:             %66 = arith.constant 0 : i32
// SUM-NEXT:             %67 = nvvm.atom<space = shared, op = exch, type = b32> %prof_wait_slots, %66 {offset = 0 : i64} : (i32, i32) -> i32
// SUM-NEXT:             %68 = arith.constant 0 : i32
// SUM-NEXT:             %69 = nvvm.atom<space = shared, op = exch, type = b32> %prof_wait_slots, %68 {offset = 4 : i64} : (i32, i32) -> i32
// SUM-NEXT:             %70 = arith.constant 0 : i32
// SUM-NEXT:             %71 = nvvm.atom<space = shared, op = exch, type = b32> %prof_wait_slots, %70 {offset = 8 : i64} : (i32, i32) -> i32
// SUM-NEXT:             %72 = arith.constant 1 : i32
// SUM-NEXT:             %73 = nvvm.atom<space = shared, op = add, type = u32> %prof_count, %72 : (i32, i32) -> i32
// SUM-NEXT:             %74 = arith.cmpi ult, %73, %prof_cap : i32
// SUM-NEXT:             scf.if %74 {
// SUM-NEXT:               %75 = arith.extui %73 : i32 to i64
// SUM-NEXT:               %76 = arith.constant 16 : i64
// SUM-NEXT:               %77 = arith.muli %75, %76 : i64
// SUM-NEXT:               %78 = arith.addi %prof_records, %77 : i64
// SUM-NEXT:               %79 = arith.constant 3 : i32
// SUM-NEXT:               %80 = nvvm.mov.pack<type = b32, n = 4> %67, %71, %69, %79 : (i32, i32, i32, i32) -> vector<4xi32>
// SUM-NEXT:               nvvm.st<space = global, vec = v4, type = b32> %78, %80 : (i64, vector<4xi32>) -> ()
// SUM-NEXT:             }
// SUM-NEXT:           }
// SUM-NEXT:         }
// SUM-NEXT:         aproxy.role "consumer" warpgroups(1, 2) {
// SUM-NEXT:           %prof_t0_2 = nvvm.mov.special<reg = globaltimer> : () -> i64
// SUM-NEXT:           %cs0 = aproxy.consumer_start %p : !aproxy.pipeline<2>
// SUM-NEXT:           %e_1 = scf.for %i_1 = %c0 to %n step %c1 iter_args(%cs = %cs0) -> (!aproxy.pipe_state) {
// SUM-NEXT:             %prof_t0_3 = nvvm.mov.special<reg = globaltimer> : () -> i64
// SUM-NEXT:             %s_1 = aproxy.consumer_wait %p, %cs : !aproxy.pipeline<2>
// SUM-NEXT:             %prof_t1_2 = nvvm.mov.special<reg = globaltimer> : () -> i64
// SUM-NEXT:             "test.op"(%s_1) : (index) -> ()
// SUM-NEXT:             aproxy.consumer_release %p, %cs : !aproxy.pipeline<2>
// SUM-NEXT:             %cs2 = aproxy.advance %cs
// SUM-NEXT:             scf.if %prof_is_writer {
// SUM-NEXT:               %81 = arith.subi %prof_t1_2, %prof_t0_3 : i64
// SUM-NEXT:               %82 = arith.trunci %81 : i64 to i32
// SUM-NEXT:               %83 = arith.constant 1 : i32
// SUM-NEXT:               nvvm.red<space = shared, op = add, type = u32> %prof_wait_slots, %83 {offset = 16 : i64} : (i32, i32) -> ()
// SUM-NEXT:               nvvm.red<space = shared, op = add, type = u32> %prof_wait_slots, %82 {offset = 20 : i64} : (i32, i32) -> ()
// SUM-NEXT:               nvvm.red<space = shared, op = max, type = u32> %prof_wait_slots, %82 {offset = 24 : i64} : (i32, i32) -> ()
// SUM-NEXT:             }
// SUM-NEXT:             scf.yield %cs2 : !aproxy.pipe_state
// SUM-NEXT:           }
// SUM-NEXT:           %prof_t0_4 = nvvm.mov.special<reg = globaltimer> : () -> i64
// SUM-NEXT:           "test.op"() {epilogue} : () -> ()
// SUM-NEXT:           %prof_t1_3 = nvvm.mov.special<reg = globaltimer> : () -> i64
// SUM-NEXT:           scf.if %prof_is_writer {
// SUM-NEXT:             %84 = arith.constant 1 : i32
// SUM-NEXT:             %85 = nvvm.atom<space = shared, op = add, type = u32> %prof_count, %84 : (i32, i32) -> i32
// SUM-NEXT:             %86 = arith.cmpi ult, %85, %prof_cap : i32
// SUM-NEXT:             scf.if %86 {
// SUM-NEXT:               %87 = arith.extui %85 : i32 to i64
// SUM-NEXT:               %88 = arith.constant 16 : i64
// SUM-NEXT:               %89 = arith.muli %87, %88 : i64
// SUM-NEXT:               %90 = arith.addi %prof_records, %89 : i64
// SUM-NEXT:               %91, %92 = nvvm.mov.split<type = b64> %prof_t0_4 : (i64) -> (i32, i32)
// SUM-NEXT:               %93 = arith.subi %prof_t1_3, %prof_t0_4 : i64
// SUM-NEXT:               %94 = arith.trunci %93 : i64 to i32
// SUM-NEXT:               %95 = arith.constant 2 : i32
// SUM-NEXT:               %96 = nvvm.mov.pack<type = b32, n = 4> %91, %92, %94, %95 : (i32, i32, i32, i32) -> vector<4xi32>
// SUM-NEXT:               nvvm.st<space = global, vec = v4, type = b32> %90, %96 : (i64, vector<4xi32>) -> ()
// SUM-NEXT:             }
// SUM-NEXT:           }
// SUM-NEXT:           scf.if %prof_is_writer {
// SUM-NEXT:             %97 = arith.constant 1 : i32
// SUM-NEXT:             %98 = nvvm.atom<space = shared, op = add, type = u32> %prof_count, %97 : (i32, i32) -> i32
// SUM-NEXT:             %99 = arith.cmpi ult, %98, %prof_cap : i32
// SUM-NEXT:             scf.if %99 {
// SUM-NEXT:               %100 = arith.extui %98 : i32 to i64
// SUM-NEXT:               %101 = arith.constant 16 : i64
// SUM-NEXT:               %102 = arith.muli %100, %101 : i64
// SUM-NEXT:               %103 = arith.addi %prof_records, %102 : i64
// SUM-NEXT:               %104, %105 = nvvm.mov.split<type = b64> %prof_t0_2 : (i64) -> (i32, i32)
// SUM-NEXT:               %106 = arith.subi %prof_t1_3, %prof_t0_2 : i64
// SUM-NEXT:               %107 = arith.trunci %106 : i64 to i32
// SUM-NEXT:               %108 = arith.constant 1 : i32
// SUM-NEXT:               %109 = nvvm.mov.pack<type = b32, n = 4> %104, %105, %107, %108 : (i32, i32, i32, i32) -> vector<4xi32>
// SUM-NEXT:               nvvm.st<space = global, vec = v4, type = b32> %103, %109 : (i64, vector<4xi32>) -> ()
// SUM-NEXT:             }
// SUM-NEXT:           }
// SUM-NEXT:           scf.if %prof_is_writer {
// SUM-NEXT:             %110 = arith.constant 0 : i32
// SUM-NEXT:             %111 = nvvm.atom<space = shared, op = exch, type = b32> %prof_wait_slots, %110 {offset = 16 : i64} : (i32, i32) -> i32
// SUM-NEXT:             %112 = arith.constant 0 : i32
// SUM-NEXT:             %113 = nvvm.atom<space = shared, op = exch, type = b32> %prof_wait_slots, %112 {offset = 20 : i64} : (i32, i32) -> i32
// SUM-NEXT:             %114 = arith.constant 0 : i32
// SUM-NEXT:             %115 = nvvm.atom<space = shared, op = exch, type = b32> %prof_wait_slots, %114 {offset = 24 : i64} : (i32, i32) -> i32
// SUM-NEXT:             %116 = arith.constant 1 : i32
// SUM-NEXT:             %117 = nvvm.atom<space = shared, op = add, type = u32> %prof_count, %116 : (i32, i32) -> i32
// SUM-NEXT:             %118 = arith.cmpi ult, %117, %prof_cap : i32
// SUM-NEXT:             scf.if %118 {
// SUM-NEXT:               %119 = arith.extui %117 : i32 to i64
// SUM-NEXT:               %120 = arith.constant 16 : i64
// SUM-NEXT:               %121 = arith.muli %119, %120 : i64
// SUM-NEXT:               %122 = arith.addi %prof_records, %121 : i64
// SUM-NEXT:               %123 = arith.constant 4 : i32
// SUM-NEXT:               %124 = nvvm.mov.pack<type = b32, n = 4> %111, %115, %113, %123 : (i32, i32, i32, i32) -> vector<4xi32>
// SUM-NEXT:               nvvm.st<space = global, vec = v4, type = b32> %122, %124 : (i64, vector<4xi32>) -> ()
// SUM-NEXT:             }
// SUM-NEXT:           }
// SUM-NEXT:         }
// SUM-NEXT:       }
// SUM-NEXT:       %125 = nvvm.mov.special<reg = globaltimer> : () -> i64
// SUM-NEXT:       %126 = nvvm.mov.special<reg = clock64> : () -> i64
// SUM-NEXT:       scf.if %prof_is_writer {
// SUM-NEXT:         %127 = arith.constant 0 : i32
// SUM-NEXT:         %128 = nvvm.atom<space = shared, op = add, type = u32> %prof_count, %127 : (i32, i32) -> i32
// SUM-NEXT:         %129 = nvvm.mov.special<reg = smid> : () -> i32
// SUM-NEXT:         %130 = nvvm.mov.pack<type = b32, n = 4> %128, %129, %prof_block, %prof_writer : (i32, i32, i32, i32) -> vector<4xi32>
// SUM-NEXT:         nvvm.st<space = global, vec = v4, type = b32> %prof_segment, %130 : (i64, vector<4xi32>) -> ()
// SUM-NEXT:         %131 = nvvm.mov.pack<type = b64, n = 2> %prof_t_entry, %125 : (i64, i64) -> vector<2xi64>
// SUM-NEXT:         nvvm.st<space = global, vec = v2, type = b64> %prof_segment, %131 {offset = 16 : i64} : (i64, vector<2xi64>) -> ()
// SUM-NEXT:         %132 = nvvm.mov.pack<type = b64, n = 2> %prof_c_entry, %126 : (i64, i64) -> vector<2xi64>
// SUM-NEXT:         nvvm.st<space = global, vec = v2, type = b64> %prof_segment, %132 {offset = 32 : i64} : (i64, vector<2xi64>) -> ()
// SUM-NEXT:         %133 = arith.cmpi ugt, %128, %prof_cap : i32
// SUM-NEXT:         scf.if %133 {
// SUM-NEXT:           %134 = arith.subi %128, %prof_cap : i32
// SUM-NEXT:           nvvm.red<space = global, op = add, type = u32> %prof_global, %134 {offset = 20 : i64} : (i64, i32) -> ()
// SUM-NEXT:         }
// SUM-NEXT:       }
// SUM-NEXT:       gpu.return
// SUM-NEXT:     }
// SUM-NEXT:   }
// SUM-NEXT: }
