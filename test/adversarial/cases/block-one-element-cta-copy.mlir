// ARGS: -p 'tirx-to-ptx{verify_sync=false}' -t ptx
// EXPECT: accept
// CLASS: traceback
gpu.module @m {
  gpu.func @k(%C: !tile.global<?x?xf32, row_major>, %m: index) kernel attributes {block = [256]} {
    %s = tile.alloc scope(cta) : !tile.buffer<64x64xf32, #layout.smem<64x64xf32, swizzle = none, major = K>>
    %g = tile.view %C[%m : 64, 0 : 64] : !tile.global<?x?xf32, row_major> -> !tile.global<64x64xf32, row_major>
    tile.copy %g -> %s scope(cta) : !tile.global<64x64xf32, row_major> -> !tile.buffer<64x64xf32, #layout.smem<64x64xf32, swizzle = none, major = K>>
    gpu.return
  }
}
