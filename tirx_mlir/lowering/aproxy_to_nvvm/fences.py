"""aproxy-to-nvvm patterns for the fences (dialects/aproxy/fences.py): one PTX row each
(PTX ISA "membar / fence": `fence.proxy.async`, `fence.mbarrier_init`)."""

from __future__ import annotations

from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.lowering.op_pattern import table_patterns

from .common import RowLowering


#: `fence_proxy_async` -> `fence.proxy.async.shared::cta`; `fence_mbarrier_init` ->
#: `fence.mbarrier_init.release.cluster`.
FenceProxyAsyncLowering, FenceMbarrierInitLowering = table_patterns(RowLowering, {
    ap.FenceProxyAsyncOp: ("fence.proxy.async", {"space": "shared::cta"}),
    ap.FenceMbarrierInitOp: ("fence.mbarrier_init", {}),
}, "`{op}` -> `{params[0]}` {params[1]}.")
