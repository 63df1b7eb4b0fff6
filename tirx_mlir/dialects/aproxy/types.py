"""aproxy types: `!aproxy.smem`, `!aproxy.mbarrier`, `!aproxy.pipeline`, `!aproxy.pipe_state`, `!aproxy.tensormap`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import ArrayAttr, IntAttr, StringAttr
from xdsl.ir import Attribute, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from ._common import MAX_SMEM_BYTES, SWIZZLE_BYTES, SWIZZLES, element_bytes

# Types ---------------------------------------------------------------------------------


def _parse_one_int(parser: AttrParser, what: str) -> int:
    with parser.in_angle_brackets():
        return parser.parse_integer(allow_boolean=False, allow_negative=False,
                                    context_msg=f" ({what})")


class _OneIntType(ParametrizedAttribute, TypeAttribute):
    """`!aproxy.<type><n>`: a type of one integer parameter, which the subclass declares
    (its name is the subclass's API); `UNIT` names what it counts (parse errors say
    "number of <UNIT>s", the verifier wants at least one)."""

    UNIT: ClassVar[str]

    def __init__(self, n: int):
        super().__init__(IntAttr(n))

    @property
    def n(self) -> int:
        return self.parameters[0].data

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        return [IntAttr(_parse_one_int(parser, f"number of {cls.UNIT}s"))]

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.n}>")

    def verify(self) -> None:
        if self.n < 1:
            raise VerifyException(f"!{self.name}: expected at least 1 {self.UNIT}, found {self.n}")


@irdl_attr_definition
class SmemType(_OneIntType):
    """`!aproxy.smem<bytes>`: a region (or a view into a region) of the kernel's dynamic
    shared memory, `bytes` long. Lowers to an i32 shared-window address."""

    name = "aproxy.smem"
    size: IntAttr

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        return [IntAttr(_parse_one_int(parser, "size of !aproxy.smem in bytes"))]

    @property
    def bytes(self) -> int:
        return self.size.data

    def verify(self) -> None:
        if not 1 <= self.size.data <= MAX_SMEM_BYTES:
            raise VerifyException(
                f"!aproxy.smem: expected a size in [1, {MAX_SMEM_BYTES}] bytes, "
                f"found {self.size.data}")


@irdl_attr_definition
class MbarrierType(_OneIntType):
    """`!aproxy.mbarrier<n>`: an array of n mbarrier objects (8 bytes each, 8-byte aligned)
    in shared memory. Lowers to the i32 shared address of barrier 0."""

    name = "aproxy.mbarrier"
    count: IntAttr
    UNIT: ClassVar[str] = "barrier"


@irdl_attr_definition
class PipelineType(_OneIntType):
    """`!aproxy.pipeline<stages>`: S full and S empty mbarriers. Lowers to the i32 shared
    address of full[0]; full[s] is at +8*s, empty[s] at +8*(S+s)."""

    name = "aproxy.pipeline"
    stages: IntAttr
    UNIT: ClassVar[str] = "stage"


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


