"""`aproxy`: the async proxy and synchronization level of tirx IR (DESIGN.md, level 1).

The ops name Hopper's asynchronous machinery directly — shared-memory regions, mbarrier
arrays, multi-stage pipelines with full/empty barriers and a stage/phase state, TMA loads and
stores on tensor-map kernel parameters, proxy fences, wgmma groups, named barriers and
warp-specialized roles with register budgets — and keep every number a static
synchronization checker needs (arrival counts, transaction bytes, stages, barrier ids, thread
counts, warpgroups, register counts) as a property of the op, not buried in index math.
`aproxy-to-nvvm` (tirx_mlir/lowering/aproxy_to_nvvm.py) lowers every op to `nvvm` + arith/scf.
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

Every verifier message names the op, what was expected and what was found; rules that come
from the PTX ISA cite its section.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    ArrayAttr,
    BFloat16Type,
    Float8E4M3FNType,
    Float8E5M2Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    UnitAttr,
    VectorType,
    i1,
    i16,
    i32,
    i64,
)
from xdsl.ir import (
    Attribute,
    Block,
    Dialect,
    Operation,
    ParametrizedAttribute,
    Region,
    SSAValue,
    TypeAttribute,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    EqAttrConstraint,
    IRDLOperation,
    base,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import NoTerminator
from xdsl.utils.exceptions import VerifyException

index = IndexType()

# Limits --------------------------------------------------------------------------------

#: Largest dynamic shared memory a CTA may use on sm_90 (227 KB; CUDA C Programming Guide,
#: "Compute Capabilities", table of technical specifications for compute capability 9.0).
MAX_SMEM_BYTES = 232448
#: mbarrier expected-arrival count range [1, 2^20 - 1] (PTX ISA "Contents of
#: the mbarrier object": pending arrival count); the tx-count range is the same magnitude
#: (PTX ISA "tx-count" of the mbarrier object).
MAX_MBARRIER_COUNT = (1 << 20) - 1
MAX_TX_BYTES = (1 << 20) - 1
#: Registers per SM on sm_90 (65,536 32-bit registers), the budget of setmaxnreg.
REGISTER_FILE = 65536
SWIZZLES = ("none", "32B", "64B", "128B")
SWIZZLE_BYTES = {"none": 0, "32B": 32, "64B": 64, "128B": 128}
#: wgmma operand types (PTX ISA "Register Fragments and Shared Memory Matrix
#: Layouts" / "Matrix Shape"): the K of m64nNk{K} follows from the type.
WGMMA_AB_K = {"bf16": 16, "f16": 16, "tf32": 8, "e4m3": 32, "e5m2": 32}


def _err(op: str, msg: str) -> VerifyException:
    return VerifyException(f"{op}: {msg}")


def const_int(value: SSAValue) -> int | None:
    """The integer value of `value` when it is an `arith.constant`, else None."""
    owner = value.owner
    if isinstance(owner, arith.ConstantOp) and isinstance(owner.value, IntegerAttr):
        return owner.value.value.data
    return None


def element_bytes(ty: Attribute) -> int | None:
    """Bytes per element of a scalar type the TMA unit can move, or None."""
    if isinstance(ty, IntegerType):
        return ty.width.data // 8 if ty.width.data in (8, 16, 32, 64) else None
    if isinstance(ty, (Float8E4M3FNType, Float8E5M2Type)):
        return 1
    if isinstance(ty, (BFloat16Type, Float16Type)):
        return 2
    if isinstance(ty, Float32Type):
        return 4
    if isinstance(ty, Float64Type):
        return 8
    return None


# Types ---------------------------------------------------------------------------------


def _parse_one_int(parser: AttrParser, what: str) -> int:
    with parser.in_angle_brackets():
        return parser.parse_integer(allow_boolean=False, allow_negative=False,
                                    context_msg=f" ({what})")


@irdl_attr_definition
class SmemType(ParametrizedAttribute, TypeAttribute):
    """`!aproxy.smem<bytes>`: a region (or a view into a region) of the kernel's dynamic
    shared memory, `bytes` long. Lowers to an i32 shared-window address."""

    name = "aproxy.smem"
    size: IntAttr

    def __init__(self, size: int):
        super().__init__(IntAttr(size))

    @property
    def bytes(self) -> int:
        return self.size.data

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        return [IntAttr(_parse_one_int(parser, "size of !aproxy.smem in bytes"))]

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.size.data}>")

    def verify(self) -> None:
        if not 1 <= self.size.data <= MAX_SMEM_BYTES:
            raise VerifyException(
                f"!aproxy.smem: expected a size in [1, {MAX_SMEM_BYTES}] bytes, "
                f"found {self.size.data}")


@irdl_attr_definition
class MbarrierType(ParametrizedAttribute, TypeAttribute):
    """`!aproxy.mbarrier<n>`: an array of n mbarrier objects (8 bytes each, 8-byte aligned)
    in shared memory. Lowers to the i32 shared address of barrier 0."""

    name = "aproxy.mbarrier"
    count: IntAttr

    def __init__(self, count: int):
        super().__init__(IntAttr(count))

    @property
    def n(self) -> int:
        return self.count.data

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        return [IntAttr(_parse_one_int(parser, "number of barriers"))]

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.count.data}>")

    def verify(self) -> None:
        if self.count.data < 1:
            raise VerifyException(
                f"!aproxy.mbarrier: expected at least 1 barrier, found {self.count.data}")


@irdl_attr_definition
class PipelineType(ParametrizedAttribute, TypeAttribute):
    """`!aproxy.pipeline<stages>`: S full and S empty mbarriers. Lowers to the i32 shared
    address of full[0]; full[s] is at +8*s, empty[s] at +8*(S+s)."""

    name = "aproxy.pipeline"
    stages: IntAttr

    def __init__(self, stages: int):
        super().__init__(IntAttr(stages))

    @property
    def n(self) -> int:
        return self.stages.data

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        return [IntAttr(_parse_one_int(parser, "number of stages"))]

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.stages.data}>")

    def verify(self) -> None:
        if self.stages.data < 1:
            raise VerifyException(
                f"!aproxy.pipeline: expected at least 1 stage, found {self.stages.data}")


@irdl_attr_definition
class PipeStateType(ParametrizedAttribute, TypeAttribute):
    """`!aproxy.pipe_state`: a position in a pipeline. Lowers to one i32 iteration counter
    `it`: stage = it % S, phase = (it / S) & 1."""

    name = "aproxy.pipe_state"


@irdl_attr_definition
class TensorMapType(ParametrizedAttribute, TypeAttribute):
    """`!aproxy.tensormap<rank, dtype, box = [b0, ...], swizzle = "128B">`: a TMA
    descriptor (CUtensorMap) passed as a kernel parameter. Dimension 0 is the innermost
    (contiguous) one, as in cuTensorMapEncodeTiled and in the TMA coordinate list."""

    name = "aproxy.tensormap"
    rank: IntAttr
    dtype: Attribute
    box: ArrayAttr[IntAttr]
    swizzle: StringAttr

    def __init__(self, dtype: Attribute, box: Sequence[int], swizzle: str = "none"):
        super().__init__(IntAttr(len(box)), dtype, ArrayAttr([IntAttr(b) for b in box]),
                         StringAttr(swizzle))

    @property
    def box_dims(self) -> list[int]:
        return [b.data for b in self.box.data]

    @property
    def box_bytes(self) -> int:
        """Bytes one TMA load of a full box delivers (out-of-bounds elements count: the
        unit zero-fills them and still signals their bytes)."""
        n = element_bytes(self.dtype) or 0
        for b in self.box_dims:
            n *= b
        return n

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        with parser.in_angle_brackets():
            rank = parser.parse_integer(allow_boolean=False, allow_negative=False,
                                        context_msg=" (tensor map rank)")
            parser.parse_punctuation(",")
            dtype = parser.parse_type()
            parser.parse_punctuation(",")
            parser.parse_keyword("box")
            parser.parse_punctuation("=")
            box = parser.parse_comma_separated_list(
                parser.Delimiter.SQUARE,
                lambda: parser.parse_integer(allow_boolean=False, allow_negative=False))
            swizzle = "none"
            if parser.parse_optional_punctuation(","):
                parser.parse_keyword("swizzle")
                parser.parse_punctuation("=")
                swizzle = parser.parse_str_literal()
        return [IntAttr(rank), dtype, ArrayAttr([IntAttr(b) for b in box]),
                StringAttr(swizzle)]

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.rank.data}, ")
        printer.print_attribute(self.dtype)
        printer.print_string(f", box = [{', '.join(str(b) for b in self.box_dims)}]")
        printer.print_string(f', swizzle = "{self.swizzle.data}">')

    def verify(self) -> None:
        # cuTensorMapEncodeTiled: rank in [1, 5]; boxDim[i] in [1, 256]; boxDim[0] *
        # elementSize a multiple of 16 bytes; with swizzle, boxDim[0] * elementSize <= the
        # swizzle span (CUDA Driver API, cuTensorMapEncodeTiled; PTX ISA "Tensors").
        t = "!aproxy.tensormap"
        rank = self.rank.data
        if not 1 <= rank <= 5:
            raise VerifyException(f"{t}: expected a rank in [1, 5], found {rank}")
        box = self.box_dims
        if len(box) != rank:
            raise VerifyException(
                f"{t}: expected {rank} box dimensions (one per rank), found {len(box)}")
        eb = element_bytes(self.dtype)
        if eb is None:
            raise VerifyException(
                f"{t}: expected an element type of 1, 2, 4 or 8 bytes (iN, f8E4M3FN, "
                f"f8E5M2, bf16, f16, f32, f64), found {self.dtype}")
        for i, b in enumerate(box):
            if not 1 <= b <= 256:
                raise VerifyException(
                    f"{t}: expected box dimension {i} in [1, 256], found {b}")
        if (box[0] * eb) % 16:
            raise VerifyException(
                f"{t}: expected the inner box row (box[0] * {eb} bytes) to be a multiple of "
                f"16 bytes, found {box[0] * eb}")
        sw = self.swizzle.data
        if sw not in SWIZZLES:
            raise VerifyException(
                f"{t}: expected swizzle one of {', '.join(SWIZZLES)}, found \"{sw}\"")
        if sw != "none" and box[0] * eb > SWIZZLE_BYTES[sw]:
            raise VerifyException(
                f"{t}: expected the inner box row (box[0] * {eb} bytes = {box[0] * eb}) "
                f"to fit the {sw} swizzle span of {SWIZZLE_BYTES[sw]} bytes")


# Parsing helpers -----------------------------------------------------------------------


def _parse_int_in_parens(parser: Parser, keyword: str) -> int:
    parser.parse_keyword(keyword)
    with parser.in_parens():
        return parser.parse_integer(allow_boolean=False, context_msg=f" ({keyword})")


def _parse_barrier_ref(parser: Parser) -> tuple[UnresolvedOperand, UnresolvedOperand]:
    """`%b[%i]` -> (barrier, index), unresolved."""
    bar = parser.parse_unresolved_operand()
    parser.parse_punctuation("[")
    idx = parser.parse_unresolved_operand()
    parser.parse_punctuation("]")
    return bar, idx


def _int_prop(value: int, width: int = 64) -> IntegerAttr:
    return IntegerAttr(value, IntegerType(width))


def _region_from(parser: Parser) -> Region:
    region = parser.parse_region()
    if not region.blocks:
        region.add_block(Block())
    return region


def _print_body(printer: Printer, region: Region) -> None:
    printer.print_string(" ")
    printer.print_region(region, print_entry_block_args=False, print_empty_block=True)


def _check_barrier_index(opname: str, bar: SSAValue, idx: SSAValue) -> None:
    c = const_int(idx)
    n = bar.type.n if isinstance(bar.type, (MbarrierType, PipelineType)) else None
    if c is not None and n is not None and not 0 <= c < n:
        what = "stage" if isinstance(bar.type, PipelineType) else "barrier index"
        raise _err(opname, f"expected a {what} in [0, {n - 1}] for {bar.type}, found {c}")


def enclosing(op: Operation, kind: type[Operation]) -> Operation | None:
    p = op.parent_op()
    while p is not None:
        if isinstance(p, kind):
            return p
        p = p.parent_op()
    return None


def kernel_of(op: Operation) -> Operation | None:
    """The enclosing `gpu.func`."""
    p = op.parent_op()
    while p is not None:
        if p.name == "gpu.func":
            return p
        p = p.parent_op()
    return None


def block_threads(func: Operation) -> list[int] | None:
    """The kernel's `block = [x, y, z]` attribute as ints, or None."""
    attr = func.attributes.get("block")
    if not isinstance(attr, ArrayAttr):
        return None
    dims = []
    for a in attr.data:
        if not isinstance(a, IntegerAttr):
            return None
        dims.append(a.value.data)
    return dims


