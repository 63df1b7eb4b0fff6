"""`tile`: tile primitives on tile views, the level a kernel author writes at.

Types (every buffer has a shape, an element type and a layout):

    !tile.global<?x?xbf16, row_major>          a tensor in global memory ('?' = extent known
                                                only at run time); layout row_major | col_major
    !tile.buffer<128x64xbf16, #L>              a tile in shared memory, #L a layout attribute
    !tile.buffer<4 x 128x64xbf16, #L>          4 pipeline stages of that tile (`4 x` = stages)
    !tile.frag<64x256xf32, #layout.wgmma_acc<64x256xf32>>
                                                a register fragment: one SSA value, distributed
                                                over the threads of its scope by its layout

Views take static-size, dynamic-offset windows of a global tensor or a shared buffer (and pick
one stage of a staged buffer):

    %v = tile.view %sA[%stage][%r : 64, :] : !tile.buffer<4 x 128x64xbf16, #L>
                                           -> !tile.buffer<64x64xbf16, #L64>
    %g = tile.view %A[%m : 128, %k : 64] : !tile.global<?x?xbf16, row_major>
                                         -> !tile.global<128x64xbf16, row_major>

Primitives carry an execution scope, `scope(cta|warpgroup|warp|thread)`: the set of threads
that execute the op together (all of them must reach it). An optional `dispatch = "name"`
attribute forces a `tile-dispatch` variant.

    %s  = tile.alloc scope(cta) : !tile.buffer<4 x 128x64xbf16, #L>
    tile.copy %src -> %dst scope(warpgroup) : T_src -> T_dst
    tile.copy_async %src -> %dst barrier(%bar) scope(thread) : T_src -> T_dst, T_bar
    %d  = tile.gemm_async %a, %b, %c scope(warpgroup) : T_a, T_b, T_c
    %z  = tile.fill 0.0 scope(warpgroup) : !tile.frag<...>
    %h  = tile.cast %d scope(warpgroup) : !tile.frag<64x256xf32, #acc> -> !tile.frag<64x256xbf16, #acc>
    %r  = tile.add %a, %b scope(warpgroup) : !tile.frag<...>       (also sub, mul, max)
    %e  = tile.exp2 %a scope(warpgroup) : !tile.frag<...>
    %s2 = tile.scale %a, %f scope(warpgroup) : !tile.frag<...>, f32
    %y  = tile.fma %a, %f, %c scope(warpgroup) : !tile.frag<...>, T_f  (a * f + c; f scalar / rows)
    %v  = tile.load %g scope(warpgroup) : !tile.global<1x64xf32, row_major> -> !tile.frag<64xf32, #acc>
    %m  = tile.reduce_max %a scope(warpgroup) : !tile.frag<64x256xf32, #acc> -> !tile.frag<64xf32, #acc>
    %t  = tile.reduce_sum %a scope(warpgroup) : ...

`tile.gemm_async` computes D[M,N] = C[M,N] + A[M,K] * B[N,K]^T: both operands are indexed with
K last (CUTLASS's "TN" convention); whether K or M/N is contiguous in shared memory is the
operand's layout (`major = K` or `major = MN`). A comes from shared memory or a register
fragment, B from shared memory, C is the accumulator fragment; the result is the new
accumulator, one SSA value of C's type.

A row reduction of an M x N fragment is an M-element fragment with the same layout: each
thread holds the reduced value of every row it owns in the M x N layout.
"""

from __future__ import annotations

from xdsl.ir import Dialect

from ._common import (  # noqa: F401
    GLOBAL_LAYOUTS,
    SCOPES,
    layout_fit_error,
)
from .copies import (  # noqa: F401
    CopyAsyncOp,
    CopyOp,
)
from .fragment import (  # noqa: F401
    AddOp,
    CastOp,
    Exp2Op,
    FillOp,
    FmaOp,
    MaxOp,
    MulOp,
    ReduceMaxOp,
    ReduceSumOp,
    ScaleOp,
    SubOp,
)
from .gemm import (  # noqa: F401
    GemmAsyncOp,
)
from .loads import (  # noqa: F401
    LoadOp,
)
from .softmax import (  # noqa: F401
    DivOp,
    Log2Op,
    MaskOp,
)
from .rows import (  # noqa: F401
    BroadcastOp,
    ExpandOp,
    RowsLayoutAttr,
    RcpOp,
    ReduceSum2Op,
    RsqrtOp,
    StashOp,
)
from .schedule import (  # noqa: F401
    StoreAsyncOp,
    StoreWaitOp,
    TileCoordOp,
)
from .splitk import (  # noqa: F401
    FlagArriveOp,
    FlagWaitOp,
    FragLoadOp,
    FragStoreOp,
)
from .types import (  # noqa: F401
    BufferType,
    FragType,
    GlobalType,
    TileType,
    element_bits,
    space_of,
)
from .views import (  # noqa: F401
    AllocOp,
    ViewOp,
)

__all__ = [
    "TILE",
    "SCOPES",
    "GlobalType",
    "BufferType",
    "FragType",
    "TileType",
    "AllocOp",
    "ViewOp",
    "CopyOp",
    "CopyAsyncOp",
    "GemmAsyncOp",
    "FillOp",
    "CastOp",
    "AddOp",
    "SubOp",
    "MulOp",
    "MaxOp",
    "Exp2Op",
    "ScaleOp",
    "FmaOp",
    "LoadOp",
    "ReduceMaxOp",
    "ReduceSumOp",
    "DivOp",
    "Log2Op",
    "MaskOp",
    "RowsLayoutAttr",
    "RsqrtOp",
    "ReduceSum2Op",
    "RcpOp",
    "StashOp",
    "ExpandOp",
    "BroadcastOp",
    "TileCoordOp",
    "StoreAsyncOp",
    "StoreWaitOp",
    "FragStoreOp",
    "FragLoadOp",
    "FlagArriveOp",
    "FlagWaitOp",
    "layout_fit_error",
    "space_of",
]

TILE = Dialect(
    "tile",
    [AllocOp, ViewOp, CopyOp, CopyAsyncOp, GemmAsyncOp, FillOp, CastOp, AddOp, SubOp, MulOp,
     MaxOp, Exp2Op, ScaleOp, ReduceMaxOp, ReduceSumOp, DivOp, Log2Op, MaskOp,
     TileCoordOp, StoreAsyncOp, StoreWaitOp, RsqrtOp, RcpOp, ReduceSum2Op, ExpandOp, BroadcastOp, FmaOp, LoadOp,
     StashOp, FragStoreOp, FragLoadOp, FlagArriveOp, FlagWaitOp],
    [GlobalType, BufferType, FragType, RowsLayoutAttr],
)
