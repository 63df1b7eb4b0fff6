"""PTX table rows: the async proxy's bulk copies (TMA), bulk reductions, bulk prefetches and
tensor-map updates.

PTX ISA 9.7.9.25 "Data Movement and Conversion Instructions: Bulk and Tensor copy": the copies
run in the async proxy (PTX ISA 8.6 "Proxies"); loads into shared memory complete their bytes
on an mbarrier (mbarrier::complete_tx::bytes), stores and reductions join the executing
thread's bulk async-group (cp.async.bulk.commit_group / wait_group).
"""

from __future__ import annotations

from .spec import Addr, Flag, Imm, In, Instr, IntSlot, Sem, Slot, Slots
from .table_common import SCOPES, _bad, _first

_TENSOR_ISA = "PTX ISA 9.7.9.25.5 cp.async.bulk.tensor"
_BULK_ISA = "PTX ISA 9.7.9.25.4 cp.async.bulk"

CACHE_HINT = Flag("cache_hint", spelling="L2::cache_hint")
MULTICAST = Flag("multicast", spelling="multicast::cluster")


def _policy() -> In:
    """The 64-bit L2 cache policy (createpolicy's result) of a .L2::cache_hint form."""
    return In("policy", ty="b64", when="cache_hint")


def _check_im2col(s: Slots, mode_values: tuple[str, ...]) -> str | None:
    mode = s.get("mode", "tile")
    return _bad(mode != "tile" and s["dim"] < 3,
                f"mode = {mode} needs dim = 3, 4 or 5 (found dim = {s['dim']}); "
                f"dim 1 and 2 take mode = tile")


# ------------------------------------------------------------------- tensor copies

cp_async_bulk_tensor_load = Instr(
    "cp.async.bulk.tensor.load",
    "cp.async.bulk.tensor.{dim}d{.dst_space}.global{.mode}.mbarrier::complete_tx::bytes{.multicast}"
    "{.cache_hint} [{dst}], [{tmap}, {c}], [{mbar}]{,off}{,mask}{,policy};",
    slots=[IntSlot("dim", range(1, 6)),
           Slot("dst_space", ("shared::cluster", "shared::cta"), optional=True, default="shared::cluster"),
           Slot("mode", ("tile", "im2col"), optional=True, default="tile"),
           MULTICAST, CACHE_HINT],
    operands=[Addr("dst", space="shared::cta", offset="dst_offset"), Addr("tmap", space=None, offset=None),
              In("c", ty="b32", count="dim"), Addr("mbar", space="shared::cta", offset="mbar_offset"),
              In("off", ty="b16", count=lambda s: s["dim"] - 2, when=lambda s: s.get("mode") == "im2col"),
              In("mask", ty="b16", when="multicast"), _policy()],
    ptx=(8, 0), sm=90,
    ptx_by=lambda s: (8, 6) if s.get("dst_space") == "shared::cta" else None,
    check=lambda s: _first(
        _check_im2col(s, ("tile", "im2col")),
        _bad(s.get("dst_space") == "shared::cta" and "multicast" in s,
             "dst_space = shared::cta takes no multicast (a multicast writes the cluster's CTAs)")),
    sem=lambda s: Sem(reads=("global", "tensormap"), writes=("shared::cluster",), proxy="async",
                      tx="complete", remote="multicast" in s, isa=_TENSOR_ISA),
    doc=("TMA load of a box at coordinates c (dim 0 innermost) into shared memory; completes its bytes on "
         "mbar. im2col: `off` holds dim-2 16-bit im2col offsets; multicast: the box lands at the same "
         "offset in every CTA of `mask` and completes on each one's mbar; cache_hint: `policy`; "
         "dst_space = shared::cta (PTX ISA 8.6): the executing CTA's window, no multicast."),
)


def _to_global(name: str, verb: str, reduce: bool) -> Instr:
    slots = [IntSlot("dim", range(1, 6))]
    if reduce:
        slots.append(Slot("op", ("add", "min", "max", "inc", "dec", "and", "or", "xor")))
    slots += [Slot("mode", ("tile", "im2col_no_offs"), optional=True, default="tile"), CACHE_HINT]
    return Instr(
        name,
        verb + ".{dim}d.global.shared::cta" + ("{.op}" if reduce else "") + "{.mode}.bulk_group{.cache_hint}"
        " [{tmap}, {c}], [{src}]{,policy};",
        slots=slots,
        operands=[Addr("tmap", space=None, offset=None), In("c", ty="b32", count="dim"),
                  Addr("src", space="shared::cta", offset="src_offset"), _policy()],
        ptx=(8, 0), sm=90,
        check=lambda s: _check_im2col(s, ("tile", "im2col_no_offs")),
        sem=Sem(reads=("shared::cta", "tensormap") + (("global",) if reduce else ()), writes=("global",),
                proxy="async", joins="bulk_group",
                isa="PTX ISA 9.7.9.25.5.3 cp.reduce.async.bulk.tensor" if reduce else _TENSOR_ISA),
        doc=("TMA reduction: the global box becomes op(global, shared) elementwise (the element type is the "
             "tensor map's)." if reduce else "TMA store of a shared-memory box to the tensor at coordinates c."),
    )


