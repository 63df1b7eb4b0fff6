"""`aproxy`: the async proxy and synchronization level of tirx IR (DESIGN.md, level 1).

The ops name Hopper's asynchronous machinery directly — shared-memory regions, mbarrier
arrays, multi-stage pipelines with full/empty barriers and a stage/phase state, TMA loads and
stores on tensor-map kernel parameters, proxy fences, wgmma groups, named barriers and
warp-specialized roles with register budgets — and keep every number a static
synchronization checker needs (arrival counts, transaction bytes, stages, barrier ids, thread
counts, warpgroups, register counts) as a property of the op, not buried in index math.
`aproxy-to-nvvm` (tirx_mlir/lowering/aproxy_to_nvvm/) lowers every op to `nvvm` + arith/scf.
docs/aproxy.md is the reference for the syntax and semantics; a summary:

    %s  = aproxy.smem_alloc 32768 align 1024 : !aproxy.smem<32768>
    %v  = aproxy.smem_offset %s, %off : !aproxy.smem<32768> -> !aproxy.smem<16384>
    %a  = aproxy.smem_address %v : !aproxy.smem<16384>
    %b  = aproxy.mbarrier_alloc count(2) : !aproxy.mbarrier<2>
    aproxy.mbarrier_init %b[%i], arrivals(1) : !aproxy.mbarrier<2>
    aproxy.mbarrier_arrive %b[%i] : !aproxy.mbarrier<2>
    aproxy.mbarrier_arrive_expect_tx %b[%i], bytes(16384) : !aproxy.mbarrier<2>
    aproxy.mbarrier_wait %b[%i], parity(%ph) : !aproxy.mbarrier<2>
    aproxy.mbarrier_inval %b[%i] : !aproxy.mbarrier<2>
    %p  = aproxy.pipeline stages(4) full(tx_bytes = 32768) empty(arrivals = 2) : !aproxy.pipeline<4>
    %ps = aproxy.producer_start %p : !aproxy.pipeline<4>
    %cs = aproxy.consumer_start %p : !aproxy.pipeline<4>
    %k  = aproxy.producer_acquire %p, %ps : !aproxy.pipeline<4>
    %k  = aproxy.consumer_wait %p, %cs : !aproxy.pipeline<4>
    aproxy.consumer_release %p, %cs : !aproxy.pipeline<4>
    %n  = aproxy.advance %ps
    aproxy.tma_load %tm[%x, %y] -> %v, %p[%k] multicast(%mask) : !aproxy.tensormap<...>, !aproxy.smem<16384>, !aproxy.pipeline<4>
    aproxy.tma_store %v -> %tm[%x, %y] : !aproxy.smem<16384>, !aproxy.tensormap<...>
    aproxy.bulk_commit    aproxy.bulk_wait 0 read    aproxy.prefetch_tensormap %tm : !aproxy.tensormap<...>
    aproxy.fence_proxy_async    aproxy.fence_mbarrier_init
    %d  = aproxy.wgmma_desc %v swizzle("128B") lbo(16) sbo(1024) : !aproxy.smem<16384>
    aproxy.wgmma_fence    aproxy.wgmma_commit    aproxy.wgmma_wait 1
    %acc2 = aproxy.wgmma m64n128k16 types(bf16, bf16, f32) %da, %db, %acc scale_d(%z) : i64, vector<64xf32>
    aproxy.named_barrier_sync id(1), threads(256)    aproxy.named_barrier_arrive id(1), threads(256)
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) regs(40) { ... }
      aproxy.role "consumer" warpgroups(1, 2) regs(232) { ... }
    }
    %wg = aproxy.warpgroup_index
    aproxy.elect_one warpgroup { ... }
    aproxy.flag_arrive %F[%i] : memref<?xi32>    aproxy.flag_wait %F[%i] count(%n) : memref<?xi32>

Every verifier message names the op, what was expected and what was found; rules that come
from the PTX ISA cite its section.
"""

from __future__ import annotations

from xdsl.ir import Dialect

from ._common import (  # noqa: F401
    MAX_MBARRIER_COUNT,
    MAX_SMEM_BYTES,
    MAX_TX_BYTES,
    REGISTER_FILE,
    SWIZZLE_BYTES,
    SWIZZLES,
    WGMMA_AB_K,
    block_threads,
    const_int,
    element_bytes,
    enclosing,
    kernel_of,
)
from .cluster import (  # noqa: F401
    MAX_CLUSTER_CTAS,
    ClusterRankOp,
    ClusterSyncOp,
    RemoteReleaseOp,
    cluster_shape,
)
from .flags import (  # noqa: F401
    FlagArriveOp,
    FlagWaitOp,
)
from .fences import (  # noqa: F401
    FenceMbarrierInitOp,
    FenceProxyAsyncOp,
)
from .mbarrier import (  # noqa: F401
    MbarrierAllocOp,
    MbarrierArriveExpectTxOp,
    MbarrierArriveOp,
    MbarrierInitOp,
    MbarrierInvalOp,
    MbarrierWaitOp,
)
from .memory import (  # noqa: F401
    SmemAddressOp,
    SmemAllocOp,
    SmemOffsetOp,
)
from .pipeline import (  # noqa: F401
    AdvanceOp,
    ConsumerReleaseOp,
    ConsumerStartOp,
    ConsumerWaitOp,
    PipelineOp,
    ProducerAcquireOp,
    ProducerStartOp,
)
from .roles import (  # noqa: F401
    ELECT_SCOPES,
    ElectOneOp,
    NamedBarrierArriveOp,
    NamedBarrierSyncOp,
    RoleOp,
    SpecializeOp,
    WarpgroupIndexOp,
)
from .tma import (  # noqa: F401
    BulkCommitOp,
    BulkWaitOp,
    PrefetchTensormapOp,
    TmaLoadOp,
    TmaStoreOp,
)
from .types import (  # noqa: F401
    MbarrierType,
    PipelineType,
    PipeStateType,
    SmemType,
    TensorMapType,
)
from .wgmma import (  # noqa: F401
    WgmmaCommitOp,
    WgmmaDescOp,
    WgmmaFenceOp,
    WgmmaOp,
    WgmmaWaitOp,
    WgmmaHoldOp,
)

APROXY = Dialect(
    "aproxy",
    [
        SmemAllocOp, SmemOffsetOp, SmemAddressOp,
        MbarrierAllocOp, MbarrierInitOp, MbarrierArriveOp, MbarrierArriveExpectTxOp,
        MbarrierWaitOp, MbarrierInvalOp,
        PipelineOp, ProducerStartOp, ConsumerStartOp, ProducerAcquireOp, ConsumerWaitOp,
        ConsumerReleaseOp, AdvanceOp,
        TmaLoadOp, TmaStoreOp, PrefetchTensormapOp, BulkCommitOp, BulkWaitOp,
        FenceProxyAsyncOp, FenceMbarrierInitOp,
        WgmmaFenceOp, WgmmaCommitOp, WgmmaWaitOp, WgmmaHoldOp, WgmmaDescOp, WgmmaOp,
        NamedBarrierSyncOp, NamedBarrierArriveOp,
        SpecializeOp, RoleOp, WarpgroupIndexOp, ElectOneOp,
        ClusterRankOp, ClusterSyncOp, RemoteReleaseOp,
        FlagArriveOp, FlagWaitOp,
    ],
    [SmemType, MbarrierType, PipelineType, PipeStateType, TensorMapType],
)
