// RUN: python3 -c "from tirx_mlir.lang import zoo; print(zoo.rmsnorm.ir(N=1024, ROWS=2, THREADS=256, COLS=1024, PERSIST=True, locations=False))" | filecheck %s
// RUN: python3 -c "from tirx_mlir.lang import zoo; print(zoo.rmsnorm.ir(N=1024, ROWS=2, THREADS=256, COLS=1024, PERSIST=True))" | tirx-opt -p tile-dispatch | filecheck %s --check-prefix=DISPATCHED
// The persistent form of the zoo's RMSNorm (tirx_mlir/lang/zoo.py, PERSIST=True;
// lang/zoo_rows.py): N = 1024 (static columns), two rows per CTA-wide tile of 256
// threads. w is read once, before the row loop, and converted to f32; the first row tile
// of x is read before the loop, and each iteration reads the NEXT tile (rows
// (i + grid) * 2) before this tile's reduction and carries it, as bf16, into the next
// iteration; the loop runs i = block id, + grid dim, ... below ceil(m / 2).

// CHECK:      gpu.func @rmsnorm(%x: !tile.global<?x1024xbf16, row_major>, %w: !tile.global<1024xbf16, row_major>, %y: !tile.global<?x1024xbf16, row_major>, %m: index) kernel attributes {block = [256 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT:   %0 = tile.view %w[:] : !tile.global<1024xbf16, row_major> -> !tile.global<1024xbf16, row_major>
// CHECK-NEXT:   %1 = tile.broadcast %0 scope(cta) : !tile.global<1024xbf16, row_major> -> !tile.frag<2x1024xbf16, #tile.rows<2x1024, threads = 256, vec = 8>>
// CHECK-NEXT:   %2 = tile.cast %1 scope(cta) : !tile.frag<2x1024xbf16, #tile.rows<2x1024, threads = 256, vec = 8>> -> !tile.frag<2x1024xf32, #tile.rows<2x1024, threads = 256, vec = 8>>
// CHECK-NEXT:   %3 = arith.constant 1 : index
// CHECK-NEXT:   %4 = arith.addi %m, %3 : index
// CHECK-NEXT:   %5 = arith.constant 2 : index
// CHECK-NEXT:   %6 = arith.divui %4, %5 : index
// CHECK-NEXT:   %7 = gpu.block_id x
// CHECK-NEXT:   %8 = gpu.grid_dim x
// CHECK-NEXT:   %9 = arith.constant 2 : index
// CHECK-NEXT:   %10 = arith.muli %7, %9 : index
// CHECK-NEXT:   %11 = tile.view %x[%10 : 2, :] : !tile.global<?x1024xbf16, row_major> -> !tile.global<2x1024xbf16, row_major>
// CHECK-NEXT:   %12 = tile.copy %11 scope(cta) : !tile.global<2x1024xbf16, row_major> -> !tile.frag<2x1024xbf16, #tile.rows<2x1024, threads = 256, vec = 8>>
// CHECK-NEXT:   %a = scf.for %i = %7 to %6 step %8 iter_args(%a_1 = %12) -> (!tile.frag<2x1024xbf16, #tile.rows<2x1024, threads = 256, vec = 8>>) {
// CHECK-NEXT:     %13 = arith.addi %i, %8 : index
// CHECK-NEXT:     %14 = arith.constant 2 : index
// CHECK-NEXT:     %15 = arith.muli %13, %14 : index
// CHECK-NEXT:     %16 = tile.view %x[%15 : 2, :] : !tile.global<?x1024xbf16, row_major> -> !tile.global<2x1024xbf16, row_major>
// CHECK-NEXT:     %17 = tile.copy %16 scope(cta) : !tile.global<2x1024xbf16, row_major> -> !tile.frag<2x1024xbf16, #tile.rows<2x1024, threads = 256, vec = 8>>
// CHECK-NEXT:     %18 = arith.constant 2 : index
// CHECK-NEXT:     %19 = arith.muli %i, %18 : index
// CHECK-NEXT:     %20 = tile.cast %a_1 scope(cta) : !tile.frag<2x1024xbf16, #tile.rows<2x1024, threads = 256, vec = 8>> -> !tile.frag<2x1024xf32, #tile.rows<2x1024, threads = 256, vec = 8>>
// CHECK-NEXT:     %21 = tile.mul %20, %20 scope(cta) : !tile.frag<2x1024xf32, #tile.rows<2x1024, threads = 256, vec = 8>>
// CHECK-NEXT:     %22 = tile.reduce_sum %21 scope(cta) : !tile.frag<2x1024xf32, #tile.rows<2x1024, threads = 256, vec = 8>> -> !tile.frag<2xf32, #tile.rows<2x1024, threads = 256, vec = 8>>
// CHECK-NEXT:     %23 = arith.constant 0.0009765625 : f32
// CHECK-NEXT:     %24 = tile.scale %22, %23 scope(cta) : !tile.frag<2xf32, #tile.rows<2x1024, threads = 256, vec = 8>>, f32
// CHECK-NEXT:     %25 = tile.fill 9.999999974752427e-07 scope(cta) : !tile.frag<2xf32, #tile.rows<2x1024, threads = 256, vec = 8>>
// CHECK-NEXT:     %26 = tile.add %24, %25 scope(cta) : !tile.frag<2xf32, #tile.rows<2x1024, threads = 256, vec = 8>>
// CHECK-NEXT:     %27 = tile.rsqrt %26 scope(cta) : !tile.frag<2xf32, #tile.rows<2x1024, threads = 256, vec = 8>>
// CHECK-NEXT:     %28 = tile.view %y[%19 : 2, :] : !tile.global<?x1024xbf16, row_major> -> !tile.global<2x1024xbf16, row_major>
// CHECK-NEXT:     %29 = tile.scale %20, %27 scope(cta) : !tile.frag<2x1024xf32, #tile.rows<2x1024, threads = 256, vec = 8>>, !tile.frag<2xf32, #tile.rows<2x1024, threads = 256, vec = 8>>
// CHECK-NEXT:     %30 = tile.mul %29, %2 scope(cta) : !tile.frag<2x1024xf32, #tile.rows<2x1024, threads = 256, vec = 8>>
// CHECK-NEXT:     %31 = tile.cast %30 scope(cta) : !tile.frag<2x1024xf32, #tile.rows<2x1024, threads = 256, vec = 8>> -> !tile.frag<2x1024xbf16, #tile.rows<2x1024, threads = 256, vec = 8>>
// CHECK-NEXT:     tile.copy %31 -> %28 scope(cta) : !tile.frag<2x1024xbf16, #tile.rows<2x1024, threads = 256, vec = 8>> -> !tile.global<2x1024xbf16, row_major>
// CHECK-NEXT:     scf.yield %17 : !tile.frag<2x1024xbf16, #tile.rows<2x1024, threads = 256, vec = 8>>
// CHECK-NEXT:   }
// CHECK-NEXT:   gpu.return

// After tile-dispatch: w's load before the loop; in the loop, the next tile's load comes
// before the reduction's shuffles and barriers (a row spans 128 threads: 4 warps, the
// partials through shared memory; the loop's only reduction keeps its barrier before
// the write), then the store.
// DISPATCHED:      gpu.func @rmsnorm(%x: memref<?x1024xbf16>, %w: memref<1024xbf16>, %y: memref<?x1024xbf16>, %m: index)
// DISPATCHED:      vector.load %w
// DISPATCHED:      vector.load %x
// DISPATCHED:      scf.for
// DISPATCHED-NOT:  vector.load %w
// DISPATCHED-NOT:  simt.shfl_xor
// DISPATCHED:      vector.load %x
// DISPATCHED-NOT:  gpu.barrier
// DISPATCHED:      simt.shfl_xor
// DISPATCHED:      gpu.barrier
// DISPATCHED:      gpu.barrier
// DISPATCHED:      math.rsqrt
// DISPATCHED-NOT:  vector.load
// DISPATCHED:      vector.store %{{.*}}, %y
// DISPATCHED:      scf.yield
// DISPATCHED-NEXT: }
// DISPATCHED-NEXT: gpu.return