cp_async_bulk_tensor_store = _to_global("cp.async.bulk.tensor.store", "cp.async.bulk.tensor", reduce=False)
cp_reduce_async_bulk_tensor = _to_global("cp.reduce.async.bulk.tensor", "cp.reduce.async.bulk.tensor", reduce=True)

cp_async_bulk_prefetch_tensor = Instr(
    "cp.async.bulk.prefetch.tensor",
    "cp.async.bulk.prefetch.tensor.{dim}d.L2.global{.mode}{.cache_hint} [{tmap}, {c}]{,off}{,policy};",
    slots=[IntSlot("dim", range(1, 6)), Slot("mode", ("tile", "im2col"), optional=True, default="tile"),
           CACHE_HINT],
    operands=[Addr("tmap", space=None, offset=None), In("c", ty="b32", count="dim"),
              In("off", ty="b16", count=lambda s: s["dim"] - 2, when=lambda s: s.get("mode") == "im2col"),
              _policy()],
    ptx=(8, 0), sm=90,
    check=lambda s: _check_im2col(s, ("tile", "im2col")),
    sem=Sem(reads=("global", "tensormap"), proxy="async", isa="PTX ISA 9.7.9.25.5.2 cp.async.bulk.prefetch.tensor"),
    doc="Prefetches a tensor box into L2 (no completion to wait for).",
)

# ------------------------------------------------------------------- non-tensor bulk copies

cp_async_bulk_load = Instr(
    "cp.async.bulk.load",
    "cp.async.bulk{.dst}.global.mbarrier::complete_tx::bytes{.multicast}{.cache_hint}"
    " [{dstaddr}], [{src}], {size}, [{mbar}]{,mask}{,policy};",
    slots=[Slot("dst", ("shared::cluster", "shared::cta"), optional=True, default="shared::cluster"),
           MULTICAST, CACHE_HINT],
    operands=[Addr("dstaddr", space="shared::cta", offset="dst_offset"),
              Addr("src", space="global", offset="src_offset"),
              In("size", ty="u32"), Addr("mbar", space="shared::cta", offset="mbar_offset"),
              In("mask", ty="b16", when="multicast"), _policy()],
    ptx=(8, 0), sm=90,
    ptx_by=lambda s: (8, 6) if s.get("dst") == "shared::cta" else None,
    check=lambda s: _bad(s.get("dst") == "shared::cta" and "multicast" in s,
                         "dst = shared::cta takes no multicast (a multicast writes the cluster's CTAs)"),
    sem=lambda s: Sem(reads=("global",), writes=("shared::cluster",), proxy="async", tx="complete",
                      remote="multicast" in s, isa=_BULK_ISA),
    doc="Bulk copy of `size` bytes (a multiple of 16) from global to shared memory, completing on mbar "
        "(dst = shared::cta: PTX ISA 8.6).",
)

cp_async_bulk_cluster = Instr(
    "cp.async.bulk.cluster",
    "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [{dst}], [{src}], {size}, [{mbar}];",
    operands=[Addr("dst", space="shared::cluster", offset="dst_offset"),
              Addr("src", space="shared::cta", offset="src_offset"),
              In("size", ty="u32"), Addr("mbar", space="shared::cluster", offset="mbar_offset")],
    ptx=(8, 0), sm=90,
    sem=Sem(reads=("shared::cta",), writes=("shared::cluster",), proxy="async", tx="complete", remote=True,
            isa=_BULK_ISA),
    doc="Bulk copy from this CTA's shared memory to a peer CTA's (addresses from mapa), completing on "
        "the peer's mbar.",
)

cp_async_bulk_store = Instr(
    "cp.async.bulk.store",
    "cp.async.bulk.global.shared::cta.bulk_group{.cache_hint} [{dst}], [{src}], {size}{,policy};",
    slots=[CACHE_HINT],
    operands=[Addr("dst", space="global", offset="dst_offset"), Addr("src", space="shared::cta", offset="src_offset"),
              In("size", ty="u32"), _policy()],
    ptx=(8, 0), sm=90,
    sem=Sem(reads=("shared::cta",), writes=("global",), proxy="async", joins="bulk_group", isa=_BULK_ISA),
)

