// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: PTX identifier
// CLASS: illegal-accepted
// c[i] = a[i] + b[i] for i < n.
// Launch: grid = ceil(n / 256), block = 256 (any block size works).
// Kernel parameters after `tirx-to-ptx` (docs/simt.md, "Kernel ABI"):
//   a.ptr: u64, a.dim0: u64, b.ptr: u64, b.dim0: u64, c.ptr: u64, c.dim0: u64
// Argument contract (docs/runtime.md): a, b and c have one length n; c may be a or b.
gpu.module @vector_add {
  gpu.func @"vector_add-v2"(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>) kernel attributes {tirx.arg_shapes = [["n"], ["n"], ["n"]], tirx.inplace = [[2, 0], [2, 1]]} {
    %zero = arith.constant 0 : index
    %n = memref.dim %c, %zero : memref<?xf32>
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %base = arith.muli %bid, %bdim : index
    %i = arith.addi %base, %tid : index
    %inside = arith.cmpi ult, %i, %n : index
    scf.if %inside {
      %x = memref.load %a[%i] : memref<?xf32>
      %y = memref.load %b[%i] : memref<?xf32>
      %s = arith.addf %x, %y : f32
      memref.store %s, %c[%i] : memref<?xf32>
    }
    gpu.return
  }
}