# Shared memory -------------------------------------------------------------------------


@irdl_op_definition
class SmemAllocOp(IRDLOperation):
    """`%s = aproxy.smem_alloc <bytes> align <a> : !aproxy.smem<bytes>` — a region of the
    kernel's dynamic shared memory. aproxy-to-nvvm assigns it an offset (in op order) in the
    `.extern .shared` buffer and records the kernel's total in `dynamic_smem`."""

    name = "aproxy.smem_alloc"
    align = prop_def(IntegerAttr)
    result = result_def(SmemType)

    def __init__(self, size: int, align: int = 16):
        super().__init__(properties={"align": _int_prop(align)},
                         result_types=[SmemType(size)])

    @property
    def bytes(self) -> int:
        return self.result.type.bytes

    @classmethod
    def parse(cls, parser: Parser) -> SmemAllocOp:
        size = parser.parse_integer(allow_boolean=False, context_msg=" (bytes)")
        parser.parse_keyword("align")
        align = parser.parse_integer(allow_boolean=False, context_msg=" (alignment)")
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        pos = parser.pos
        ty = parser.parse_type()
        if not isinstance(ty, SmemType) or ty.bytes != size:
            parser.raise_error(f"aproxy.smem_alloc: expected the result type "
                               f"!aproxy.smem<{size}> (the allocated size), found {ty}", pos)
        return cls.create(properties={"align": _int_prop(align)}, result_types=[ty],
                          attributes=dict(attrs))

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.bytes} align {self.align.value.data}")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        n = "aproxy.smem_alloc"
        a = self.align.value.data
        if a < 1 or a & (a - 1) or a > 1024:
            raise _err(n, f"expected an alignment that is a power of two in [1, 1024], found {a}")
        if kernel_of(self) is None:
            raise _err(n, "expected to be inside a gpu.func (shared memory belongs to a kernel)")


@irdl_op_definition
class SmemOffsetOp(IRDLOperation):
    """`%v = aproxy.smem_offset %s, %off : !aproxy.smem<N> -> !aproxy.smem<M>` — the view of
    M bytes starting `%off` (index, bytes) into `%s`."""

    name = "aproxy.smem_offset"
    source = operand_def(SmemType)
    offset = operand_def(IndexType)
    result = result_def(SmemType)

    def __init__(self, source: SSAValue, offset: SSAValue, size: int):
        super().__init__(operands=[source, offset], result_types=[SmemType(size)])

    @classmethod
    def parse(cls, parser: Parser) -> SmemOffsetOp:
        s = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        off = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        sty = parser.parse_type()
        parser.parse_punctuation("->")
        rty = parser.parse_type()
        return cls.create(operands=[parser.resolve_operand(s, sty),
                                    parser.resolve_operand(off, index)],
                          result_types=[rty], attributes=dict(attrs))

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.source)
        printer.print_string(", ")
        printer.print_operand(self.offset)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        n = "aproxy.smem_offset"
        src, res = self.source.type.bytes, self.result.type.bytes
        if res > src:
            raise _err(n, f"expected a view no larger than its source ({src} bytes), "
                          f"found {res} bytes")
        c = const_int(self.offset)
        if c is not None and (c < 0 or c + res > src):
            raise _err(n, f"expected the view [{c}, {c + res}) to lie within the source's "
                          f"{src} bytes, found offset {c}")


