// Hopper synchronization and bulk-copy instructions through CCCL's cuda::ptx wrappers (the
// spellings NVIDIA's own library emits), for the PTX corpus (test/ptx_corpus/README.md).
// Compiled to PTX only by regen.sh; not run.
#include <cuda/ptx>
#include <cstdint>

namespace ptx = cuda::ptx;

__global__ void __cluster_dims__(2, 1, 1) cccl_sync(uint32_t* out, const uint32_t* gin, float* gf, void* tmap_g) {
  __shared__ alignas(16) uint64_t bar[4];
  __shared__ alignas(128) uint32_t buf[1024];
  __shared__ alignas(128) char tmap[128];
  uint32_t acc = 0;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar[0], 1);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  ptx::barrier_cluster_arrive(ptx::sem_relaxed);
  ptx::barrier_cluster_wait();
  ptx::barrier_cluster_arrive();
  ptx::barrier_cluster_wait(ptx::sem_acquire);
  ptx::barrier_cluster_arrive(ptx::sem_release);

  uint64_t st = ptx::mbarrier_arrive(&bar[0], 1u);
  st ^= ptx::mbarrier_arrive(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar[0]);
  st ^= ptx::mbarrier_arrive(ptx::sem_release, ptx::scope_cluster, ptx::space_shared, &bar[0], 2u);
  ptx::mbarrier_arrive(ptx::sem_release, ptx::scope_cluster, ptx::space_cluster, &bar[1]);
  ptx::mbarrier_arrive(ptx::sem_release, ptx::scope_cluster, ptx::space_cluster, &bar[1], 3u);
  st ^= ptx::mbarrier_arrive(ptx::sem_relaxed, ptx::scope_cta, ptx::space_shared, &bar[0], 1u);
  st ^= ptx::mbarrier_arrive(ptx::sem_relaxed, ptx::scope_cluster, ptx::space_shared, &bar[0]);
  st ^= ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar[2], 4096u);
  ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cluster, ptx::space_cluster, &bar[2], 4096u);
  st ^= ptx::mbarrier_arrive_expect_tx(ptx::sem_relaxed, ptx::scope_cluster, ptx::space_shared, &bar[2], 16u);
  ptx::mbarrier_expect_tx(ptx::sem_relaxed, ptx::scope_cta, ptx::space_shared, &bar[3], 64u);
  ptx::mbarrier_expect_tx(ptx::sem_relaxed, ptx::scope_cluster, ptx::space_cluster, &bar[3], 64u);
  acc += ptx::mbarrier_try_wait(&bar[0], st);
  acc += ptx::mbarrier_try_wait(&bar[0], st, 1000u);
  acc += ptx::mbarrier_try_wait(ptx::sem_acquire, ptx::scope_cluster, &bar[0], st);
  acc += ptx::mbarrier_try_wait(ptx::sem_relaxed, ptx::scope_cta, &bar[0], st, 100u);
  acc += ptx::mbarrier_try_wait_parity(&bar[1], 0u);
  acc += ptx::mbarrier_try_wait_parity(&bar[1], 1u, 500u);
  acc += ptx::mbarrier_try_wait_parity(ptx::sem_acquire, ptx::scope_cluster, &bar[1], 0u);
  acc += ptx::mbarrier_try_wait_parity(ptx::sem_relaxed, ptx::scope_cluster, &bar[1], 1u);
  acc += ptx::mbarrier_test_wait(&bar[2], st);
  acc += ptx::mbarrier_test_wait(ptx::sem_acquire, ptx::scope_cluster, &bar[2], st);
  acc += ptx::mbarrier_test_wait_parity(&bar[2], 0u);
  acc += ptx::mbarrier_test_wait_parity(ptx::sem_relaxed, ptx::scope_cta, &bar[2], 1u);

  ptx::cp_async_bulk(ptx::space_cluster, ptx::space_global, buf, gin, 4096u, &bar[0]);
  ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, buf, gin, 4096u, &bar[0]);
  ptx::cp_async_bulk(ptx::space_cluster, ptx::space_shared, buf + 512, buf, 1024u, &bar[1]);
  ptx::cp_async_bulk(ptx::space_global, ptx::space_shared, out, buf, 4096u);
  ptx::cp_reduce_async_bulk(ptx::space_global, ptx::space_shared, ptx::op_add, out, buf, 4096u);
  ptx::cp_reduce_async_bulk(ptx::space_global, ptx::space_shared, ptx::op_min, out, buf, 4096u);
  ptx::cp_reduce_async_bulk(ptx::space_global, ptx::space_shared, ptx::op_and_op, out, buf, 4096u);
  ptx::cp_reduce_async_bulk(ptx::space_global, ptx::space_shared, ptx::op_add, gf, reinterpret_cast<float*>(buf), 4096u);
  ptx::cp_reduce_async_bulk(ptx::space_cluster, ptx::space_shared, ptx::op_add, buf + 256, buf, 1024u, &bar[1]);
  ptx::cp_reduce_async_bulk(ptx::space_cluster, ptx::space_shared, ptx::op_inc, buf + 256, buf, 1024u, &bar[1]);
  ptx::cp_async_bulk_commit_group();
  ptx::cp_async_bulk_wait_group(ptx::n32_t<0>());
  ptx::cp_async_bulk_wait_group_read(ptx::n32_t<1>());

  int32_t c2[2] = {0, 64};
  ptx::cp_async_bulk_tensor(ptx::space_global, ptx::space_shared, tmap_g, c2, buf);
  ptx::cp_async_bulk_tensor(ptx::space_cluster, ptx::space_global, buf, tmap_g, c2, &bar[0]);

  ptx::fence(ptx::sem_sc, ptx::scope_cluster);
  ptx::fence(ptx::sem_acq_rel, ptx::scope_cluster);
  ptx::fence(ptx::sem_acquire, ptx::scope_gpu);
  ptx::fence(ptx::sem_release, ptx::scope_cta);
  ptx::fence_proxy_async();
  ptx::fence_proxy_async(ptx::space_shared);
  ptx::fence_proxy_async(ptx::space_global);
  ptx::fence_proxy_async(ptx::space_cluster);
  ptx::fence_proxy_async_generic_sync_restrict(ptx::sem_release, ptx::space_shared, ptx::scope_cluster);
  ptx::fence_proxy_async_generic_sync_restrict(ptx::sem_acquire, ptx::space_cluster, ptx::scope_cluster);
  ptx::fence_sync_restrict(ptx::sem_release, ptx::space_shared, ptx::scope_cluster);
  ptx::fence_sync_restrict(ptx::sem_acquire, ptx::space_cluster, ptx::scope_cluster);
  ptx::fence_proxy_tensormap_generic(ptx::sem_release, ptx::scope_gpu);
  ptx::fence_proxy_tensormap_generic(ptx::sem_acquire, ptx::scope_cluster, tmap_g, ptx::n32_t<128>());

  ptx::tensormap_replace_global_address(ptx::space_shared, tmap, reinterpret_cast<uint64_t>(gin));
  ptx::tensormap_replace_rank(ptx::space_shared, tmap, 1u);
  ptx::tensormap_replace_box_dim(ptx::space_shared, tmap, ptx::n32_t<0>(), 64u);
  ptx::tensormap_replace_global_dim(ptx::space_global, tmap_g, ptx::n32_t<1>(), 4096u);
  ptx::tensormap_replace_global_stride(ptx::space_shared, tmap, ptx::n32_t<0>(), 8192ull);
  ptx::tensormap_replace_element_size(ptx::space_shared, tmap, ptx::n32_t<1>(), 1u);
  ptx::tensormap_replace_elemtype(ptx::space_shared, tmap, ptx::n32_t<9>());
  ptx::tensormap_replace_interleave_layout(ptx::space_global, tmap_g, ptx::n32_t<0>());
  ptx::tensormap_replace_swizzle_mode(ptx::space_shared, tmap, ptx::n32_t<3>());
  ptx::tensormap_replace_fill_mode(ptx::space_shared, tmap, ptx::n32_t<0>());
  ptx::tensormap_cp_fenceproxy(ptx::sem_release, ptx::scope_gpu, tmap_g, tmap,
                               ptx::n32_t<128>());

  acc += ptx::getctarank(ptx::space_cluster, &bar[0]);
  acc += ptx::get_sreg_cluster_ctarank() + ptx::get_sreg_cluster_nctarank() + ptx::get_sreg_clusterid_x();
  acc += ptx::get_sreg_cluster_ctaid_x() + ptx::get_sreg_nclusterid_y() + ptx::get_sreg_is_explicit_cluster();
  acc += ptx::get_sreg_dynamic_smem_size() + ptx::get_sreg_total_smem_size() + ptx::get_sreg_aggr_smem_size();
  acc += (uint32_t)ptx::get_sreg_globaltimer() + ptx::get_sreg_lanemask_lt() + ptx::get_sreg_smid();
  out[threadIdx.x] = acc + (uint32_t)st;
}
