// RUN: tirx-opt %s --split-input-file -p aproxy-to-nvvm --verify-diagnostics
// aproxy-to-nvvm diagnostics: what the lowering cannot lower, at the op, never a traceback.

gpu.module @m {
  gpu.func @k(%x: i64) kernel attributes {block = [128, 1, 1]} {
    %t = builtin.unrealized_conversion_cast %x : i64 to !aproxy.tensormap<1, bf16, box = [64]>
    // expected-error @below {{aproxy-to-nvvm: aproxy.prefetch_tensormap: expected the tensor map to be a kernel argument}}
    aproxy.prefetch_tensormap %t : !aproxy.tensormap<1, bf16, box = [64]>
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{aproxy-to-nvvm: gpu.func: expected kernel arguments of aproxy type to be tensor maps only, found !aproxy.smem<128> (shared memory, barriers and pipelines are allocated in the kernel)}}
  gpu.func @k(%s: !aproxy.smem<128>) kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%x: i32) kernel attributes {block = [128, 1, 1]} {
    %c0 = arith.constant 0 : index
    %b = builtin.unrealized_conversion_cast %x : i32 to !aproxy.mbarrier<1>
    // expected-error @below {{aproxy-to-nvvm: aproxy.mbarrier_arrive: expected the !aproxy.mbarrier<1> operand to come from an aproxy op (smem_alloc, smem_offset, mbarrier_alloc, pipeline, *_start, advance), found builtin.unrealized_conversion_cast}}
    aproxy.mbarrier_arrive %b[%c0] : !aproxy.mbarrier<1>
    gpu.return
  }
}
