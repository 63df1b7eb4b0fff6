// RUN: tirx-opt %s -p profile-instrument | filecheck %s
// RUN: tirx-opt %s -p profile-instrument | tirx-opt | filecheck %s
// RUN: tirx-opt %s -p 'profile-instrument{timer=clock64}' | filecheck %s --check-prefix=CLK
// User ranges, lowered: the kernel gets a last argument %prof_buf (the buffer's device
// address) and `tirx.profile` (tags in order of first appearance, kinds, roles, the records
// a writer can make); the entry computes the writer (tid.x / 128), its segment and its
// shared counter, reads %globaltimer and zeroes the counter on the writer; a %globaltimer
// read at each begin and end (the two ranges begin together: one read; they end together:
// one read); at each end the writer (tid.x % 128 == 0) appends {start, end - start, tag}
// (count = atom.shared.add(counter, 1)) when count < capacity; before gpu.return the segment header
// {count, %smid, block, writer, entry/exit %globaltimer and %clock64} and the overflow
// (red.add) when count > capacity.

gpu.module @m {
  gpu.func @k(%x: memref<?xf32>) kernel attributes {block = [256, 1, 1]} {
    %c0 = arith.constant 0 : index
    %m = prof.begin "outer"
    prof.range "load" {
      %v = memref.load %x[%c0] : memref<?xf32>
      memref.store %v, %x[%c0] : memref<?xf32>
    }
    prof.end %m
    gpu.return
  }
}

