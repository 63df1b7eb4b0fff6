// One instance of every op of tirx-mlir's dialects (test/test_completeness.py).
// Written by test/completeness/gather.py from the lit tests, the examples and the
// PTX table; add a chunk (or a lit test, then re-run the script) for a new op.
builtin.module {
  gpu.module @k {
    gpu.func @g() kernel attributes {block = [256 : i64, 1 : i64, 1 : i64]} {
      %p = aproxy.pipeline stages(2) full(tx_bytes = 8192) empty(arrivals = 1) : !aproxy.pipeline<2>
      aproxy.specialize {
        aproxy.role "producer" warpgroups(0) {
          %ps = aproxy.producer_start %p : !aproxy.pipeline<2>
          %k = aproxy.producer_acquire %p, %ps : !aproxy.pipeline<2>
          %ps2 = aproxy.advance %ps
          "test.op"(%k, %ps2) : (index, !aproxy.pipe_state) -> ()
        }
        aproxy.role "consumer" warpgroups(1) {
          %cs = aproxy.consumer_start %p : !aproxy.pipeline<2>
          %k_1 = aproxy.consumer_wait %p, %cs : !aproxy.pipeline<2>
          aproxy.consumer_release %p, %cs : !aproxy.pipeline<2>
          "test.op"(%k_1) : (index) -> ()
        }
      }
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @no_barrier_after_wait(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
      %v0 = arith.constant 1.000000e+00 : f32
      %x = arith.constant 0 : i32
      %sC = aproxy.smem_alloc 8192 align 1024 : !aproxy.smem<8192>
      aproxy.specialize {
        aproxy.role "store" warpgroups(0) {
          %a = aproxy.smem_address %sC : !aproxy.smem<8192>
          nvvm.st<space = shared, type = f32> %a, %v0 : (i32, f32) -> ()
          aproxy.fence_proxy_async
          aproxy.named_barrier_sync id(1), threads(128)
          aproxy.elect_one warpgroup {
            aproxy.tma_store %sC -> %tm[%x, %x] : !aproxy.smem<8192>, !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">
            aproxy.bulk_commit
            aproxy.bulk_wait 0 read
          }
          nvvm.st<space = shared, type = f32> %a, %v0 : (i32, f32) -> ()
        }
      }
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @k(%out: memref<1xindex>) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64], cluster = [2 : i64, 1 : i64, 1 : i64]} {
      %p = aproxy.pipeline stages(2) full(tx_bytes = 16384) empty(arrivals = 2) : !aproxy.pipeline<2>
      aproxy.cluster_sync
      %r = aproxy.cluster_rank
      %c0 = arith.constant 0 : index
      memref.store %r, %out[%c0] : memref<1xindex>
      %st = aproxy.consumer_start %p : !aproxy.pipeline<2>
      aproxy.remote_release %p, %st rank(%r) : !aproxy.pipeline<2>
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @k {
    gpu.func @g(%i: index) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
      %c1 = arith.constant 1 : index
      %p = arith.constant 1 : i32
      %b = aproxy.mbarrier_alloc count(2) : !aproxy.mbarrier<2>
      aproxy.mbarrier_init %b[%c1], arrivals(128) : !aproxy.mbarrier<2>
      aproxy.fence_mbarrier_init
      aproxy.mbarrier_arrive %b[%i] : !aproxy.mbarrier<2>
      aproxy.mbarrier_arrive_expect_tx %b[%c1], bytes(4096) : !aproxy.mbarrier<2>
      aproxy.mbarrier_wait %b[%c1], parity(%p) : !aproxy.mbarrier<2>
      aproxy.mbarrier_inval %b[%c1] : !aproxy.mbarrier<2>
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @k(%F: memref<?xi32>, %i: index, %n: index) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
      aproxy.elect_one warpgroup {
        aproxy.flag_arrive %F[%i] : memref<?xi32>
        aproxy.flag_wait %F[%i] count(%n) : memref<?xi32>
      }
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @k {
    gpu.func @g() kernel attributes {block = [640 : i64, 1 : i64, 1 : i64]} {
      aproxy.specialize {
        aproxy.role "a" warpgroups(0, 2) {
          %i = aproxy.warpgroup_index
          aproxy.elect_one warpgroup {
            "test.op"(%i) : (index) -> ()
          }
        }
        aproxy.role "b" warpgroups(1) {
          %j = aproxy.warpgroup_index
          aproxy.named_barrier_sync id(1), threads(128)
          aproxy.named_barrier_arrive id(2), threads(256)
        }
        aproxy.role "c" warpgroups(3, 4) {
          %k = aproxy.warpgroup_index
          "test.op"(%k) : (index) -> ()
        }
      }
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @k(%x: i64) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
      %t = builtin.unrealized_conversion_cast %x : i64 to !aproxy.tensormap<1, bf16, box = [64], swizzle = "none">
      aproxy.prefetch_tensormap %t : !aproxy.tensormap<1, bf16, box = [64], swizzle = "none">
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @k {
    gpu.func @smem_only(%n: index) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
      %r = aproxy.smem_alloc 2048 align 16 : !aproxy.smem<2048>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %v = aproxy.smem_offset %r, %c16 : !aproxy.smem<2048> -> !aproxy.smem<1024>
      %a = aproxy.smem_address %v : !aproxy.smem<1024>
      scf.for %i = %c0 to %n step %c1 {
        %x = nvvm.ld<space = shared, vec = v4, type = f32> %a : (i32) -> vector<4xf32>
      }
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @multicast_no_cluster(%tm: !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
      %c0 = arith.constant 0 : index
      %x = arith.constant 0 : i32
      %mask = arith.constant 3 : i16
      %s = aproxy.smem_alloc 8192 align 1024 : !aproxy.smem<8192>
      %b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
      aproxy.elect_one warpgroup {
        aproxy.mbarrier_init %b[%c0], arrivals(1) : !aproxy.mbarrier<1>
        aproxy.fence_mbarrier_init
        aproxy.mbarrier_arrive_expect_tx %b[%c0], bytes(8192) : !aproxy.mbarrier<1>
        aproxy.tma_load %tm[%x, %x] -> %s, %b[%c0] multicast(%mask) : !aproxy.tensormap<2, bf16, box = [64, 64], swizzle = "128B">, !aproxy.smem<8192>, !aproxy.mbarrier<1>
      }
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @k() kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
      %d = arith.constant 0 : i64
      %acc = arith.constant dense<0> : vector<32xi32>
      %acc16 = arith.constant dense<0> : vector<16xi32>
      aproxy.wgmma_fence
      %a = aproxy.wgmma m64n128k32 types(e4m3, e5m2, f16) %d, %d, %acc : i64, vector<32xi32>
      %b = aproxy.wgmma m64n64k16 types(f16, f16, f16) %d, %d, %acc16 : i64, vector<16xi32>
      aproxy.wgmma_commit
      %r, %r_1 = aproxy.wgmma_wait 0 (%a, %b) : vector<32xi32>, vector<16xi32>
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @operand() kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
      %v0 = arith.constant 1.000000e+00 : f32
      %zero = arith.constant dense<0.000000e+00> : vector<4xf32>
      %s = aproxy.smem_alloc 8192 align 1024 : !aproxy.smem<8192>
      %a = aproxy.smem_address %s : !aproxy.smem<8192>
      nvvm.st<space = shared, type = f32> %a, %v0 : (i32, f32) -> ()
      %d = aproxy.wgmma_desc %s swizzle("128B") lbo(16) sbo(1024) : !aproxy.smem<8192>
      aproxy.wgmma_fence
      %acc = aproxy.wgmma m64n8k16 types(bf16, bf16, f32) %d, %d, %zero : i64, vector<4xf32>
      aproxy.wgmma_commit
      %r = aproxy.wgmma_wait 0 (%acc) : vector<4xf32>
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @k {
    gpu.func @g(%x: f32, %i: i32) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
      %v = arith.constant dense<1.000000e+00> : vector<2xf32>
      aproxy.wgmma_hold %v, %x : vector<2xf32>, f32
      aproxy.wgmma_wait 1
      aproxy.wgmma_hold %i : i32
      aproxy.wgmma_wait 0
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @k() kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
      %t = gpu.thread_id x
      %c = arith.constant 64 : index
      %p = arith.cmpi ult, %t, %c : index
      scf.if %p {
        gpu.barrier
      }
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @simt {
    gpu.func @k(%v: f32, %w: i32) kernel {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bz = gpu.block_id z
      %nx = gpu.block_dim x
      %gy = gpu.grid_dim y
      %lane = gpu.lane_id
      %gid = gpu.global_id x
      gpu.barrier
      %o = arith.constant 16 : i32
      %a = simt.shfl_xor %v, %o : f32
      %b = simt.shfl_xor %w, %o : i32
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @subgroups(%out: memref<3xindex>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %id = gpu.subgroup_id : index
      %n = gpu.num_subgroups : index
      %sz = gpu.subgroup_size : index
      memref.store %id, %out[%c0] : memref<3xindex>
      memref.store %n, %out[%c1] : memref<3xindex>
      memref.store %sz, %out[%c2] : memref<3xindex>
      gpu.return
    }
  }
}

// -----
builtin.module {
  func.func @f(%i: index) -> index {
    %0 = layout.apply #layout.swizzled<Sw<3,40,3> o (8,64):(64,1)> (%i) : index
    func.return %0 : index
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @k(%flag: i32, %x: f32) kernel {
      cf.switch %flag : i32, [
      default: ^bb3(%x : f32),
        4: ^bb1,
        7: ^bb2(%x, %x : f32, f32)
      ]
    ^bb1:
      cf.br ^bb3(%x : f32)
    ^bb2(%a: f32, %b: f32):
      %s = nvvm.add<type = f32> %a, %b : (f32, f32) -> f32
      cf.br ^bb3(%s : f32)
    ^bb3(%r: f32):
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @k(%a: i32, %b: i32, %p: i64, %q: i64, %f: f32) kernel {
      %s = nvvm.add.cc<type = u32> %a, %b : (i32, i32) -> i32
      %t = nvvm.addc<cc, type = u32> %s, %b : (i32, i32) -> i32
      %u = nvvm.addc<type = u32> %t, %a : (i32, i32) -> i32
      %d = nvvm.dp4a<atype = s32, btype = u32> %a, %b, %u : (i32, i32, i32) -> i32
      %h = nvvm.shf<dir = l, mode = wrap> %a, %b, %d : (i32, i32, i32) -> i32
      %n = nvvm.testp<op = finite, type = f32> %f : (f32) -> i1
      %av = arith.constant dense<1> : vector<4xi32>
      %bv = arith.constant dense<2> : vector<2xi32>
      %cv = arith.constant dense<0.000000e+00> : vector<4xf32>
      %m = nvvm.mma.sync<shape = m16n8k16, dtype = f32, atype = bf16, btype = bf16, ctype = f32> %av, %bv, %cv : (vector<4xi32>, vector<2xi32>, vector<4xf32>) -> vector<4xf32>
      %l = nvvm.ld<space = global, cache_hint, type = f32> %p, %q {offset = 0 : i64} : (i64, i64) -> f32
      nvvm.prefetch<space = global, level = "L2::evict_last"> %p {offset = 0 : i64} : (i64) -> ()
      nvvm.cp.async.mbarrier.arrive<noinc, space = shared> %p {offset = 0 : i64} : (i64) -> ()
      nvvm.cp.async.wait_all : () -> ()
      nvvm.membar<level = gl> : () -> ()
      nvvm.fence.proxy.alias : () -> ()
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @k(%a: i32, %b: i32, %c: i32, %p: i64, %q: i64) kernel {
      %h2 = arith.constant dense<1> : vector<2xi32>
      %f4 = arith.constant dense<1.000000e+00> : vector<4xf32>
      %b8 = arith.constant dense<1.000000e+00> : vector<8xbf16>
      %h4 = arith.constant dense<1> : vector<4xi32>
      %o = nvvm.atom.vec<space = global, op = add, vec = v2, type = f16x2> %p, %h2 {offset = 0 : i64} : (i64, vector<2xi32>) -> vector<2xi32>
      nvvm.red.vec<sem = release, scope = gpu, space = global, op = add, vec = v4, type = f32> %p, %f4 {offset = 0 : i64} : (i64, vector<4xf32>) -> ()
      %m = nvvm.atom.vec<sem = acq_rel, scope = sys, space = global, op = max, cache_hint, vec = v8, type = bf16> %p, %b8, %q {offset = 16 : i64} : (i64, vector<8xbf16>, i64) -> vector<8xbf16>
      nvvm.red.vec<space = global, op = min, vec = v4, type = f16x2> %p, %h4 {offset = 0 : i64} : (i64, vector<4xi32>) -> ()
      %s = nvvm.vabsdiff4<dtype = u32, atype = u32, btype = u32, add> %a, %b, %c : (i32, i32, i32) -> i32
      %t = nvvm.vadd4<dtype = s32, atype = s32, btype = u32, sat, mask = b20, asel = b7654, bsel = b0000> %a, %b, %s : (i32, i32, i32) -> i32
      %u = nvvm.vmax2<dtype = u32, atype = u32, btype = u32, mask = h1, asel = h32, bsel = h00> %a, %b, %c : (i32, i32, i32) -> i32
      %v = nvvm.vavrg2<dtype = s32, atype = s32, btype = s32, add> %a, %b, %c : (i32, i32, i32) -> i32
      %w = nvvm.vadd<dtype = s32, atype = u32, btype = s32, sat, op2 = min, asel = b1, bsel = h1> %a, %b, %c : (i32, i32, i32) -> i32
      %x = nvvm.vabsdiff<dtype = s32, atype = s32, btype = s32, dsel = h0> %a, %b, %c : (i32, i32, i32) -> i32
      %y = nvvm.vsub<dtype = u32, atype = u32, btype = u32> %a, %b : (i32, i32) -> i32
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @raw_bar_ok() kernel attributes {block = [256 : i64, 1 : i64, 1 : i64]} {
      %s = aproxy.smem_alloc 1024 align 1024 : !aproxy.smem<1024>
      aproxy.specialize {
        aproxy.role "producer" warpgroups(0) {
          nvvm.bar.arrive<id = 1, count = 256> : () -> ()
        }
        aproxy.role "consumer" warpgroups(1) {
          nvvm.bar.sync<id = 1, count = 256> : () -> ()
        }
      }
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @raw_cluster() kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
      %s = aproxy.smem_alloc 1024 align 1024 : !aproxy.smem<1024>
      nvvm.barrier.cluster.arrive : () -> ()
      nvvm.barrier.cluster.wait : () -> ()
      gpu.return
    }
  }
}

// -----
builtin.module {
  func.func @ops(%p: i64, %a: f32, %b: f32, %s: i32, %c: i1, %h: i16) {
    %d = nvvm.ld<space = global, vec = v4, type = f32> %p {offset = 16 : i64} : (i64) -> vector<4xf32>
    %k = nvvm.ld<space = param, type = u64> {sym = @kp} : () -> i64
    %l = nvvm.ld<space = global, evict = "L1::evict_last", type = bf16> %p : (i64) -> bf16
    nvvm.st<space = "shared::cta", type = b32> %s, %s : (i32, i32) -> ()
    %e = nvvm.add<type = f32> %a, %b : (f32, f32) -> f32
    %z = nvvm.add<rnd = rn, ftz, sat, type = f32> %a, %b : (f32, f32) -> f32
    %w = nvvm.mul<mode = wide, type = s32> %s, %s : (i32, i32) -> i64
    %t = nvvm.mov.special<reg = "tid.x"> : () -> i32
    %g = nvvm.mov.special<reg = globaltimer> : () -> i64
    %x = nvvm.mov.const<type = f32> {value = 1.500000e+00 : f32} : () -> f32
    %y = nvvm.mov.sym<type = u64> {sym = @smem} : () -> i64
    %q = nvvm.setp<cmp = lt, type = s32> %s, %s : (i32, i32) -> i1
    %v = nvvm.cvt<rnd = rn, dtype = bf16, atype = f32> %a : (f32) -> bf16
    %f = nvvm.shfl.sync<mode = bfly> %s, %s, %s, %s : (i32, i32, i32, i32) -> i32
    nvvm.bar.sync<id = 1, count = 128> : () -> ()
    nvvm.bra.cond %c [^bb1(%s : i32), ^bb2] : (i1) -> ()
  ^bb1(%r: i32):
    nvvm.bra [^bb2] : () -> ()
  ^bb2:
    nvvm.ret : () -> ()
  }
}

// -----
builtin.module {
  func.func @seq(%a: f32, %x: i64, %h: bf16) {
    nvvm.st.param<type = f32> %a {sym = @param0} : (f32) -> ()
    nvvm.st.param<type = b64> %x {sym = @param1, offset = 8 : i64} : (i64) -> ()
    nvvm.st.param<type = bf16> %h {sym = @param2} : (bf16) -> ()
    nvvm.call.ret<uni> {ret = @retval0, callee = @axpy, args = [@param0, @param1, @param2]} : () -> ()
    %r = nvvm.ld<space = param, type = f32> {sym = @retval0} : () -> f32
    nvvm.call {callee = @bump, args = [@param0]} : () -> ()
    nvvm.call<uni> {callee = @nothing} : () -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @async(%bar: i32, %smem: i32, %tm: i64, %x: i32, %y: i32, %acc: vector<64xf32>, %da: i64, %db: i64, %p: i1, %v: vector<4xi32>) {
    nvvm.mbarrier.init %bar, %x : (i32, i32) -> ()
    nvvm.fence.mbarrier_init : () -> ()
    %st = nvvm.mbarrier.arrive.expect_tx %bar, %x : (i32, i32) -> i64
    nvvm.cp.async.bulk.tensor.load<dim = 2> %smem, %tm, %x, %y, %bar {dst_offset = 1024 : i64} : (i32, i64, i32, i32, i32) -> ()
    %ok = nvvm.mbarrier.try_wait.parity %bar, %x : (i32, i32) -> i1
    nvvm.wgmma.fence : () -> ()
    %acc2 = nvvm.wgmma.mma_async<n = 128, atype = bf16, btype = bf16, tnsp_b = 1> %acc, %da, %db, %p : (vector<64xf32>, i64, i64, i1) -> vector<64xf32>
    nvvm.wgmma.commit_group : () -> ()
    nvvm.wgmma.wait_group<n = 0> : () -> ()
    nvvm.cp.async.bulk.wait_group<read, n = 0> : () -> ()
    nvvm.setmaxnreg<action = dec, count = 40> : () -> ()
    %l = nvvm.mov.extract<type = b32, lane = 3> %v : (vector<4xi32>) -> i32
    %pk = nvvm.mov.pack<type = b32, n = 2> %x, %y : (i32, i32) -> vector<2xi32>
    %lane, %leader = nvvm.elect.sync %x : (i32) -> (i32, i1)
    func.return
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @rs_ok(%n: index) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %s = aproxy.smem_alloc 16384 align 1024 : !aproxy.smem<16384>
      %sa = aproxy.smem_address %s : !aproxy.smem<16384>
      %one = arith.constant 1.000000e+00 : f32
      nvvm.st<space = shared, type = f32> %sa, %one : (i32, f32) -> ()
      aproxy.fence_proxy_async
      %d = aproxy.wgmma_desc %s swizzle("128B") lbo(16) sbo(1024) : !aproxy.smem<16384>
      %z = arith.constant dense<0.000000e+00> : vector<8xf32>
      %a0 = arith.constant dense<0> : vector<4xi32>
      %r, %r_1 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %a0, %acc = %z) -> (vector<4xi32>, vector<8xf32>) {
        aproxy.wgmma_fence
        %acc2 = aproxy.wgmma m64n16k16 types(bf16, bf16, f32) %a, %d, %acc : vector<4xi32>, vector<8xf32>
        aproxy.wgmma_commit
        %acc3 = aproxy.wgmma_wait 0 (%acc2) : vector<8xf32>
        %next = nvvm.ldmatrix<num = x4, space = shared> %sa : (i32) -> vector<4xi32>
        scf.yield %next, %acc3 : vector<4xi32>, vector<8xf32>
      }
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @k(%bar: i32) kernel attributes {block = [32 : i64, 1 : i64, 1 : i64]} {
      %st = nvvm.mbarrier.arrive<sem = relaxed, scope = cta> %bar : (i32) -> i64
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @pairs(%p: i64, %n: i32) kernel {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %lo = nvvm.ld<space = global, type = b64> %p : (i64) -> i64
      %hi = nvvm.ld<space = global, type = b64> %p {offset = 8 : i64} : (i64) -> i64
      %q = nvvm.mov.join<type = b128> %lo, %hi : (i64, i64) -> i128
      cf.br ^loop(%c0, %q : i32, i128)
    ^loop(%i: i32, %acc: i128):
      %a, %b = nvvm.mov.split<type = b128> %acc : (i128) -> (i64, i64)
      %s = nvvm.mov.join<type = b128> %b, %a : (i64, i64) -> i128
      %i2 = nvvm.add<type = s32> %i, %c1 : (i32, i32) -> i32
      %more = nvvm.setp<cmp = lt, type = s32> %i2, %n : (i32, i32) -> i1
      cf.cond_br %more, ^loop(%i2, %s : i32, i128), ^done
    ^done:
      %x, %y = nvvm.mov.split<type = b128> %acc : (i128) -> (i64, i64)
      nvvm.st<space = global, type = b64> %p, %x : (i64, i64) -> ()
      nvvm.st<space = global, type = b64> %p, %y {offset = 8 : i64} : (i64, i64) -> ()
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @k(%x: memref<?xf32>) kernel attributes {block = [256 : i64, 1 : i64, 1 : i64]} {
      %c0 = arith.constant 0 : index
      %m = prof.begin "outer"
      prof.range "load" {
        %v = memref.load %x[%c0] : memref<?xf32>
        memref.store %v, %x[%c0] : memref<?xf32>
      }
      prof.end %m
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @wg() kernel attributes {block = [256 : i64, 1 : i64, 1 : i64]} {
      %w = tile.fill 2.0 scope(warpgroup) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 128, vec = 4>>
      %h = tile.stash %w scope(warpgroup) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 128, vec = 4>>
      %s = tile.add %h, %h scope(warpgroup) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 128, vec = 4>>
      %m = tile.mul %s, %h scope(warpgroup) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 128, vec = 4>>
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @k() kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
      %s = tile.alloc scope(cta) : !tile.buffer<64x8xf32, #layout.smem<64x8xf32, swizzle = 32B, major = K>>
      "test.op"(%s) : (!tile.buffer<64x8xf32, #layout.smem<64x8xf32, swizzle = 32B, major = K>>) -> ()
      %f = tile.fill 2.0 scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @k(%x: !tile.global<?x?xbf16, row_major>, %w: !tile.global<?xbf16, row_major>) kernel {
      %c0 = arith.constant 0 : index
      %xv = tile.view %x[%c0 : 4, %c0 : 1024] : !tile.global<?x?xbf16, row_major> -> !tile.global<4x1024xbf16, row_major>
      %xf = tile.copy %xv scope(warpgroup) : !tile.global<4x1024xbf16, row_major> -> !tile.frag<4x1024xbf16, #tile.rows<4x1024, threads = 128, vec = 8>>
      %x32 = tile.cast %xf scope(warpgroup) : !tile.frag<4x1024xbf16, #tile.rows<4x1024, threads = 128, vec = 8>> -> !tile.frag<4x1024xf32, #tile.rows<4x1024, threads = 128, vec = 8>>
      %s = tile.reduce_sum %x32 scope(warpgroup) : !tile.frag<4x1024xf32, #tile.rows<4x1024, threads = 128, vec = 8>> -> !tile.frag<4xf32, #tile.rows<4x1024, threads = 128, vec = 8>>
      %r = tile.rsqrt %s scope(warpgroup) : !tile.frag<4xf32, #tile.rows<4x1024, threads = 128, vec = 8>>
      %e = tile.expand %r scope(warpgroup) : !tile.frag<4xf32, #tile.rows<4x1024, threads = 128, vec = 8>> -> !tile.frag<4x1024xf32, #tile.rows<4x1024, threads = 128, vec = 8>>
      %wv = tile.view %w[%c0 : 1024] : !tile.global<?xbf16, row_major> -> !tile.global<1024xbf16, row_major>
      %wf = tile.broadcast %wv scope(warpgroup) : !tile.global<1024xbf16, row_major> -> !tile.frag<4x1024xbf16, #tile.rows<4x1024, threads = 128, vec = 8>>
      gpu.return
    }
  }
  gpu.module @m2 {
    gpu.func @cta() kernel attributes {block = [1024 : i64, 1 : i64, 1 : i64]} {
      %f = tile.fill 1.0 scope(cta) : !tile.frag<2x8192xf32, #tile.rows<2x8192, threads = 1024, vec = 8>>
      %s = tile.reduce_max %f scope(cta) : !tile.frag<2x8192xf32, #tile.rows<2x8192, threads = 1024, vec = 8>> -> !tile.frag<2xf32, #tile.rows<2x8192, threads = 1024, vec = 8>>
      %i = tile.rcp %f scope(cta) : !tile.frag<2x8192xf32, #tile.rows<2x8192, threads = 1024, vec = 8>>
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @k(%A: !tile.global<?x?xbf16, col_major>, %m: index) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
      %c0 = arith.constant 0 : index
      %bar = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
      %s = tile.alloc scope(cta) : !tile.buffer<64x32xbf16, #layout.smem<64x32xbf16, swizzle = 64B, major = K>>
      %g = tile.view %A[%m : 64, 0 : 32] : !tile.global<?x?xbf16, col_major> -> !tile.global<64x32xbf16, col_major>
      tile.copy_async %g -> %s barrier(%bar[%c0]) scope(cta) : !tile.global<64x32xbf16, col_major> -> !tile.buffer<64x32xbf16, #layout.smem<64x32xbf16, swizzle = 64B, major = K>>, !aproxy.mbarrier<1>
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @k(%L: !tile.global<?xf32, row_major>, %c: f32, %r0: index, %c0: index, %n: index) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
      %s = tile.fill 1.0 scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
      %w = aproxy.wgmma_wait 0 (%s) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
      %sm = tile.mask %w rows(%r0) cols(%c0) limit(%n) causal scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
      %m = tile.reduce_max %sm scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x16xf32>>
      %p = tile.exp2 %sm scale(%c) sub(%m) scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x16xf32>>
      %o = tile.scale %p, %m scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x16xf32>>
      %lg = tile.log2 %m scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x16xf32>>
      %q = tile.div %lg, %m scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x16xf32>>
      %g = tile.view %L[%r0 : 64] : !tile.global<?xf32, row_major> -> !tile.global<64xf32, row_major>
      tile.copy %q -> %g scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x16xf32>> -> !tile.global<64xf32, row_major>
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @k(%W: !tile.global<?xf32, row_major>, %F: !tile.global<?xi32, row_major>, %off: index, %i: index, %n: index) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
      %z = tile.fill 1.0 scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
      tile.frag_store %z -> %W[%off] scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>, !tile.global<?xf32, row_major>
      tile.flag_arrive %F[%i] scope(warpgroup) : !tile.global<?xi32, row_major>
      tile.flag_wait %F[%i] count(%n) scope(warpgroup) : !tile.global<?xi32, row_major>
      %s = tile.frag_load %W[%off] add(%z) scope(warpgroup) : !tile.global<?xf32, row_major> -> !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
      tile.frag_store %s -> %W[%i] scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>, !tile.global<?xf32, row_major>
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @k(%SA: !tile.global<?x?xf32, row_major>, %kb: index, %m: index, %s: f32) kernel attributes {block = [384 : i64, 1 : i64, 1 : i64]} {
      %sA = tile.alloc scope(cta) : !tile.buffer<64x128xf8E4M3FN, #layout.smem<64x128xf8E4M3FN, swizzle = 128B, major = K>>
      %sB = tile.alloc scope(cta) : !tile.buffer<128x128xf8E4M3FN, #layout.smem<128x128xf8E4M3FN, swizzle = 128B, major = K>>
      %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
      %t = tile.gemm_async %sA, %sB, %z overwrite scope(warpgroup) : !tile.buffer<64x128xf8E4M3FN, #layout.smem<64x128xf8E4M3FN, swizzle = 128B, major = K>>, !tile.buffer<128x128xf8E4M3FN, #layout.smem<128x128xf8E4M3FN, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
      %t2 = tile.gemm_async %sA, %sB, %t overwrite scope(warpgroup) {dispatch = "wgmma_ss"} : !tile.buffer<64x128xf8E4M3FN, #layout.smem<64x128xf8E4M3FN, swizzle = 128B, major = K>>, !tile.buffer<128x128xf8E4M3FN, #layout.smem<128x128xf8E4M3FN, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
      %ga = tile.view %SA[%kb : 1, %m : 64] : !tile.global<?x?xf32, row_major> -> !tile.global<1x64xf32, row_major>
      %ra = tile.load %ga scope(warpgroup) : !tile.global<1x64xf32, row_major> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
      %gb = tile.view %SA[%kb : 1, %m : 1] : !tile.global<?x?xf32, row_major> -> !tile.global<1x1xf32, row_major>
      %sb = tile.load %gb scope(thread) {dispatch = "uniform"} : !tile.global<1x1xf32, row_major> -> f32
      %f1 = tile.fma %t2, %s, %z scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, f32
      %f2 = tile.fma %t2, %ra, %f1 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
      %f3 = tile.fma %t2, %f2, %f1 scope(warp) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @k(%s: f32) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
      %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
      %o = tile.fill 1.0 scope(warp) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
      %a = tile.add %z, %o scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
      %b = tile.sub %a, %o scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
      %c = tile.mul %b, %a scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
      %d = tile.max %c, %a scope(thread) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
      %e = tile.exp2 %d scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
      %f = tile.scale %e, %s scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>, f32
      %h = tile.cast %f scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>> -> !tile.frag<64x8xbf16, #layout.wgmma_acc<64x8xf32>>
      %g = tile.cast %h scope(warpgroup) : !tile.frag<64x8xbf16, #layout.wgmma_acc<64x8xf32>> -> !tile.frag<64x8xf16, #layout.wgmma_acc<64x8xf32>>
      %w = tile.cast %g scope(warpgroup) : !tile.frag<64x8xf16, #layout.wgmma_acc<64x8xf32>> -> !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
      %m = tile.reduce_max %w scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x8xf32>>
      %t = tile.reduce_sum %w scope(warp) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x8xf32>>
      %i = tile.fill 3 scope(warpgroup) : !tile.frag<64x8xi32, #layout.wgmma_acc<64x8xf32>>
      %j = tile.max %i, %i scope(warpgroup) : !tile.frag<64x8xi32, #layout.wgmma_acc<64x8xf32>>
      %n = arith.constant 0 : index
      %l = scf.for %q = %n to %n step %n iter_args(%acc = %z) -> (!tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>) {
        %x = tile.add %acc, %acc scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
        scf.yield %x : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
      }
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @pair() kernel attributes {block = [256 : i64, 1 : i64, 1 : i64]} {
      %a = tile.fill 1.0 scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      %b = tile.fill 2.0 scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      %s, %q = tile.reduce_sum2 %a, %b scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>> -> !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
      gpu.return
    }
  }
}

// -----
builtin.module {
  gpu.module @m {
    gpu.func @k(%C: !tile.global<?x?xbf16, row_major>, %t: index, %mt: index, %nt: index) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
      %mi, %ni = tile.tile_coord %t tiles(%mt, %nt) raster("grouped") group(8)
      %r, %c = tile.tile_coord %t tiles(%mt, %nt) raster("row") group(1)
      %hm, %hn = tile.tile_coord %t tiles(%mt, %nt) raster("hilbert") group(4)
      %s = tile.alloc scope(cta) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
      %g = tile.view %C[%mi : 64, %ni : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x64xbf16, row_major>
      tile.store_wait 0 read scope(warpgroup)
      tile.store_async %s -> %g scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>> -> !tile.global<64x64xbf16, row_major>
      tile.store_wait 1 scope(thread)
      gpu.return
    }
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i32) {
    %1 = nvvm.abs<type = s32> %0 : (i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_0() {
    %0 = nvvm.activemask : () -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i1, %1: i1) {
    %2 = nvvm.and<type = pred> %0, %1 : (i1, i1) -> i1
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i64) {
    nvvm.applypriority %0 {offset = 0 : i64} : (i64) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i64, %1: i32) {
    %2 = nvvm.atom<sem = relaxed, op = min, type = s32> %0, %1 {offset = 0 : i64} : (i64, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i32, %1: i32) {
    nvvm.bar.arrive.reg %0, %1 : (i32, i32) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i1) {
    %1 = nvvm.bar.red<verb = barrier, aligned, op = popc, id = 0, count = 992> %0 : (i1) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i32) {
    nvvm.bar.sync.reg %0 : (i32) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i32) {
    nvvm.bar.warp.sync %0 : (i32) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_0() {
    nvvm.barrier.arrive<id = 4, count = 736> : () -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i32, %1: i32) {
    nvvm.barrier.arrive.reg %0, %1 : (i32, i32) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_0() {
    nvvm.barrier.sync<id = 6, count = 672> : () -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i32) {
    nvvm.barrier.sync.reg<cta> %0 : (i32) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: i32, %1: i32, %2: i32) {
    %3 = nvvm.bfe<type = u32> %0, %1, %2 : (i32, i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_4(%0: i32, %1: i32, %2: i32, %3: i32) {
    %4 = nvvm.bfi<type = b32> %0, %1, %2, %3 : (i32, i32, i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i32) {
    %1 = nvvm.bfind<shiftamt, type = u32> %0 : (i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i32, %1: i32) {
    %2 = nvvm.bmsk<mode = clamp> %0, %1 : (i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i32) {
    %1 = nvvm.brev<type = b32> %0 : (i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_0() {
    nvvm.brkpt : () -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i32) {
    %1 = nvvm.clz<type = b32> %0 : (i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i16) {
    %1 = nvvm.cnot<type = b16> %0 : (i16) -> i16
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: f32, %1: f32) {
    %2 = nvvm.copysign<type = f32> %0, %1 : (f32, f32) -> f32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: f32) {
    %1 = nvvm.cos<approx, type = f32> %0 : (f32) -> f32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i64, %1: i64) {
    nvvm.cp.async<cache = ca, prefetch = "L2::64B", size = 4> %0, %1 {dst_offset = 0 : i64, src_offset = 0 : i64} : (i64, i64) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_4(%0: i64, %1: i64, %2: i32, %3: i64) {
    nvvm.cp.async.bulk.cluster %0, %1, %2, %3 {dst_offset = 0 : i64, src_offset = 0 : i64, mbar_offset = 0 : i64} : (i64, i64, i32, i64) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_0() {
    nvvm.cp.async.bulk.commit_group : () -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_6(%0: i64, %1: i64, %2: i32, %3: i64, %4: i16, %5: i64) {
    nvvm.cp.async.bulk.load<dst = "shared::cluster", multicast, cache_hint> %0, %1, %2, %3, %4, %5 {dst_offset = 0 : i64, src_offset = 0 : i64, mbar_offset = 0 : i64} : (i64, i64, i32, i64, i16, i64) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i64, %1: i32) {
    nvvm.cp.async.bulk.prefetch %0, %1 {src_offset = 0 : i64} : (i64, i32) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_5(%0: i64, %1: i32, %2: i32, %3: i32, %4: i32) {
    nvvm.cp.async.bulk.prefetch.tensor<dim = 4> %0, %1, %2, %3, %4 : (i64, i32, i32, i32, i32) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: i64, %1: i64, %2: i32) {
    nvvm.cp.async.bulk.store %0, %1, %2 {dst_offset = 0 : i64, src_offset = 0 : i64} : (i64, i64, i32) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_6(%0: i64, %1: i32, %2: i32, %3: i32, %4: i32, %5: i64) {
    nvvm.cp.async.bulk.tensor.store<dim = 4> %0, %1, %2, %3, %4, %5 {src_offset = 0 : i64} : (i64, i32, i32, i32, i32, i64) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_0() {
    nvvm.cp.async.commit_group : () -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_0() {
    nvvm.cp.async.wait_group<n = 29> : () -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_4(%0: i64, %1: i64, %2: i32, %3: i64) {
    nvvm.cp.reduce.async.bulk<cache_hint, op = or, type = b32> %0, %1, %2, %3 {dst_offset = 0 : i64, src_offset = 0 : i64} : (i64, i64, i32, i64) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_4(%0: i64, %1: i64, %2: i32, %3: i64) {
    nvvm.cp.reduce.async.bulk.cluster<op = or, type = b32> %0, %1, %2, %3 {dst_offset = 0 : i64, src_offset = 0 : i64, mbar_offset = 0 : i64} : (i64, i64, i32, i64) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_5(%0: i64, %1: i32, %2: i32, %3: i64, %4: i64) {
    nvvm.cp.reduce.async.bulk.tensor<dim = 2, op = max, mode = tile, cache_hint> %0, %1, %2, %3, %4 {src_offset = 0 : i64} : (i64, i32, i32, i64, i64) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_0() {
    %0 = nvvm.createpolicy.fractional<primary = "L2::evict_last", secondary = "L2::evict_first"> {fraction = 5.000000e-01 : f32} : () -> i64
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: f32, %1: f32) {
    %2 = nvvm.cvt.pack<rnd = rn, satfinite, relu, dtype = e4m3x2> %0, %1 : (f32, f32) -> i16
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: f32) {
    %1 = nvvm.cvt.tf32 %0 : (f32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i32) {
    %1 = nvvm.cvt.x2<satfinite, dtype = e4m3x2, atype = f16x2> %0 : (i32) -> i16
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i64) {
    %1 = nvvm.cvta<to, space = "shared::cta", type = u64> %0 : (i64) -> i64
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i64) {
    nvvm.discard %0 {offset = 0 : i64} : (i64) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: f32, %1: f32) {
    %2 = nvvm.div<rnd = rn, type = f32> %0, %1 : (f32, f32) -> f32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: i32, %1: i32, %2: i32) {
    %3 = nvvm.dp2a<half = hi, atype = u32, btype = u32> %0, %1, %2 : (i32, i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: bf16) {
    %1 = nvvm.ex2<approx, ftz, type = bf16> %0 : (bf16) -> bf16
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_0() {
    nvvm.exit : () -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_0() {
    nvvm.fence<sem = acquire, scope = gpu> : () -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_0() {
    nvvm.fence.proxy.async : () -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_0() {
    nvvm.fence.proxy.async.sync_restrict<sem = release, space = "shared::cta"> : () -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i64) {
    nvvm.fence.proxy.tensormap.acquire<scope = cta> %0 {offset = 0 : i64} : (i64) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_0() {
    nvvm.fence.proxy.tensormap.release<scope = cta> : () -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_0() {
    nvvm.fence.sync_restrict<sem = release, space = "shared::cta"> : () -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: f32, %1: f32, %2: f32) {
    %3 = nvvm.fma<rnd = rn, type = f32> %0, %1, %2 : (f32, f32, f32) -> f32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: i32, %1: i32, %2: i32) {
    %3 = nvvm.fns %0, %1, %2 : (i32, i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i32) {
    %1 = nvvm.getctarank<type = u32> %0 : (i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_0() {
    nvvm.griddepcontrol<action = launch_dependents> : () -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i64) {
    %1 = nvvm.isspacep<space = "shared::cta"> %0 : (i64) -> i1
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: f32) {
    %1 = nvvm.lg2<approx, type = f32> %0 : (f32) -> f32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: i32, %1: i32, %2: i32) {
    %3 = nvvm.lop3<lut = 1> %0, %1, %2 : (i32, i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: i64, %1: i64, %2: i64) {
    %3 = nvvm.mad<mode = lo, type = u64> %0, %1, %2 : (i64, i64, i64) -> i64
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: i32, %1: i32, %2: i32) {
    %3 = nvvm.mad.cc<half = lo, type = u32> %0, %1, %2 : (i32, i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: i64, %1: i64, %2: i64) {
    %3 = nvvm.madc<half = lo, type = u64> %0, %1, %2 : (i64, i64, i64) -> i64
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i64, %1: i32) {
    %2 = nvvm.mapa<type = u64> %0, %1 : (i64, i32) -> i64
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i32, %1: i32) {
    %2, %3 = nvvm.match.all.sync<type = b32> %0, %1 : (i32, i32) -> (i32, i1)
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i32, %1: i32) {
    %2 = nvvm.match.any.sync<type = b32> %0, %1 : (i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i16, %1: i16) {
    %2 = nvvm.max<type = u16> %0, %1 : (i16, i16) -> i16
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i64, %1: i32) {
    %2 = nvvm.mbarrier.arrive.noComplete<sem = release, scope = cta> %0, %1 {offset = 0 : i64} : (i64, i32) -> i64
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i64) {
    nvvm.mbarrier.arrive.remote %0 {offset = 0 : i64} : (i64) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i64, %1: i32) {
    nvvm.mbarrier.arrive_drop<sem = release, scope = cta, sink, with_count> %0, %1 {offset = 0 : i64} : (i64, i32) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i64, %1: i32) {
    nvvm.mbarrier.arrive_drop.expect_tx<sem = relaxed, scope = cluster, space = "shared::cta", sink> %0, %1 {offset = 0 : i64} : (i64, i32) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i64, %1: i32) {
    %2 = nvvm.mbarrier.arrive_drop.noComplete<sem = release, scope = cta> %0, %1 {offset = 0 : i64} : (i64, i32) -> i64
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i64, %1: i32) {
    nvvm.mbarrier.complete_tx<space = "shared::cta"> %0, %1 {offset = 0 : i64} : (i64, i32) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i64, %1: i32) {
    nvvm.mbarrier.expect_tx<space = "shared::cta"> %0, %1 {offset = 0 : i64} : (i64, i32) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i64) {
    nvvm.mbarrier.inval %0 {offset = 0 : i64} : (i64) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i64) {
    %1 = nvvm.mbarrier.pending_count %0 : (i64) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i64, %1: i64) {
    %2 = nvvm.mbarrier.test_wait<sem = acquire, scope = cluster, space = shared> %0, %1 {offset = 0 : i64} : (i64, i64) -> i1
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i64, %1: i32) {
    %2 = nvvm.mbarrier.test_wait.parity<sem = acquire, scope = cluster, space = shared> %0, %1 {offset = 0 : i64} : (i64, i32) -> i1
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i64, %1: i64) {
    %2 = nvvm.mbarrier.try_wait %0, %1 {offset = 0 : i64} : (i64, i64) -> i1
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i16, %1: i16) {
    %2 = nvvm.min<type = u16> %0, %1 : (i16, i16) -> i16
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i16) {
    %1 = nvvm.mov<type = b16> %0 : (i16) -> i16
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i16) {
    %1 = nvvm.mov.bits<type = b16> %0 : (i16) -> i16
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i32) {
    %1 = nvvm.movmatrix %0 : (i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i64) {
    %1 = nvvm.multimem.ld_reduce<sem = relaxed, scope = cluster, op = xor, type = b32> %0 {offset = 0 : i64} : (i64) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i64, %1: i32) {
    nvvm.multimem.red<sem = relaxed, scope = cluster, op = xor, type = b32> %0, %1 {offset = 0 : i64} : (i64, i32) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i64, %1: f32) {
    nvvm.multimem.st<sem = release, scope = sys, type = f32> %0, %1 {offset = 0 : i64} : (i64, f32) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i32) {
    nvvm.nanosleep %0 : (i32) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i32) {
    %1 = nvvm.neg<type = s32> %0 : (i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i1) {
    %1 = nvvm.not<type = pred> %0 : (i1) -> i1
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i1, %1: i1) {
    %2 = nvvm.or<type = pred> %0, %1 : (i1, i1) -> i1
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_0() {
    nvvm.pmevent<event = 10> : () -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i32) {
    %1 = nvvm.popc<type = b32> %0 : (i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i64) {
    nvvm.prefetch.tensormap %0 {offset = 0 : i64} : (i64) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i64) {
    nvvm.prefetchu %0 {offset = 0 : i64} : (i64) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: i32, %1: i32, %2: i32) {
    %3 = nvvm.prmt<mode = ecl> %0, %1, %2 : (i32, i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: f64) {
    %1 = nvvm.rcp<rnd = rn, type = f64> %0 : (f64) -> f64
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i64, %1: i64) {
    nvvm.red<sem = relaxed, scope = cta, op = max, type = u64> %0, %1 {offset = 0 : i64} : (i64, i64) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i32, %1: i32) {
    %2 = nvvm.redux.sync<op = or, type = b32> %0, %1 : (i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i32, %1: i32) {
    %2 = nvvm.rem<type = s32> %0, %1 : (i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: f32) {
    %1 = nvvm.rsqrt<approx, type = f32> %0 : (f32) -> f32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: i32, %1: i32, %2: i32) {
    %3 = nvvm.sad<type = s32> %0, %1, %2 : (i32, i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: i64, %1: i64, %2: i1) {
    %3 = nvvm.selp<type = s64> %0, %1, %2 : (i64, i64, i1) -> i64
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i16, %1: i32) {
    %2 = nvvm.shl<type = b16> %0, %1 : (i16, i32) -> i16
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i32, %1: i32) {
    %2 = nvvm.shr<type = s32> %0, %1 : (i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: f32) {
    %1 = nvvm.sin<approx, type = f32> %0 : (f32) -> f32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: i16, %1: i16, %2: f32) {
    %3 = nvvm.slct<dtype = u16, ctype = f32> %0, %1, %2 : (i16, i16, f32) -> i16
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: f64) {
    %1 = nvvm.sqrt<rnd = rn, type = f64> %0 : (f64) -> f64
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: i64, %1: vector<2xi32>, %2: i64) {
    nvvm.st.async<vec = v2, type = u32> %0, %1, %2 {offset = 0 : i64, mbar_offset = 0 : i64} : (i64, vector<2xi32>, i64) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i64, %1: vector<2xi32>) {
    nvvm.stmatrix<num = x2, trans, space = "shared::cta"> %0, %1 {offset = 0 : i64} : (i64, vector<2xi32>) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: f32, %1: f32) {
    %2 = nvvm.sub<rnd = rn, sat, type = f32> %0, %1 : (f32, f32) -> f32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i32, %1: i32) {
    %2 = nvvm.sub.cc<type = u32> %0, %1 : (i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i32, %1: i32) {
    %2 = nvvm.subc<cc, type = u32> %0, %1 : (i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i32, %1: i32) {
    %2 = nvvm.szext<mode = clamp, type = u32> %0, %1 : (i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i32) {
    %1 = nvvm.tanh<approx, type = f16x2> %0 : (i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i64, %1: i64) {
    nvvm.tensormap.cp_fenceproxy<scope = cta> %0, %1 {offset = 0 : i64} : (i64, i64) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i64, %1: i64) {
    nvvm.tensormap.replace<field = global_address, space = global> %0, %1 {offset = 0 : i64} : (i64, i64) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i64, %1: i32) {
    nvvm.tensormap.replace.dim<field = box_dim, space = global, ord = 0> %0, %1 {offset = 0 : i64} : (i64, i32) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_1(%0: i64) {
    nvvm.tensormap.replace.enum<field = swizzle_mode, space = global, v = 1> %0 {offset = 0 : i64} : (i64) -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_0() {
    nvvm.trap : () -> ()
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: i32, %1: i32, %2: i32) {
    %3 = nvvm.vabsdiff2<dtype = u32, atype = u32, btype = u32, asel = h13, bsel = h13> %0, %1, %2 : (i32, i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: i32, %1: i32, %2: i32) {
    %3 = nvvm.vadd2<dtype = u32, atype = u32, btype = u32, asel = h13, bsel = h13> %0, %1, %2 : (i32, i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: i32, %1: i32, %2: i32) {
    %3 = nvvm.vavrg4<dtype = s32, atype = s32, btype = u32, sat, asel = b4324> %0, %1, %2 : (i32, i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: i32, %1: i32, %2: i32) {
    %3 = nvvm.vmax<dtype = u32, atype = s32, btype = s32, dsel = h1, asel = h0, bsel = h0> %0, %1, %2 : (i32, i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: i32, %1: i32, %2: i32) {
    %3 = nvvm.vmax4<dtype = s32, atype = s32, btype = u32, sat, asel = b4324> %0, %1, %2 : (i32, i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: i32, %1: i32, %2: i32) {
    %3 = nvvm.vmin<dtype = u32, atype = s32, btype = s32, dsel = h1, asel = h0, bsel = h0> %0, %1, %2 : (i32, i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: i32, %1: i32, %2: i32) {
    %3 = nvvm.vmin2<dtype = u32, atype = u32, btype = u32, asel = h13, bsel = h13> %0, %1, %2 : (i32, i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: i32, %1: i32, %2: i32) {
    %3 = nvvm.vmin4<dtype = s32, atype = s32, btype = u32, sat, asel = b4324> %0, %1, %2 : (i32, i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i1, %1: i32) {
    %2 = nvvm.vote.sync<mode = all> %0, %1 : (i1, i32) -> i1
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i1, %1: i32) {
    %2 = nvvm.vote.sync.ballot %0, %1 : (i1, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: i32, %1: i32, %2: i32) {
    %3 = nvvm.vsub2<dtype = u32, atype = u32, btype = u32, asel = h13, bsel = h13> %0, %1, %2 : (i32, i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_3(%0: i32, %1: i32, %2: i32) {
    %3 = nvvm.vsub4<dtype = s32, atype = s32, btype = u32, sat, asel = b4324> %0, %1, %2 : (i32, i32, i32) -> i32
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_4(%0: vector<80xi32>, %1: i64, %2: i64, %3: i1) {
    %4 = nvvm.wgmma.mma_async.b1<n = 160> %0, %1, %2, %3 : (vector<80xi32>, i64, i64, i1) -> vector<80xi32>
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_4(%0: vector<80xi32>, %1: vector<4xi32>, %2: i64, %3: i1) {
    %4 = nvvm.wgmma.mma_async.b1.rs<n = 160> %0, %1, %2, %3 : (vector<80xi32>, vector<4xi32>, i64, i1) -> vector<80xi32>
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_4(%0: vector<32xi32>, %1: i64, %2: i64, %3: i1) {
    %4 = nvvm.wgmma.mma_async.int<n = 64, atype = u8, btype = u8, satfinite = satfinite> %0, %1, %2, %3 : (vector<32xi32>, i64, i64, i1) -> vector<32xi32>
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_4(%0: vector<32xi32>, %1: vector<4xi32>, %2: i64, %3: i1) {
    %4 = nvvm.wgmma.mma_async.int.rs<n = 64, atype = u8, btype = u8, satfinite = satfinite> %0, %1, %2, %3 : (vector<32xi32>, vector<4xi32>, i64, i1) -> vector<32xi32>
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_4(%0: vector<92xf32>, %1: vector<4xi32>, %2: i64, %3: i1) {
    %4 = nvvm.wgmma.mma_async.rs<n = 184, dtype = f32, atype = f16, btype = f16, scale_a = 1, scale_b = 1, tnsp_b = 0> %0, %1, %2, %3 : (vector<92xf32>, vector<4xi32>, i64, i1) -> vector<92xf32>
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_5(%0: vector<100xf32>, %1: i64, %2: i64, %3: i32, %4: i1) {
    %5 = nvvm.wgmma.mma_async.sp<n = 200, atype = e5m2, btype = e5m2, scale_a = -1, scale_b = -1> %0, %1, %2, %3, %4 : (vector<100xf32>, i64, i64, i32, i1) -> vector<100xf32>
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_5(%0: vector<32xi32>, %1: i64, %2: i64, %3: i32, %4: i1) {
    %5 = nvvm.wgmma.mma_async.sp.int<n = 64, atype = u8, btype = u8, satfinite = satfinite> %0, %1, %2, %3, %4 : (vector<32xi32>, i64, i64, i32, i1) -> vector<32xi32>
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_5(%0: vector<32xi32>, %1: vector<4xi32>, %2: i64, %3: i32, %4: i1) {
    %5 = nvvm.wgmma.mma_async.sp.int.rs<n = 64, atype = u8, btype = u8, satfinite = satfinite> %0, %1, %2, %3, %4 : (vector<32xi32>, vector<4xi32>, i64, i32, i1) -> vector<32xi32>
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_5(%0: vector<96xf32>, %1: vector<4xi32>, %2: i64, %3: i32, %4: i1) {
    %5 = nvvm.wgmma.mma_async.sp.rs<n = 192, dtype = f32, atype = e4m3, btype = e4m3, sp_sel = 0, scale_a = -1> %0, %1, %2, %3, %4 : (vector<96xf32>, vector<4xi32>, i64, i32, i1) -> vector<96xf32>
    func.return
  }
}

// -----
builtin.module {
  func.func @sample_2(%0: i1, %1: i1) {
    %2 = nvvm.xor<type = pred> %0, %1 : (i1, i1) -> i1
    func.return
  }
}
