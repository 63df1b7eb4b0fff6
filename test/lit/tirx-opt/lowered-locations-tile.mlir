// RUN: tirx-opt %s -p tirx-to-ptx --print-debuginfo | filecheck %s
// A tile op lowered through tile-dispatch, aproxy-to-nvvm and the SIMT lowerings: the nvvm
// loads and stores it becomes carry its name and line.

gpu.module @m {
  gpu.func @load(%A: !tile.global<?x?xf32, row_major>, %m: index) kernel attributes {block = [128, 1, 1]} {
    %s = tile.alloc scope(cta) : !tile.buffer<8x4xf32, #layout.smem<8x4xf32, swizzle = none, major = K>>
    %g = tile.view %A[%m : 8, 0 : 4] : !tile.global<?x?xf32, row_major> -> !tile.global<8x4xf32, row_major>
    tile.copy %g -> %s scope(warpgroup) : !tile.global<8x4xf32, row_major> -> !tile.buffer<8x4xf32, #layout.smem<8x4xf32, swizzle = none, major = K>>
    gpu.return
  }
}

// CHECK: nvvm.ld<{{.*}}space = global{{.*}} loc("tile.copy"("{{.*}}lowered-locations-tile.mlir":9:5))
// CHECK: nvvm.st<{{.*}}space = shared{{.*}} loc("tile.copy"("{{.*}}lowered-locations-tile.mlir":9:5))