cp_async_bulk_prefetch = Instr(
    "cp.async.bulk.prefetch",
    "cp.async.bulk.prefetch.L2.global{.cache_hint} [{src}], {size}{,policy};",
    slots=[CACHE_HINT],
    operands=[Addr("src", space="global", offset="src_offset"), In("size", ty="u32"), _policy()],
    ptx=(8, 0), sm=90,
    sem=Sem(reads=("global",), proxy="async", isa="PTX ISA 9.7.9.25.4.3 cp.async.bulk.prefetch"),
)

# PTX ISA 9.7.9.25.4.2 cp.reduce.async.bulk: which element types each operation takes.
BULK_RED_GLOBAL = {
    "and": ("b32", "b64"), "or": ("b32", "b64"), "xor": ("b32", "b64"),
    "add": ("u32", "s32", "u64", "f32", "f64", "f16", "bf16"),
    "inc": ("u32",), "dec": ("u32",),
    "min": ("u32", "s32", "u64", "s64", "f16", "bf16"), "max": ("u32", "s32", "u64", "s64", "f16", "bf16"),
}
BULK_RED_CLUSTER = {
    "and": ("b32",), "or": ("b32",), "xor": ("b32",),
    "add": ("u32", "s32", "u64"), "inc": ("u32",), "dec": ("u32",),
    "min": ("u32", "s32"), "max": ("u32", "s32"),
}
_RED_TYPES = ("b32", "b64", "u32", "s32", "u64", "s64", "f32", "f64", "f16", "bf16")


def _check_bulk_red(s: Slots, legal: dict) -> str | None:
    op, t = s["op"], s["type"]
    return _first(
        _bad(t not in legal[op], f"op = {op} with type = {t}: op = {op} takes type = {', '.join(legal[op])}"),
        _bad("noftz" in s and not (op == "add" and t in ("f16", "bf16")),
             f"noftz applies to op = add with type = f16 or bf16 (found op = {op}, type = {t})"),
        _bad(op == "add" and t in ("f16", "bf16") and "noftz" not in s,
             f"op = add with type = {t} is spelled add.noftz: set noftz"),
    )


cp_reduce_async_bulk = Instr(
    "cp.reduce.async.bulk",
    "cp.reduce.async.bulk.global.shared::cta.bulk_group{.cache_hint}{.op}{.noftz}{.type}"
    " [{dst}], [{src}], {size}{,policy};",
    slots=[CACHE_HINT, Slot("op", tuple(BULK_RED_GLOBAL)), Flag("noftz"), Slot("type", _RED_TYPES)],
    operands=[Addr("dst", space="global", offset="dst_offset"), Addr("src", space="shared::cta", offset="src_offset"),
              In("size", ty="u32"), _policy()],
    ptx=(8, 0), sm=90,
    check=lambda s: _check_bulk_red(s, BULK_RED_GLOBAL),
    sem=Sem(reads=("shared::cta", "global"), writes=("global",), proxy="async", joins="bulk_group",
            isa="PTX ISA 9.7.9.25.4.2 cp.reduce.async.bulk"),
    doc="global[i] = op(global[i], shared[i]) over `size` bytes (split-K style reductions).",
)

cp_reduce_async_bulk_cluster = Instr(
    "cp.reduce.async.bulk.cluster",
    "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes{.op}{.type}"
    " [{dst}], [{src}], {size}, [{mbar}];",
    slots=[Slot("op", tuple(BULK_RED_CLUSTER)), Slot("type", _RED_TYPES[:6])],
    operands=[Addr("dst", space="shared::cluster", offset="dst_offset"),
              Addr("src", space="shared::cta", offset="src_offset"),
              In("size", ty="u32"), Addr("mbar", space="shared::cluster", offset="mbar_offset")],
    ptx=(8, 0), sm=90,
    check=lambda s: _check_bulk_red(s, BULK_RED_CLUSTER),
    sem=Sem(reads=("shared::cta", "shared::cluster"), writes=("shared::cluster",), proxy="async",
            tx="complete", remote=True, isa="PTX ISA 9.7.9.25.4.2 cp.reduce.async.bulk"),
    doc="A peer CTA's shared memory becomes op(peer, local) elementwise, completing on the peer's mbar.",
)

# ------------------------------------------------------------------- tensor maps (PTX ISA 9.7.9.26-27)

