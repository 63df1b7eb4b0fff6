// RUN: tirx-opt %s --split-input-file --verify-diagnostics
// Every aproxy verifier and parser diagnostic: the op, what was expected, what was found.

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @below {{aproxy.smem_alloc: expected the result type !aproxy.smem<1024> (the allocated size), found !aproxy.smem<2048>}}
    %s = aproxy.smem_alloc 1024 align 16 : !aproxy.smem<2048>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @below {{aproxy.smem_alloc: expected an alignment that is a power of two in [1, 1024], found 24}}
    %s = aproxy.smem_alloc 1024 align 24 : !aproxy.smem<1024>
    gpu.return
  }
}

// -----

// expected-error @below {{aproxy.smem_alloc: expected to be inside a gpu.func (shared memory belongs to a kernel)}}
%s = aproxy.smem_alloc 1024 align 16 : !aproxy.smem<1024>

// -----

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @below {{!aproxy.smem: expected a size in [1, 232448] bytes, found 300000}}
    %s = aproxy.smem_alloc 300000 align 16 : !aproxy.smem<300000>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    %c = arith.constant 1024 : index
    %s = aproxy.smem_alloc 2048 align 16 : !aproxy.smem<2048>
    // expected-error @below {{aproxy.smem_offset: expected a view no larger than its source (2048 bytes), found 4096 bytes}}
    %v = aproxy.smem_offset %s, %c : !aproxy.smem<2048> -> !aproxy.smem<4096>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    %c = arith.constant 1536 : index
    %s = aproxy.smem_alloc 2048 align 16 : !aproxy.smem<2048>
    // expected-error @below {{aproxy.smem_offset: expected the view [1536, 2560) to lie within the source's 2048 bytes, found offset 1536}}
    %v = aproxy.smem_offset %s, %c : !aproxy.smem<2048> -> !aproxy.smem<1024>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @below {{aproxy.mbarrier_alloc: expected the result type !aproxy.mbarrier<2> (the count), found !aproxy.mbarrier<3>}}
    %b = aproxy.mbarrier_alloc count(2) : !aproxy.mbarrier<3>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    %c = arith.constant 2 : index
    %b = aproxy.mbarrier_alloc count(2) : !aproxy.mbarrier<2>
    // expected-error @below {{aproxy.mbarrier_init: expected a barrier index in [0, 1] for !aproxy.mbarrier<2>, found 2}}
    aproxy.mbarrier_init %b[%c], arrivals(1) : !aproxy.mbarrier<2>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    %c = arith.constant 0 : index
    %b = aproxy.mbarrier_alloc count(2) : !aproxy.mbarrier<2>
    // expected-error @below {{aproxy.mbarrier_init: expected an arrival count in [1, 1048575] (PTX ISA "Contents of the mbarrier object"), found 0}}
    aproxy.mbarrier_init %b[%c], arrivals(0) : !aproxy.mbarrier<2>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    %c = arith.constant 0 : index
    %b = aproxy.mbarrier_alloc count(2) : !aproxy.mbarrier<2>
    // expected-error @below {{aproxy.mbarrier_arrive_expect_tx: expected a transaction byte count in [0, 1048575] (PTX ISA, mbarrier tx-count range), found 2000000}}
    aproxy.mbarrier_arrive_expect_tx %b[%c], bytes(2000000) : !aproxy.mbarrier<2>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    %c = arith.constant 0 : index
    %p = arith.constant 2 : i32
    %b = aproxy.mbarrier_alloc count(2) : !aproxy.mbarrier<2>
    // expected-error @below {{aproxy.mbarrier_wait: expected a parity of 0 or 1, found 2}}
    aproxy.mbarrier_wait %b[%c], parity(%p) : !aproxy.mbarrier<2>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @below {{aproxy.pipeline: expected the result type !aproxy.pipeline<4> (the stage count), found !aproxy.pipeline<2>}}
    %p = aproxy.pipeline stages(4) full(tx_bytes = 1024) empty(arrivals = 2) : !aproxy.pipeline<2>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @below {{aproxy.pipeline: expected full(tx_bytes) in [1, 1048575] (PTX ISA, mbarrier tx-count range), found 0}}
    %p = aproxy.pipeline stages(4) full(tx_bytes = 0) empty(arrivals = 2) : !aproxy.pipeline<4>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @below {{aproxy.pipeline: expected empty(arrivals) in [1, 1048575] (PTX ISA "Contents of the mbarrier object"), found 0}}
    %p = aproxy.pipeline stages(4) full(tx_bytes = 1024) empty(arrivals = 0) : !aproxy.pipeline<4>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    aproxy.specialize {
      aproxy.role "p" warpgroups(0) {
        // expected-error @below {{aproxy.pipeline: expected to be at the top level of a gpu.func (every thread of the CTA executes its initialization barrier), found it inside aproxy.role}}
        %p = aproxy.pipeline stages(4) full(tx_bytes = 1024) empty(arrivals = 1) : !aproxy.pipeline<4>
      }
    }
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @below {{!aproxy.pipeline: expected at least 1 stage, found 0}}
    %p = aproxy.pipeline stages(0) full(tx_bytes = 1024) empty(arrivals = 1) : !aproxy.pipeline<0>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @below {{!aproxy.mbarrier: expected at least 1 barrier, found 0}}
    %b = aproxy.mbarrier_alloc count(0) : !aproxy.mbarrier<0>
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{!aproxy.tensormap: expected a rank in [1, 5], found 6}}
  gpu.func @k(%t: !aproxy.tensormap<6, bf16, box = [8, 8, 8, 8, 8, 8]>) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{!aproxy.tensormap: expected 2 box dimensions (one per rank), found 1}}
  gpu.func @k(%t: !aproxy.tensormap<2, bf16, box = [64]>) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{!aproxy.tensormap: expected an element type of 1, 2, 4 or 8 bytes (iN, f8E4M3FN, f8E5M2, bf16, f16, f32, f64), found index}}
  gpu.func @k(%t: !aproxy.tensormap<2, index, box = [64, 64]>) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{!aproxy.tensormap: expected box dimension 1 in [1, 256], found 512}}
  gpu.func @k(%t: !aproxy.tensormap<2, bf16, box = [64, 512]>) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{!aproxy.tensormap: expected the inner box row (box[0] * 2 bytes) to be a multiple of 16 bytes, found 8}}
  gpu.func @k(%t: !aproxy.tensormap<2, bf16, box = [4, 64]>) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{!aproxy.tensormap: expected swizzle one of none, 32B, 64B, 128B, found "256B"}}
  gpu.func @k(%t: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "256B">) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{!aproxy.tensormap: expected the inner box row (box[0] * 2 bytes = 256) to fit the 128B swizzle span of 128 bytes}}
  gpu.func @k(%t: !aproxy.tensormap<2, bf16, box = [128, 64], swizzle = "128B">) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%t: !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">) kernel {
    %c = arith.constant 0 : index
    %x = arith.constant 0 : i32
    %s = aproxy.smem_alloc 16384 align 1024 : !aproxy.smem<16384>
    %b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    // expected-error @below {{aproxy.tma_load: expected 2 coordinates for a rank-2 tensor map, found 1}}
    aproxy.tma_load %t[%x] -> %s, %b[%c] : !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">, !aproxy.smem<16384>, !aproxy.mbarrier<1>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%t: !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">) kernel {
    %c = arith.constant 0 : index
    %x = arith.constant 0 : i32
    %s = aproxy.smem_alloc 8192 align 1024 : !aproxy.smem<8192>
    %b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    // expected-error @below {{aproxy.tma_load: expected a destination of at least 16384 bytes (one box of !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">), found !aproxy.smem<8192>}}
    aproxy.tma_load %t[%x, %x] -> %s, %b[%c] : !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">, !aproxy.smem<8192>, !aproxy.mbarrier<1>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%t: !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">) kernel {
    %c = arith.constant 4 : index
    %x = arith.constant 0 : i32
    %s = aproxy.smem_alloc 16384 align 1024 : !aproxy.smem<16384>
    %p = aproxy.pipeline stages(4) full(tx_bytes = 16384) empty(arrivals = 1) : !aproxy.pipeline<4>
    // expected-error @below {{aproxy.tma_load: expected a stage in [0, 3] for !aproxy.pipeline<4>, found 4}}
    aproxy.tma_load %t[%x, %x] -> %s, %p[%c] : !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">, !aproxy.smem<16384>, !aproxy.pipeline<4>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%t: !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">) kernel {
    %x = arith.constant 0 : i32
    %s = aproxy.smem_alloc 1024 align 1024 : !aproxy.smem<1024>
    // expected-error @below {{aproxy.tma_store: expected a source of at least 16384 bytes (one box of !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">), found !aproxy.smem<1024>}}
    aproxy.tma_store %s -> %t[%x, %x] : !aproxy.smem<1024>, !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%t: !aproxy.tensormap<1, bf16, box = [64]>) kernel {
    %x = arith.constant 0 : i32
    %s = aproxy.smem_alloc 128 align 128 : !aproxy.smem<128>
    // expected-error @below {{aproxy.tma_store: expected 1 coordinates for a rank-1 tensor map, found 2}}
    aproxy.tma_store %s -> %t[%x, %x] : !aproxy.smem<128>, !aproxy.tensormap<1, bf16, box = [64], swizzle = "none">
    gpu.return
  }
}

