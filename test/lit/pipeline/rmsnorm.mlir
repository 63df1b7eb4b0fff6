// RUN: tirx-opt %S/../../../examples/rmsnorm.mlir -p tirx-to-ptx | filecheck %s
// RUN: tirx-opt %S/../../../examples/rmsnorm.mlir -p tirx-to-ptx | tirx-opt | filecheck %s
// RUN: tirx-opt %S/../../../examples/rmsnorm.mlir -p gpu-to-nvvm,memref-to-nvvm,canonicalize,cse,convert-scf-to-cf,arith-to-nvvm,cf-to-nvvm,dce | filecheck %s
// The whole SIMT pipeline on examples/rmsnorm.mlir, down to nvvm (the -t ptx input): 16-byte
// loads taken apart into bf16 pairs, f32 math per lane, warp shuffles, one partial per warp
// in shared memory, stores of cvt.rn.bf16x2.f32 pairs as one 16-byte st.

// CHECK: builtin.module {
// CHECK-NEXT: gpu.module @rmsnorm {
// CHECK-NEXT: "memref.global"() <{sym_name = "rmsnorm_partials", sym_visibility = "private", type = memref<32xf32, 3 : i64>, initial_value, alignment = 16 : i64}> : () -> ()
// CHECK-NEXT: gpu.func @rmsnorm(%x_ptr: i64, %x_dim0: i64, %x_dim1: i64, %w_ptr: i64, %w_dim0: i64, %y_ptr: i64, %y_dim0: i64, %y_dim1: i64, %eps: f32) kernel attributes {tirx.arg_shapes = [["rows", "cols"], ["cols"], ["rows", "cols"], "?"], tirx.constraints = ["grid.x <= rows", "block.x * 16 == cols", "cols % 512 == 0", "cols <= 16384"], tirx.kernel_params = [{kind = "ptr", arg = 0 : i64, name = "x_ptr"}, {kind = "dim", arg = 0 : i64, dim = 0 : i64, name = "x_dim0"}, {kind = "dim", arg = 0 : i64, dim = 1 : i64, name = "x_dim1"}, {kind = "ptr", arg = 1 : i64, name = "w_ptr"}, {kind = "dim", arg = 1 : i64, dim = 0 : i64, name = "w_dim0"}, {kind = "ptr", arg = 2 : i64, name = "y_ptr"}, {kind = "dim", arg = 2 : i64, dim = 0 : i64, name = "y_dim0"}, {kind = "dim", arg = 2 : i64, dim = 1 : i64, name = "y_dim1"}, {kind = "scalar", arg = 3 : i64, name = "eps"}]} {
// CHECK-NEXT: %x_global = nvvm.cvta<to, space = global, type = u64> %x_ptr : (i64) -> i64
// CHECK-NEXT: %w_global = nvvm.cvta<to, space = global, type = u64> %w_ptr : (i64) -> i64
// CHECK-NEXT: %y_global = nvvm.cvta<to, space = global, type = u64> %y_ptr : (i64) -> i64
// CHECK-NEXT: %c5 = arith.constant 5 : i64
// CHECK-NEXT: %c8 = arith.constant 8 : i64
// CHECK-NEXT: %lane0 = arith.constant 0 : i64
// CHECK-NEXT: %fzero = arith.constant 0.000000e+00 : f32
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
// CHECK-NEXT: %54 = nvvm.mul<type = f32> %38, %38 : (f32, f32) -> f32
// CHECK-NEXT: %55 = nvvm.mul<type = f32> %39, %39 : (f32, f32) -> f32
// CHECK-NEXT: %56 = nvvm.mul<type = f32> %40, %40 : (f32, f32) -> f32
// CHECK-NEXT: %57 = nvvm.mul<type = f32> %41, %41 : (f32, f32) -> f32
// CHECK-NEXT: %58 = nvvm.mul<type = f32> %42, %42 : (f32, f32) -> f32
// CHECK-NEXT: %59 = nvvm.mul<type = f32> %43, %43 : (f32, f32) -> f32
// CHECK-NEXT: %60 = nvvm.mul<type = f32> %44, %44 : (f32, f32) -> f32
// CHECK-NEXT: %61 = nvvm.mul<type = f32> %45, %45 : (f32, f32) -> f32
// CHECK-NEXT: %62 = nvvm.mul<type = f32> %46, %46 : (f32, f32) -> f32
// CHECK-NEXT: %63 = nvvm.mul<type = f32> %47, %47 : (f32, f32) -> f32
// CHECK-NEXT: %64 = nvvm.mul<type = f32> %48, %48 : (f32, f32) -> f32
// CHECK-NEXT: %65 = nvvm.mul<type = f32> %49, %49 : (f32, f32) -> f32
// CHECK-NEXT: %66 = nvvm.mul<type = f32> %50, %50 : (f32, f32) -> f32
// CHECK-NEXT: %67 = nvvm.mul<type = f32> %51, %51 : (f32, f32) -> f32
// CHECK-NEXT: %68 = nvvm.mul<type = f32> %52, %52 : (f32, f32) -> f32
// CHECK-NEXT: %69 = nvvm.mul<type = f32> %53, %53 : (f32, f32) -> f32
// CHECK-NEXT: %70 = nvvm.add<type = f32> %54, %55 : (f32, f32) -> f32
// CHECK-NEXT: %71 = nvvm.add<type = f32> %56, %57 : (f32, f32) -> f32
// CHECK-NEXT: %72 = nvvm.add<type = f32> %58, %59 : (f32, f32) -> f32
// CHECK-NEXT: %73 = nvvm.add<type = f32> %60, %61 : (f32, f32) -> f32
// CHECK-NEXT: %74 = nvvm.add<type = f32> %70, %71 : (f32, f32) -> f32
// CHECK-NEXT: %75 = nvvm.add<type = f32> %72, %73 : (f32, f32) -> f32
// CHECK-NEXT: %s0 = nvvm.add<type = f32> %74, %75 : (f32, f32) -> f32
// CHECK-NEXT: %76 = nvvm.add<type = f32> %62, %63 : (f32, f32) -> f32
// CHECK-NEXT: %77 = nvvm.add<type = f32> %64, %65 : (f32, f32) -> f32
// CHECK-NEXT: %78 = nvvm.add<type = f32> %66, %67 : (f32, f32) -> f32
// CHECK-NEXT: %79 = nvvm.add<type = f32> %68, %69 : (f32, f32) -> f32
// CHECK-NEXT: %80 = nvvm.add<type = f32> %76, %77 : (f32, f32) -> f32
// CHECK-NEXT: %81 = nvvm.add<type = f32> %78, %79 : (f32, f32) -> f32
// CHECK-NEXT: %82 = nvvm.add<type = f32> %80, %81 : (f32, f32) -> f32
// CHECK-NEXT: %s1 = nvvm.add<type = f32> %s0, %82 : (f32, f32) -> f32
// CHECK-NEXT: %83 = nvvm.mov.bits<type = b32> %s1 : (f32) -> i32
// CHECK-NEXT: %84 = arith.constant 31 : i32
// CHECK-NEXT: %85 = arith.constant -1 : i32
// CHECK-NEXT: %86 = nvvm.shfl.sync<mode = bfly> %83, %o16, %84, %85 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %a16 = nvvm.mov.bits<type = b32> %86 : (i32) -> f32
// CHECK-NEXT: %s2 = nvvm.add<type = f32> %s1, %a16 : (f32, f32) -> f32
// CHECK-NEXT: %87 = nvvm.mov.bits<type = b32> %s2 : (f32) -> i32
// CHECK-NEXT: %88 = nvvm.shfl.sync<mode = bfly> %87, %o8, %84, %85 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %a8 = nvvm.mov.bits<type = b32> %88 : (i32) -> f32
// CHECK-NEXT: %s3 = nvvm.add<type = f32> %s2, %a8 : (f32, f32) -> f32
// CHECK-NEXT: %89 = nvvm.mov.bits<type = b32> %s3 : (f32) -> i32
// CHECK-NEXT: %90 = nvvm.shfl.sync<mode = bfly> %89, %o4, %84, %85 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %a4 = nvvm.mov.bits<type = b32> %90 : (i32) -> f32
// CHECK-NEXT: %s4 = nvvm.add<type = f32> %s3, %a4 : (f32, f32) -> f32
// CHECK-NEXT: %91 = nvvm.mov.bits<type = b32> %s4 : (f32) -> i32
// CHECK-NEXT: %92 = nvvm.shfl.sync<mode = bfly> %91, %o2, %84, %85 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %a2 = nvvm.mov.bits<type = b32> %92 : (i32) -> f32
// CHECK-NEXT: %s5 = nvvm.add<type = f32> %s4, %a2 : (f32, f32) -> f32
// CHECK-NEXT: %93 = nvvm.mov.bits<type = b32> %s5 : (f32) -> i32
// CHECK-NEXT: %94 = nvvm.shfl.sync<mode = bfly> %93, %o1, %84, %85 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %a1 = nvvm.mov.bits<type = b32> %94 : (i32) -> f32
// CHECK-NEXT: %s6 = nvvm.add<type = f32> %s5, %a1 : (f32, f32) -> f32
// CHECK-NEXT: %rmsnorm_partials = nvvm.mov.sym<type = u64> {sym = @rmsnorm_partials} : () -> i64
// CHECK-NEXT: %95 = nvvm.cvt<dtype = u32, atype = u64> %c5 : (i64) -> i32
// CHECK-NEXT: %warp = nvvm.shr<type = u64> %tid, %95 : (i64, i32) -> i64
// CHECK-NEXT: %first = nvvm.setp<cmp = eq, type = b64> %lane, %lane0 : (i64, i64) -> i1
// CHECK-NEXT: cf.cond_br %first, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: %96 = arith.constant 4 : i64
// CHECK-NEXT: %97 = nvvm.mul<mode = lo, type = s64> %warp, %96 : (i64, i64) -> i64
// CHECK-NEXT: %98 = nvvm.add<type = s64> %rmsnorm_partials, %97 : (i64, i64) -> i64
// CHECK-NEXT: nvvm.st<space = shared, type = f32> %98, %s6 : (i64, f32) -> ()
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: nvvm.bar.sync<id = 0> : () -> ()
// CHECK-NEXT: %99 = nvvm.cvt<dtype = u32, atype = u64> %c5 : (i64) -> i32
// CHECK-NEXT: %nwarps = nvvm.shr<type = u64> %nthreads, %99 : (i64, i32) -> i64
// CHECK-NEXT: %100 = arith.constant 4 : i64
// CHECK-NEXT: %101 = nvvm.mul<mode = lo, type = s64> %lane, %100 : (i64, i64) -> i64
// CHECK-NEXT: %102 = nvvm.add<type = s64> %rmsnorm_partials, %101 : (i64, i64) -> i64
// CHECK-NEXT: %p = nvvm.ld<space = shared, type = f32> %102 : (i64) -> f32
// CHECK-NEXT: %valid = nvvm.setp<cmp = lo, type = u64> %lane, %nwarps : (i64, i64) -> i1
// CHECK-NEXT: %t0 = nvvm.selp<type = f32> %p, %fzero, %valid : (f32, f32, i1) -> f32
// CHECK-NEXT: %103 = nvvm.mov.bits<type = b32> %t0 : (f32) -> i32
// CHECK-NEXT: %104 = nvvm.shfl.sync<mode = bfly> %103, %o16, %84, %85 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %b16 = nvvm.mov.bits<type = b32> %104 : (i32) -> f32
// CHECK-NEXT: %t1 = nvvm.add<type = f32> %t0, %b16 : (f32, f32) -> f32
// CHECK-NEXT: %105 = nvvm.mov.bits<type = b32> %t1 : (f32) -> i32
// CHECK-NEXT: %106 = nvvm.shfl.sync<mode = bfly> %105, %o8, %84, %85 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %b8 = nvvm.mov.bits<type = b32> %106 : (i32) -> f32
// CHECK-NEXT: %t2 = nvvm.add<type = f32> %t1, %b8 : (f32, f32) -> f32
// CHECK-NEXT: %107 = nvvm.mov.bits<type = b32> %t2 : (f32) -> i32
// CHECK-NEXT: %108 = nvvm.shfl.sync<mode = bfly> %107, %o4, %84, %85 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %b4 = nvvm.mov.bits<type = b32> %108 : (i32) -> f32
// CHECK-NEXT: %t3 = nvvm.add<type = f32> %t2, %b4 : (f32, f32) -> f32
// CHECK-NEXT: %109 = nvvm.mov.bits<type = b32> %t3 : (f32) -> i32
// CHECK-NEXT: %110 = nvvm.shfl.sync<mode = bfly> %109, %o2, %84, %85 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %b2 = nvvm.mov.bits<type = b32> %110 : (i32) -> f32
// CHECK-NEXT: %t4 = nvvm.add<type = f32> %t3, %b2 : (f32, f32) -> f32
// CHECK-NEXT: %111 = nvvm.mov.bits<type = b32> %t4 : (f32) -> i32
// CHECK-NEXT: %112 = nvvm.shfl.sync<mode = bfly> %111, %o1, %84, %85 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %b1 = nvvm.mov.bits<type = b32> %112 : (i32) -> f32
// CHECK-NEXT: %total = nvvm.add<type = f32> %t4, %b1 : (f32, f32) -> f32
// CHECK-NEXT: %n32 = nvvm.cvt<dtype = u32, atype = u64> %x_dim1 : (i64) -> i32
// CHECK-NEXT: %nf = nvvm.cvt<rnd = rn, dtype = f32, atype = s32> %n32 : (i32) -> f32
// CHECK-NEXT: %mean = nvvm.div<rnd = rn, type = f32> %total, %nf : (f32, f32) -> f32
// CHECK-NEXT: %ms = nvvm.add<type = f32> %mean, %eps : (f32, f32) -> f32
// CHECK-NEXT: %r = nvvm.rsqrt<approx, ftz, type = f32> %ms : (f32) -> f32
// CHECK-NEXT: %113 = nvvm.mul<mode = lo, type = s64> %col0, %6 : (i64, i64) -> i64
// CHECK-NEXT: %114 = nvvm.add<type = s64> %w_global, %113 : (i64, i64) -> i64
// CHECK-NEXT: %115 = nvvm.ld<space = global, vec = v4, type = b32> %114 : (i64) -> vector<4xi32>
// CHECK-NEXT: %116 = nvvm.mov.extract<type = b32, lane = 0> %115 : (vector<4xi32>) -> i32
// CHECK-NEXT: %117 = nvvm.mov.extract<type = b32, lane = 1> %115 : (vector<4xi32>) -> i32
// CHECK-NEXT: %118 = nvvm.mov.extract<type = b32, lane = 2> %115 : (vector<4xi32>) -> i32
// CHECK-NEXT: %119 = nvvm.mov.extract<type = b32, lane = 3> %115 : (vector<4xi32>) -> i32
// CHECK-NEXT: %120, %121 = nvvm.mov.split<type = b32> %116 : (i32) -> (bf16, bf16)
// CHECK-NEXT: %122, %123 = nvvm.mov.split<type = b32> %117 : (i32) -> (bf16, bf16)
// CHECK-NEXT: %124, %125 = nvvm.mov.split<type = b32> %118 : (i32) -> (bf16, bf16)
// CHECK-NEXT: %126, %127 = nvvm.mov.split<type = b32> %119 : (i32) -> (bf16, bf16)
// CHECK-NEXT: %128 = nvvm.mul<mode = lo, type = s64> %col1, %6 : (i64, i64) -> i64
// CHECK-NEXT: %129 = nvvm.add<type = s64> %w_global, %128 : (i64, i64) -> i64
// CHECK-NEXT: %130 = nvvm.ld<space = global, vec = v4, type = b32> %129 : (i64) -> vector<4xi32>
// CHECK-NEXT: %131 = nvvm.mov.extract<type = b32, lane = 0> %130 : (vector<4xi32>) -> i32
// CHECK-NEXT: %132 = nvvm.mov.extract<type = b32, lane = 1> %130 : (vector<4xi32>) -> i32
// CHECK-NEXT: %133 = nvvm.mov.extract<type = b32, lane = 2> %130 : (vector<4xi32>) -> i32
// CHECK-NEXT: %134 = nvvm.mov.extract<type = b32, lane = 3> %130 : (vector<4xi32>) -> i32
// CHECK-NEXT: %135, %136 = nvvm.mov.split<type = b32> %131 : (i32) -> (bf16, bf16)
// CHECK-NEXT: %137, %138 = nvvm.mov.split<type = b32> %132 : (i32) -> (bf16, bf16)
// CHECK-NEXT: %139, %140 = nvvm.mov.split<type = b32> %133 : (i32) -> (bf16, bf16)
// CHECK-NEXT: %141, %142 = nvvm.mov.split<type = b32> %134 : (i32) -> (bf16, bf16)
// CHECK-NEXT: %143 = nvvm.cvt<dtype = f32, atype = bf16> %120 : (bf16) -> f32
// CHECK-NEXT: %144 = nvvm.cvt<dtype = f32, atype = bf16> %121 : (bf16) -> f32
// CHECK-NEXT: %145 = nvvm.cvt<dtype = f32, atype = bf16> %122 : (bf16) -> f32
// CHECK-NEXT: %146 = nvvm.cvt<dtype = f32, atype = bf16> %123 : (bf16) -> f32
// CHECK-NEXT: %147 = nvvm.cvt<dtype = f32, atype = bf16> %124 : (bf16) -> f32
// CHECK-NEXT: %148 = nvvm.cvt<dtype = f32, atype = bf16> %125 : (bf16) -> f32
// CHECK-NEXT: %149 = nvvm.cvt<dtype = f32, atype = bf16> %126 : (bf16) -> f32
// CHECK-NEXT: %150 = nvvm.cvt<dtype = f32, atype = bf16> %127 : (bf16) -> f32
// CHECK-NEXT: %151 = nvvm.cvt<dtype = f32, atype = bf16> %135 : (bf16) -> f32
// CHECK-NEXT: %152 = nvvm.cvt<dtype = f32, atype = bf16> %136 : (bf16) -> f32
// CHECK-NEXT: %153 = nvvm.cvt<dtype = f32, atype = bf16> %137 : (bf16) -> f32
// CHECK-NEXT: %154 = nvvm.cvt<dtype = f32, atype = bf16> %138 : (bf16) -> f32
// CHECK-NEXT: %155 = nvvm.cvt<dtype = f32, atype = bf16> %139 : (bf16) -> f32
// CHECK-NEXT: %156 = nvvm.cvt<dtype = f32, atype = bf16> %140 : (bf16) -> f32
// CHECK-NEXT: %157 = nvvm.cvt<dtype = f32, atype = bf16> %141 : (bf16) -> f32
// CHECK-NEXT: %158 = nvvm.cvt<dtype = f32, atype = bf16> %142 : (bf16) -> f32
// CHECK-NEXT: %159 = nvvm.mul<type = f32> %38, %r : (f32, f32) -> f32
// CHECK-NEXT: %160 = nvvm.mul<type = f32> %39, %r : (f32, f32) -> f32
// CHECK-NEXT: %161 = nvvm.mul<type = f32> %40, %r : (f32, f32) -> f32
// CHECK-NEXT: %162 = nvvm.mul<type = f32> %41, %r : (f32, f32) -> f32
// CHECK-NEXT: %163 = nvvm.mul<type = f32> %42, %r : (f32, f32) -> f32
// CHECK-NEXT: %164 = nvvm.mul<type = f32> %43, %r : (f32, f32) -> f32
// CHECK-NEXT: %165 = nvvm.mul<type = f32> %44, %r : (f32, f32) -> f32
// CHECK-NEXT: %166 = nvvm.mul<type = f32> %45, %r : (f32, f32) -> f32
// CHECK-NEXT: %167 = nvvm.mul<type = f32> %46, %r : (f32, f32) -> f32
// CHECK-NEXT: %168 = nvvm.mul<type = f32> %47, %r : (f32, f32) -> f32
// CHECK-NEXT: %169 = nvvm.mul<type = f32> %48, %r : (f32, f32) -> f32
// CHECK-NEXT: %170 = nvvm.mul<type = f32> %49, %r : (f32, f32) -> f32
// CHECK-NEXT: %171 = nvvm.mul<type = f32> %50, %r : (f32, f32) -> f32
// CHECK-NEXT: %172 = nvvm.mul<type = f32> %51, %r : (f32, f32) -> f32
// CHECK-NEXT: %173 = nvvm.mul<type = f32> %52, %r : (f32, f32) -> f32
// CHECK-NEXT: %174 = nvvm.mul<type = f32> %53, %r : (f32, f32) -> f32
// CHECK-NEXT: %175 = nvvm.mul<type = f32> %159, %143 : (f32, f32) -> f32
// CHECK-NEXT: %176 = nvvm.mul<type = f32> %160, %144 : (f32, f32) -> f32
// CHECK-NEXT: %177 = nvvm.mul<type = f32> %161, %145 : (f32, f32) -> f32
// CHECK-NEXT: %178 = nvvm.mul<type = f32> %162, %146 : (f32, f32) -> f32
// CHECK-NEXT: %179 = nvvm.mul<type = f32> %163, %147 : (f32, f32) -> f32
// CHECK-NEXT: %180 = nvvm.mul<type = f32> %164, %148 : (f32, f32) -> f32
// CHECK-NEXT: %181 = nvvm.mul<type = f32> %165, %149 : (f32, f32) -> f32
// CHECK-NEXT: %182 = nvvm.mul<type = f32> %166, %150 : (f32, f32) -> f32
// CHECK-NEXT: %183 = nvvm.mul<type = f32> %167, %151 : (f32, f32) -> f32
// CHECK-NEXT: %184 = nvvm.mul<type = f32> %168, %152 : (f32, f32) -> f32
// CHECK-NEXT: %185 = nvvm.mul<type = f32> %169, %153 : (f32, f32) -> f32
// CHECK-NEXT: %186 = nvvm.mul<type = f32> %170, %154 : (f32, f32) -> f32
// CHECK-NEXT: %187 = nvvm.mul<type = f32> %171, %155 : (f32, f32) -> f32
// CHECK-NEXT: %188 = nvvm.mul<type = f32> %172, %156 : (f32, f32) -> f32
// CHECK-NEXT: %189 = nvvm.mul<type = f32> %173, %157 : (f32, f32) -> f32
// CHECK-NEXT: %190 = nvvm.mul<type = f32> %174, %158 : (f32, f32) -> f32
// CHECK-NEXT: %191 = nvvm.mul<mode = lo, type = s64> %row, %y_dim1 : (i64, i64) -> i64
// CHECK-NEXT: %192 = nvvm.add<type = s64> %191, %col0 : (i64, i64) -> i64
// CHECK-NEXT: %193 = nvvm.mul<mode = lo, type = s64> %192, %6 : (i64, i64) -> i64
// CHECK-NEXT: %194 = nvvm.add<type = s64> %y_global, %193 : (i64, i64) -> i64
// CHECK-NEXT: %195 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %176, %175 : (f32, f32) -> i32
// CHECK-NEXT: %196 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %178, %177 : (f32, f32) -> i32
// CHECK-NEXT: %197 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %180, %179 : (f32, f32) -> i32
// CHECK-NEXT: %198 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %182, %181 : (f32, f32) -> i32
// CHECK-NEXT: %199 = nvvm.mov.pack<type = b32, n = 4> %195, %196, %197, %198 : (i32, i32, i32, i32) -> vector<4xi32>
// CHECK-NEXT: nvvm.st<space = global, vec = v4, type = b32> %194, %199 : (i64, vector<4xi32>) -> ()
// CHECK-NEXT: %200 = nvvm.add<type = s64> %191, %col1 : (i64, i64) -> i64
// CHECK-NEXT: %201 = nvvm.mul<mode = lo, type = s64> %200, %6 : (i64, i64) -> i64
// CHECK-NEXT: %202 = nvvm.add<type = s64> %y_global, %201 : (i64, i64) -> i64
// CHECK-NEXT: %203 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %184, %183 : (f32, f32) -> i32
// CHECK-NEXT: %204 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %186, %185 : (f32, f32) -> i32
// CHECK-NEXT: %205 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %188, %187 : (f32, f32) -> i32
// CHECK-NEXT: %206 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %190, %189 : (f32, f32) -> i32
// CHECK-NEXT: %207 = nvvm.mov.pack<type = b32, n = 4> %203, %204, %205, %206 : (i32, i32, i32, i32) -> vector<4xi32>
// CHECK-NEXT: nvvm.st<space = global, vec = v4, type = b32> %202, %207 : (i64, vector<4xi32>) -> ()
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
