// RUN: %python -m tirx_mlir.lang.gemm > %t.mlir
// RUN: tirx-opt %t.mlir --print-op-generic | xdsl-opt | filecheck %s
// RUN: tirx-opt %t.mlir --print-op-generic | xdsl-opt | tirx-opt | filecheck %s --check-prefix=BACK
// RUN: %python -c "from xdsl.universe import Universe; u = Universe.get_multiverse(); print(sorted(n for n in ('tile', 'aproxy', 'layout', 'nvvm', 'simt', 'prof') if n in u.all_dialects), 'tile-dispatch' in u.all_passes, 'tirx-to-ptx' in u.all_passes, 'ptx' in u.all_targets)" | filecheck %s --check-prefix=MULTI
// RUN: tirx-opt %t.mlir --print-op-generic | xdsl-opt -p tile-dispatch | filecheck %s --check-prefix=PASS
// Our dialects, passes and targets are an xDSL Universe (entry point `xdsl.universe`), so
// xdsl-opt parses a tile-level GEMM: our types, attributes and op syntax. xDSL's gpu dialect
// has no custom syntax, and ours cannot replace it there (a name clash is an error), so the
// gpu ops travel in the generic form; tirx-opt reads xdsl-opt's output back, and xdsl-opt
// runs our passes.

// CHECK: "gpu.module"() <{sym_name = "kernels"}> ({
// CHECK: "gpu.func"() <{function_type = (!tile.global<?x?xbf16, row_major>,
// CHECK: tile.alloc scope(cta) : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
// CHECK: aproxy.pipeline stages(4)
// CHECK: aproxy.role "producer" warpgroups(0) regs(40) {
// CHECK: tile.gemm_async

// BACK: gpu.module @kernels {
// BACK-NEXT: gpu.func @gemm_bf16(%A: !tile.global<?x?xbf16, row_major>,
// BACK: tile.copy_async

// MULTI: ['aproxy', 'layout', 'nvvm', 'prof', 'simt', 'tile'] True True True
// PASS-NOT: tile.copy_async
// PASS: aproxy.tma_load
// PASS: aproxy.wgmma