@irdl_op_definition
class SmemAddressOp(IRDLOperation):
    """`%a = aproxy.smem_address %v : !aproxy.smem<N>` — the i32 shared-window address of a
    view, for generic-proxy accesses built from nvvm ops (ld/st.shared, ldmatrix, stmatrix).
    Such writes reach the async proxy (TMA store, wgmma) only after aproxy.fence_proxy_async."""

    name = "aproxy.smem_address"
    view = operand_def(SmemType)
    result = result_def(i32)

    assembly_format = "$view attr-dict `:` type($view)"

    def __init__(self, view: SSAValue):
        super().__init__(operands=[view], result_types=[i32])


# mbarriers -----------------------------------------------------------------------------


@irdl_op_definition
class MbarrierAllocOp(IRDLOperation):
    """`%b = aproxy.mbarrier_alloc count(n) : !aproxy.mbarrier<n>` — n mbarriers (8 bytes
    each, 8-byte aligned; PTX ISA "Contents of the mbarrier object") in shared memory. Not initialized."""

    name = "aproxy.mbarrier_alloc"
    result = result_def(MbarrierType)

    def __init__(self, count: int):
        super().__init__(result_types=[MbarrierType(count)])

    @classmethod
    def parse(cls, parser: Parser) -> MbarrierAllocOp:
        n = _parse_int_in_parens(parser, "count")
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        pos = parser.pos
        ty = parser.parse_type()
        if not isinstance(ty, MbarrierType) or ty.n != n:
            parser.raise_error(f"aproxy.mbarrier_alloc: expected the result type "
                               f"!aproxy.mbarrier<{n}> (the count), found {ty}", pos)
        return cls.create(result_types=[ty], attributes=dict(attrs))

    def print(self, printer: Printer) -> None:
        printer.print_string(f" count({self.result.type.n})")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        n = "aproxy.mbarrier_alloc"
        if kernel_of(self) is None:
            raise _err(n, "expected to be inside a gpu.func (mbarriers live in its shared memory)")


class _BarrierRefOp(IRDLOperation):
    """Shared parse/print for `aproxy.<op> %b[%i] <extra> : !aproxy.mbarrier<n>`."""

    def _extra_print(self, printer: Printer) -> None:
        pass

    @classmethod
    def _extra_parse(cls, parser: Parser) -> tuple[list, dict]:
        return [], {}

    @classmethod
    def parse(cls, parser: Parser):
        bar, idx = _parse_barrier_ref(parser)
        extra_ops, props = cls._extra_parse(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        bty = parser.parse_type()
        operands = [parser.resolve_operand(bar, bty), parser.resolve_operand(idx, index)]
        operands += [parser.resolve_operand(u, t) for u, t in extra_ops]
        return cls.create(operands=operands, properties=props, attributes=dict(attrs))

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.barrier)
        printer.print_string("[")
        printer.print_operand(self.index)
        printer.print_string("]")
        self._extra_print(printer)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.barrier.type)

    def verify_(self) -> None:
        _check_barrier_index(self.name, self.barrier, self.index)


@irdl_op_definition
class MbarrierInitOp(_BarrierRefOp):
    """`aproxy.mbarrier_init %b[%i], arrivals(k)` — mbarrier.init with expected count k
    (PTX ISA "mbarrier.init"). Executed by one thread; publish with aproxy.fence_mbarrier_init
    plus a CTA barrier before other threads use it."""

    name = "aproxy.mbarrier_init"
    barrier = operand_def(MbarrierType)
    index = operand_def(IndexType)
    arrivals = prop_def(IntegerAttr)

    def __init__(self, barrier: SSAValue, idx: SSAValue, arrivals: int):
        super().__init__(operands=[barrier, idx], properties={"arrivals": _int_prop(arrivals)})

    @classmethod
    def _extra_parse(cls, parser):
        parser.parse_punctuation(",")
        return [], {"arrivals": _int_prop(_parse_int_in_parens(parser, "arrivals"))}

    def _extra_print(self, printer):
        printer.print_string(f", arrivals({self.arrivals.value.data})")

    def verify_(self) -> None:
        super().verify_()
        k = self.arrivals.value.data
        if not 1 <= k <= MAX_MBARRIER_COUNT:
            raise _err(self.name, f"expected an arrival count in [1, {MAX_MBARRIER_COUNT}] "
                                  f"(PTX ISA \"Contents of the mbarrier object\"), found {k}")


@irdl_op_definition
class MbarrierArriveOp(_BarrierRefOp):
    """`aproxy.mbarrier_arrive %b[%i]` — one arrival by each executing thread
    (mbarrier.arrive, PTX ISA "mbarrier.arrive")."""

    name = "aproxy.mbarrier_arrive"
    barrier = operand_def(MbarrierType)
    index = operand_def(IndexType)

    def __init__(self, barrier: SSAValue, idx: SSAValue):
        super().__init__(operands=[barrier, idx])


@irdl_op_definition
class MbarrierArriveExpectTxOp(_BarrierRefOp):
    """`aproxy.mbarrier_arrive_expect_tx %b[%i], bytes(n)` — expect n transaction bytes,
    then arrive once, per executing thread (mbarrier.arrive.expect_tx, PTX ISA "mbarrier.arrive")."""

    name = "aproxy.mbarrier_arrive_expect_tx"
    barrier = operand_def(MbarrierType)
    index = operand_def(IndexType)
    tx_bytes = prop_def(IntegerAttr)

    def __init__(self, barrier: SSAValue, idx: SSAValue, tx_bytes: int):
        super().__init__(operands=[barrier, idx], properties={"tx_bytes": _int_prop(tx_bytes)})

    @classmethod
    def _extra_parse(cls, parser):
        parser.parse_punctuation(",")
        return [], {"tx_bytes": _int_prop(_parse_int_in_parens(parser, "bytes"))}

    def _extra_print(self, printer):
        printer.print_string(f", bytes({self.tx_bytes.value.data})")

    def verify_(self) -> None:
        super().verify_()
        b = self.tx_bytes.value.data
        if not 0 <= b <= MAX_TX_BYTES:
            raise _err(self.name, f"expected a transaction byte count in [0, {MAX_TX_BYTES}] "
                                  f"(PTX ISA, mbarrier tx-count range), found {b}")


@irdl_op_definition
class MbarrierWaitOp(_BarrierRefOp):
    """`aproxy.mbarrier_wait %b[%i], parity(%p)` — block until the phase with parity %p
    (i32, 0 or 1) has completed (mbarrier.try_wait.parity in a loop, PTX ISA "mbarrier.test_wait / mbarrier.try_wait")."""

    name = "aproxy.mbarrier_wait"
    barrier = operand_def(MbarrierType)
    index = operand_def(IndexType)
    parity = operand_def(i32)

    def __init__(self, barrier: SSAValue, idx: SSAValue, parity: SSAValue):
        super().__init__(operands=[barrier, idx, parity])

    @classmethod
    def _extra_parse(cls, parser):
        parser.parse_punctuation(",")
        parser.parse_keyword("parity")
        with parser.in_parens():
            p = parser.parse_unresolved_operand()
        return [(p, i32)], {}

    def _extra_print(self, printer):
        printer.print_string(", parity(")
        printer.print_operand(self.parity)
        printer.print_string(")")

    def verify_(self) -> None:
        super().verify_()
        c = const_int(self.parity)
        if c is not None and c not in (0, 1):
            raise _err(self.name, f"expected a parity of 0 or 1, found {c}")


@irdl_op_definition
class MbarrierInvalOp(_BarrierRefOp):
    """`aproxy.mbarrier_inval %b[%i]` — invalidate (mbarrier.inval, PTX ISA "mbarrier.inval")
    before the memory is reused or the barrier re-initialized."""

    name = "aproxy.mbarrier_inval"
    barrier = operand_def(MbarrierType)
    index = operand_def(IndexType)

    def __init__(self, barrier: SSAValue, idx: SSAValue):
        super().__init__(operands=[barrier, idx])


