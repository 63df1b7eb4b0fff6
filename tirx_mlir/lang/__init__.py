"""tirx_mlir.lang (`import tirx_mlir.lang as tx`): kernels as Python functions that build
tile-level IR (docs/lang.md).

    @tx.kernel(threads=128)
    def rmsnorm(x: tx.Tensor["M", "N", tx.bf16], w: tx.Tensor["N", tx.bf16],
                y: tx.Tensor["M", "N", tx.bf16], eps: tx.f32, *, N: int, ROWS: int = 1):
        t = tx.row_tile(ROWS, N)
        r0 = tx.block_id(0) * ROWS
        xs = tx.cast(tx.load(x[r0:r0 + ROWS, 0:t.cols], t), tx.f32)
        ...
    print(rmsnorm.ir(N=4096)); mod = rmsnorm.compile(N=4096)
"""

from .control import RuntimeRange as range  # noqa: F401 - tx.range: always an scf.for
from .errors import KernelError, Loc  # noqa: F401
from .kernel import Kernel, kernel  # noqa: F401
from .macro import Macro, macro  # noqa: F401
from .ops import (  # noqa: F401
    LOG2E,
    RowTile,
    acc_layout,
    alloc,
    block_id,
    cast,
    cdiv,
    copy,
    constant,
    copy_async,
    exp,
    exp2,
    expand,
    fill,
    gemm_async,
    grid_dim,
    load,
    log2,
    mask,
    max,
    maximum,
    minimum,
    row_tile,
    rcp,
    rsqrt,
    stash,
    scale,
    sigmoid,
    static_assert,
    static_check,
    sum,
    sums,
    thread_id,
)
from .sync import (  # noqa: F401
    Pipeline,
    advance,
    barrier,
    barrier_arrive,
    elect_one,
    pipeline,
    role,
    warpgroup_index,
    wgmma_hold,
    wgmma_wait,
)
from .types import (  # noqa: F401
    Const,
    DType,
    Sym,
    Tensor,
    bf16,
    e4m3,
    e5m2,
    f16,
    f32,
    i1,
    i32,
    index,
    symbols,
)
from .cluster import (  # noqa: F401
    cluster_rank,
    cluster_sync,
    copy_async_multicast,
    cta_mask,
    release_remote,
)
from .params import ParamDType, ParamLayout, When, dtype_param, layout_param  # noqa: F401
from .schedule import (  # noqa: F401
    select,
    tile_coord,
    uge,
    ugt,
    ule,
    ult,
    umax,
)
from .stores import (  # noqa: F401
    flag_arrive,
    flag_wait,
    frag_load,
    frag_store,
    store_async,
    store_wait,
)
from .promote import fma, gemm_overwrite, load_rows, load_scalar  # noqa: F401
