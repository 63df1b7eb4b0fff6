// RUN: tirx-opt %S/../../../examples/softmax.mlir -p tirx-to-ptx | filecheck %s
// RUN: tirx-opt %S/../../../examples/softmax.mlir -p tirx-to-ptx | tirx-opt | filecheck %s
// RUN: tirx-opt %S/../../../examples/softmax.mlir -p gpu-to-nvvm,memref-to-nvvm,canonicalize,cse,convert-scf-to-cf,arith-to-nvvm,cf-to-nvvm,dce | filecheck %s
// The whole SIMT pipeline on examples/softmax.mlir, down to nvvm (the -t ptx input): 16-byte
// loads taken apart into bf16 pairs, f32 math per lane, warp shuffles, one partial per warp
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
// CHECK-NEXT: %14, %15 = nvvm.mov.split<type = b32> %10 : (i32) -> (bf16, bf16)
// CHECK-NEXT: %16, %17 = nvvm.mov.split<type = b32> %11 : (i32) -> (bf16, bf16)
// CHECK-NEXT: %18, %19 = nvvm.mov.split<type = b32> %12 : (i32) -> (bf16, bf16)
// CHECK-NEXT: %20, %21 = nvvm.mov.split<type = b32> %13 : (i32) -> (bf16, bf16)
// CHECK-NEXT: %22 = nvvm.add<type = s64> %4, %col1 : (i64, i64) -> i64
// CHECK-NEXT: %23 = nvvm.mul<mode = lo, type = s64> %22, %6 : (i64, i64) -> i64
// CHECK-NEXT: %24 = nvvm.add<type = s64> %x_global, %23 : (i64, i64) -> i64
// CHECK-NEXT: %25 = nvvm.ld<space = global, vec = v4, type = b32> %24 : (i64) -> vector<4xi32>
// CHECK-NEXT: %26 = nvvm.mov.extract<type = b32, lane = 0> %25 : (vector<4xi32>) -> i32
// CHECK-NEXT: %27 = nvvm.mov.extract<type = b32, lane = 1> %25 : (vector<4xi32>) -> i32
// CHECK-NEXT: %28 = nvvm.mov.extract<type = b32, lane = 2> %25 : (vector<4xi32>) -> i32
// CHECK-NEXT: %29 = nvvm.mov.extract<type = b32, lane = 3> %25 : (vector<4xi32>) -> i32
// CHECK-NEXT: %30, %31 = nvvm.mov.split<type = b32> %26 : (i32) -> (bf16, bf16)
// CHECK-NEXT: %32, %33 = nvvm.mov.split<type = b32> %27 : (i32) -> (bf16, bf16)
// CHECK-NEXT: %34, %35 = nvvm.mov.split<type = b32> %28 : (i32) -> (bf16, bf16)
// CHECK-NEXT: %36, %37 = nvvm.mov.split<type = b32> %29 : (i32) -> (bf16, bf16)
// CHECK-NEXT: %38 = nvvm.cvt<dtype = f32, atype = bf16> %14 : (bf16) -> f32
// CHECK-NEXT: %39 = nvvm.cvt<dtype = f32, atype = bf16> %15 : (bf16) -> f32
// CHECK-NEXT: %40 = nvvm.cvt<dtype = f32, atype = bf16> %16 : (bf16) -> f32
// CHECK-NEXT: %41 = nvvm.cvt<dtype = f32, atype = bf16> %17 : (bf16) -> f32
// CHECK-NEXT: %42 = nvvm.cvt<dtype = f32, atype = bf16> %18 : (bf16) -> f32
// CHECK-NEXT: %43 = nvvm.cvt<dtype = f32, atype = bf16> %19 : (bf16) -> f32
// CHECK-NEXT: %44 = nvvm.cvt<dtype = f32, atype = bf16> %20 : (bf16) -> f32
// CHECK-NEXT: %45 = nvvm.cvt<dtype = f32, atype = bf16> %21 : (bf16) -> f32
// CHECK-NEXT: %46 = nvvm.cvt<dtype = f32, atype = bf16> %30 : (bf16) -> f32
// CHECK-NEXT: %47 = nvvm.cvt<dtype = f32, atype = bf16> %31 : (bf16) -> f32
// CHECK-NEXT: %48 = nvvm.cvt<dtype = f32, atype = bf16> %32 : (bf16) -> f32
// CHECK-NEXT: %49 = nvvm.cvt<dtype = f32, atype = bf16> %33 : (bf16) -> f32
// CHECK-NEXT: %50 = nvvm.cvt<dtype = f32, atype = bf16> %34 : (bf16) -> f32
// CHECK-NEXT: %51 = nvvm.cvt<dtype = f32, atype = bf16> %35 : (bf16) -> f32
// CHECK-NEXT: %52 = nvvm.cvt<dtype = f32, atype = bf16> %36 : (bf16) -> f32
// CHECK-NEXT: %53 = nvvm.cvt<dtype = f32, atype = bf16> %37 : (bf16) -> f32
// CHECK-NEXT: %54 = nvvm.cvt<dtype = u32, atype = u64> %c5 : (i64) -> i32
// CHECK-NEXT: %warp = nvvm.shr<type = u64> %tid, %54 : (i64, i32) -> i64
// CHECK-NEXT: %55 = nvvm.cvt<dtype = u32, atype = u64> %c5 : (i64) -> i32
// CHECK-NEXT: %nwarps = nvvm.shr<type = u64> %nthreads, %55 : (i64, i32) -> i64
// CHECK-NEXT: %first = nvvm.setp<cmp = eq, type = b64> %lane, %lane0 : (i64, i64) -> i1
// CHECK-NEXT: %valid = nvvm.setp<cmp = lo, type = u64> %lane, %nwarps : (i64, i64) -> i1
// CHECK-NEXT: %56 = nvvm.max<type = f32> %38, %39 : (f32, f32) -> f32
// CHECK-NEXT: %57 = nvvm.max<type = f32> %40, %41 : (f32, f32) -> f32
// CHECK-NEXT: %58 = nvvm.max<type = f32> %42, %43 : (f32, f32) -> f32
// CHECK-NEXT: %59 = nvvm.max<type = f32> %44, %45 : (f32, f32) -> f32
// CHECK-NEXT: %60 = nvvm.max<type = f32> %56, %57 : (f32, f32) -> f32
// CHECK-NEXT: %61 = nvvm.max<type = f32> %58, %59 : (f32, f32) -> f32
// CHECK-NEXT: %m0 = nvvm.max<type = f32> %60, %61 : (f32, f32) -> f32
// CHECK-NEXT: %62 = nvvm.max<type = f32> %46, %47 : (f32, f32) -> f32
// CHECK-NEXT: %63 = nvvm.max<type = f32> %48, %49 : (f32, f32) -> f32
// CHECK-NEXT: %64 = nvvm.max<type = f32> %50, %51 : (f32, f32) -> f32
// CHECK-NEXT: %65 = nvvm.max<type = f32> %52, %53 : (f32, f32) -> f32
// CHECK-NEXT: %66 = nvvm.max<type = f32> %62, %63 : (f32, f32) -> f32
// CHECK-NEXT: %67 = nvvm.max<type = f32> %64, %65 : (f32, f32) -> f32
// CHECK-NEXT: %68 = nvvm.max<type = f32> %66, %67 : (f32, f32) -> f32
// CHECK-NEXT: %m1 = nvvm.max<type = f32> %m0, %68 : (f32, f32) -> f32
// CHECK-NEXT: %69 = nvvm.mov.bits<type = b32> %m1 : (f32) -> i32
// CHECK-NEXT: %70 = arith.constant 31 : i32
// CHECK-NEXT: %71 = arith.constant -1 : i32
// CHECK-NEXT: %72 = nvvm.shfl.sync<mode = bfly> %69, %o16, %70, %71 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %wmx16 = nvvm.mov.bits<type = b32> %72 : (i32) -> f32
// CHECK-NEXT: %wm0 = nvvm.max<type = f32> %m1, %wmx16 : (f32, f32) -> f32
// CHECK-NEXT: %73 = nvvm.mov.bits<type = b32> %wm0 : (f32) -> i32
// CHECK-NEXT: %74 = nvvm.shfl.sync<mode = bfly> %73, %o8, %70, %71 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %wmx8 = nvvm.mov.bits<type = b32> %74 : (i32) -> f32
// CHECK-NEXT: %wm1 = nvvm.max<type = f32> %wm0, %wmx8 : (f32, f32) -> f32
// CHECK-NEXT: %75 = nvvm.mov.bits<type = b32> %wm1 : (f32) -> i32
// CHECK-NEXT: %76 = nvvm.shfl.sync<mode = bfly> %75, %o4, %70, %71 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %wmx4 = nvvm.mov.bits<type = b32> %76 : (i32) -> f32
// CHECK-NEXT: %wm2 = nvvm.max<type = f32> %wm1, %wmx4 : (f32, f32) -> f32
// CHECK-NEXT: %77 = nvvm.mov.bits<type = b32> %wm2 : (f32) -> i32
// CHECK-NEXT: %78 = nvvm.shfl.sync<mode = bfly> %77, %o2, %70, %71 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %wmx2 = nvvm.mov.bits<type = b32> %78 : (i32) -> f32
// CHECK-NEXT: %wm3 = nvvm.max<type = f32> %wm2, %wmx2 : (f32, f32) -> f32
// CHECK-NEXT: %79 = nvvm.mov.bits<type = b32> %wm3 : (f32) -> i32
// CHECK-NEXT: %80 = nvvm.shfl.sync<mode = bfly> %79, %o1, %70, %71 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %wmx1 = nvvm.mov.bits<type = b32> %80 : (i32) -> f32
// CHECK-NEXT: %wm4 = nvvm.max<type = f32> %wm3, %wmx1 : (f32, f32) -> f32
// CHECK-NEXT: %softmax_max_partials = nvvm.mov.sym<type = u64> {sym = @softmax_max_partials} : () -> i64
// CHECK-NEXT: cf.cond_br %first, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: %81 = arith.constant 4 : i64
// CHECK-NEXT: %82 = nvvm.mul<mode = lo, type = s64> %warp, %81 : (i64, i64) -> i64
// CHECK-NEXT: %83 = nvvm.add<type = s64> %softmax_max_partials, %82 : (i64, i64) -> i64
// CHECK-NEXT: nvvm.st<space = shared, type = f32> %83, %wm4 : (i64, f32) -> ()
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: nvvm.bar.sync<id = 0> : () -> ()
// CHECK-NEXT: %84 = arith.constant 4 : i64
// CHECK-NEXT: %85 = nvvm.mul<mode = lo, type = s64> %lane, %84 : (i64, i64) -> i64
// CHECK-NEXT: %86 = nvvm.add<type = s64> %softmax_max_partials, %85 : (i64, i64) -> i64
// CHECK-NEXT: %pm = nvvm.ld<space = shared, type = f32> %86 : (i64) -> f32
// CHECK-NEXT: %pm0 = nvvm.selp<type = f32> %pm, %ninf, %valid : (f32, f32, i1) -> f32
// CHECK-NEXT: %87 = nvvm.mov.bits<type = b32> %pm0 : (f32) -> i32
// CHECK-NEXT: %88 = nvvm.shfl.sync<mode = bfly> %87, %o16, %70, %71 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %bmx16 = nvvm.mov.bits<type = b32> %88 : (i32) -> f32
// CHECK-NEXT: %bm0 = nvvm.max<type = f32> %pm0, %bmx16 : (f32, f32) -> f32
// CHECK-NEXT: %89 = nvvm.mov.bits<type = b32> %bm0 : (f32) -> i32
// CHECK-NEXT: %90 = nvvm.shfl.sync<mode = bfly> %89, %o8, %70, %71 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %bmx8 = nvvm.mov.bits<type = b32> %90 : (i32) -> f32
// CHECK-NEXT: %bm1 = nvvm.max<type = f32> %bm0, %bmx8 : (f32, f32) -> f32
// CHECK-NEXT: %91 = nvvm.mov.bits<type = b32> %bm1 : (f32) -> i32
// CHECK-NEXT: %92 = nvvm.shfl.sync<mode = bfly> %91, %o4, %70, %71 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %bmx4 = nvvm.mov.bits<type = b32> %92 : (i32) -> f32
// CHECK-NEXT: %bm2 = nvvm.max<type = f32> %bm1, %bmx4 : (f32, f32) -> f32
// CHECK-NEXT: %93 = nvvm.mov.bits<type = b32> %bm2 : (f32) -> i32
// CHECK-NEXT: %94 = nvvm.shfl.sync<mode = bfly> %93, %o2, %70, %71 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %bmx2 = nvvm.mov.bits<type = b32> %94 : (i32) -> f32
// CHECK-NEXT: %bm3 = nvvm.max<type = f32> %bm2, %bmx2 : (f32, f32) -> f32
// CHECK-NEXT: %95 = nvvm.mov.bits<type = b32> %bm3 : (f32) -> i32
// CHECK-NEXT: %96 = nvvm.shfl.sync<mode = bfly> %95, %o1, %70, %71 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %bmx1 = nvvm.mov.bits<type = b32> %96 : (i32) -> f32
// CHECK-NEXT: %bm4 = nvvm.max<type = f32> %bm3, %bmx1 : (f32, f32) -> f32
// CHECK-NEXT: %mscaled = nvvm.mul<type = f32> %bm4, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %97 = nvvm.mul<type = f32> %38, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %98 = nvvm.mul<type = f32> %39, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %99 = nvvm.mul<type = f32> %40, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %100 = nvvm.mul<type = f32> %41, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %101 = nvvm.mul<type = f32> %42, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %102 = nvvm.mul<type = f32> %43, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %103 = nvvm.mul<type = f32> %44, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %104 = nvvm.mul<type = f32> %45, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %105 = nvvm.mul<type = f32> %46, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %106 = nvvm.mul<type = f32> %47, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %107 = nvvm.mul<type = f32> %48, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %108 = nvvm.mul<type = f32> %49, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %109 = nvvm.mul<type = f32> %50, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %110 = nvvm.mul<type = f32> %51, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %111 = nvvm.mul<type = f32> %52, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %112 = nvvm.mul<type = f32> %53, %log2e : (f32, f32) -> f32
// CHECK-NEXT: %113 = nvvm.sub<type = f32> %97, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %114 = nvvm.sub<type = f32> %98, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %115 = nvvm.sub<type = f32> %99, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %116 = nvvm.sub<type = f32> %100, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %117 = nvvm.sub<type = f32> %101, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %118 = nvvm.sub<type = f32> %102, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %119 = nvvm.sub<type = f32> %103, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %120 = nvvm.sub<type = f32> %104, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %121 = nvvm.sub<type = f32> %105, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %122 = nvvm.sub<type = f32> %106, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %123 = nvvm.sub<type = f32> %107, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %124 = nvvm.sub<type = f32> %108, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %125 = nvvm.sub<type = f32> %109, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %126 = nvvm.sub<type = f32> %110, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %127 = nvvm.sub<type = f32> %111, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %128 = nvvm.sub<type = f32> %112, %mscaled : (f32, f32) -> f32
// CHECK-NEXT: %129 = nvvm.ex2<approx, ftz, type = f32> %113 : (f32) -> f32
// CHECK-NEXT: %130 = nvvm.ex2<approx, ftz, type = f32> %114 : (f32) -> f32
// CHECK-NEXT: %131 = nvvm.ex2<approx, ftz, type = f32> %115 : (f32) -> f32
// CHECK-NEXT: %132 = nvvm.ex2<approx, ftz, type = f32> %116 : (f32) -> f32
// CHECK-NEXT: %133 = nvvm.ex2<approx, ftz, type = f32> %117 : (f32) -> f32
// CHECK-NEXT: %134 = nvvm.ex2<approx, ftz, type = f32> %118 : (f32) -> f32
// CHECK-NEXT: %135 = nvvm.ex2<approx, ftz, type = f32> %119 : (f32) -> f32
// CHECK-NEXT: %136 = nvvm.ex2<approx, ftz, type = f32> %120 : (f32) -> f32
// CHECK-NEXT: %137 = nvvm.ex2<approx, ftz, type = f32> %121 : (f32) -> f32
// CHECK-NEXT: %138 = nvvm.ex2<approx, ftz, type = f32> %122 : (f32) -> f32
// CHECK-NEXT: %139 = nvvm.ex2<approx, ftz, type = f32> %123 : (f32) -> f32
// CHECK-NEXT: %140 = nvvm.ex2<approx, ftz, type = f32> %124 : (f32) -> f32
// CHECK-NEXT: %141 = nvvm.ex2<approx, ftz, type = f32> %125 : (f32) -> f32
// CHECK-NEXT: %142 = nvvm.ex2<approx, ftz, type = f32> %126 : (f32) -> f32
// CHECK-NEXT: %143 = nvvm.ex2<approx, ftz, type = f32> %127 : (f32) -> f32
// CHECK-NEXT: %144 = nvvm.ex2<approx, ftz, type = f32> %128 : (f32) -> f32
// CHECK-NEXT: %145 = nvvm.add<type = f32> %129, %130 : (f32, f32) -> f32
// CHECK-NEXT: %146 = nvvm.add<type = f32> %131, %132 : (f32, f32) -> f32
// CHECK-NEXT: %147 = nvvm.add<type = f32> %133, %134 : (f32, f32) -> f32
// CHECK-NEXT: %148 = nvvm.add<type = f32> %135, %136 : (f32, f32) -> f32
// CHECK-NEXT: %149 = nvvm.add<type = f32> %145, %146 : (f32, f32) -> f32
// CHECK-NEXT: %150 = nvvm.add<type = f32> %147, %148 : (f32, f32) -> f32
// CHECK-NEXT: %s0 = nvvm.add<type = f32> %149, %150 : (f32, f32) -> f32
// CHECK-NEXT: %151 = nvvm.add<type = f32> %137, %138 : (f32, f32) -> f32
// CHECK-NEXT: %152 = nvvm.add<type = f32> %139, %140 : (f32, f32) -> f32
// CHECK-NEXT: %153 = nvvm.add<type = f32> %141, %142 : (f32, f32) -> f32
// CHECK-NEXT: %154 = nvvm.add<type = f32> %143, %144 : (f32, f32) -> f32
// CHECK-NEXT: %155 = nvvm.add<type = f32> %151, %152 : (f32, f32) -> f32
// CHECK-NEXT: %156 = nvvm.add<type = f32> %153, %154 : (f32, f32) -> f32
// CHECK-NEXT: %157 = nvvm.add<type = f32> %155, %156 : (f32, f32) -> f32
// CHECK-NEXT: %s1 = nvvm.add<type = f32> %s0, %157 : (f32, f32) -> f32
// CHECK-NEXT: %158 = nvvm.mov.bits<type = b32> %s1 : (f32) -> i32
// CHECK-NEXT: %159 = nvvm.shfl.sync<mode = bfly> %158, %o16, %70, %71 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %wsx16 = nvvm.mov.bits<type = b32> %159 : (i32) -> f32
// CHECK-NEXT: %ws0 = nvvm.add<type = f32> %s1, %wsx16 : (f32, f32) -> f32
// CHECK-NEXT: %160 = nvvm.mov.bits<type = b32> %ws0 : (f32) -> i32
// CHECK-NEXT: %161 = nvvm.shfl.sync<mode = bfly> %160, %o8, %70, %71 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %wsx8 = nvvm.mov.bits<type = b32> %161 : (i32) -> f32
// CHECK-NEXT: %ws1 = nvvm.add<type = f32> %ws0, %wsx8 : (f32, f32) -> f32
// CHECK-NEXT: %162 = nvvm.mov.bits<type = b32> %ws1 : (f32) -> i32
// CHECK-NEXT: %163 = nvvm.shfl.sync<mode = bfly> %162, %o4, %70, %71 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %wsx4 = nvvm.mov.bits<type = b32> %163 : (i32) -> f32
// CHECK-NEXT: %ws2 = nvvm.add<type = f32> %ws1, %wsx4 : (f32, f32) -> f32
// CHECK-NEXT: %164 = nvvm.mov.bits<type = b32> %ws2 : (f32) -> i32
// CHECK-NEXT: %165 = nvvm.shfl.sync<mode = bfly> %164, %o2, %70, %71 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %wsx2 = nvvm.mov.bits<type = b32> %165 : (i32) -> f32
// CHECK-NEXT: %ws3 = nvvm.add<type = f32> %ws2, %wsx2 : (f32, f32) -> f32
// CHECK-NEXT: %166 = nvvm.mov.bits<type = b32> %ws3 : (f32) -> i32
// CHECK-NEXT: %167 = nvvm.shfl.sync<mode = bfly> %166, %o1, %70, %71 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %wsx1 = nvvm.mov.bits<type = b32> %167 : (i32) -> f32
// CHECK-NEXT: %ws4 = nvvm.add<type = f32> %ws3, %wsx1 : (f32, f32) -> f32
// CHECK-NEXT: %softmax_sum_partials = nvvm.mov.sym<type = u64> {sym = @softmax_sum_partials} : () -> i64
// CHECK-NEXT: cf.cond_br %first, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: %168 = nvvm.mul<mode = lo, type = s64> %warp, %84 : (i64, i64) -> i64
// CHECK-NEXT: %169 = nvvm.add<type = s64> %softmax_sum_partials, %168 : (i64, i64) -> i64
// CHECK-NEXT: nvvm.st<space = shared, type = f32> %169, %ws4 : (i64, f32) -> ()
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:
// CHECK-NEXT: nvvm.bar.sync<id = 0> : () -> ()
// CHECK-NEXT: %170 = nvvm.add<type = s64> %softmax_sum_partials, %85 : (i64, i64) -> i64
// CHECK-NEXT: %ps = nvvm.ld<space = shared, type = f32> %170 : (i64) -> f32
// CHECK-NEXT: %ps0 = nvvm.selp<type = f32> %ps, %fzero, %valid : (f32, f32, i1) -> f32
// CHECK-NEXT: %171 = nvvm.mov.bits<type = b32> %ps0 : (f32) -> i32
// CHECK-NEXT: %172 = nvvm.shfl.sync<mode = bfly> %171, %o16, %70, %71 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %bsx16 = nvvm.mov.bits<type = b32> %172 : (i32) -> f32
// CHECK-NEXT: %bs0 = nvvm.add<type = f32> %ps0, %bsx16 : (f32, f32) -> f32
// CHECK-NEXT: %173 = nvvm.mov.bits<type = b32> %bs0 : (f32) -> i32
// CHECK-NEXT: %174 = nvvm.shfl.sync<mode = bfly> %173, %o8, %70, %71 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %bsx8 = nvvm.mov.bits<type = b32> %174 : (i32) -> f32
// CHECK-NEXT: %bs1 = nvvm.add<type = f32> %bs0, %bsx8 : (f32, f32) -> f32
// CHECK-NEXT: %175 = nvvm.mov.bits<type = b32> %bs1 : (f32) -> i32
// CHECK-NEXT: %176 = nvvm.shfl.sync<mode = bfly> %175, %o4, %70, %71 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %bsx4 = nvvm.mov.bits<type = b32> %176 : (i32) -> f32
// CHECK-NEXT: %bs2 = nvvm.add<type = f32> %bs1, %bsx4 : (f32, f32) -> f32
// CHECK-NEXT: %177 = nvvm.mov.bits<type = b32> %bs2 : (f32) -> i32
// CHECK-NEXT: %178 = nvvm.shfl.sync<mode = bfly> %177, %o2, %70, %71 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %bsx2 = nvvm.mov.bits<type = b32> %178 : (i32) -> f32
// CHECK-NEXT: %bs3 = nvvm.add<type = f32> %bs2, %bsx2 : (f32, f32) -> f32
// CHECK-NEXT: %179 = nvvm.mov.bits<type = b32> %bs3 : (f32) -> i32
// CHECK-NEXT: %180 = nvvm.shfl.sync<mode = bfly> %179, %o1, %70, %71 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %bsx1 = nvvm.mov.bits<type = b32> %180 : (i32) -> f32
// CHECK-NEXT: %bs4 = nvvm.add<type = f32> %bs3, %bsx1 : (f32, f32) -> f32
// CHECK-NEXT: %inv = nvvm.div<rnd = rn, type = f32> %fone, %bs4 : (f32, f32) -> f32
// CHECK-NEXT: %181 = nvvm.mul<type = f32> %129, %inv : (f32, f32) -> f32
// CHECK-NEXT: %182 = nvvm.mul<type = f32> %130, %inv : (f32, f32) -> f32
// CHECK-NEXT: %183 = nvvm.mul<type = f32> %131, %inv : (f32, f32) -> f32
// CHECK-NEXT: %184 = nvvm.mul<type = f32> %132, %inv : (f32, f32) -> f32
// CHECK-NEXT: %185 = nvvm.mul<type = f32> %133, %inv : (f32, f32) -> f32
// CHECK-NEXT: %186 = nvvm.mul<type = f32> %134, %inv : (f32, f32) -> f32
// CHECK-NEXT: %187 = nvvm.mul<type = f32> %135, %inv : (f32, f32) -> f32
// CHECK-NEXT: %188 = nvvm.mul<type = f32> %136, %inv : (f32, f32) -> f32
// CHECK-NEXT: %189 = nvvm.mul<type = f32> %137, %inv : (f32, f32) -> f32
// CHECK-NEXT: %190 = nvvm.mul<type = f32> %138, %inv : (f32, f32) -> f32
// CHECK-NEXT: %191 = nvvm.mul<type = f32> %139, %inv : (f32, f32) -> f32
// CHECK-NEXT: %192 = nvvm.mul<type = f32> %140, %inv : (f32, f32) -> f32
// CHECK-NEXT: %193 = nvvm.mul<type = f32> %141, %inv : (f32, f32) -> f32
// CHECK-NEXT: %194 = nvvm.mul<type = f32> %142, %inv : (f32, f32) -> f32
// CHECK-NEXT: %195 = nvvm.mul<type = f32> %143, %inv : (f32, f32) -> f32
// CHECK-NEXT: %196 = nvvm.mul<type = f32> %144, %inv : (f32, f32) -> f32
// CHECK-NEXT: %197 = nvvm.mul<mode = lo, type = s64> %row, %y_dim1 : (i64, i64) -> i64
// CHECK-NEXT: %198 = nvvm.add<type = s64> %197, %col0 : (i64, i64) -> i64
// CHECK-NEXT: %199 = nvvm.mul<mode = lo, type = s64> %198, %6 : (i64, i64) -> i64
// CHECK-NEXT: %200 = nvvm.add<type = s64> %y_global, %199 : (i64, i64) -> i64
// CHECK-NEXT: %201 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %182, %181 : (f32, f32) -> i32
// CHECK-NEXT: %202 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %184, %183 : (f32, f32) -> i32
// CHECK-NEXT: %203 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %186, %185 : (f32, f32) -> i32
// CHECK-NEXT: %204 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %188, %187 : (f32, f32) -> i32
// CHECK-NEXT: %205 = nvvm.mov.pack<type = b32, n = 4> %201, %202, %203, %204 : (i32, i32, i32, i32) -> vector<4xi32>
// CHECK-NEXT: nvvm.st<space = global, vec = v4, type = b32> %200, %205 : (i64, vector<4xi32>) -> ()
// CHECK-NEXT: %206 = nvvm.add<type = s64> %197, %col1 : (i64, i64) -> i64
// CHECK-NEXT: %207 = nvvm.mul<mode = lo, type = s64> %206, %6 : (i64, i64) -> i64
// CHECK-NEXT: %208 = nvvm.add<type = s64> %y_global, %207 : (i64, i64) -> i64
// CHECK-NEXT: %209 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %190, %189 : (f32, f32) -> i32
// CHECK-NEXT: %210 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %192, %191 : (f32, f32) -> i32
// CHECK-NEXT: %211 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %194, %193 : (f32, f32) -> i32
// CHECK-NEXT: %212 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %196, %195 : (f32, f32) -> i32
// CHECK-NEXT: %213 = nvvm.mov.pack<type = b32, n = 4> %209, %210, %211, %212 : (i32, i32, i32, i32) -> vector<4xi32>
// CHECK-NEXT: nvvm.st<space = global, vec = v4, type = b32> %208, %213 : (i64, vector<4xi32>) -> ()
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