# Pipelines -----------------------------------------------------------------------------


@irdl_op_definition
class PipelineOp(IRDLOperation):
    """`%p = aproxy.pipeline stages(S) full(tx_bytes = B) empty(arrivals = A)` — S full
    barriers (count 1: the producer's arrive_expect_tx of B bytes, completed by the TMA
    bytes) and S empty barriers (count A: one arrival per consumer warpgroup per stage).
    Executed by every thread of the CTA at kernel top level: thread 0 initializes the 2S
    barriers, fences the init and the CTA synchronizes (bar.sync 0)."""

    name = "aproxy.pipeline"
    tx_bytes = prop_def(IntegerAttr)
    arrivals = prop_def(IntegerAttr)
    result = result_def(PipelineType)

    def __init__(self, stages: int, tx_bytes: int, arrivals: int):
        super().__init__(properties={"tx_bytes": _int_prop(tx_bytes),
                                     "arrivals": _int_prop(arrivals)},
                         result_types=[PipelineType(stages)])

    @property
    def stages(self) -> int:
        return self.result.type.n

    @classmethod
    def parse(cls, parser: Parser) -> PipelineOp:
        s = _parse_int_in_parens(parser, "stages")
        parser.parse_keyword("full")
        with parser.in_parens():
            parser.parse_keyword("tx_bytes")
            parser.parse_punctuation("=")
            b = parser.parse_integer(allow_boolean=False)
        parser.parse_keyword("empty")
        with parser.in_parens():
            parser.parse_keyword("arrivals")
            parser.parse_punctuation("=")
            a = parser.parse_integer(allow_boolean=False)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        pos = parser.pos
        ty = parser.parse_type()
        if not isinstance(ty, PipelineType) or ty.n != s:
            parser.raise_error(f"aproxy.pipeline: expected the result type "
                               f"!aproxy.pipeline<{s}> (the stage count), found {ty}", pos)
        return cls.create(properties={"tx_bytes": _int_prop(b), "arrivals": _int_prop(a)},
                          result_types=[ty], attributes=dict(attrs))

    def print(self, printer: Printer) -> None:
        printer.print_string(f" stages({self.stages}) full(tx_bytes = "
                             f"{self.tx_bytes.value.data}) empty(arrivals = "
                             f"{self.arrivals.value.data})")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        n = self.name
        b = self.tx_bytes.value.data
        if not 1 <= b <= MAX_TX_BYTES:
            raise _err(n, f"expected full(tx_bytes) in [1, {MAX_TX_BYTES}] (PTX ISA, "
                          f"mbarrier tx-count range), found {b}")
        a = self.arrivals.value.data
        if not 1 <= a <= MAX_MBARRIER_COUNT:
            raise _err(n, f"expected empty(arrivals) in [1, {MAX_MBARRIER_COUNT}] (PTX ISA "
                          f"\"Contents of the mbarrier object\"), found {a}")
        parent = self.parent_op()
        if parent is None:
            return
        if parent.name != "gpu.func":
            raise _err(n, "expected to be at the top level of a gpu.func (every thread of "
                          f"the CTA executes its initialization barrier), found it inside {parent.name}")


def _parse_pipe_state_use(cls, parser: Parser, extra_results: list[Attribute]):
    p = parser.parse_unresolved_operand()
    parser.parse_punctuation(",")
    st = parser.parse_unresolved_operand()
    attrs = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    pty = parser.parse_type()
    return cls.create(operands=[parser.resolve_operand(p, pty),
                                parser.resolve_operand(st, PipeStateType())],
                      result_types=extra_results, attributes=dict(attrs))


def _print_pipe_state_use(op, printer: Printer) -> None:
    printer.print_string(" ")
    printer.print_operand(op.pipeline)
    printer.print_string(", ")
    printer.print_operand(op.state)
    printer.print_op_attributes(op.attributes)
    printer.print_string(" : ")
    printer.print_attribute(op.pipeline.type)


class _StartOp(IRDLOperation):
    @classmethod
    def parse(cls, parser: Parser):
        p = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        pty = parser.parse_type()
        return cls.create(operands=[parser.resolve_operand(p, pty)],
                          result_types=[PipeStateType()], attributes=dict(attrs))

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.pipeline)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.pipeline.type)


@irdl_op_definition
class ProducerStartOp(_StartOp):
    """`%st = aproxy.producer_start %p` — the producer's initial state (iteration 0). Its
    first wait on empty[0] uses parity 1, which a fresh barrier satisfies at once
    (PTX ISA "mbarrier.test_wait / mbarrier.try_wait": the phase before phase 0 counts as completed)."""

    name = "aproxy.producer_start"
    pipeline = operand_def(PipelineType)
    result = result_def(PipeStateType)

    def __init__(self, pipeline: SSAValue):
        super().__init__(operands=[pipeline], result_types=[PipeStateType()])


@irdl_op_definition
class ConsumerStartOp(_StartOp):
    """`%st = aproxy.consumer_start %p` — the consumer's initial state (iteration 0)."""

    name = "aproxy.consumer_start"
    pipeline = operand_def(PipelineType)
    result = result_def(PipeStateType)

    def __init__(self, pipeline: SSAValue):
        super().__init__(operands=[pipeline], result_types=[PipeStateType()])


@irdl_op_definition
class ProducerAcquireOp(IRDLOperation):
    """`%stage = aproxy.producer_acquire %p, %st` — wait until empty[stage] completed the
    phase ((it / S) & 1) ^ 1, then ONE thread (see docs/aproxy.md, "Elected thread")
    arrives on full[stage] expecting the pipeline's tx_bytes. Returns the stage (index)."""

    name = "aproxy.producer_acquire"
    pipeline = operand_def(PipelineType)
    state = operand_def(PipeStateType)
    stage = result_def(IndexType)

    def __init__(self, pipeline: SSAValue, state: SSAValue):
        super().__init__(operands=[pipeline, state], result_types=[index])

    @classmethod
    def parse(cls, parser: Parser):
        return _parse_pipe_state_use(cls, parser, [index])

    def print(self, printer: Printer) -> None:
        _print_pipe_state_use(self, printer)


@irdl_op_definition
class ConsumerWaitOp(IRDLOperation):
    """`%stage = aproxy.consumer_wait %p, %st` — every executing thread waits until
    full[stage] completed phase (it / S) & 1. Returns the stage (index)."""

    name = "aproxy.consumer_wait"
    pipeline = operand_def(PipelineType)
    state = operand_def(PipeStateType)
    stage = result_def(IndexType)

    def __init__(self, pipeline: SSAValue, state: SSAValue):
        super().__init__(operands=[pipeline, state], result_types=[index])

    @classmethod
    def parse(cls, parser: Parser):
        return _parse_pipe_state_use(cls, parser, [index])

    def print(self, printer: Printer) -> None:
        _print_pipe_state_use(self, printer)


@irdl_op_definition
class ConsumerReleaseOp(IRDLOperation):
    """`aproxy.consumer_release %p, %st` — ONE thread per executing warpgroup (see
    docs/aproxy.md, "Elected thread") arrives on empty[stage]."""

    name = "aproxy.consumer_release"
    pipeline = operand_def(PipelineType)
    state = operand_def(PipeStateType)

    def __init__(self, pipeline: SSAValue, state: SSAValue):
        super().__init__(operands=[pipeline, state])

    @classmethod
    def parse(cls, parser: Parser):
        return _parse_pipe_state_use(cls, parser, [])

    def print(self, printer: Printer) -> None:
        _print_pipe_state_use(self, printer)


@irdl_op_definition
class AdvanceOp(IRDLOperation):
    """`%st2 = aproxy.advance %st` — the next pipeline position (it + 1)."""

    name = "aproxy.advance"
    state = operand_def(PipeStateType)
    result = result_def(PipeStateType)

    assembly_format = "$state attr-dict"

    def __init__(self, state: SSAValue):
        super().__init__(operands=[state], result_types=[PipeStateType()])


# TMA -----------------------------------------------------------------------------------


