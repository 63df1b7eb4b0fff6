// RUN: tirx-opt %S/../../../examples/rmsnorm.mlir -p tirx-to-ptx | filecheck %s
// RUN: tirx-opt %S/../../../examples/rmsnorm.mlir -p tirx-to-ptx | tirx-opt | filecheck %s
// RUN: tirx-opt %S/../../../examples/rmsnorm.mlir -p gpu-to-nvvm,memref-to-nvvm,canonicalize,cse,convert-scf-to-cf,arith-to-nvvm,cf-to-nvvm,dce | filecheck %s
// The whole SIMT pipeline on examples/rmsnorm.mlir, down to nvvm (the -t ptx input): 16-byte
// loads taken apart into b32 words, each bf16 of a word moved into its f32 by one shl or
// and (arith-to-nvvm), f32 math per lane, warp shuffles, one partial per warp
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
// CHECK-NEXT: %70 = nvvm.mul<type = f32> %24, %24 : (f32, f32) -> f32
// CHECK-NEXT: %71 = nvvm.mul<type = f32> %27, %27 : (f32, f32) -> f32
// CHECK-NEXT: %72 = nvvm.mul<type = f32> %30, %30 : (f32, f32) -> f32
// CHECK-NEXT: %73 = nvvm.mul<type = f32> %33, %33 : (f32, f32) -> f32
// CHECK-NEXT: %74 = nvvm.mul<type = f32> %36, %36 : (f32, f32) -> f32
// CHECK-NEXT: %75 = nvvm.mul<type = f32> %39, %39 : (f32, f32) -> f32
// CHECK-NEXT: %76 = nvvm.mul<type = f32> %42, %42 : (f32, f32) -> f32
// CHECK-NEXT: %77 = nvvm.mul<type = f32> %45, %45 : (f32, f32) -> f32
// CHECK-NEXT: %78 = nvvm.mul<type = f32> %48, %48 : (f32, f32) -> f32
// CHECK-NEXT: %79 = nvvm.mul<type = f32> %51, %51 : (f32, f32) -> f32
// CHECK-NEXT: %80 = nvvm.mul<type = f32> %54, %54 : (f32, f32) -> f32
// CHECK-NEXT: %81 = nvvm.mul<type = f32> %57, %57 : (f32, f32) -> f32
// CHECK-NEXT: %82 = nvvm.mul<type = f32> %60, %60 : (f32, f32) -> f32
// CHECK-NEXT: %83 = nvvm.mul<type = f32> %63, %63 : (f32, f32) -> f32
// CHECK-NEXT: %84 = nvvm.mul<type = f32> %66, %66 : (f32, f32) -> f32
// CHECK-NEXT: %85 = nvvm.mul<type = f32> %69, %69 : (f32, f32) -> f32
// CHECK-NEXT: %86 = nvvm.add<type = f32> %70, %71 : (f32, f32) -> f32
// CHECK-NEXT: %87 = nvvm.add<type = f32> %72, %73 : (f32, f32) -> f32
// CHECK-NEXT: %88 = nvvm.add<type = f32> %74, %75 : (f32, f32) -> f32
// CHECK-NEXT: %89 = nvvm.add<type = f32> %76, %77 : (f32, f32) -> f32
// CHECK-NEXT: %90 = nvvm.add<type = f32> %86, %87 : (f32, f32) -> f32
// CHECK-NEXT: %91 = nvvm.add<type = f32> %88, %89 : (f32, f32) -> f32
// CHECK-NEXT: %s0 = nvvm.add<type = f32> %90, %91 : (f32, f32) -> f32
// CHECK-NEXT: %92 = nvvm.add<type = f32> %78, %79 : (f32, f32) -> f32
// CHECK-NEXT: %93 = nvvm.add<type = f32> %80, %81 : (f32, f32) -> f32
// CHECK-NEXT: %94 = nvvm.add<type = f32> %82, %83 : (f32, f32) -> f32
// CHECK-NEXT: %95 = nvvm.add<type = f32> %84, %85 : (f32, f32) -> f32
// CHECK-NEXT: %96 = nvvm.add<type = f32> %92, %93 : (f32, f32) -> f32
// CHECK-NEXT: %97 = nvvm.add<type = f32> %94, %95 : (f32, f32) -> f32
// CHECK-NEXT: %98 = nvvm.add<type = f32> %96, %97 : (f32, f32) -> f32
// CHECK-NEXT: %s1 = nvvm.add<type = f32> %s0, %98 : (f32, f32) -> f32
// CHECK-NEXT: %99 = nvvm.mov.bits<type = b32> %s1 : (f32) -> i32
// CHECK-NEXT: %100 = arith.constant 31 : i32
// CHECK-NEXT: %101 = arith.constant -1 : i32
// CHECK-NEXT: %102 = nvvm.shfl.sync<mode = bfly> %99, %o16, %100, %101 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %a16 = nvvm.mov.bits<type = b32> %102 : (i32) -> f32
// CHECK-NEXT: %s2 = nvvm.add<type = f32> %s1, %a16 : (f32, f32) -> f32
// CHECK-NEXT: %103 = nvvm.mov.bits<type = b32> %s2 : (f32) -> i32
// CHECK-NEXT: %104 = nvvm.shfl.sync<mode = bfly> %103, %o8, %100, %101 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %a8 = nvvm.mov.bits<type = b32> %104 : (i32) -> f32
// CHECK-NEXT: %s3 = nvvm.add<type = f32> %s2, %a8 : (f32, f32) -> f32
// CHECK-NEXT: %105 = nvvm.mov.bits<type = b32> %s3 : (f32) -> i32
// CHECK-NEXT: %106 = nvvm.shfl.sync<mode = bfly> %105, %o4, %100, %101 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %a4 = nvvm.mov.bits<type = b32> %106 : (i32) -> f32
// CHECK-NEXT: %s4 = nvvm.add<type = f32> %s3, %a4 : (f32, f32) -> f32
// CHECK-NEXT: %107 = nvvm.mov.bits<type = b32> %s4 : (f32) -> i32
// CHECK-NEXT: %108 = nvvm.shfl.sync<mode = bfly> %107, %o2, %100, %101 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %a2 = nvvm.mov.bits<type = b32> %108 : (i32) -> f32
// CHECK-NEXT: %s5 = nvvm.add<type = f32> %s4, %a2 : (f32, f32) -> f32
// CHECK-NEXT: %109 = nvvm.mov.bits<type = b32> %s5 : (f32) -> i32
// CHECK-NEXT: %110 = nvvm.shfl.sync<mode = bfly> %109, %o1, %100, %101 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %a1 = nvvm.mov.bits<type = b32> %110 : (i32) -> f32
// CHECK-NEXT: %s6 = nvvm.add<type = f32> %s5, %a1 : (f32, f32) -> f32
// CHECK-NEXT: %rmsnorm_partials = nvvm.mov.sym<type = u64> {sym = @rmsnorm_partials} : () -> i64
// CHECK-NEXT: %111 = nvvm.cvt<dtype = u32, atype = u64> %c5 : (i64) -> i32
// CHECK-NEXT: %warp = nvvm.shr<type = u64> %tid, %111 : (i64, i32) -> i64
// CHECK-NEXT: %first = nvvm.setp<cmp = eq, type = b64> %lane, %lane0 : (i64, i64) -> i1
// CHECK-NEXT: cf.cond_br %first, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: %112 = arith.constant 4 : i64
// CHECK-NEXT: %113 = nvvm.mul<mode = lo, type = s64> %warp, %112 : (i64, i64) -> i64
// CHECK-NEXT: %114 = nvvm.add<type = s64> %rmsnorm_partials, %113 : (i64, i64) -> i64
// CHECK-NEXT: nvvm.st<space = shared, type = f32> %114, %s6 : (i64, f32) -> ()
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: nvvm.bar.sync<id = 0> : () -> ()
// CHECK-NEXT: %115 = nvvm.cvt<dtype = u32, atype = u64> %c5 : (i64) -> i32
// CHECK-NEXT: %nwarps = nvvm.shr<type = u64> %nthreads, %115 : (i64, i32) -> i64
// CHECK-NEXT: %116 = arith.constant 4 : i64
// CHECK-NEXT: %117 = nvvm.mul<mode = lo, type = s64> %lane, %116 : (i64, i64) -> i64
// CHECK-NEXT: %118 = nvvm.add<type = s64> %rmsnorm_partials, %117 : (i64, i64) -> i64
// CHECK-NEXT: %p = nvvm.ld<space = shared, type = f32> %118 : (i64) -> f32
// CHECK-NEXT: %valid = nvvm.setp<cmp = lo, type = u64> %lane, %nwarps : (i64, i64) -> i1
// CHECK-NEXT: %t0 = nvvm.selp<type = f32> %p, %fzero, %valid : (f32, f32, i1) -> f32
// CHECK-NEXT: %119 = nvvm.mov.bits<type = b32> %t0 : (f32) -> i32
// CHECK-NEXT: %120 = nvvm.shfl.sync<mode = bfly> %119, %o16, %100, %101 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %b16 = nvvm.mov.bits<type = b32> %120 : (i32) -> f32
// CHECK-NEXT: %t1 = nvvm.add<type = f32> %t0, %b16 : (f32, f32) -> f32
// CHECK-NEXT: %121 = nvvm.mov.bits<type = b32> %t1 : (f32) -> i32
// CHECK-NEXT: %122 = nvvm.shfl.sync<mode = bfly> %121, %o8, %100, %101 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %b8 = nvvm.mov.bits<type = b32> %122 : (i32) -> f32
// CHECK-NEXT: %t2 = nvvm.add<type = f32> %t1, %b8 : (f32, f32) -> f32
// CHECK-NEXT: %123 = nvvm.mov.bits<type = b32> %t2 : (f32) -> i32
// CHECK-NEXT: %124 = nvvm.shfl.sync<mode = bfly> %123, %o4, %100, %101 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %b4 = nvvm.mov.bits<type = b32> %124 : (i32) -> f32
// CHECK-NEXT: %t3 = nvvm.add<type = f32> %t2, %b4 : (f32, f32) -> f32
// CHECK-NEXT: %125 = nvvm.mov.bits<type = b32> %t3 : (f32) -> i32
// CHECK-NEXT: %126 = nvvm.shfl.sync<mode = bfly> %125, %o2, %100, %101 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %b2 = nvvm.mov.bits<type = b32> %126 : (i32) -> f32
// CHECK-NEXT: %t4 = nvvm.add<type = f32> %t3, %b2 : (f32, f32) -> f32
// CHECK-NEXT: %127 = nvvm.mov.bits<type = b32> %t4 : (f32) -> i32
// CHECK-NEXT: %128 = nvvm.shfl.sync<mode = bfly> %127, %o1, %100, %101 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %b1 = nvvm.mov.bits<type = b32> %128 : (i32) -> f32
// CHECK-NEXT: %total = nvvm.add<type = f32> %t4, %b1 : (f32, f32) -> f32
// CHECK-NEXT: %n32 = nvvm.cvt<dtype = u32, atype = u64> %x_dim1 : (i64) -> i32
// CHECK-NEXT: %nf = nvvm.cvt<rnd = rn, dtype = f32, atype = s32> %n32 : (i32) -> f32
// CHECK-NEXT: %mean = nvvm.div<rnd = rn, type = f32> %total, %nf : (f32, f32) -> f32
// CHECK-NEXT: %ms = nvvm.add<type = f32> %mean, %eps : (f32, f32) -> f32
// CHECK-NEXT: %r = nvvm.rsqrt<approx, ftz, type = f32> %ms : (f32) -> f32
// CHECK-NEXT: %129 = nvvm.mul<mode = lo, type = s64> %col0, %6 : (i64, i64) -> i64
// CHECK-NEXT: %130 = nvvm.add<type = s64> %w_global, %129 : (i64, i64) -> i64
// CHECK-NEXT: %131 = nvvm.ld<space = global, vec = v4, type = b32> %130 : (i64) -> vector<4xi32>
// CHECK-NEXT: %132 = nvvm.mov.extract<type = b32, lane = 0> %131 : (vector<4xi32>) -> i32
// CHECK-NEXT: %133 = nvvm.mov.extract<type = b32, lane = 1> %131 : (vector<4xi32>) -> i32
// CHECK-NEXT: %134 = nvvm.mov.extract<type = b32, lane = 2> %131 : (vector<4xi32>) -> i32
// CHECK-NEXT: %135 = nvvm.mov.extract<type = b32, lane = 3> %131 : (vector<4xi32>) -> i32
// CHECK-NEXT: %136 = nvvm.mul<mode = lo, type = s64> %col1, %6 : (i64, i64) -> i64
// CHECK-NEXT: %137 = nvvm.add<type = s64> %w_global, %136 : (i64, i64) -> i64
// CHECK-NEXT: %138 = nvvm.ld<space = global, vec = v4, type = b32> %137 : (i64) -> vector<4xi32>
// CHECK-NEXT: %139 = nvvm.mov.extract<type = b32, lane = 0> %138 : (vector<4xi32>) -> i32
// CHECK-NEXT: %140 = nvvm.mov.extract<type = b32, lane = 1> %138 : (vector<4xi32>) -> i32
// CHECK-NEXT: %141 = nvvm.mov.extract<type = b32, lane = 2> %138 : (vector<4xi32>) -> i32
// CHECK-NEXT: %142 = nvvm.mov.extract<type = b32, lane = 3> %138 : (vector<4xi32>) -> i32
// CHECK-NEXT: %143 = arith.constant 16 : i32
// CHECK-NEXT: %144 = nvvm.shl<type = b32> %132, %143 : (i32, i32) -> i32
// CHECK-NEXT: %145 = nvvm.mov.bits<type = b32> %144 : (i32) -> f32
// CHECK-NEXT: %146 = arith.constant -65536 : i32
// CHECK-NEXT: %147 = nvvm.and<type = b32> %132, %146 : (i32, i32) -> i32
// CHECK-NEXT: %148 = nvvm.mov.bits<type = b32> %147 : (i32) -> f32
// CHECK-NEXT: %149 = arith.constant 16 : i32
// CHECK-NEXT: %150 = nvvm.shl<type = b32> %133, %149 : (i32, i32) -> i32
// CHECK-NEXT: %151 = nvvm.mov.bits<type = b32> %150 : (i32) -> f32
// CHECK-NEXT: %152 = arith.constant -65536 : i32
// CHECK-NEXT: %153 = nvvm.and<type = b32> %133, %152 : (i32, i32) -> i32
// CHECK-NEXT: %154 = nvvm.mov.bits<type = b32> %153 : (i32) -> f32
// CHECK-NEXT: %155 = arith.constant 16 : i32
// CHECK-NEXT: %156 = nvvm.shl<type = b32> %134, %155 : (i32, i32) -> i32
// CHECK-NEXT: %157 = nvvm.mov.bits<type = b32> %156 : (i32) -> f32
// CHECK-NEXT: %158 = arith.constant -65536 : i32
// CHECK-NEXT: %159 = nvvm.and<type = b32> %134, %158 : (i32, i32) -> i32
// CHECK-NEXT: %160 = nvvm.mov.bits<type = b32> %159 : (i32) -> f32
// CHECK-NEXT: %161 = arith.constant 16 : i32
// CHECK-NEXT: %162 = nvvm.shl<type = b32> %135, %161 : (i32, i32) -> i32
// CHECK-NEXT: %163 = nvvm.mov.bits<type = b32> %162 : (i32) -> f32
// CHECK-NEXT: %164 = arith.constant -65536 : i32
// CHECK-NEXT: %165 = nvvm.and<type = b32> %135, %164 : (i32, i32) -> i32
// CHECK-NEXT: %166 = nvvm.mov.bits<type = b32> %165 : (i32) -> f32
// CHECK-NEXT: %167 = arith.constant 16 : i32
// CHECK-NEXT: %168 = nvvm.shl<type = b32> %139, %167 : (i32, i32) -> i32
// CHECK-NEXT: %169 = nvvm.mov.bits<type = b32> %168 : (i32) -> f32
// CHECK-NEXT: %170 = arith.constant -65536 : i32
// CHECK-NEXT: %171 = nvvm.and<type = b32> %139, %170 : (i32, i32) -> i32
// CHECK-NEXT: %172 = nvvm.mov.bits<type = b32> %171 : (i32) -> f32
// CHECK-NEXT: %173 = arith.constant 16 : i32
// CHECK-NEXT: %174 = nvvm.shl<type = b32> %140, %173 : (i32, i32) -> i32
// CHECK-NEXT: %175 = nvvm.mov.bits<type = b32> %174 : (i32) -> f32
// CHECK-NEXT: %176 = arith.constant -65536 : i32
// CHECK-NEXT: %177 = nvvm.and<type = b32> %140, %176 : (i32, i32) -> i32
// CHECK-NEXT: %178 = nvvm.mov.bits<type = b32> %177 : (i32) -> f32
// CHECK-NEXT: %179 = arith.constant 16 : i32
// CHECK-NEXT: %180 = nvvm.shl<type = b32> %141, %179 : (i32, i32) -> i32
// CHECK-NEXT: %181 = nvvm.mov.bits<type = b32> %180 : (i32) -> f32
// CHECK-NEXT: %182 = arith.constant -65536 : i32
// CHECK-NEXT: %183 = nvvm.and<type = b32> %141, %182 : (i32, i32) -> i32
// CHECK-NEXT: %184 = nvvm.mov.bits<type = b32> %183 : (i32) -> f32
// CHECK-NEXT: %185 = arith.constant 16 : i32
// CHECK-NEXT: %186 = nvvm.shl<type = b32> %142, %185 : (i32, i32) -> i32
// CHECK-NEXT: %187 = nvvm.mov.bits<type = b32> %186 : (i32) -> f32
// CHECK-NEXT: %188 = arith.constant -65536 : i32
// CHECK-NEXT: %189 = nvvm.and<type = b32> %142, %188 : (i32, i32) -> i32
// CHECK-NEXT: %190 = nvvm.mov.bits<type = b32> %189 : (i32) -> f32
// CHECK-NEXT: %191 = nvvm.mul<type = f32> %24, %r : (f32, f32) -> f32
// CHECK-NEXT: %192 = nvvm.mul<type = f32> %27, %r : (f32, f32) -> f32
// CHECK-NEXT: %193 = nvvm.mul<type = f32> %30, %r : (f32, f32) -> f32
// CHECK-NEXT: %194 = nvvm.mul<type = f32> %33, %r : (f32, f32) -> f32
// CHECK-NEXT: %195 = nvvm.mul<type = f32> %36, %r : (f32, f32) -> f32
// CHECK-NEXT: %196 = nvvm.mul<type = f32> %39, %r : (f32, f32) -> f32
// CHECK-NEXT: %197 = nvvm.mul<type = f32> %42, %r : (f32, f32) -> f32
// CHECK-NEXT: %198 = nvvm.mul<type = f32> %45, %r : (f32, f32) -> f32
// CHECK-NEXT: %199 = nvvm.mul<type = f32> %48, %r : (f32, f32) -> f32
// CHECK-NEXT: %200 = nvvm.mul<type = f32> %51, %r : (f32, f32) -> f32
// CHECK-NEXT: %201 = nvvm.mul<type = f32> %54, %r : (f32, f32) -> f32
// CHECK-NEXT: %202 = nvvm.mul<type = f32> %57, %r : (f32, f32) -> f32
// CHECK-NEXT: %203 = nvvm.mul<type = f32> %60, %r : (f32, f32) -> f32
// CHECK-NEXT: %204 = nvvm.mul<type = f32> %63, %r : (f32, f32) -> f32
// CHECK-NEXT: %205 = nvvm.mul<type = f32> %66, %r : (f32, f32) -> f32
// CHECK-NEXT: %206 = nvvm.mul<type = f32> %69, %r : (f32, f32) -> f32
// CHECK-NEXT: %207 = nvvm.mul<type = f32> %191, %145 : (f32, f32) -> f32
// CHECK-NEXT: %208 = nvvm.mul<type = f32> %192, %148 : (f32, f32) -> f32
// CHECK-NEXT: %209 = nvvm.mul<type = f32> %193, %151 : (f32, f32) -> f32
// CHECK-NEXT: %210 = nvvm.mul<type = f32> %194, %154 : (f32, f32) -> f32
// CHECK-NEXT: %211 = nvvm.mul<type = f32> %195, %157 : (f32, f32) -> f32
// CHECK-NEXT: %212 = nvvm.mul<type = f32> %196, %160 : (f32, f32) -> f32
// CHECK-NEXT: %213 = nvvm.mul<type = f32> %197, %163 : (f32, f32) -> f32
// CHECK-NEXT: %214 = nvvm.mul<type = f32> %198, %166 : (f32, f32) -> f32
// CHECK-NEXT: %215 = nvvm.mul<type = f32> %199, %169 : (f32, f32) -> f32
// CHECK-NEXT: %216 = nvvm.mul<type = f32> %200, %172 : (f32, f32) -> f32
// CHECK-NEXT: %217 = nvvm.mul<type = f32> %201, %175 : (f32, f32) -> f32
// CHECK-NEXT: %218 = nvvm.mul<type = f32> %202, %178 : (f32, f32) -> f32
// CHECK-NEXT: %219 = nvvm.mul<type = f32> %203, %181 : (f32, f32) -> f32
// CHECK-NEXT: %220 = nvvm.mul<type = f32> %204, %184 : (f32, f32) -> f32
// CHECK-NEXT: %221 = nvvm.mul<type = f32> %205, %187 : (f32, f32) -> f32
// CHECK-NEXT: %222 = nvvm.mul<type = f32> %206, %190 : (f32, f32) -> f32
// CHECK-NEXT: %223 = nvvm.mul<mode = lo, type = s64> %row, %y_dim1 : (i64, i64) -> i64
// CHECK-NEXT: %224 = nvvm.add<type = s64> %223, %col0 : (i64, i64) -> i64
// CHECK-NEXT: %225 = nvvm.mul<mode = lo, type = s64> %224, %6 : (i64, i64) -> i64
// CHECK-NEXT: %226 = nvvm.add<type = s64> %y_global, %225 : (i64, i64) -> i64
// CHECK-NEXT: %227 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %208, %207 : (f32, f32) -> i32
// CHECK-NEXT: %228 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %210, %209 : (f32, f32) -> i32
// CHECK-NEXT: %229 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %212, %211 : (f32, f32) -> i32
// CHECK-NEXT: %230 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %214, %213 : (f32, f32) -> i32
// CHECK-NEXT: %231 = nvvm.mov.pack<type = b32, n = 4> %227, %228, %229, %230 : (i32, i32, i32, i32) -> vector<4xi32>
// CHECK-NEXT: nvvm.st<space = global, vec = v4, type = b32> %226, %231 : (i64, vector<4xi32>) -> ()
// CHECK-NEXT: %232 = nvvm.add<type = s64> %223, %col1 : (i64, i64) -> i64
// CHECK-NEXT: %233 = nvvm.mul<mode = lo, type = s64> %232, %6 : (i64, i64) -> i64
// CHECK-NEXT: %234 = nvvm.add<type = s64> %y_global, %233 : (i64, i64) -> i64
// CHECK-NEXT: %235 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %216, %215 : (f32, f32) -> i32
// CHECK-NEXT: %236 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %218, %217 : (f32, f32) -> i32
// CHECK-NEXT: %237 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %220, %219 : (f32, f32) -> i32
// CHECK-NEXT: %238 = nvvm.cvt.pack<rnd = rn, dtype = bf16x2> %222, %221 : (f32, f32) -> i32
// CHECK-NEXT: %239 = nvvm.mov.pack<type = b32, n = 4> %235, %236, %237, %238 : (i32, i32, i32, i32) -> vector<4xi32>
// CHECK-NEXT: nvvm.st<space = global, vec = v4, type = b32> %234, %239 : (i64, vector<4xi32>) -> ()
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
