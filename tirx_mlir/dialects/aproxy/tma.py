"""aproxy TMA and bulk async-group ops (PTX ISA "cp.async.bulk.tensor", "cp.async.bulk.commit_group", "cp.async.bulk.wait_group")."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import I64, IndexType, IntegerAttr, UnitAttr, i16, i32
from xdsl.ir import SSAValue
from xdsl.irdl import (AttrSizedOperandSegments, IRDLOperation, irdl_op_definition, operand_def,
                       opt_operand_def, opt_prop_def, prop_def, traits_def, var_operand_def)

from tirx_mlir.dialects.sync_semantics import SyncSemantics, gmem, smem

from ._common import _CountOp, _err, _int_prop, _NoOperandOp
from .mbarrier import _check_barrier_index
from .types import MbarrierType, PipelineType, SmemType, TensorMapType

# TMA -----------------------------------------------------------------------------------


def _check_coords(opname: str, tmap: SSAValue, coords) -> TensorMapType:
    ty = tmap.type
    if len(coords) != ty.rank.data:
        raise _err(opname, f"expected {ty.rank.data} coordinates for a rank-{ty.rank.data} "
                           f"tensor map, found {len(coords)}")
    return ty


def _check_box(op: IRDLOperation, view: SSAValue, what: str) -> None:
    """The op's tensor-map coordinates, and its shared view `what` of one box at least."""
    ty = _check_coords(op.name, op.tensormap, op.coords)
    if view.type.bytes < ty.box_bytes:
        raise _err(op.name, f"expected a {what} of at least {ty.box_bytes} bytes "
                            f"(one box of {ty}), found {view.type}")


@irdl_op_definition
class TmaLoadOp(IRDLOperation):
    """`aproxy.tma_load %tm[%c0, ...] -> %dst, %bar[%i] (multicast(%mask))?` — one box of
    the tensor into shared memory, its bytes completing the transaction count of the
    barrier (cp.async.bulk.tensor.Nd.shared::cluster.global.mbarrier::complete_tx::bytes,
    PTX ISA "cp.async.bulk.tensor"). `%bar` is an !aproxy.mbarrier<n> or a pipeline (its full
    barrier of that stage). Coordinates are i32, dimension 0 innermost. Issued by one
    thread (wrap it in aproxy.elect_one)."""

    name = "aproxy.tma_load"
    traits = traits_def(SyncSemantics(writes=(smem("dst", "async"),), completes=("barrier",)))
    tensormap = operand_def(TensorMapType)
    coords = var_operand_def(i32)
    dst = operand_def(SmemType)
    barrier = operand_def(MbarrierType | PipelineType)
    index = operand_def(IndexType)
    multicast_mask = opt_operand_def(i16)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(self, tensormap: SSAValue, coords: Sequence[SSAValue], dst: SSAValue,
                 barrier: SSAValue, idx: SSAValue, multicast_mask: SSAValue | None = None):
        super().__init__(operands=[tensormap, list(coords), dst, barrier, idx,
                                   [multicast_mask] if multicast_mask is not None else []])

    assembly_format = ("$tensormap `[` $coords `]` `->` $dst `,` $barrier `[` $index `]` "
                       "(`multicast` `(` $multicast_mask^ `)`)? attr-dict "
                       "`:` type($tensormap) `,` type($dst) `,` type($barrier)")

    def verify_(self) -> None:
        _check_box(self, self.dst, "destination")
        _check_barrier_index(self.name, self.barrier, self.index)


@irdl_op_definition
class TmaStoreOp(IRDLOperation):
    """`aproxy.tma_store %src -> %tm[%c0, ...]` — one box from shared memory to the tensor
    (cp.async.bulk.tensor.Nd.global.shared::cta.bulk_group, PTX ISA "cp.async.bulk.tensor"); complete
    it with aproxy.bulk_commit / aproxy.bulk_wait. Out-of-bounds elements are not written."""

    name = "aproxy.tma_store"
    traits = traits_def(SyncSemantics(reads=(smem("src", "async"),), writes=(gmem("tensormap", "async"),), group="bulk"))
    src = operand_def(SmemType)
    tensormap = operand_def(TensorMapType)
    coords = var_operand_def(i32)

    def __init__(self, src: SSAValue, tensormap: SSAValue, coords: Sequence[SSAValue]):
        super().__init__(operands=[src, tensormap, list(coords)])

    assembly_format = ("$src `->` $tensormap `[` $coords `]` attr-dict "
                       "`:` type($src) `,` type($tensormap)")

    def verify_(self) -> None:
        _check_box(self, self.src, "source")


@irdl_op_definition
class PrefetchTensormapOp(IRDLOperation):
    """`aproxy.prefetch_tensormap %tm` — prefetch.tensormap (PTX ISA "prefetch, prefetchu")."""

    name = "aproxy.prefetch_tensormap"
    traits = traits_def(SyncSemantics())
    tensormap = operand_def(TensorMapType)

    assembly_format = "$tensormap attr-dict `:` type($tensormap)"

    def __init__(self, tensormap: SSAValue):
        super().__init__(operands=[tensormap])


@irdl_op_definition
class BulkCommitOp(_NoOperandOp):
    """`aproxy.bulk_commit` — cp.async.bulk.commit_group (PTX ISA "cp.async.bulk.commit_group"): the
    executing thread's uncommitted TMA stores become one bulk async-group."""

    name = "aproxy.bulk_commit"
    traits = traits_def(SyncSemantics(group="bulk-commit"))


@irdl_op_definition
class BulkWaitOp(_CountOp):
    """`aproxy.bulk_wait <n> (read)?` — cp.async.bulk.wait_group(.read) n (PTX ISA
    "cp.async.bulk.wait_group"): wait until at most n of the executing thread's bulk groups are pending
    (`read`: only until their shared-memory sources have been read)."""

    name = "aproxy.bulk_wait"
    traits = traits_def(SyncSemantics(group="bulk-wait"))
    count = prop_def(IntegerAttr[I64])
    read = opt_prop_def(UnitAttr)

    assembly_format = "$count (`read` $read^)? attr-dict"

    def __init__(self, count: int, read: bool = False):
        props = {"count": _int_prop(count)}
        if read:
            props["read"] = UnitAttr()
        super().__init__(properties=props)