def _parse_coords(parser: Parser) -> list[UnresolvedOperand]:
    return parser.parse_comma_separated_list(parser.Delimiter.SQUARE,
                                             parser.parse_unresolved_operand)


def _print_coords(printer: Printer, coords) -> None:
    printer.print_string("[")
    printer.print_list(coords, printer.print_operand)
    printer.print_string("]")


def _check_coords(opname: str, tmap: SSAValue, coords) -> TensorMapType:
    ty = tmap.type
    if len(coords) != ty.rank.data:
        raise _err(opname, f"expected {ty.rank.data} coordinates for a rank-{ty.rank.data} "
                           f"tensor map, found {len(coords)}")
    return ty


@irdl_op_definition
class TmaLoadOp(IRDLOperation):
    """`aproxy.tma_load %tm[%c0, ...] -> %dst, %bar[%i] (multicast(%mask))?` — one box of
    the tensor into shared memory, its bytes completing the transaction count of the
    barrier (cp.async.bulk.tensor.Nd.shared::cluster.global.mbarrier::complete_tx::bytes,
    PTX ISA "cp.async.bulk.tensor"). `%bar` is an !aproxy.mbarrier<n> or a pipeline (its full
    barrier of that stage). Coordinates are i32, dimension 0 innermost. Issued by one
    thread (wrap it in aproxy.elect_one)."""

    name = "aproxy.tma_load"
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

    @classmethod
    def parse(cls, parser: Parser) -> TmaLoadOp:
        tm = parser.parse_unresolved_operand()
        coords = _parse_coords(parser)
        parser.parse_punctuation("->")
        dst = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        bar, idx = _parse_barrier_ref(parser)
        mask = None
        if parser.parse_optional_keyword("multicast"):
            with parser.in_parens():
                mask = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        tty = parser.parse_type()
        parser.parse_punctuation(",")
        dty = parser.parse_type()
        parser.parse_punctuation(",")
        bty = parser.parse_type()
        op = cls(parser.resolve_operand(tm, tty),
                 [parser.resolve_operand(c, i32) for c in coords],
                 parser.resolve_operand(dst, dty), parser.resolve_operand(bar, bty),
                 parser.resolve_operand(idx, index),
                 parser.resolve_operand(mask, i16) if mask is not None else None)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.tensormap)
        _print_coords(printer, self.coords)
        printer.print_string(" -> ")
        printer.print_operand(self.dst)
        printer.print_string(", ")
        printer.print_operand(self.barrier)
        printer.print_string("[")
        printer.print_operand(self.index)
        printer.print_string("]")
        if self.multicast_mask is not None:
            printer.print_string(" multicast(")
            printer.print_operand(self.multicast_mask)
            printer.print_string(")")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_list([self.tensormap.type, self.dst.type, self.barrier.type],
                           printer.print_attribute)

    def verify_(self) -> None:
        ty = _check_coords(self.name, self.tensormap, self.coords)
        if self.dst.type.bytes < ty.box_bytes:
            raise _err(self.name, f"expected a destination of at least {ty.box_bytes} bytes "
                                  f"(one box of {ty}), found {self.dst.type}")
        _check_barrier_index(self.name, self.barrier, self.index)


@irdl_op_definition
class TmaStoreOp(IRDLOperation):
    """`aproxy.tma_store %src -> %tm[%c0, ...]` — one box from shared memory to the tensor
    (cp.async.bulk.tensor.Nd.global.shared::cta.bulk_group, PTX ISA "cp.async.bulk.tensor"); complete
    it with aproxy.bulk_commit / aproxy.bulk_wait. Out-of-bounds elements are not written."""

    name = "aproxy.tma_store"
    src = operand_def(SmemType)
    tensormap = operand_def(TensorMapType)
    coords = var_operand_def(i32)

    def __init__(self, src: SSAValue, tensormap: SSAValue, coords: Sequence[SSAValue]):
        super().__init__(operands=[src, tensormap, list(coords)])

    @classmethod
    def parse(cls, parser: Parser) -> TmaStoreOp:
        src = parser.parse_unresolved_operand()
        parser.parse_punctuation("->")
        tm = parser.parse_unresolved_operand()
        coords = _parse_coords(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        sty = parser.parse_type()
        parser.parse_punctuation(",")
        tty = parser.parse_type()
        op = cls(parser.resolve_operand(src, sty), parser.resolve_operand(tm, tty),
                 [parser.resolve_operand(c, i32) for c in coords])
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.src)
        printer.print_string(" -> ")
        printer.print_operand(self.tensormap)
        _print_coords(printer, self.coords)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_list([self.src.type, self.tensormap.type], printer.print_attribute)

    def verify_(self) -> None:
        ty = _check_coords(self.name, self.tensormap, self.coords)
        if self.src.type.bytes < ty.box_bytes:
            raise _err(self.name, f"expected a source of at least {ty.box_bytes} bytes "
                                  f"(one box of {ty}), found {self.src.type}")


@irdl_op_definition
class PrefetchTensormapOp(IRDLOperation):
    """`aproxy.prefetch_tensormap %tm` — prefetch.tensormap (PTX ISA "prefetch, prefetchu")."""

    name = "aproxy.prefetch_tensormap"
    tensormap = operand_def(TensorMapType)

    assembly_format = "$tensormap attr-dict `:` type($tensormap)"

    def __init__(self, tensormap: SSAValue):
        super().__init__(operands=[tensormap])


class _NoOperandOp(IRDLOperation):
    assembly_format = "attr-dict"

    def __init__(self):
        super().__init__()


@irdl_op_definition
class BulkCommitOp(_NoOperandOp):
    """`aproxy.bulk_commit` — cp.async.bulk.commit_group (PTX ISA "cp.async.bulk.commit_group"): the
    executing thread's uncommitted TMA stores become one bulk async-group."""

    name = "aproxy.bulk_commit"


class _CountOp(IRDLOperation):
    """`aproxy.<op> <n>`"""

    count = prop_def(IntegerAttr)
    MAX_COUNT: ClassVar[int] = 63

    @classmethod
    def parse(cls, parser: Parser):
        n = parser.parse_integer(allow_boolean=False, context_msg=" (group count)")
        props = {"count": _int_prop(n)}
        cls._parse_flags(parser, props)
        attrs = parser.parse_optional_attr_dict()
        return cls.create(properties=props, attributes=dict(attrs))

    @classmethod
    def _parse_flags(cls, parser, props) -> None:
        pass

    def _print_flags(self, printer) -> None:
        pass

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.count.value.data}")
        self._print_flags(printer)
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        n = self.count.value.data
        if not 0 <= n <= self.MAX_COUNT:
            raise _err(self.name, f"expected a group count in [0, {self.MAX_COUNT}], found {n}")


@irdl_op_definition
class BulkWaitOp(_CountOp):
    """`aproxy.bulk_wait <n> (read)?` — cp.async.bulk.wait_group(.read) n (PTX ISA
    "cp.async.bulk.wait_group"): wait until at most n of the executing thread's bulk groups are pending
    (`read`: only until their shared-memory sources have been read)."""

    name = "aproxy.bulk_wait"
    count = prop_def(IntegerAttr)
    read = opt_prop_def(UnitAttr)

    def __init__(self, count: int, read: bool = False):
        props = {"count": _int_prop(count)}
        if read:
            props["read"] = UnitAttr()
        super().__init__(properties=props)

    @classmethod
    def _parse_flags(cls, parser, props) -> None:
        if parser.parse_optional_keyword("read"):
            props["read"] = UnitAttr()

    def _print_flags(self, printer) -> None:
        if self.read is not None:
            printer.print_string(" read")


# Fences --------------------------------------------------------------------------------


@irdl_op_definition
class FenceProxyAsyncOp(_NoOperandOp):
    """`aproxy.fence_proxy_async` — fence.proxy.async.shared::cta (PTX ISA "membar/fence"
    "membar/fence"): orders the executing thread's generic-proxy shared-memory writes
    before later async-proxy reads (TMA store, wgmma operands)."""

    name = "aproxy.fence_proxy_async"


