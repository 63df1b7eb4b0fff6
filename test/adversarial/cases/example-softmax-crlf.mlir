// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: legal-rejected
// Row softmax of a bf16 matrix, f32 math:
//   y[r, j] = exp(x[r, j] - max_k x[r, k]) / sum_k exp(x[r, k] - max_k x[r, k])
// One row per CTA; each thread keeps 16 elements of the row in registers (two 16-byte
// vector loads, at columns 8*t and 8*t + 8*blockDim), so x is read exactly once.
// exp(v) is computed as exp2(v * log2(e)) (ex2.approx). Each of the two block reductions
// (max, then sum) is 5 butterfly shuffles per warp, one partial per warp in shared memory
// (a separate buffer per reduction, so no barrier guards buffer reuse), one barrier, then
// every warp reduces the partials again: two barriers in all.
// Launch: grid = (rows, 1, 1), block = (N / 16, 1, 1), where N = x's row length;
//   N must be a multiple of 512 with 512 <= N <= 16384 (8192 -> 512 threads).
// Kernel parameters after `tirx-to-ptx` (docs/simt.md, "Kernel ABI"):
//   x.ptr, x.dim0, x.dim1, y.ptr, y.dim0, y.dim1: u64
// Argument contract (docs/runtime.md): x and y are rows x cols; at most one CTA per row,
// cols / 16 threads per CTA, cols a multiple of 512 up to 16384.
gpu.module @softmax {
  "memref.global"() <{sym_name = "softmax_max_partials", sym_visibility = "private", type = memref<32xf32, 3>, initial_value, alignment = 16 : i64}> : () -> ()
  "memref.global"() <{sym_name = "softmax_sum_partials", sym_visibility = "private", type = memref<32xf32, 3>, initial_value, alignment = 16 : i64}> : () -> ()
  gpu.func @softmax(%x: memref<?x?xbf16>, %y: memref<?x?xbf16>) kernel attributes {tirx.arg_shapes = [["rows", "cols"], ["rows", "cols"]], tirx.constraints = ["grid.x <= rows", "block.x * 16 == cols", "cols % 512 == 0", "cols <= 16384"]} {
    %c5 = arith.constant 5 : index
    %c8 = arith.constant 8 : index
    %lane0 = arith.constant 0 : index
    %fzero = arith.constant 0.000000e+00 : f32
    %fone = arith.constant 1.000000e+00 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %log2e = arith.constant 1.44269502 : f32
    %o16 = arith.constant 16 : i32
    %o8 = arith.constant 8 : i32
    %o4 = arith.constant 4 : i32
    %o2 = arith.constant 2 : i32
    %o1 = arith.constant 1 : i32
    %row = gpu.block_id x
    %tid = gpu.thread_id x
    %nthreads = gpu.block_dim x
    %lane = gpu.lane_id
    %col0 = arith.muli %tid, %c8 : index
    %stride = arith.muli %nthreads, %c8 : index
    %col1 = arith.addi %col0, %stride : index
    %x0 = vector.load %x[%row, %col0] : memref<?x?xbf16>, vector<8xbf16>
    %x1 = vector.load %x[%row, %col1] : memref<?x?xbf16>, vector<8xbf16>
    %f0 = arith.extf %x0 : vector<8xbf16> to vector<8xf32>
    %f1 = arith.extf %x1 : vector<8xbf16> to vector<8xf32>
    %warp = arith.shrui %tid, %c5 : index
    %nwarps = arith.shrui %nthreads, %c5 : index
    %first = arith.cmpi eq, %lane, %lane0 : index
    %valid = arith.cmpi ult, %lane, %nwarps : index
    // Row maximum.
    %m0 = vector.reduction <maxnumf>, %f0 : vector<8xf32> into f32
    %m1 = vector.reduction <maxnumf>, %f1, %m0 : vector<8xf32> into f32
    %wmx16 = simt.shfl_xor %m1, %o16 : f32
    %wm0 = arith.maxnumf %m1, %wmx16 : f32
    %wmx8 = simt.shfl_xor %wm0, %o8 : f32
    %wm1 = arith.maxnumf %wm0, %wmx8 : f32
    %wmx4 = simt.shfl_xor %wm1, %o4 : f32
    %wm2 = arith.maxnumf %wm1, %wmx4 : f32
    %wmx2 = simt.shfl_xor %wm2, %o2 : f32
    %wm3 = arith.maxnumf %wm2, %wmx2 : f32
    %wmx1 = simt.shfl_xor %wm3, %o1 : f32
    %wm4 = arith.maxnumf %wm3, %wmx1 : f32
    %maxbuf = memref.get_global @softmax_max_partials : memref<32xf32, 3>
    scf.if %first {
      memref.store %wm4, %maxbuf[%warp] : memref<32xf32, 3>
    }
    gpu.barrier
    %pm = memref.load %maxbuf[%lane] : memref<32xf32, 3>
    %pm0 = arith.select %valid, %pm, %ninf : f32
    %bmx16 = simt.shfl_xor %pm0, %o16 : f32
    %bm0 = arith.maxnumf %pm0, %bmx16 : f32
    %bmx8 = simt.shfl_xor %bm0, %o8 : f32
    %bm1 = arith.maxnumf %bm0, %bmx8 : f32
    %bmx4 = simt.shfl_xor %bm1, %o4 : f32
    %bm2 = arith.maxnumf %bm1, %bmx4 : f32
    %bmx2 = simt.shfl_xor %bm2, %o2 : f32
    %bm3 = arith.maxnumf %bm2, %bmx2 : f32
    %bmx1 = simt.shfl_xor %bm3, %o1 : f32
    %bm4 = arith.maxnumf %bm3, %bmx1 : f32
    // e = exp2(x * log2e - max * log2e)
    %mscaled = arith.mulf %bm4, %log2e : f32
    %mv = vector.broadcast %mscaled : f32 to vector<8xf32>
    %lv = vector.broadcast %log2e : f32 to vector<8xf32>
    %z0 = arith.mulf %f0, %lv : vector<8xf32>
    %z1 = arith.mulf %f1, %lv : vector<8xf32>
    %d0 = arith.subf %z0, %mv : vector<8xf32>
    %d1 = arith.subf %z1, %mv : vector<8xf32>
    %e0 = math.exp2 %d0 : vector<8xf32>
    %e1 = math.exp2 %d1 : vector<8xf32>
    // Row sum.
    %s0 = vector.reduction <add>, %e0 : vector<8xf32> into f32
    %s1 = vector.reduction <add>, %e1, %s0 : vector<8xf32> into f32
    %wsx16 = simt.shfl_xor %s1, %o16 : f32
    %ws0 = arith.addf %s1, %wsx16 : f32
    %wsx8 = simt.shfl_xor %ws0, %o8 : f32
    %ws1 = arith.addf %ws0, %wsx8 : f32
    %wsx4 = simt.shfl_xor %ws1, %o4 : f32
    %ws2 = arith.addf %ws1, %wsx4 : f32
    %wsx2 = simt.shfl_xor %ws2, %o2 : f32
    %ws3 = arith.addf %ws2, %wsx2 : f32
    %wsx1 = simt.shfl_xor %ws3, %o1 : f32
    %ws4 = arith.addf %ws3, %wsx1 : f32
    %sumbuf = memref.get_global @softmax_sum_partials : memref<32xf32, 3>
    scf.if %first {
      memref.store %ws4, %sumbuf[%warp] : memref<32xf32, 3>
    }
    gpu.barrier
    %ps = memref.load %sumbuf[%lane] : memref<32xf32, 3>
    %ps0 = arith.select %valid, %ps, %fzero : f32
    %bsx16 = simt.shfl_xor %ps0, %o16 : f32
    %bs0 = arith.addf %ps0, %bsx16 : f32
    %bsx8 = simt.shfl_xor %bs0, %o8 : f32
    %bs1 = arith.addf %bs0, %bsx8 : f32
    %bsx4 = simt.shfl_xor %bs1, %o4 : f32
    %bs2 = arith.addf %bs1, %bsx4 : f32
    %bsx2 = simt.shfl_xor %bs2, %o2 : f32
    %bs3 = arith.addf %bs2, %bsx2 : f32
    %bsx1 = simt.shfl_xor %bs3, %o1 : f32
    %bs4 = arith.addf %bs3, %bsx1 : f32
    %inv = arith.divf %fone, %bs4 : f32
    %iv = vector.broadcast %inv : f32 to vector<8xf32>
    %y0f = arith.mulf %e0, %iv : vector<8xf32>
    %y1f = arith.mulf %e1, %iv : vector<8xf32>
    %y0 = arith.truncf %y0f : vector<8xf32> to vector<8xbf16>
    %y1 = arith.truncf %y1f : vector<8xf32> to vector<8xbf16>
    vector.store %y0, %y[%row, %col0] : memref<?x?xbf16>, vector<8xbf16>
    vector.store %y1, %y[%row, %col1] : memref<?x?xbf16>, vector<8xbf16>
    gpu.return
  }
}
