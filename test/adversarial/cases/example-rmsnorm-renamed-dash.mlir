// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: PTX identifier
// CLASS: illegal-accepted
// RMSNorm over the rows of a bf16 matrix, f32 math:
//   y[r, :] = x[r, :] * rsqrt(mean(x[r, :]^2) + eps) * w[:]
// One row per CTA; each thread keeps 16 elements of the row in registers (two 16-byte
// vector loads, at columns 8*t and 8*t + 8*blockDim), so x is read exactly once.
// Reduction: 5 butterfly shuffles within each warp, one partial per warp in shared
// memory, one barrier, then every warp reduces the partials again (no second barrier).
// Launch: grid = (rows, 1, 1), block = (N / 16, 1, 1), where N = x's row length;
//   N must be a multiple of 512 with 512 <= N <= 16384 (8192 -> 512 threads).
// Kernel parameters after `tirx-to-ptx` (docs/simt.md, "Kernel ABI"):
//   x.ptr, x.dim0, x.dim1, w.ptr, w.dim0, y.ptr, y.dim0, y.dim1: u64; eps: f32
// Argument contract (docs/runtime.md): x and y are rows x cols, w has cols elements; at
// most one CTA per row, cols / 16 threads per CTA, cols a multiple of 512 up to 16384.
gpu.module @rmsnorm {
  "memref.global"() <{sym_name = "rmsnorm_partials", sym_visibility = "private", type = memref<32xf32, 3>, initial_value, alignment = 16 : i64}> : () -> ()
  gpu.func @"rmsnorm-v2"(%x: memref<?x?xbf16>, %w: memref<?xbf16>, %y: memref<?x?xbf16>, %eps: f32) kernel attributes {tirx.arg_shapes = [["rows", "cols"], ["cols"], ["rows", "cols"], "?"], tirx.constraints = ["grid.x <= rows", "block.x * 16 == cols", "cols % 512 == 0", "cols <= 16384"]} {
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c8 = arith.constant 8 : index
    %lane0 = arith.constant 0 : index
    %fzero = arith.constant 0.000000e+00 : f32
    %o16 = arith.constant 16 : i32
    %o8 = arith.constant 8 : i32
    %o4 = arith.constant 4 : i32
    %o2 = arith.constant 2 : i32
    %o1 = arith.constant 1 : i32
    %row = gpu.block_id x
    %tid = gpu.thread_id x
    %nthreads = gpu.block_dim x
    %lane = gpu.lane_id
    %n = memref.dim %x, %c1 : memref<?x?xbf16>
    %col0 = arith.muli %tid, %c8 : index
    %stride = arith.muli %nthreads, %c8 : index
    %col1 = arith.addi %col0, %stride : index
    // Both 16-byte loads of x are issued before any math; w (16 KB, shared by every row,
    // so L2-resident) is loaded after the reduction, which keeps the kernel at 40 registers
    // (3 CTAs of 512 threads per SM) instead of 54 (2 CTAs).
    %x0 = vector.load %x[%row, %col0] : memref<?x?xbf16>, vector<8xbf16>
    %x1 = vector.load %x[%row, %col1] : memref<?x?xbf16>, vector<8xbf16>
    %f0 = arith.extf %x0 : vector<8xbf16> to vector<8xf32>
    %f1 = arith.extf %x1 : vector<8xbf16> to vector<8xf32>
    %q0 = arith.mulf %f0, %f0 : vector<8xf32>
    %q1 = arith.mulf %f1, %f1 : vector<8xf32>
    %s0 = vector.reduction <add>, %q0 : vector<8xf32> into f32
    %s1 = vector.reduction <add>, %q1, %s0 : vector<8xf32> into f32
    // Warp reduction.
    %a16 = simt.shfl_xor %s1, %o16 : f32
    %s2 = arith.addf %s1, %a16 : f32
    %a8 = simt.shfl_xor %s2, %o8 : f32
    %s3 = arith.addf %s2, %a8 : f32
    %a4 = simt.shfl_xor %s3, %o4 : f32
    %s4 = arith.addf %s3, %a4 : f32
    %a2 = simt.shfl_xor %s4, %o2 : f32
    %s5 = arith.addf %s4, %a2 : f32
    %a1 = simt.shfl_xor %s5, %o1 : f32
    %s6 = arith.addf %s5, %a1 : f32
    // Block reduction: lane 0 of each warp publishes its warp's sum.
    %partials = memref.get_global @rmsnorm_partials : memref<32xf32, 3>
    %warp = arith.shrui %tid, %c5 : index
    %first = arith.cmpi eq, %lane, %lane0 : index
    scf.if %first {
      memref.store %s6, %partials[%warp] : memref<32xf32, 3>
    }
    gpu.barrier
    %nwarps = arith.shrui %nthreads, %c5 : index
    %p = memref.load %partials[%lane] : memref<32xf32, 3>
    %valid = arith.cmpi ult, %lane, %nwarps : index
    %t0 = arith.select %valid, %p, %fzero : f32
    %b16 = simt.shfl_xor %t0, %o16 : f32
    %t1 = arith.addf %t0, %b16 : f32
    %b8 = simt.shfl_xor %t1, %o8 : f32
    %t2 = arith.addf %t1, %b8 : f32
    %b4 = simt.shfl_xor %t2, %o4 : f32
    %t3 = arith.addf %t2, %b4 : f32
    %b2 = simt.shfl_xor %t3, %o2 : f32
    %t4 = arith.addf %t3, %b2 : f32
    %b1 = simt.shfl_xor %t4, %o1 : f32
    %total = arith.addf %t4, %b1 : f32
    // rsqrt(mean + eps)
    %n32 = arith.index_cast %n : index to i32
    %nf = arith.sitofp %n32 : i32 to f32
    %mean = arith.divf %total, %nf : f32
    %ms = arith.addf %mean, %eps : f32
    %r = math.rsqrt %ms : f32
    %rv = vector.broadcast %r : f32 to vector<8xf32>
    %w0 = vector.load %w[%col0] : memref<?xbf16>, vector<8xbf16>
    %w1 = vector.load %w[%col1] : memref<?xbf16>, vector<8xbf16>
    %g0 = arith.extf %w0 : vector<8xbf16> to vector<8xf32>
    %g1 = arith.extf %w1 : vector<8xbf16> to vector<8xf32>
    %n0 = arith.mulf %f0, %rv : vector<8xf32>
    %n1 = arith.mulf %f1, %rv : vector<8xf32>
    %y0f = arith.mulf %n0, %g0 : vector<8xf32>
    %y1f = arith.mulf %n1, %g1 : vector<8xf32>
    %y0 = arith.truncf %y0f : vector<8xf32> to vector<8xbf16>
    %y1 = arith.truncf %y1f : vector<8xf32> to vector<8xbf16>
    vector.store %y0, %y[%row, %col0] : memref<?x?xbf16>, vector<8xbf16>
    vector.store %y1, %y[%row, %col1] : memref<?x?xbf16>, vector<8xbf16>
    gpu.return
  }
}
