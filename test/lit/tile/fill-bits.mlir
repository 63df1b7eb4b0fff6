// RUN: tirx-opt %s | filecheck %s
// RUN: tirx-opt %s | tirx-opt | filecheck %s
// A hexadecimal tile.fill value is the element type's bit pattern (MLIR's rule for float
// literals), and a value that is not finite prints as one, so the printed IR parses back.
// CHECK: tile.fill 0x7FC00000 scope(warpgroup) : !tile.frag<64x64xf32
// CHECK: tile.fill 0xFC00 scope(warpgroup) : !tile.frag<64x64xf16
// CHECK: tile.fill 0x7F80 scope(warpgroup) : !tile.frag<64x64xbf16
// CHECK: tile.fill 1.5 scope(warpgroup) : !tile.frag<64x64xf32
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %nan = tile.fill 0x7FC00000 scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>
    %ninf = tile.fill 0xFC00 scope(warpgroup) : !tile.frag<64x64xf16, #layout.wgmma_acc<64x64xf16>>
    %inf = tile.fill 0x7F80 scope(warpgroup) : !tile.frag<64x64xbf16, #layout.wgmma_acc<64x64xf32>>
    %x = tile.fill 1.5 scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>
    gpu.return
  }
}