// CHECK:      builtin.module {
// CHECK-NEXT:   gpu.module @m {
// CHECK-NEXT:     "memref.global"() <{sym_name = "__tirx_prof_count", type = memref<8xi32, 3 : i64>, initial_value, sym_visibility = "private", alignment = 16 : i64}> : () -> ()
// CHECK-NEXT:     gpu.func @k(%x: memref<?xf32>, %prof_buf: i64) kernel attributes {block = [256 : i64, 1 : i64, 1 : i64], tirx.profile = {version = 1 : i64, scope = "warpgroup", timer = "globaltimer", max_events = 4096 : i64, tags = ["outer", "load"], kinds = ["user", "user"], roles = {}, events = [2 : i64, 0 : i64, 0 : i64], waits = "summary"}} {
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
// CHECK-NEXT:       %prof_t0 = nvvm.mov.special<reg = globaltimer> : () -> i64
// CHECK-NEXT:       %v = memref.load %x[%c0] : memref<?xf32>
// CHECK-NEXT:       memref.store %v, %x[%c0] : memref<?xf32>
// CHECK-NEXT:       %prof_t1 = nvvm.mov.special<reg = globaltimer> : () -> i64
// CHECK-NEXT:       scf.if %prof_is_writer {
// CHECK-NEXT:         %35 = arith.constant 1 : i32
// CHECK-NEXT:         %36 = nvvm.atom<space = shared, op = add, type = u32> %prof_count, %35 : (i32, i32) -> i32
// CHECK-NEXT:         %37 = arith.cmpi ult, %36, %prof_cap : i32
// CHECK-NEXT:         scf.if %37 {
// CHECK-NEXT:           %38 = arith.extui %36 : i32 to i64
// CHECK-NEXT:           %39 = arith.constant 16 : i64
// CHECK-NEXT:           %40 = arith.muli %38, %39 : i64
// CHECK-NEXT:           %41 = arith.addi %prof_records, %40 : i64
// CHECK-NEXT:           %42, %43 = nvvm.mov.split<type = b64> %prof_t0 : (i64) -> (i32, i32)
// CHECK-NEXT:           %44 = arith.subi %prof_t1, %prof_t0 : i64
// CHECK-NEXT:           %45 = arith.trunci %44 : i64 to i32
// CHECK-NEXT:           %46 = arith.constant 1 : i32
// CHECK-NEXT:           %47 = nvvm.mov.pack<type = b32, n = 4> %42, %43, %45, %46 : (i32, i32, i32, i32) -> vector<4xi32>
// CHECK-NEXT:           nvvm.st<space = global, vec = v4, type = b32> %41, %47 : (i64, vector<4xi32>) -> ()
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.if %prof_is_writer {
// CHECK-NEXT:         %48 = arith.constant 1 : i32
// CHECK-NEXT:         %49 = nvvm.atom<space = shared, op = add, type = u32> %prof_count, %48 : (i32, i32) -> i32
// CHECK-NEXT:         %50 = arith.cmpi ult, %49, %prof_cap : i32
// CHECK-NEXT:         scf.if %50 {
// CHECK-NEXT:           %51 = arith.extui %49 : i32 to i64
// CHECK-NEXT:           %52 = arith.constant 16 : i64
// CHECK-NEXT:           %53 = arith.muli %51, %52 : i64
// CHECK-NEXT:           %54 = arith.addi %prof_records, %53 : i64
// CHECK-NEXT:           %55, %56 = nvvm.mov.split<type = b64> %prof_t0 : (i64) -> (i32, i32)
// CHECK-NEXT:           %57 = arith.subi %prof_t1, %prof_t0 : i64
// CHECK-NEXT:           %58 = arith.trunci %57 : i64 to i32
// CHECK-NEXT:           %59 = arith.constant 0 : i32
// CHECK-NEXT:           %60 = nvvm.mov.pack<type = b32, n = 4> %55, %56, %58, %59 : (i32, i32, i32, i32) -> vector<4xi32>
// CHECK-NEXT:           nvvm.st<space = global, vec = v4, type = b32> %54, %60 : (i64, vector<4xi32>) -> ()
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       %61 = nvvm.mov.special<reg = globaltimer> : () -> i64
// CHECK-NEXT:       %62 = nvvm.mov.special<reg = clock64> : () -> i64
// CHECK-NEXT:       scf.if %prof_is_writer {
// CHECK-NEXT:         %63 = arith.constant 0 : i32
// CHECK-NEXT:         %64 = nvvm.atom<space = shared, op = add, type = u32> %prof_count, %63 : (i32, i32) -> i32
// CHECK-NEXT:         %65 = nvvm.mov.special<reg = smid> : () -> i32
// CHECK-NEXT:         %66 = nvvm.mov.pack<type = b32, n = 4> %64, %65, %prof_block, %prof_writer : (i32, i32, i32, i32) -> vector<4xi32>
// CHECK-NEXT:         nvvm.st<space = global, vec = v4, type = b32> %prof_segment, %66 : (i64, vector<4xi32>) -> ()
// CHECK-NEXT:         %67 = nvvm.mov.pack<type = b64, n = 2> %prof_t_entry, %61 : (i64, i64) -> vector<2xi64>
// CHECK-NEXT:         nvvm.st<space = global, vec = v2, type = b64> %prof_segment, %67 {offset = 16 : i64} : (i64, vector<2xi64>) -> ()
// CHECK-NEXT:         %68 = nvvm.mov.pack<type = b64, n = 2> %prof_c_entry, %62 : (i64, i64) -> vector<2xi64>
// CHECK-NEXT:         nvvm.st<space = global, vec = v2, type = b64> %prof_segment, %68 {offset = 32 : i64} : (i64, vector<2xi64>) -> ()
// CHECK-NEXT:         %69 = arith.cmpi ugt, %64, %prof_cap : i32
// CHECK-NEXT:         scf.if %69 {
// CHECK-NEXT:           %70 = arith.subi %64, %prof_cap : i32
// CHECK-NEXT:           nvvm.red<space = global, op = add, type = u32> %prof_global, %70 {offset = 20 : i64} : (i64, i32) -> ()
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

// timer=clock64: the ranges read the SM's cycle counter; entry and exit read both timers.
// CLK:      tirx.profile = {version = 1 : i64, scope = "warpgroup", timer = "clock64"
// CLK:      %prof_t_entry = nvvm.mov.special<reg = globaltimer> : () -> i64
// CLK-NEXT: %prof_c_entry = nvvm.mov.special<reg = clock64> : () -> i64
// CLK:      %prof_t0 = nvvm.mov.special<reg = clock64> : () -> i64
// CLK:      %prof_t1 = nvvm.mov.special<reg = clock64> : () -> i64
// CLK:      %[[TX:.*]] = nvvm.mov.special<reg = globaltimer> : () -> i64
// CLK-NEXT: %[[CX:.*]] = nvvm.mov.special<reg = clock64> : () -> i64
