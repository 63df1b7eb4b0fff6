// RUN: python3 -c "from tirx_mlir.lang import zoo; print(zoo.rmsnorm.ir(N=1024, ROWS=1, locations=False))" | filecheck %s
// RUN: python3 -c "from tirx_mlir.lang import zoo; print(zoo.rmsnorm.ir(N=1024, ROWS=1))" > %t.mlir
// RUN: cat %t.mlir | tirx-opt -p tile-dispatch | filecheck %s --check-prefix=DISPATCHED
// RUN: cat %t.mlir | filecheck %s --check-prefix=LOC
// The exact tile IR the front end builds for the zoo's RMSNorm (tirx_mlir/lang/zoo.py) at
// N = 1024, one row per CTA, and that tirx-opt takes it (with its Python locations).

// CHECK:          gpu.func @rmsnorm(%x: !tile.global<?x?xbf16, row_major>, %w: !tile.global<?xbf16, row_major>, %y: !tile.global<?x?xbf16, row_major>) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT:       %0 = gpu.block_id x
// CHECK-NEXT:       %1 = arith.constant 1 : index
// CHECK-NEXT:       %2 = arith.muli %0, %1 : index
// CHECK-NEXT:       %3 = tile.view %x[%2 : 1, 0 : 1024] : !tile.global<?x?xbf16, row_major> -> !tile.global<1x1024xbf16, row_major>
// CHECK-NEXT:       %4 = tile.copy %3 scope(warpgroup) : !tile.global<1x1024xbf16, row_major> -> !tile.frag<1x1024xbf16, #tile.rows<1x1024, threads = 128, vec = 8>>
// CHECK-NEXT:       %5 = tile.cast %4 scope(warpgroup) : !tile.frag<1x1024xbf16, #tile.rows<1x1024, threads = 128, vec = 8>> -> !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
// CHECK-NEXT:       %6 = tile.mul %5, %5 scope(warpgroup) : !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
// CHECK-NEXT:       %7 = tile.reduce_sum %6 scope(warpgroup) : !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>> -> !tile.frag<1xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
// CHECK-NEXT:       %8 = arith.constant 0.0009765625 : f32
// CHECK-NEXT:       %9 = tile.scale %7, %8 scope(warpgroup) : !tile.frag<1xf32, #tile.rows<1x1024, threads = 128, vec = 8>>, f32
// CHECK-NEXT:       %10 = tile.fill 9.999999974752427e-07 scope(warpgroup) : !tile.frag<1xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
// CHECK-NEXT:       %11 = tile.add %9, %10 scope(warpgroup) : !tile.frag<1xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
// CHECK-NEXT:       %12 = tile.rsqrt %11 scope(warpgroup) : !tile.frag<1xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
// CHECK-NEXT:       %13 = tile.view %w[0 : 1024] : !tile.global<?xbf16, row_major> -> !tile.global<1024xbf16, row_major>
// CHECK-NEXT:       %14 = tile.broadcast %13 scope(warpgroup) : !tile.global<1024xbf16, row_major> -> !tile.frag<1x1024xbf16, #tile.rows<1x1024, threads = 128, vec = 8>>
// CHECK-NEXT:       %15 = tile.cast %14 scope(warpgroup) : !tile.frag<1x1024xbf16, #tile.rows<1x1024, threads = 128, vec = 8>> -> !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
// CHECK-NEXT:       %16 = tile.view %y[%2 : 1, 0 : 1024] : !tile.global<?x?xbf16, row_major> -> !tile.global<1x1024xbf16, row_major>
// CHECK-NEXT:       %17 = tile.scale %5, %12 scope(warpgroup) : !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>>, !tile.frag<1xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
// CHECK-NEXT:       %18 = tile.mul %17, %15 scope(warpgroup) : !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
// CHECK-NEXT:       %19 = tile.cast %18 scope(warpgroup) : !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>> -> !tile.frag<1x1024xbf16, #tile.rows<1x1024, threads = 128, vec = 8>>
// CHECK-NEXT:       tile.copy %19 -> %16 scope(warpgroup) : !tile.frag<1x1024xbf16, #tile.rows<1x1024, threads = 128, vec = 8>> -> !tile.global<1x1024xbf16, row_major>
// CHECK-NEXT:       gpu.return

// DISPATCHED: gpu.func @rmsnorm(%x: memref<?x?xbf16>, %w: memref<?xbf16>, %y: memref<?x?xbf16>)
// DISPATCHED: vector.load %x
// DISPATCHED: simt.shfl_xor
// DISPATCHED: aproxy.named_barrier_sync id(8), threads(128)
// DISPATCHED: math.rsqrt
// DISPATCHED: vector.load %w
// DISPATCHED: vector.store

// LOC: tile.reduce_sum {{.*}} loc("{{.*}}zoo.py":[[#LINE:]]:{{[0-9]+}})
// LOC: tile.rsqrt {{.*}} loc("{{.*}}zoo.py":[[#LINE]]:{{[0-9]+}})