// -----

// expected-error @below {{aproxy.bulk_wait: expected a group count in [0, 63], found 64}}
aproxy.bulk_wait 64

// -----

// expected-error @below {{aproxy.wgmma_wait: expected a group count in [0, 7], found 8}}
aproxy.wgmma_wait 8

// -----

gpu.module @m {
  gpu.func @k() kernel {
    %s = aproxy.smem_alloc 1024 align 1024 : !aproxy.smem<1024>
    // expected-error @below {{aproxy.wgmma_desc: expected swizzle one of none, 32B, 64B, 128B, found "16B"}}
    %d = aproxy.wgmma_desc %s swizzle("16B") lbo(16) sbo(1024) : !aproxy.smem<1024>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    %s = aproxy.smem_alloc 1024 align 1024 : !aproxy.smem<1024>
    // expected-error @below {{aproxy.wgmma_desc: expected lbo a multiple of 16 in [0, 2^18) (it is stored >> 4 in 14 bits, PTX ISA "Matrix Descriptor Format"), found 8}}
    %d = aproxy.wgmma_desc %s swizzle("128B") lbo(8) sbo(1024) : !aproxy.smem<1024>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    %s = aproxy.smem_alloc 1024 align 1024 : !aproxy.smem<1024>
    // expected-error @below {{aproxy.wgmma_desc: expected sbo a multiple of 16 in [0, 2^18) (it is stored >> 4 in 14 bits, PTX ISA "Matrix Descriptor Format"), found 262144}}
    %d = aproxy.wgmma_desc %s swizzle("128B") lbo(16) sbo(262144) : !aproxy.smem<1024>
    gpu.return
  }
}

