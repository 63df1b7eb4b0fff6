// ARGS: --print-op-generic
// EXPECT: accept
// CLASS: handled
// y[i] = alpha * x[i] + y[i] for i < n, with a grid-stride loop.
// Launch: any grid, any block size (e.g. grid = 4 * #SMs, block = 256).
// Kernel parameters after `tirx-to-ptx` (docs/simt.md, "Kernel ABI"):
//   alpha: f32, x.ptr: u64, x.dim0: u64, y.ptr: u64, y.dim0: u64
// Argument contract (docs/runtime.md): x and y have one length n; y may be x.
gpu.module @saxpy {
  gpu.func @saxpy(%alpha: f32, %x: memref<?xf32>, %y: memref<?xf32>) kernel attributes {tirx.arg_shapes = ["?", ["n"], ["n"]], tirx.inplace = [[2, 1]]} {
    %zero = arith.constant 0 : index
    %n = memref.dim %y, %zero : memref<?xf32>
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %gdim = gpu.grid_dim x
    %base = arith.muli %bid, %bdim : index
    %start = arith.addi %base, %tid : index
    %stride = arith.muli %gdim, %bdim : index
    scf.for %i = %start to %n step %stride {
      %xv = memref.load %x[%i] : memref<?xf32>
      %yv = memref.load %y[%i] : memref<?xf32>
      %ax = arith.mulf %alpha, %xv : f32
      %r = arith.addf %ax, %yv : f32
      memref.store %r, %y[%i] : memref<?xf32>
    }
    gpu.return
  }
}