@irdl_op_definition
class FenceMbarrierInitOp(_NoOperandOp):
    """`aproxy.fence_mbarrier_init` — fence.mbarrier_init.release.cluster (PTX ISA
    "membar/fence"): publishes prior mbarrier.init to the cluster."""

    name = "aproxy.fence_mbarrier_init"


# wgmma ---------------------------------------------------------------------------------


@irdl_op_definition
class WgmmaFenceOp(_NoOperandOp):
    """`aproxy.wgmma_fence` — wgmma.fence.sync.aligned (PTX ISA "wgmma.fence"), by all
    threads of the warpgroup before the first wgmma and after touching its registers."""

    name = "aproxy.wgmma_fence"


@irdl_op_definition
class WgmmaCommitOp(_NoOperandOp):
    """`aproxy.wgmma_commit` — wgmma.commit_group.sync.aligned (PTX ISA "wgmma.commit_group")."""

    name = "aproxy.wgmma_commit"


@irdl_op_definition
class WgmmaWaitOp(_CountOp):
    """`aproxy.wgmma_wait <n>` — wgmma.wait_group.sync.aligned n (PTX ISA "wgmma.wait_group"):
    at most n committed wgmma groups stay pending.

    `%r, ... = aproxy.wgmma_wait <n> (%acc, ...) : vector<..>, ...` also names accumulators
    the wait covers: each result is its operand's value, readable from here on (the
    operand's registers may not be read while a group writing them is in flight). Reading
    lanes of the result, never of the operand, keeps every read after the wait (CUTLASS's
    warpgroup_fence_operand does the same in C++)."""

    name = "aproxy.wgmma_wait"
    count = prop_def(IntegerAttr)
    accs = var_operand_def(VectorType)
    ready = var_result_def(VectorType)
    MAX_COUNT: ClassVar[int] = 7

    def __init__(self, count: int, accs: Sequence[SSAValue] = ()):
        super().__init__(properties={"count": _int_prop(count)}, operands=[list(accs)],
                         result_types=[[a.type for a in accs]])

    @classmethod
    def parse(cls, parser: Parser) -> WgmmaWaitOp:
        n = parser.parse_integer(allow_boolean=False, context_msg=" (group count)")
        unresolved = parser.parse_optional_comma_separated_list(
            parser.Delimiter.PAREN, parser.parse_unresolved_operand) or []
        attrs = parser.parse_optional_attr_dict()
        operands = []
        if unresolved:
            parser.parse_punctuation(":")
            pos = parser.pos
            types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
            if len(types) != len(unresolved):
                parser.raise_error(f"aproxy.wgmma_wait: expected {len(unresolved)} types (one per "
                                   f"accumulator), found {len(types)}", pos)
            operands = [parser.resolve_operand(u, t) for u, t in zip(unresolved, types)]
        op = cls(n, operands)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.count.value.data}")
        if self.accs:
            printer.print_string(" (")
            printer.print_list(self.accs, printer.print_operand)
            printer.print_string(")")
        printer.print_op_attributes(self.attributes)
        if self.accs:
            printer.print_string(" : ")
            printer.print_list([a.type for a in self.accs], printer.print_attribute)

    def verify_(self) -> None:
        super().verify_()
        for a, r in zip(self.accs, self.ready):
            if a.type != r.type:
                raise _err(self.name, f"expected each result to have its accumulator's type "
                                      f"{a.type}, found {r.type}")
            et = a.type.element_type
            if a.type.get_num_dims() != 1 or not isinstance(et, (Float32Type, IntegerType)) or (
                    isinstance(et, IntegerType) and et.width.data != 32):
                raise _err(self.name, f"expected a wgmma accumulator (a 1-D vector of f32 or i32), "
                                      f"found {a.type}")


@irdl_op_definition
class WgmmaDescOp(IRDLOperation):
    """`%d = aproxy.wgmma_desc %v swizzle("128B") lbo(16) sbo(1024) : !aproxy.smem<N>` —
    the 64-bit shared-memory matrix descriptor of the view (PTX ISA "Matrix
    Descriptor Format"): bits 0-13 (addr & 0x3FFFF) >> 4, 16-29 lbo >> 4, 32-45 sbo >> 4,
    49-51 base offset 0, 62-63 swizzle mode (0 none, 1 128B, 2 64B, 3 32B)."""

    name = "aproxy.wgmma_desc"
    view = operand_def(SmemType)
    swizzle = prop_def(StringAttr)
    lbo = prop_def(IntegerAttr)
    sbo = prop_def(IntegerAttr)
    result = result_def(i64)

    def __init__(self, view: SSAValue, swizzle: str, lbo: int, sbo: int):
        super().__init__(operands=[view], result_types=[i64],
                         properties={"swizzle": StringAttr(swizzle), "lbo": _int_prop(lbo),
                                     "sbo": _int_prop(sbo)})

    @classmethod
    def parse(cls, parser: Parser) -> WgmmaDescOp:
        v = parser.parse_unresolved_operand()
        parser.parse_keyword("swizzle")
        with parser.in_parens():
            sw = parser.parse_str_literal()
        lbo = _parse_int_in_parens(parser, "lbo")
        sbo = _parse_int_in_parens(parser, "sbo")
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        vty = parser.parse_type()
        op = cls(parser.resolve_operand(v, vty), sw, lbo, sbo)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.view)
        printer.print_string(f' swizzle("{self.swizzle.data}") lbo({self.lbo.value.data}) '
                             f"sbo({self.sbo.value.data})")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.view.type)

    def verify_(self) -> None:
        if self.swizzle.data not in SWIZZLES:
            raise _err(self.name, f"expected swizzle one of {', '.join(SWIZZLES)}, found "
                                  f"\"{self.swizzle.data}\"")
        for field in ("lbo", "sbo"):
            v = getattr(self, field).value.data
            if v < 0 or v % 16 or v >= (1 << 18):
                raise _err(self.name, f"expected {field} a multiple of 16 in [0, 2^18) "
                                      f"(it is stored >> 4 in 14 bits, PTX ISA \"Matrix Descriptor Format\"), "
                                      f"found {v}")