// -----

%d = arith.constant 0 : i64
%acc = arith.constant dense<0.0> : vector<64xf32>
// expected-error @below {{aproxy.wgmma: expected a shape m64n<N>k<K>, found 'm64n128'}}
%r = aproxy.wgmma m64n128 types(bf16, bf16, f32) %d, %d, %acc : i64, vector<64xf32>

// -----

%d = arith.constant 0 : i64
%acc = arith.constant dense<0.0> : vector<64xf32>
// expected-error @below {{aproxy.wgmma: expected accumulator type f32 for bf16 operands (an f16 accumulator takes f16, e4m3 or e5m2 operands; PTX ISA "wgmma.mma_async"), found 'f16'}}
%r = aproxy.wgmma m64n128k16 types(bf16, bf16, f16) %d, %d, %acc : i64, vector<64xf32>

// -----

%d = arith.constant 0 : i64
%acc = arith.constant dense<0.0> : vector<64xf32>
// expected-error @below {{aproxy.wgmma: expected an accumulator of type vector<32xi32> (N/4 packed f16x2 registers per thread), found vector<64xf32>}}
%r = aproxy.wgmma m64n128k32 types(e4m3, e5m2, f16) %d, %d, %acc : i64, vector<64xf32>

// -----

%d = arith.constant 0 : i64
%acc = arith.constant dense<0.0> : vector<64xf32>
// expected-error @below {{aproxy.wgmma: expected K = 16 for bf16 operands (m64n128k16), found k32}}
%r = aproxy.wgmma m64n128k32 types(bf16, bf16, f32) %d, %d, %acc : i64, vector<64xf32>

// -----

%d = arith.constant 0 : i64
%acc = arith.constant dense<0.0> : vector<64xf32>
// expected-error-re @below {{aproxy.wgmma: expected the A type one of {{(bf16, f16|f16, bf16)}}, tf32, e4m3, e5m2, found s8}}
%r = aproxy.wgmma m64n128k16 types(s8, s8, f32) %d, %d, %acc : i64, vector<64xf32>