TMAP_FIELDS = {"global_address": "b64", "rank": "b32"}
TMAP_ORD_FIELDS = {"box_dim": "b32", "global_dim": "b32", "global_stride": "b64", "element_stride": "b32"}
# The immediate values each enumerated field takes on sm_90a (PTX ISA 9.7.9.27 tensormap.replace, its
# table of field encodings): elemtype 13-15 need PTX 8.7 and swizzle mode 4 PTX 8.8 (sm_100 types and
# modes); .swizzle_atomicity is not an sm_90a field.
TMAP_ENUM_FIELDS = {"elemtype": range(13), "interleave_layout": range(3), "swizzle_mode": range(4),
                    "fill_mode": range(2)}
_TMAP_REPLACE_ISA = "PTX ISA 9.7.9.27 tensormap.replace"
TMAP_SPACE = Slot("space", ("global", "shared::cta"))


def _tmap_sem(s: Slots) -> Sem:
    return Sem(reads=(s["space"],), writes=(s["space"],), proxy="generic", isa=_TMAP_REPLACE_ISA)


tensormap_replace = Instr(
    "tensormap.replace",
    "tensormap.replace.tile{.field}{.space}.b1024{.ty} [{addr}], {v};",
    slots=[Slot("field", tuple(TMAP_FIELDS)), TMAP_SPACE],
    operands=[Addr("addr"), In("v", ty=lambda s: TMAP_FIELDS[s["field"]])],
    derived={"ty": lambda s: TMAP_FIELDS[s["field"]]},
    ptx=(8, 3), sm="90a",
    sem=_tmap_sem,
    doc="Writes the global address or the rank (rank - 1) field of the 128-byte tensor map at addr "
        "(a generic-proxy write: fence.proxy.tensormap before a TMA uses it).",
)

tensormap_replace_dim = Instr(
    "tensormap.replace.dim",
    "tensormap.replace.tile{.field}{.space}.b1024{.ty} [{addr}], {ord}, {v};",
    slots=[Slot("field", tuple(TMAP_ORD_FIELDS)), TMAP_SPACE, IntSlot("ord", range(5))],
    operands=[Addr("addr"), Imm("ord"), In("v", ty=lambda s: TMAP_ORD_FIELDS[s["field"]])],
    derived={"ty": lambda s: TMAP_ORD_FIELDS[s["field"]]},
    ptx=(8, 3), sm="90a",
    check=lambda s: _bad(s["field"] == "global_stride" and s["ord"] > 3,
                         f"field = global_stride takes ord = 0..3 (the innermost stride is the element size); "
                         f"found ord = {s['ord']}"),
    sem=_tmap_sem,
    doc="Writes dimension `ord`'s box size, size, stride or element stride of a tensor map.",
)

tensormap_replace_enum = Instr(
    "tensormap.replace.enum",
    "tensormap.replace.tile{.field}{.space}.b1024.b32 [{addr}], {v};",
    slots=[Slot("field", tuple(TMAP_ENUM_FIELDS)), TMAP_SPACE, IntSlot("v", range(13))],
    operands=[Addr("addr"), Imm("v")],
    ptx=(8, 3), sm="90a",
    check=lambda s: _bad(s["v"] not in TMAP_ENUM_FIELDS[s["field"]],
                         f"field = {s['field']} takes v = 0..{TMAP_ENUM_FIELDS[s['field']][-1]}; found v = {s['v']}"),
    sem=_tmap_sem,
    doc="Writes an enumerated field (element type, interleave, swizzle, fill) of a tensor map.",
)

tensormap_cp_fenceproxy = Instr(
    "tensormap.cp_fenceproxy",
    "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release{.scope}.sync.aligned"
    " [{dst}], [{src}], 128;",
    slots=[Slot("scope", SCOPES)],
    operands=[Addr("dst", space="global"), Addr("src", space="shared::cta")],
    ptx=(8, 3), sm=90,
    sem=lambda s: Sem(reads=("shared::cta",), writes=("global",), proxy="generic", order="release",
                      scope=s["scope"], width="warp", fence=("generic", "tensormap"),
                      isa="PTX ISA 9.7.9.26 tensormap.cp_fenceproxy"),
    doc="Copies a 128-byte tensor map from shared to global memory and fences it for the tensormap "
        "proxy (the whole warp executes it).",
)

ASYNC_ROWS: list[Instr] = [
    cp_async_bulk_tensor_load, cp_async_bulk_tensor_store, cp_reduce_async_bulk_tensor,
    cp_async_bulk_prefetch_tensor, cp_async_bulk_load, cp_async_bulk_cluster, cp_async_bulk_store,
    cp_async_bulk_prefetch, cp_reduce_async_bulk, cp_reduce_async_bulk_cluster,
    tensormap_replace, tensormap_replace_dim, tensormap_replace_enum, tensormap_cp_fenceproxy,
]
