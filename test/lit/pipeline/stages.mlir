// RUN: %python -m tirx_mlir.pipeline | filecheck %s --check-prefix=SPEC
// RUN: tirx-opt %S/../../../examples/vector_add.mlir -p 'tirx-to-ptx{print_stages=true}' | filecheck %s
// `python -m tirx_mlir.pipeline` prints the spelled-out stages (the pipeline tests run
// that list too); `print_stages=true` prints the IR after each stage.

// SPEC: {{^}}profile-strip,tile-dispatch,lower-layout,aproxy-verify-sync{summary=false},aproxy-to-nvvm,gpu-to-nvvm,memref-to-nvvm,canonicalize,cse,convert-scf-to-cf,arith-to-nvvm,cf-to-nvvm,dce{{$}}

// CHECK: IR after gpu-to-nvvm:
// CHECK: nvvm.mov.special<reg = "tid.x">
// CHECK: memref.load
// CHECK: IR after memref-to-nvvm:
// CHECK-NOT: memref.load
// CHECK: nvvm.ld<space = global, type = f32>
// CHECK: IR after canonicalize:
// CHECK: IR after cse:
// CHECK: scf.if
// CHECK: IR after convert-scf-to-cf:
// CHECK: cf.cond_br
// CHECK: arith.addf
// CHECK: IR after arith-to-nvvm:
// CHECK: nvvm.add<type = f32>
// CHECK: IR after cf-to-nvvm:
// CHECK: IR after dce:
// CHECK: gpu.return