// -----

%d = arith.constant 0 : i64
%acc = arith.constant dense<0.0> : vector<64xf32>
// expected-error @below {{aproxy.wgmma: expected A and B of the same type (or both e4m3/e5m2), found bf16 and f16}}
%r = aproxy.wgmma m64n128k16 types(bf16, f16, f32) %d, %d, %acc : i64, vector<64xf32>

// -----

%d = arith.constant 0 : i64
%acc = arith.constant dense<0.0> : vector<66xf32>
// expected-error @below {{aproxy.wgmma: expected N a multiple of 8 in [8, 256], found 132}}
%r = aproxy.wgmma m64n132k16 types(bf16, bf16, f32) %d, %d, %acc : i64, vector<66xf32>

// -----

%d = arith.constant 0 : i64
%acc = arith.constant dense<0.0> : vector<32xf32>
// expected-error @below {{aproxy.wgmma: expected an accumulator of type vector<64xf32> (N/2 f32 per thread), found vector<32xf32>}}
%r = aproxy.wgmma m64n128k16 types(bf16, bf16, f32) %d, %d, %acc : i64, vector<32xf32>

// -----

%a = arith.constant dense<0> : vector<8xi32>
%d = arith.constant 0 : i64
%acc = arith.constant dense<0.0> : vector<64xf32>
// expected-error @below {{aproxy.wgmma: expected A as a descriptor (i64) or a register fragment vector<4xi32>, found vector<8xi32>}}
%r = aproxy.wgmma m64n128k16 types(bf16, bf16, f32) %a, %d, %acc : vector<8xi32>, vector<64xf32>

// -----

%a = arith.constant dense<0> : vector<4xi32>
%d = arith.constant 0 : i64
%acc = arith.constant dense<0.0> : vector<64xf32>
// expected-error @below {{aproxy.wgmma: expected no transpose_a with A in registers (PTX ISA "wgmma.mma_async": imm-trans-a only with a descriptor)}}
%r = aproxy.wgmma m64n128k16 types(bf16, bf16, f32) %a, %d, %acc transpose_a : vector<4xi32>, vector<64xf32>

// -----

%d = arith.constant 0 : i64
%acc = arith.constant dense<0.0> : vector<64xf32>
// expected-error @below {{aproxy.wgmma: expected transpose_a/transpose_b only with f16/bf16 operands (PTX ISA "wgmma.mma_async"), found e4m3}}
%r = aproxy.wgmma m64n128k32 types(e4m3, e5m2, f32) %d, %d, %acc transpose_b : i64, vector<64xf32>

// -----

// expected-error @below {{aproxy.named_barrier_sync: expected a barrier id in [0, 15] (PTX ISA "bar, barrier"), found 16}}
aproxy.named_barrier_sync id(16), threads(128)

// -----