@irdl_op_definition
class WgmmaOp(IRDLOperation):
    """`%d2 = aproxy.wgmma m64nNkK types(ta, tb, f32) %a, %b, %d (scale_d(%s))?
    (transpose_a)? (transpose_b)? : <type of %a>, vector<N/2 x f32>` —
    wgmma.mma_async.sync.aligned (PTX ISA "wgmma.mma_async"): D = A*B + (scale_d ? D : 0) for one
    warpgroup. %a is a descriptor (i64) or a register fragment (vector<4xi32>); %b is a
    descriptor; %d and the result are the accumulator fragment, N/2 f32 per thread."""

    name = "aproxy.wgmma"
    a = operand_def(EqAttrConstraint(i64) | base(VectorType))
    b = operand_def(i64)
    acc = operand_def(VectorType)
    scale_d = opt_operand_def(i1)
    n = prop_def(IntegerAttr)
    a_type = prop_def(StringAttr)
    b_type = prop_def(StringAttr)
    transpose_a = opt_prop_def(UnitAttr)
    transpose_b = opt_prop_def(UnitAttr)
    result = result_def(VectorType)

    def __init__(self, a: SSAValue, b: SSAValue, acc: SSAValue, n: int, a_type: str,
                 b_type: str, scale_d: SSAValue | None = None, transpose_a: bool = False,
                 transpose_b: bool = False):
        props: dict[str, Attribute] = {"n": _int_prop(n), "a_type": StringAttr(a_type),
                                       "b_type": StringAttr(b_type)}
        if transpose_a:
            props["transpose_a"] = UnitAttr()
        if transpose_b:
            props["transpose_b"] = UnitAttr()
        super().__init__(operands=[a, b, acc, [scale_d] if scale_d is not None else []],
                         properties=props, result_types=[acc.type])

    @property
    def k(self) -> int:
        return WGMMA_AB_K.get(self.a_type.data, 0)

    @property
    def a_in_registers(self) -> bool:
        return isinstance(self.a.type, VectorType)

    @classmethod
    def parse(cls, parser: Parser) -> WgmmaOp:
        pos = parser.pos
        shape = parser.parse_identifier(context_msg=" (wgmma shape m64nNkK)")
        import re

        m = re.fullmatch(r"m64n(\d+)k(\d+)", shape)
        if m is None:
            parser.raise_error(f"aproxy.wgmma: expected a shape m64n<N>k<K>, found '{shape}'", pos)
        n, k = int(m.group(1)), int(m.group(2))
        parser.parse_keyword("types")
        with parser.in_parens():
            ta = parser.parse_identifier()
            parser.parse_punctuation(",")
            tb = parser.parse_identifier()
            parser.parse_punctuation(",")
            tpos = parser.pos
            td = parser.parse_identifier()
        if td != "f32":
            parser.raise_error(f"aproxy.wgmma: expected accumulator type f32, found '{td}'", tpos)
        ua = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        ub = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        ud = parser.parse_unresolved_operand()
        us = None
        if parser.parse_optional_keyword("scale_d"):
            with parser.in_parens():
                us = parser.parse_unresolved_operand()
        ta_flag = parser.parse_optional_keyword("transpose_a") is not None
        tb_flag = parser.parse_optional_keyword("transpose_b") is not None
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        aty = parser.parse_type()
        parser.parse_punctuation(",")
        dty = parser.parse_type()
        op = cls(parser.resolve_operand(ua, aty), parser.resolve_operand(ub, i64),
                 parser.resolve_operand(ud, dty), n, ta, tb,
                 parser.resolve_operand(us, i1) if us is not None else None, ta_flag, tb_flag)
        op.attributes.update(attrs)
        if ta in WGMMA_AB_K and WGMMA_AB_K[ta] != k:
            parser.raise_error(f"aproxy.wgmma: expected K = {WGMMA_AB_K[ta]} for {ta} operands "
                               f"(m64n{n}k{WGMMA_AB_K[ta]}), found k{k}", pos)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" m64n{self.n.value.data}k{self.k} types({self.a_type.data}, "
                             f"{self.b_type.data}, f32) ")
        printer.print_list([self.a, self.b, self.acc], printer.print_operand)
        if self.scale_d is not None:
            printer.print_string(" scale_d(")
            printer.print_operand(self.scale_d)
            printer.print_string(")")
        if self.transpose_a is not None:
            printer.print_string(" transpose_a")
        if self.transpose_b is not None:
            printer.print_string(" transpose_b")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.a.type)
        printer.print_string(", ")
        printer.print_attribute(self.acc.type)

    def verify_(self) -> None:
        nm = self.name
        ta, tb = self.a_type.data, self.b_type.data
        for which, t in (("A", ta), ("B", tb)):
            if t not in WGMMA_AB_K:
                raise _err(nm, f"expected the {which} type one of {', '.join(WGMMA_AB_K)}, "
                               f"found {t}")
        # PTX ISA "wgmma.mma_async": .f16/.bf16/.tf32 need A and B of the same type; e4m3/e5m2 mix.
        fp8 = ("e4m3", "e5m2")
        if ta != tb and not (ta in fp8 and tb in fp8):
            raise _err(nm, f"expected A and B of the same type (or both e4m3/e5m2), found "
                           f"{ta} and {tb}")
        n = self.n.value.data
        # PTX ISA "wgmma.mma_async" (matrix shapes): N in 8..256 in steps of 8 for
        # f16/bf16/tf32/e4m3/e5m2 with an f32 accumulator.
        if not (8 <= n <= 256 and n % 8 == 0):
            raise _err(nm, f"expected N a multiple of 8 in [8, 256], found {n}")
        want = VectorType(Float32Type(), [n // 2])
        if self.acc.type != want:
            raise _err(nm, f"expected an accumulator of type {want} (N/2 f32 per thread), "
                           f"found {self.acc.type}")
        if self.result.type != want:
            raise _err(nm, f"expected a result of type {want}, found {self.result.type}")
        if self.a_in_registers:
            fr = VectorType(i32, [4])
            if self.a.type != fr:
                raise _err(nm, f"expected A as a descriptor (i64) or a register fragment "
                               f"{fr}, found {self.a.type}")
            if self.transpose_a is not None:
                raise _err(nm, "expected no transpose_a with A in registers (PTX ISA "
                               "\"wgmma.mma_async\": imm-trans-a only with a descriptor)")
        if (self.transpose_a is not None or self.transpose_b is not None) and ta not in (
                "f16", "bf16"):
            raise _err(nm, f"expected transpose_a/transpose_b only with f16/bf16 operands "
                           f"(PTX ISA \"wgmma.mma_async\"), found {ta}")


# Named barriers ------------------------------------------------------------------------


class _NamedBarrierOp(IRDLOperation):
    barrier_id = prop_def(IntegerAttr)
    threads = prop_def(IntegerAttr)

    def __init__(self, barrier_id: int, threads: int):
        super().__init__(properties={"barrier_id": _int_prop(barrier_id),
                                     "threads": _int_prop(threads)})

    @classmethod
    def parse(cls, parser: Parser):
        i = _parse_int_in_parens(parser, "id")
        parser.parse_punctuation(",")
        t = _parse_int_in_parens(parser, "threads")
        attrs = parser.parse_optional_attr_dict()
        return cls.create(properties={"barrier_id": _int_prop(i), "threads": _int_prop(t)},
                          attributes=dict(attrs))

    def print(self, printer: Printer) -> None:
        printer.print_string(f" id({self.barrier_id.value.data}), threads("
                             f"{self.threads.value.data})")
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        # PTX ISA "bar, barrier": 16 barriers per CTA; the thread count is a
        # multiple of the warp size (32).
        i, t = self.barrier_id.value.data, self.threads.value.data
        if not 0 <= i <= 15:
            raise _err(self.name, f"expected a barrier id in [0, 15] (PTX ISA \"bar, barrier\"), found {i}")
        if t < 32 or t % 32:
            raise _err(self.name, f"expected a thread count that is a positive multiple of 32 "
                                  f"(PTX ISA \"bar, barrier\"), found {t}")
        func = kernel_of(self)
        dims = block_threads(func) if func is not None else None
        if dims is not None:
            total = dims[0] * dims[1] * dims[2]
            if t > total:
                raise _err(self.name, f"expected at most {total} threads (the block size), found {t}")


@irdl_op_definition
class NamedBarrierSyncOp(_NamedBarrierOp):
    """`aproxy.named_barrier_sync id(i), threads(n)` — bar.sync i, n (PTX ISA "bar, barrier")."""

    name = "aproxy.named_barrier_sync"


@irdl_op_definition
class NamedBarrierArriveOp(_NamedBarrierOp):
    """`aproxy.named_barrier_arrive id(i), threads(n)` — bar.arrive i, n (PTX ISA "bar, barrier")."""

    name = "aproxy.named_barrier_arrive"


# Warp specialization -------------------------------------------------------------------


@irdl_op_definition
class SpecializeOp(IRDLOperation):
    """`aproxy.specialize { aproxy.role ... }` — the CTA splits into roles by warpgroup
    (tid.x / 128). Every warpgroup of the block belongs to exactly one role."""

    name = "aproxy.specialize"
    body = region_def("single_block")
    traits = traits_def(NoTerminator())

    def __init__(self, roles: Sequence[Operation] = ()):
        super().__init__(regions=[Region(Block(list(roles)))])

    @property
    def roles(self) -> list[RoleOp]:
        return [op for op in self.body.block.ops if isinstance(op, RoleOp)]

    @classmethod
    def parse(cls, parser: Parser) -> SpecializeOp:
        attrs = parser.parse_optional_attr_dict_with_keyword()
        region = _region_from(parser)
        op = cls.create(regions=[region])
        if attrs is not None:
            op.attributes.update(attrs.data)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes, print_keyword=True)
        _print_body(printer, self.body)

    def verify_(self) -> None:
        nm = self.name
        for op in self.body.block.ops:
            if not isinstance(op, RoleOp):
                raise _err(nm, f"expected only aproxy.role ops in its body, found {op.name}")
        if enclosing(self, SpecializeOp) is not None or enclosing(self, RoleOp) is not None:
            raise _err(nm, "expected not to be nested inside another aproxy.specialize")
        func = kernel_of(self)
        if func is None:
            raise _err(nm, "expected to be inside a gpu.func kernel")
        dims = block_threads(func)
        if dims is None:
            raise _err(nm, "expected the enclosing gpu.func to have a block = [x, y, z] "
                           "attribute (roles are assigned by warpgroup), found none")
        if dims[1] != 1 or dims[2] != 1 or dims[0] % 128:
            raise _err(nm, f"expected a block of [128*k, 1, 1] threads (whole warpgroups "
                           f"along x), found {dims}")
        nwg = dims[0] // 128
        owner: dict[int, str] = {}
        names: set[str] = set()
        for role in self.roles:
            rn = role.role_name.data
            if rn in names:
                raise _err(nm, f"expected distinct role names, found \"{rn}\" twice")
            names.add(rn)
            for wg in role.warpgroup_list:
                if wg >= nwg:
                    raise _err(nm, f"expected warpgroups in [0, {nwg - 1}] for a block of "
                                   f"{dims[0]} threads, found warpgroup {wg} in role \"{rn}\"")
                if wg in owner:
                    raise _err(nm, f"expected disjoint roles, found warpgroup {wg} in both "
                                   f"\"{owner[wg]}\" and \"{rn}\"")
                owner[wg] = rn
        missing = [w for w in range(nwg) if w not in owner]
        if missing:
            raise _err(nm, f"expected every warpgroup of the block ({nwg}) to belong to a "
                           f"role, found warpgroup(s) {missing} in none")
        with_regs = [r for r in self.roles if r.regs is not None]
        if with_regs and len(with_regs) != len(self.roles):
            raise _err(nm, "expected regs(...) on every role or on none, found it on "
                           f"{len(with_regs)} of {len(self.roles)}")
        if with_regs:
            total = sum(r.regs.value.data * 128 * len(r.warpgroup_list) for r in self.roles)
            if total > REGISTER_FILE:
                detail = " + ".join(f"{len(r.warpgroup_list)}x128x{r.regs.value.data}"
                                    for r in self.roles)
                raise _err(nm, f"expected the register budget (sum of regs x 128 threads "
                               f"per warpgroup) to fit {REGISTER_FILE} registers, found "
                               f"{detail} = {total}")


@irdl_op_definition
class RoleOp(IRDLOperation):
    """`aproxy.role "name" warpgroups(i, ...) (regs(r))? { body }` — the body runs on the
    listed warpgroups; with regs, each warpgroup first adjusts its register count with
    setmaxnreg (PTX ISA "setmaxnreg")."""

    name = "aproxy.role"
    role_name = prop_def(StringAttr)
    warpgroups = prop_def(ArrayAttr)
    regs = opt_prop_def(IntegerAttr)
    body = region_def("single_block")
    traits = traits_def(NoTerminator())

    def __init__(self, name: str, warpgroups: Sequence[int], regs: int | None,
                 body: Region | None = None):
        props: dict[str, Attribute] = {
            "role_name": StringAttr(name),
            "warpgroups": ArrayAttr([_int_prop(w) for w in warpgroups])}
        if regs is not None:
            props["regs"] = _int_prop(regs)
        super().__init__(properties=props, regions=[body or Region(Block())])

    @property
    def warpgroup_list(self) -> list[int]:
        return [a.value.data for a in self.warpgroups.data]

    @classmethod
    def parse(cls, parser: Parser) -> RoleOp:
        rn = parser.parse_str_literal(" (role name)")
        parser.parse_keyword("warpgroups")
        wgs = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, lambda: parser.parse_integer(allow_boolean=False))
        regs = None
        if parser.parse_optional_keyword("regs"):
            with parser.in_parens():
                regs = parser.parse_integer(allow_boolean=False)
        attrs = parser.parse_optional_attr_dict_with_keyword()
        region = _region_from(parser)
        op = cls(rn, wgs, regs, region)
        if attrs is not None:
            op.attributes.update(attrs.data)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f' "{self.role_name.data}" warpgroups('
                             f"{', '.join(str(w) for w in self.warpgroup_list)})")
        if self.regs is not None:
            printer.print_string(f" regs({self.regs.value.data})")
        printer.print_op_attributes(self.attributes, print_keyword=True)
        _print_body(printer, self.body)

    def verify_(self) -> None:
        nm = self.name
        rn = self.role_name.data
        parent = self.parent_op()
        if parent is not None and not isinstance(parent, SpecializeOp):
            raise _err(nm, f"expected to be directly inside aproxy.specialize, found it "
                           f"inside {parent.name}")
        wgs = self.warpgroup_list
        if not wgs:
            raise _err(nm, f"expected at least one warpgroup in role \"{rn}\", found none")
        if len(set(wgs)) != len(wgs) or any(w < 0 for w in wgs):
            raise _err(nm, f"expected distinct non-negative warpgroups in role \"{rn}\", "
                           f"found {wgs}")
        if self.regs is not None:
            r = self.regs.value.data
            # PTX ISA "setmaxnreg": imm-reg-count in [24, 256], a multiple of 8.
            if not (24 <= r <= 256 and r % 8 == 0):
                raise _err(nm, f"expected regs a multiple of 8 in [24, 256] (PTX ISA "
                               f"\"setmaxnreg\") in role \"{rn}\", found {r}")


