// RUN: tirx-opt %S/../../../examples/softmax.mlir -p tirx-to-ptx | filecheck %s
// RUN: tirx-opt %S/../../../examples/softmax.mlir -p tirx-to-ptx | tirx-opt | filecheck %s
// RUN: tirx-opt %S/../../../examples/softmax.mlir -p gpu-to-nvvm,memref-to-nvvm,canonicalize,cse,convert-scf-to-cf,arith-to-nvvm,cf-to-nvvm,dce | filecheck %s
// The whole SIMT pipeline on examples/softmax.mlir, down to nvvm (the -t ptx input): 16-byte
// loads taken apart into b32 words, each bf16 of a word moved into its f32 by one shl or
// and (arith-to-nvvm), f32 math per lane, warp shuffles, one partial per warp
// in shared memory, stores of cvt.rn.bf16x2.f32 pairs as one 16-byte st.

// CHECK: builtin.module {
// CHECK-NEXT: gpu.module @softmax {
// CHECK-NEXT: "memref.global"() <{sym_name = "softmax_max_partials", sym_visibility = "private", type = memref<32xf32, 3 : i64>, initial_value, alignment = 16 : i64}> : () -> ()
// CHECK-NEXT: "memref.global"() <{sym_name = "softmax_sum_partials", sym_visibility = "private", type = memref<32xf32, 3 : i64>, initial_value, alignment = 16 : i64}> : () -> ()
// CHECK-NEXT: gpu.func @softmax(%x_ptr: i64, %x_dim0: i64, %x_dim1: i64, %y_ptr: i64, %y_dim0: i64, %y_dim1: i64) kernel attributes {tirx.arg_shapes = [["rows", "cols"], ["rows", "cols"]], tirx.constraints = ["grid.x <= rows", "block.x * 16 == cols", "cols % 512 == 0", "cols <= 16384"], tirx.kernel_params = [{kind = "ptr", arg = 0 : i64, name = "x_ptr"}, {kind = "dim", arg = 0 : i64, dim = 0 : i64, name = "x_dim0"}, {kind = "dim", arg = 0 : i64, dim = 1 : i64, name = "x_dim1"}, {kind = "ptr", arg = 1 : i64, name = "y_ptr"}, {kind = "dim", arg = 1 : i64, dim = 0 : i64, name = "y_dim0"}, {kind = "dim", arg = 1 : i64, dim = 1 : i64, name = "y_dim1"}]} {
// CHECK-NEXT: %x_global = nvvm.cvta<to, space = global, type = u64> %x_ptr : (i64) -> i64
// CHECK-NEXT: %y_global = nvvm.cvta<to, space = global, type = u64> %y_ptr : (i64) -> i64
// CHECK-NEXT: %c5 = arith.constant 5 : i64
// CHECK-NEXT: %c8 = arith.constant 8 : i64
// CHECK-NEXT: %lane0 = arith.constant 0 : i64
// CHECK-NEXT: %fzero = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %fone = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %ninf = arith.constant 0xff800000 : f32
// CHECK-NEXT: %log2e = arith.constant 1.44269502 : f32
// CHECK-NEXT: %o16 = arith.constant 16 : i32
// CHECK-NEXT: %o8 = arith.constant 8 : i32
// CHECK-NEXT: %o4 = arith.constant 4 : i32
// CHECK-NEXT: %o2 = arith.constant 2 : i32
// CHECK-NEXT: %o1 = arith.constant 1 : i32
// CHECK-NEXT: %0 = nvvm.mov.special<reg = "ctaid.x"> : () -> i32
// CHECK-NEXT: %row = nvvm.cvt<dtype = s64, atype = s32> %0 : (i32) -> i64
// CHECK-NEXT: %1 = nvvm.mov.special<reg = "tid.x"> : () -> i32
// CHECK-NEXT: %tid = nvvm.cvt<dtype = s64, atype = s32> %1 : (i32) -> i64
// CHECK-NEXT: %2 = nvvm.mov.special<reg = "ntid.x"> : () -> i32
// CHECK-NEXT: %nthreads = nvvm.cvt<dtype = s64, atype = s32> %2 : (i32) -> i64
// CHECK-NEXT: %3 = nvvm.mov.special<reg = laneid> : () -> i32
// CHECK-NEXT: %lane = nvvm.cvt<dtype = s64, atype = s32> %3 : (i32) -> i64
// CHECK-NEXT: %col0 = nvvm.mul<mode = lo, type = s64> %tid, %c8 : (i64, i64) -> i64
// CHECK-NEXT: %stride = nvvm.mul<mode = lo, type = s64> %nthreads, %c8 : (i64, i64) -> i64
// CHECK-NEXT: %col1 = nvvm.add<type = s64> %col0, %stride : (i64, i64) -> i64
// CHECK-NEXT: %4 = nvvm.mul<mode = lo, type = s64> %row, %x_dim1 : (i64, i64) -> i64
// CHECK-NEXT: %5 = nvvm.add<type = s64> %4, %col0 : (i64, i64) -> i64
// CHECK-NEXT: %6 = arith.constant 2 : i64
// CHECK-NEXT: %7 = nvvm.mul<mode = lo, type = s64> %5, %6 : (i64, i64) -> i64
// CHECK-NEXT: %8 = nvvm.add<type = s64> %x_global, %7 : (i64, i64) -> i64
// CHECK-NEXT: %9 = nvvm.ld<space = global, vec = v4, type = b32> %8 : (i64) -> vector<4xi32>
// CHECK-NEXT: %10 = nvvm.mov.extract<type = b32, lane = 0> %9 : (vector<4xi32>) -> i32
// CHECK-NEXT: %11 = nvvm.mov.extract<type = b32, lane = 1> %9 : (vector<4xi32>) -> i32
// CHECK-NEXT: %12 = nvvm.mov.extract<type = b32, lane = 2> %9 : (vector<4xi32>) -> i32
// CHECK-NEXT: %13 = nvvm.mov.extract<type = b32, lane = 3> %9 : (vector<4xi32>) -> i32
// CHECK-NEXT: %14 = nvvm.add<type = s64> %4, %col1 : (i64, i64) -> i64
// CHECK-NEXT: %15 = nvvm.mul<mode = lo, type = s64> %14, %6 : (i64, i64) -> i64
// CHECK-NEXT: %16 = nvvm.add<type = s64> %x_global, %15 : (i64, i64) -> i64
// CHECK-NEXT: %17 = nvvm.ld<space = global, vec = v4, type = b32> %16 : (i64) -> vector<4xi32>
// CHECK-NEXT: %18 = nvvm.mov.extract<type = b32, lane = 0> %17 : (vector<4xi32>) -> i32
// CHECK-NEXT: %19 = nvvm.mov.extract<type = b32, lane = 1> %17 : (vector<4xi32>) -> i32
// CHECK-NEXT: %20 = nvvm.mov.extract<type = b32, lane = 2> %17 : (vector<4xi32>) -> i32
// CHECK-NEXT: %21 = nvvm.mov.extract<type = b32, lane = 3> %17 : (vector<4xi32>) -> i32
// CHECK-NEXT: %22 = arith.constant 16 : i32
// CHECK-NEXT: %23 = nvvm.shl<type = b32> %10, %22 : (i32, i32) -> i32
// CHECK-NEXT: %24 = nvvm.mov.bits<type = b32> %23 : (i32) -> f32
// CHECK-NEXT: %25 = arith.constant -65536 : i32
// CHECK-NEXT: %26 = nvvm.and<type = b32> %10, %25 : (i32, i32) -> i32
// CHECK-NEXT: %27 = nvvm.mov.bits<type = b32> %26 : (i32) -> f32
// CHECK-NEXT: %28 = arith.constant 16 : i32
// CHECK-NEXT: %29 = nvvm.shl<type = b32> %11, %28 : (i32, i32) -> i32
// CHECK-NEXT: %30 = nvvm.mov.bits<type = b32> %29 : (i32) -> f32
// CHECK-NEXT: %31 = arith.constant -65536 : i32
// CHECK-NEXT: %32 = nvvm.and<type = b32> %11, %31 : (i32, i32) -> i32
// CHECK-NEXT: %33 = nvvm.mov.bits<type = b32> %32 : (i32) -> f32
// CHECK-NEXT: %34 = arith.constant 16 : i32
// CHECK-NEXT: %35 = nvvm.shl<type = b32> %12, %34 : (i32, i32) -> i32
// CHECK-NEXT: %36 = nvvm.mov.bits<type = b32> %35 : (i32) -> f32
// CHECK-NEXT: %37 = arith.constant -65536 : i32
// CHECK-NEXT: %38 = nvvm.and<type = b32> %12, %37 : (i32, i32) -> i32
// CHECK-NEXT: %39 = nvvm.mov.bits<type = b32> %38 : (i32) -> f32
// CHECK-NEXT: %40 = arith.constant 16 : i32
// CHECK-NEXT: %41 = nvvm.shl<type = b32> %13, %40 : (i32, i32) -> i32
// CHECK-NEXT: %42 = nvvm.mov.bits<type = b32> %41 : (i32) -> f32
// CHECK-NEXT: %43 = arith.constant -65536 : i32
// CHECK-NEXT: %44 = nvvm.and<type = b32> %13, %43 : (i32, i32) -> i32
// CHECK-NEXT: %45 = nvvm.mov.bits<type = b32> %44 : (i32) -> f32
// CHECK-NEXT: %46 = arith.constant 16 : i32
// CHECK-NEXT: %47 = nvvm.shl<type = b32> %18, %46 : (i32, i32) -> i32
// CHECK-NEXT: %48 = nvvm.mov.bits<type = b32> %47 : (i32) -> f32
// CHECK-NEXT: %49 = arith.constant -65536 : i32
// CHECK-NEXT: %50 = nvvm.and<type = b32> %18, %49 : (i32, i32) -> i32
// CHECK-NEXT: %51 = nvvm.mov.bits<type = b32> %50 : (i32) -> f32
// CHECK-NEXT: %52 = arith.constant 16 : i32
// CHECK-NEXT: %53 = nvvm.shl<type = b32> %19, %52 : (i32, i32) -> i32
// CHECK-NEXT: %54 = nvvm.mov.bits<type = b32> %53 : (i32) -> f32
// CHECK-NEXT: %55 = arith.constant -65536 : i32
// CHECK-NEXT: %56 = nvvm.and<type = b32> %19, %55 : (i32, i32) -> i32
// CHECK-NEXT: %57 = nvvm.mov.bits<type = b32> %56 : (i32) -> f32
// CHECK-NEXT: %58 = arith.constant 16 : i32
// CHECK-NEXT: %59 = nvvm.shl<type = b32> %20, %58 : (i32, i32) -> i32
// CHECK-NEXT: %60 = nvvm.mov.bits<type = b32> %59 : (i32) -> f32
// CHECK-NEXT: %61 = arith.constant -65536 : i32
// CHECK-NEXT: %62 = nvvm.and<type = b32> %20, %61 : (i32, i32) -> i32
// CHECK-NEXT: %63 = nvvm.mov.bits<type = b32> %62 : (i32) -> f32
// CHECK-NEXT: %64 = arith.constant 16 : i32
// CHECK-NEXT: %65 = nvvm.shl<type = b32> %21, %64 : (i32, i32) -> i32
// CHECK-NEXT: %66 = nvvm.mov.bits<type = b32> %65 : (i32) -> f32
// CHECK-NEXT: %67 = arith.constant -65536 : i32
// CHECK-NEXT: %68 = nvvm.and<type = b32> %21, %67 : (i32, i32) -> i32
// CHECK-NEXT: %69 = nvvm.mov.bits<type = b32> %68 : (i32) -> f32
// CHECK-NEXT: %70 = nvvm.cvt<dtype = u32, atype = u64> %c5 : (i64) -> i32
// CHECK-NEXT: %warp = nvvm.shr<type = u64> %tid, %70 : (i64, i32) -> i64
// CHECK-NEXT: %71 = nvvm.cvt<dtype = u32, atype = u64> %c5 : (i64) -> i32
// CHECK-NEXT: %nwarps = nvvm.shr<type = u64> %nthreads, %71 : (i64, i32) -> i64
// CHECK-NEXT: %first = nvvm.setp<cmp = eq, type = b64> %lane, %lane0 : (i64, i64) -> i1
// CHECK-NEXT: %valid = nvvm.setp<cmp = lo, type = u64> %lane, %nwarps : (i64, i64) -> i1
// CHECK-NEXT: %72 = nvvm.max<type = f32> %24, %27 : (f32, f32) -> f32
// CHECK-NEXT: %73 = nvvm.max<type = f32> %30, %33 : (f32, f32) -> f32
// CHECK-NEXT: %74 = nvvm.max<type = f32> %36, %39 : (f32, f32) -> f32
// CHECK-NEXT: %75 = nvvm.max<type = f32> %42, %45 : (f32, f32) -> f32
// CHECK-NEXT: %76 = nvvm.max<type = f32> %72, %73 : (f32, f32) -> f32
// CHECK-NEXT: %77 = nvvm.max<type = f32> %74, %75 : (f32, f32) -> f32
// CHECK-NEXT: %m0 = nvvm.max<type = f32> %76, %77 : (f32, f32) -> f32
// CHECK-NEXT: %78 = nvvm.max<type = f32> %48, %51 : (f32, f32) -> f32
// CHECK-NEXT: %79 = nvvm.max<type = f32> %54, %57 : (f32, f32) -> f32
// CHECK-NEXT: %80 = nvvm.max<type = f32> %60, %63 : (f32, f32) -> f32
// CHECK-NEXT: %81 = nvvm.max<type = f32> %66, %69 : (f32, f32) -> f32
// CHECK-NEXT: %82 = nvvm.max<type = f32> %78, %79 : (f32, f32) -> f32
// CHECK-NEXT: %83 = nvvm.max<type = f32> %80, %81 : (f32, f32) -> f32
// CHECK-NEXT: %84 = nvvm.max<type = f32> %82, %83 : (f32, f32) -> f32
// CHECK-NEXT: %m1 = nvvm.max<type = f32> %m0, %84 : (f32, f32) -> f32
// CHECK-NEXT: %85 = nvvm.mov.bits<type = b32> %m1 : (f32) -> i32
// CHECK-NEXT: %86 = arith.constant 31 : i32
// CHECK-NEXT: %87 = arith.constant -1 : i32
// CHECK-NEXT: %88 = nvvm.shfl.sync<mode = bfly> %85, %o16, %86, %87 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %wmx16 = nvvm.mov.bits<type = b32> %88 : (i32) -> f32
// CHECK-NEXT: %wm0 = nvvm.max<type = f32> %m1, %wmx16 : (f32, f32) -> f32
// CHECK-NEXT: %89 = nvvm.mov.bits<type = b32> %wm0 : (f32) -> i32
// CHECK-NEXT: %90 = nvvm.shfl.sync<mode = bfly> %89, %o8, %86, %87 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %wmx8 = nvvm.mov.bits<type = b32> %90 : (i32) -> f32
// CHECK-NEXT: %wm1 = nvvm.max<type = f32> %wm0, %wmx8 : (f32, f32) -> f32
// CHECK-NEXT: %91 = nvvm.mov.bits<type = b32> %wm1 : (f32) -> i32
// CHECK-NEXT: %92 = nvvm.shfl.sync<mode = bfly> %91, %o4, %86, %87 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %wmx4 = nvvm.mov.bits<type = b32> %92 : (i32) -> f32
// CHECK-NEXT: %wm2 = nvvm.max<type = f32> %wm1, %wmx4 : (f32, f32) -> f32
// CHECK-NEXT: %93 = nvvm.mov.bits<type = b32> %wm2 : (f32) -> i32
// CHECK-NEXT: %94 = nvvm.shfl.sync<mode = bfly> %93, %o2, %86, %87 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %wmx2 = nvvm.mov.bits<type = b32> %94 : (i32) -> f32
// CHECK-NEXT: %wm3 = nvvm.max<type = f32> %wm2, %wmx2 : (f32, f32) -> f32
// CHECK-NEXT: %95 = nvvm.mov.bits<type = b32> %wm3 : (f32) -> i32
// CHECK-NEXT: %96 = nvvm.shfl.sync<mode = bfly> %95, %o1, %86, %87 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %wmx1 = nvvm.mov.bits<type = b32> %96 : (i32) -> f32
// CHECK-NEXT: %wm4 = nvvm.max<type = f32> %wm3, %wmx1 : (f32, f32) -> f32
// CHECK-NEXT: %softmax_max_partials = nvvm.mov.sym<type = u64> {sym = @softmax_max_partials} : () -> i64
// CHECK-NEXT: cf.cond_br %first, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: %97 = arith.constant 4 : i64
// CHECK-NEXT: %98 = nvvm.mul<mode = lo, type = s64> %warp, %97 : (i64, i64) -> i64
// CHECK-NEXT: %99 = nvvm.add<type = s64> %softmax_max_partials, %98 : (i64, i64) -> i64
// CHECK-NEXT: nvvm.st<space = shared, type = f32> %99, %wm4 : (i64, f32) -> ()
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: nvvm.bar.sync<id = 0> : () -> ()
// CHECK-NEXT: %100 = arith.constant 4 : i64
// CHECK-NEXT: %101 = nvvm.mul<mode = lo, type = s64> %lane, %100 : (i64, i64) -> i64
// CHECK-NEXT: %102 = nvvm.add<type = s64> %softmax_max_partials, %101 : (i64, i64) -> i64
// CHECK-NEXT: %pm = nvvm.ld<space = shared, type = f32> %102 : (i64) -> f32
// CHECK-NEXT: %pm0 = nvvm.selp<type = f32> %pm, %ninf, %valid : (f32, f32, i1) -> f32
// CHECK-NEXT: %103 = nvvm.mov.bits<type = b32> %pm0 : (f32) -> i32
// CHECK-NEXT: %104 = nvvm.shfl.sync<mode = bfly> %103, %o16, %86, %87 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %bmx16 = nvvm.mov.bits<type = b32> %104 : (i32) -> f32
// CHECK-NEXT: %bm0 = nvvm.max<type = f32> %pm0, %bmx16 : (f32, f32) -> f32
// CHECK-NEXT: %105 = nvvm.mov.bits<type = b32> %bm0 : (f32) -> i32
// CHECK-NEXT: %106 = nvvm.shfl.sync<mode = bfly> %105, %o8, %86, %87 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %bmx8 = nvvm.mov.bits<type = b32> %106 : (i32) -> f32
// CHECK-NEXT: %bm1 = nvvm.max<type = f32> %bm0, %bmx8 : (f32, f32) -> f32
// CHECK-NEXT: %107 = nvvm.mov.bits<type = b32> %bm1 : (f32) -> i32
// CHECK-NEXT: %108 = nvvm.shfl.sync<mode = bfly> %107, %o4, %86, %87 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %bmx4 = nvvm.mov.bits<type = b32> %108 : (i32) -> f32
// CHECK-NEXT: %bm2 = nvvm.max<type = f32> %bm1, %bmx4 : (f32, f32) -> f32
// CHECK-NEXT: %109 = nvvm.mov.bits<type = b32> %bm2 : (f32) -> i32
// CHECK-NEXT: %110 = nvvm.shfl.sync<mode = bfly> %109, %o2, %86, %87 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %bmx2 = nvvm.mov.bits<type = b32> %110 : (i32) -> f32
// CHECK-NEXT: %bm3 = nvvm.max<type = f32> %bm2, %bmx2 : (f32, f32) -> f32
// CHECK-NEXT: %111 = nvvm.mov.bits<type = b32> %bm3 : (f32) -> i32
// CHECK-NEXT: %112 = nvvm.shfl.sync<mode = bfly> %111, %o1, %86, %87 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %bmx1 = nvvm.mov.bits<type = b32> %112 : (i32) -> f32
// CHECK-NEXT: %bm4 = nvvm.max<type = f32> %bm3, %bmx1 : (f32, f32) -> f32
// CHECK-NEXT: %mscaled = nvvm.mul<type = f32> %bm4, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %113 = nvvm.mul<type = f32> %24, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %114 = nvvm.mul<type = f32> %27, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %115 = nvvm.mul<type = f32> %30, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %116 = nvvm.mul<type = f32> %33, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %117 = nvvm.mul<type = f32> %36, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %118 = nvvm.mul<type = f32> %39, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %119 = nvvm.mul<type = f32> %42, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %120 = nvvm.mul<type = f32> %45, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %121 = nvvm.mul<type = f32> %48, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %122 = nvvm.mul<type = f32> %51, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %123 = nvvm.mul<type = f32> %54, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %124 = nvvm.mul<type = f32> %57, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %125 = nvvm.mul<type = f32> %60, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %126 = nvvm.mul<type = f32> %63, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %127 = nvvm.mul<type = f32> %66, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %128 = nvvm.mul<type = f32> %69, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %129 = nvvm.sub<type = f32> %113, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %130 = nvvm.sub<type = f32> %114, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %131 = nvvm.sub<type = f32> %115, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %132 = nvvm.sub<type = f32> %116, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %133 = nvvm.sub<type = f32> %117, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %134 = nvvm.sub<type = f32> %118, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %135 = nvvm.sub<type = f32> %119, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %136 = nvvm.sub<type = f32> %120, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %137 = nvvm.sub<type = f32> %121, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %138 = nvvm.sub<type = f32> %122, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %139 = nvvm.sub<type = f32> %123, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %140 = nvvm.sub<type = f32> %124, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %141 = nvvm.sub<type = f32> %125, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %142 = nvvm.sub<type = f32> %126, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %143 = nvvm.sub<type = f32> %127, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %144 = nvvm.sub<type = f32> %128, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %145 = nvvm.ex2<approx, ftz, type = f32> %129 : (f32) -> f32
// CHECK-NEXT: %146 = nvvm.ex2<approx, ftz, type = f32> %130 : (f32) -> f32
// CHECK-NEXT: %147 = nvvm.ex2<approx, ftz, type = f32> %131 : (f32) -> f32
// CHECK-NEXT: %148 = nvvm.ex2<approx, ftz, type = f32> %132 : (f32) -> f32
// CHECK-NEXT: %149 = nvvm.ex2<approx, ftz, type = f32> %133 : (f32) -> f32
// CHECK-NEXT: %150 = nvvm.ex2<approx, ftz, type = f32> %134 : (f32) -> f32
// CHECK-NEXT: %151 = nvvm.ex2<approx, ftz, type = f32> %135 : (f32) -> f32
// CHECK-NEXT: %152 = nvvm.ex2<approx, ftz, type = f32> %136 : (f32) -> f32
// CHECK-NEXT: %153 = nvvm.ex2<approx, ftz, type = f32> %137 : (f32) -> f32
// CHECK-NEXT: %154 = nvvm.ex2<approx, ftz, type = f32> %138 : (f32) -> f32
// CHECK-NEXT: %155 = nvvm.ex2<approx, ftz, type = f32> %139 : (f32) -> f32
// CHECK-NEXT: %156 = nvvm.ex2<approx, ftz, type = f32> %140 : (f32) -> f32
// CHECK-NEXT: %157 = nvvm.ex2<approx, ftz, type = f32> %141 : (f32) -> f32
// CHECK-NEXT: %158 = nvvm.ex2<approx, ftz, type = f32> %142 : (f32) -> f32
// CHECK-NEXT: %159 = nvvm.ex2<approx, ftz, type = f32> %143 : (f32) -> f32
// CHECK-NEXT: %160 = nvvm.ex2<approx, ftz, type = f32> %144 : (f32) -> f32
// CHECK-NEXT: %161 = nvvm.add<type = f32> %145, %146 : (f32, f32) -> f32
// CHECK-NEXT: %162 = nvvm.add<type = f32> %147, %148 : (f32, f32) -> f32
// CHECK-NEXT: %163 = nvvm.add<type = f32> %149, %150 : (f32, f32) -> f32
// CHECK-NEXT: %164 = nvvm.add<type = f32> %151, %152 : (f32, f32) -> f32
// CHECK-NEXT: %165 = nvvm.add<type = f32> %161, %162 : (f32, f32) -> f32
// CHECK-NEXT: %166 = nvvm.add<type = f32> %163, %164 : (f32, f32) -> f32
// CHECK-NEXT: %s0 = nvvm.add<type = f32> %165, %166 : (f32, f32) -> f32
// CHECK-NEXT: %167 = nvvm.add<type = f32> %153, %154 : (f32, f32) -> f32
// CHECK-NEXT: %168 = nvvm.add<type = f32> %155, %156 : (f32, f32) -> f32
// CHECK-NEXT: %169 = nvvm.add<type = f32> %157, %158 : (f32, f32) -> f32
// CHECK-NEXT: %170 = nvvm.add<type = f32> %159, %160 : (f32, f32) -> f32
// CHECK-NEXT: %171 = nvvm.add<type = f32> %167, %168 : (f32, f32) -> f32
// CHECK-NEXT: %172 = nvvm.add<type = f32> %169, %170 : (f32, f32) -> f32
// CHECK-NEXT: %173 = nvvm.add<type = f32> %171, %172 : (f32, f32) -> f32
// CHECK-NEXT: %s1 = nvvm.add<type = f32> %s0, %173 : (f32, f32) -> f32
// CHECK-NEXT: %174 = nvvm.mov.bits<type = b32> %s1 : (f32) -> i32
// CHECK-NEXT: %175 = nvvm.shfl.sync<mode = bfly> %174, %o16, %86, %87 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %wsx16 = nvvm.mov.bits<type = b32> %175 : (i32) -> f32
// CHECK-NEXT: %ws0 = nvvm.add<type = f32> %s1, %wsx16 : (f32, f32) -> f32
// CHECK-NEXT: %176 = nvvm.mov.bits<type = b32> %ws0 : (f32) -> i32
// CHECK-NEXT: %177 = nvvm.shfl.sync<mode = bfly> %176, %o8, %86, %87 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %wsx8 = nvvm.mov.bits<type = b32> %177 : (i32) -> f32
// CHECK-NEXT: %ws1 = nvvm.add<type = f32> %ws0, %wsx8 : (f32, f32) -> f32
// CHECK-NEXT: %178 = nvvm.mov.bits<type = b32> %ws1 : (f32) -> i32
// CHECK-NEXT: %179 = nvvm.shfl.sync<mode = bfly> %178, %o4, %86, %87 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %wsx4 = nvvm.mov.bits<type = b32> %179 : (i32) -> f32
// CHECK-NEXT: %ws2 = nvvm.add<type = f32> %ws1, %wsx4 : (f32, f32) -> f32
// CHECK-NEXT: %180 = nvvm.mov.bits<type = b32> %ws2 : (f32) -> i32
// CHECK-NEXT: %181 = nvvm.shfl.sync<mode = bfly> %180, %o2, %86, %87 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %wsx2 = nvvm.mov.bits<type = b32> %181 : (i32) -> f32
// CHECK-NEXT: %ws3 = nvvm.add<type = f32> %ws2, %wsx2 : (f32, f32) -> f32
// CHECK-NEXT: %182 = nvvm.mov.bits<type = b32> %ws3 : (f32) -> i32
// CHECK-NEXT: %183 = nvvm.shfl.sync<mode = bfly> %182, %o1, %86, %87 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %wsx1 = nvvm.mov.bits<type = b32> %183 : (i32) -> f32
// CHECK-NEXT: %ws4 = nvvm.add<type = f32> %ws3, %wsx1 : (f32, f32) -> f32
// CHECK-NEXT: %softmax_sum_partials = nvvm.mov.sym<type = u64> {sym = @softmax_sum_partials} : () -> i64
// CHECK-NEXT: cf.cond_br %first, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: %184 = nvvm.mul<mode = lo, type = s64> %warp, %100 : (i64, i64) -> i64
// CHECK-NEXT: %185 = nvvm.add<type = s64> %softmax_sum_partials, %184 : (i64, i64) -> i64
// CHECK-NEXT: nvvm.st<space = shared, type = f32> %185, %ws4 : (i64, f32) -> ()
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:
// CHECK-NEXT: nvvm.bar.sync<id = 0> : () -> ()
// CHECK-NEXT: %186 = nvvm.add<type = s64> %softmax_sum_partials, %101 : (i64, i64) -> i64
// CHECK-NEXT: %ps = nvvm.ld<space = shared, type = f32> %186 : (i64) -> f32
// CHECK-NEXT: %ps0 = nvvm.selp<type = f32> %ps, %fzero, %valid : (f32, f32, i1) -> f32
// CHECK-NEXT: %187 = nvvm.mov.bits<type = b32> %ps0 : (f32) -> i32
// CHECK-NEXT: %188 = nvvm.shfl.sync<mode = bfly> %187, %o16, %86, %87 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %bsx16 = nvvm.mov.bits<type = b32> %188 : (i32) -> f32
// CHECK-NEXT: %bs0 = nvvm.add<type = f32> %ps0, %bsx16 : (f32, f32) -> f32
// CHECK-NEXT: %189 = nvvm.mov.bits<type = b32> %bs0 : (f32) -> i32
// CHECK-NEXT: %190 = nvvm.shfl.sync<mode = bfly> %189, %o8, %86, %87 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %bsx8 = nvvm.mov.bits<type = b32> %190 : (i32) -> f32
// CHECK-NEXT: %bs1 = nvvm.add<type = f32> %bs0, %bsx8 : (f32, f32) -> f32
// CHECK-NEXT: %191 = nvvm.mov.bits<type = b32> %bs1 : (f32) -> i32
// CHECK-NEXT: %192 = nvvm.shfl.sync<mode = bfly> %191, %o4, %86, %87 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %bsx4 = nvvm.mov.bits<type = b32> %192 : (i32) -> f32
// CHECK-NEXT: %bs2 = nvvm.add<type = f32> %bs1, %bsx4 : (f32, f32) -> f32
// CHECK-NEXT: %193 = nvvm.mov.bits<type = b32> %bs2 : (f32) -> i32
// CHECK-NEXT: %194 = nvvm.shfl.sync<mode = bfly> %193, %o2, %86, %87 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %bsx2 = nvvm.mov.bits<type = b32> %194 : (i32) -> f32
// CHECK-NEXT: %bs3 = nvvm.add<type = f32> %bs2, %bsx2 : (f32, f32) -> f32
// CHECK-NEXT: %195 = nvvm.mov.bits<type = b32> %bs3 : (f32) -> i32
// CHECK-NEXT: %196 = nvvm.shfl.sync<mode = bfly> %195, %o1, %86, %87 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %bsx1 = nvvm.mov.bits<type = b32> %196 : (i32) -> f32
// CHECK-NEXT: %bs4 = nvvm.add<type = f32> %bs3, %bsx1 : (f32, f32) -> f32
// CHECK-NEXT: %inv = nvvm.div<rnd = rn, type = f32> %fone, %bs4 : (f32, f32) -> f32
// CHECK-NEXT: %197 = nvvm.mul<type = f32> %145, %inv : (f32, f32) -> f32
// CHECK-NEXT: %198 = nvvm.mul<type = f32> %146, %inv : (f32, f32) -> f32
// CHECK-NEXT: %199 = nvvm.mul<type = f32> %147, %inv : (f32, f32) -> f32
// CHECK-NEXT: %200 = nvvm.mul<type = f32> %148, %inv : (f32, f32) -> f32
// CHECK-NEXT: %201 = nvvm.mul<type = f32> %149, %inv : (f32, f32) -> f32
// CHECK-NEXT: %202 = nvvm.mul<type = f32> %150, %inv : (f32, f32) -> f32
// CHECK-NEXT: %203 = nvvm.mul<type = f32> %151, %inv : (f32, f32) -> f32
// CHECK-NEXT: %204 = nvvm.mul<type = f32> %152, %inv : (f32, f32) -> f32
// CHECK-NEXT: %205 = nvvm.mul<type = f32> %153, %inv : (f32, f32) -> f32
// CHECK-NEXT: %206 = nvvm.mul<type = f32> %154, %inv : (f32, f32) -> f32
// CHECK-NEXT: %207 = nvvm.mul<type = f32> %155, %inv : (f32, f32) -> f32
// CHECK-NEXT: %208 = nvvm.mul<type = f32> %156, %inv : (f32, f32) -> f32
// CHECK-NEXT: %209 = nvvm.mul<type = f32> %157, %inv : (f32, f32) -> f32
// CHECK-NEXT: %210 = nvvm.mul<type = f32> %158, %inv : (f32, f32) -> f32
// CHECK-NEXT: %211 = nvvm.mul<type = f32> %159, %inv : (f32, f32) -> f32
// CHECK-NEXT: %212 = nvvm.mul<type = f32> %160, %inv : (f32, f32) -> f32
// CHECK-NEXT: %213 = nvvm.mul<mode = lo, type = s64> %row, %y_dim1 : (i64, i64) -> i64
// CHECK-NEXT: %214 = nvvm.add<type = s64> %213, %col0 : (i64, i64) -> i64
// CHECK-NEXT: %215 = nvvm.mul<mode = lo, type = s64> %214, %6 : (i64, i64) -> i64
// CHECK-NEXT: %216 = nvvm.add<type = s64> %y_global, %215 : (i64, i64) -> i64
// CHECK-NEXT: %217 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %198, %197 : (f32, f32) -> i32
// CHECK-NEXT: %218 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %200, %199 : (f32, f32) -> i32
// CHECK-NEXT: %219 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %202, %201 : (f32, f32) -> i32
// CHECK-NEXT: %220 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %204, %203 : (f32, f32) -> i32
// CHECK-NEXT: %221 = nvvm.mov.pack<type = b32, n = 4> %217, %218, %219, %220 : (i32, i32, i32, i32) -> vector<4xi32>
// CHECK-NEXT: nvvm.st<space = global, vec = v4, type = b32> %216, %221 : (i64, vector<4xi32>) -> ()
// CHECK-NEXT: %222 = nvvm.add<type = s64> %213, %col1 : (i64, i64) -> i64
// CHECK-NEXT: %223 = nvvm.mul<mode = lo, type = s64> %222, %6 : (i64, i64) -> i64
// CHECK-NEXT: %224 = nvvm.add<type = s64> %y_global, %223 : (i64, i64) -> i64
// CHECK-NEXT: %225 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %206, %205 : (f32, f32) -> i32
// CHECK-NEXT: %226 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %208, %207 : (f32, f32) -> i32
// CHECK-NEXT: %227 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %210, %209 : (f32, f32) -> i32
// CHECK-NEXT: %228 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %212, %211 : (f32, f32) -> i32
// CHECK-NEXT: %229 = nvvm.mov.pack<type = b32, n = 4> %225, %226, %227, %228 : (i32, i32, i32, i32) -> vector<4xi32>
// CHECK-NEXT: nvvm.st<space = global, vec = v4, type = b32> %224, %229 : (i64, vector<4xi32>) -> ()
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