// expected-error @below {{aproxy.named_barrier_arrive: expected a thread count that is a positive multiple of 32 (PTX ISA "bar, barrier"), found 100}}
aproxy.named_barrier_arrive id(1), threads(100)

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    // expected-error @below {{aproxy.named_barrier_sync: expected at most 128 threads (the block size), found 256}}
    aproxy.named_barrier_sync id(1), threads(256)
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [256, 1, 1]} {
    // expected-error @below {{aproxy.specialize: expected only aproxy.role ops in its body, found arith.constant}}
    aproxy.specialize {
      %c = arith.constant 0 : index
    }
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @below {{aproxy.specialize: expected the enclosing gpu.func to have a block = [x, y, z] attribute (roles are assigned by warpgroup), found none}}
    aproxy.specialize {
      aproxy.role "a" warpgroups(0) {
      }
    }
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [200, 1, 1]} {
    // expected-error @below {{aproxy.specialize: expected a block of [128*k, 1, 1] threads (whole warpgroups along x), found [200, 1, 1]}}
    aproxy.specialize {
      aproxy.role "a" warpgroups(0) {
      }
    }
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [256, 1, 1]} {
    // expected-error @below {{aproxy.specialize: expected distinct role names, found "a" twice}}
    aproxy.specialize {
      aproxy.role "a" warpgroups(0) {
      }
      aproxy.role "a" warpgroups(1) {
      }
    }
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [256, 1, 1]} {
    // expected-error @below {{aproxy.specialize: expected warpgroups in [0, 1] for a block of 256 threads, found warpgroup 2 in role "b"}}
    aproxy.specialize {
      aproxy.role "a" warpgroups(0) {
      }
      aproxy.role "b" warpgroups(1, 2) {
      }
    }
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [256, 1, 1]} {
    // expected-error @below {{aproxy.specialize: expected disjoint roles, found warpgroup 1 in both "a" and "b"}}
    aproxy.specialize {
      aproxy.role "a" warpgroups(0, 1) {
      }
      aproxy.role "b" warpgroups(1) {
      }
    }
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [384, 1, 1]} {
    // expected-error @below {{aproxy.specialize: expected every warpgroup of the block (3) to belong to a role, found warpgroup(s) [1] in none}}
    aproxy.specialize {
      aproxy.role "a" warpgroups(0) {
      }
      aproxy.role "b" warpgroups(2) {
      }
    }
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [256, 1, 1]} {
    // expected-error @below {{aproxy.specialize: expected regs(...) on every role or on none, found it on 1 of 2}}
    aproxy.specialize {
      aproxy.role "a" warpgroups(0) regs(40) {
      }
      aproxy.role "b" warpgroups(1) {
      }
    }
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [384, 1, 1]} {
    // expected-error @below {{aproxy.specialize: expected the register budget (sum of regs x 128 threads per warpgroup) to fit 65536 registers, found 1x128x40 + 2x128x240 = 66560}}
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) regs(40) {
      }
      aproxy.role "consumer" warpgroups(1, 2) regs(240) {
      }
    }
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    aproxy.specialize {
      aproxy.role "a" warpgroups(0) {
        // expected-error @below {{aproxy.specialize: expected not to be nested inside another aproxy.specialize}}
        aproxy.specialize {
        }
      }
    }
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    aproxy.specialize {
      // expected-error @below {{aproxy.role: expected regs a multiple of 8 in [24, 256] (PTX ISA "setmaxnreg") in role "a", found 100}}
      aproxy.role "a" warpgroups(0) regs(100) {
      }
    }
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    aproxy.specialize {
      // expected-error @below {{aproxy.role: expected distinct non-negative warpgroups in role "a", found [0, 0]}}
      aproxy.role "a" warpgroups(0, 0) {
      }
    }
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    // expected-error @below {{aproxy.role: expected to be directly inside aproxy.specialize, found it inside gpu.func}}
    aproxy.role "a" warpgroups(0) {
    }
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    // expected-error @below {{aproxy.warpgroup_index: expected to be inside an aproxy.role, found none around it}}
    %i = aproxy.warpgroup_index
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    // expected-error @below {{aproxy.elect_one: expected a scope warp or warpgroup, found 'cta'}}
    aproxy.elect_one cta {
    }
    gpu.return
  }
}

// -----

// expected-error @below {{aproxy.mbarrier_alloc: expected to be inside a gpu.func (mbarriers live in its shared memory)}}
%b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>

// -----

// expected-error @below {{aproxy.specialize: expected to be inside a gpu.func kernel}}
aproxy.specialize {
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    aproxy.specialize {
      // expected-error @below {{aproxy.role: expected at least one warpgroup in role "a", found none}}
      aproxy.role "a" warpgroups() {
      }
      aproxy.role "b" warpgroups(0) {
      }
    }
    gpu.return
  }
}

// -----

%a = arith.constant dense<0.0> : vector<8xf16>
// expected-error @below {{aproxy.wgmma_wait: expected a wgmma accumulator (a 1-D vector of f32 or i32, or a tile fragment), found vector<8xf16>}}
%r = aproxy.wgmma_wait 0 (%a) : vector<8xf16>

// -----

%a = arith.constant dense<0.0> : vector<8xf32>
// expected-error @below {{aproxy.wgmma_wait: expected 2 types (one per accumulator), found 1}}
%r = aproxy.wgmma_wait 0 (%a, %a) : vector<8xf32>

// -----

%h = arith.constant dense<0.0> : vector<8xf16>
// expected-error @below {{aproxy.wgmma_hold: expected f32 or i32 values (scalars, 1-D vectors or fragments: 32-bit shared stores), found vector<8xf16>}}
aproxy.wgmma_hold %h : vector<8xf16>

// -----

// expected-error @below {{aproxy.wgmma_hold: expected at least one value to hold the wait after, found none}}
"aproxy.wgmma_hold"() : () -> ()