@irdl_op_definition
class WarpgroupIndexOp(IRDLOperation):
    """`%i = aproxy.warpgroup_index` — the position (index) of the executing warpgroup in
    the enclosing role's warpgroup list (0 for the first listed)."""

    name = "aproxy.warpgroup_index"
    result = result_def(IndexType)

    assembly_format = "attr-dict"

    def __init__(self):
        super().__init__(result_types=[index])

    def verify_(self) -> None:
        if self.parent_op() is not None and enclosing(self, RoleOp) is None:
            raise _err(self.name, "expected to be inside an aproxy.role, found none around it")


ELECT_SCOPES = ("warp", "warpgroup")


@irdl_op_definition
class ElectOneOp(IRDLOperation):
    """`aproxy.elect_one warp|warpgroup { body }` — the body runs on one thread of each
    executing warp (elect.sync, PTX ISA "elect.sync") or of each executing warpgroup (the
    thread with tid.x % 128 == 0). The executing threads must be converged."""

    name = "aproxy.elect_one"
    scope = prop_def(StringAttr)
    body = region_def("single_block")
    traits = traits_def(NoTerminator())

    def __init__(self, scope: str = "warpgroup", body: Region | None = None):
        super().__init__(properties={"scope": StringAttr(scope)},
                         regions=[body or Region(Block())])

    @classmethod
    def parse(cls, parser: Parser) -> ElectOneOp:
        pos = parser.pos
        scope = parser.parse_optional_identifier()
        if scope not in ELECT_SCOPES:
            parser.raise_error(f"aproxy.elect_one: expected a scope warp or warpgroup, "
                               f"found {scope!r}", pos)
        attrs = parser.parse_optional_attr_dict_with_keyword()
        op = cls(scope, _region_from(parser))
        if attrs is not None:
            op.attributes.update(attrs.data)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.scope.data}")
        printer.print_op_attributes(self.attributes, print_keyword=True)
        _print_body(printer, self.body)

    def verify_(self) -> None:
        if self.scope.data not in ELECT_SCOPES:
            raise _err(self.name, f"expected a scope warp or warpgroup, found \"{self.scope.data}\"")


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
        WgmmaFenceOp, WgmmaCommitOp, WgmmaWaitOp, WgmmaDescOp, WgmmaOp,
        NamedBarrierSyncOp, NamedBarrierArriveOp,
        SpecializeOp, RoleOp, WarpgroupIndexOp, ElectOneOp,
    ],
    [SmemType, MbarrierType, PipelineType, PipeStateType, TensorMapType],
)
