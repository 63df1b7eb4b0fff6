"""The PTX target's kernel ABI (see tirx_mlir/targets/ptx.py's docstring, "The kernel ABI"): the
`.param` list of each kernel (`kernel_params`, `Param`), the per-entry record the runtime reads
(`PtxEntry`, `PtxModule`), the target's defaults and its diagnostic (`PtxEmitError`)."""

from __future__ import annotations

import io
import re
from dataclasses import dataclass, field
from typing import NoReturn

from xdsl.dialects import gpu
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    StringAttr,
)
from xdsl.ir import Attribute, Operation
from xdsl.printer import Printer
from xdsl.utils.exceptions import DiagnosticException

from tirx_mlir.ptx_types import scalar_ptx
from tirx_mlir.support import fail

DEFAULT_VERSION = "8.5"
DEFAULT_ARCH = "sm_90a"
PARAMS_ATTR = "tirx.kernel_params"
TENSORMAP_BYTES = 128  # sizeof(CUtensorMap)
TENSORMAP_ALIGN = 64


class PtxEmitError(DiagnosticException):
    """The IR cannot be printed as PTX; the message names the op and the reason."""


@dataclass(frozen=True)
class Param:
    """One `.param` of a kernel entry, in order."""

    name: str  # the PTX parameter name
    kind: str  # "ptr" | "dim" | "scalar" | "tensormap"
    ptx_type: str  # u64, u32, f32, f16, bf16, ... ("b8" for a tensormap's byte array);
    # f16 and bf16 params are declared `.b16` and hold the value's bits
    arg_index: int  # the original kernel argument it belongs to
    dim_index: int | None = None  # for "dim": which dimension


@dataclass
class PtxEntry:
    """One `.entry` of the printed module as the target wrote it: its `.param` list and
    launch directives. The runtime joins it with the IR signature into the one
    `tirx_mlir.runtime.KernelABI`."""

    name: str
    params: list[Param]
    reqntid: tuple[int, ...] | None = None
    maxntid: tuple[int, ...] | None = None
    cluster: tuple[int, ...] | None = None
    dynamic_smem: int | None = None  # bytes of dynamic shared memory (`dynamic_smem` attribute)


@dataclass
class PtxModule:
    text: str
    kernels: dict[str, PtxEntry] = field(default_factory=dict)
    version: str = DEFAULT_VERSION
    arch: str = DEFAULT_ARCH


def _fail(op: Operation, msg: str) -> NoReturn:
    """A diagnostic at `op`: the message names the op; the printed IR marks it."""
    fail("ptx target", op, msg, exc=PtxEmitError)


def _nvvm():
    from tirx_mlir.dialects import nvvm

    return nvvm


# --------------------------------------------------------------------- the ABI


def _scalar_param_type(t: Attribute) -> str | None:
    """The PTX type of a scalar kernel argument as `Param.ptx_type` reports it (f16 and
    bf16 name the value's encoding; `_param_decl_type` gives the declared type)."""
    return scalar_ptx(t, "u")


def _param_decl_type(ptx_type: str) -> str:
    """The type a `.param` is declared with (PTX ISA 5.1.6.1): there is no `.param .bf16`,
    so 16-bit floats travel as `.b16` bits."""
    return "b16" if ptx_type in ("f16", "bf16") else ptx_type


def _int_field(d: DictionaryAttr, key: str) -> int | None:
    a = d.data.get(key)
    return a.value.data if isinstance(a, IntegerAttr) else None


# PTX ISA 4.4 "Identifiers", without the %-prefixed form (register names).
_IDENT = re.compile(r"[A-Za-z][A-Za-z0-9_$]*|[_$][A-Za-z0-9_$]+")


def kernel_params(f: gpu.FuncOp) -> list[Param]:
    """The `.param` list of kernel `f` (see the module docstring)."""
    kname = f.sym_name.data
    args = f.body.blocks[0].args
    spec = f.attributes.get(PARAMS_ATTR)
    if spec is None:
        entries: list[tuple[str, int, int | None, str]] = []
        for i, a in enumerate(args):
            kind = "tensormap" if _is_tensormap_type(a.type) else "scalar"
            entries.append((kind, i, None, a.name_hint or f"arg{i}"))
    else:
        if not isinstance(spec, ArrayAttr) or not all(isinstance(d, DictionaryAttr) for d in spec.data):
            _fail(f, f"@{kname}: `{PARAMS_ATTR}` must be an array of dictionaries, found {_type_str(spec)}")
        if len(spec.data) != len(args):
            _fail(f, f"@{kname}: `{PARAMS_ATTR}` lists {len(spec.data)} parameters, but the kernel has "
                     f"{len(args)} arguments")
        entries = []
        for i, d in enumerate(spec.data):
            kind = d.data.get("kind")
            kind = kind.data if isinstance(kind, StringAttr) else None
            arg = _int_field(d, "arg")
            dim = _int_field(d, "dim")
            pname = d.data.get("name")
            pname = pname.data if isinstance(pname, StringAttr) else (args[i].name_hint or f"arg{i}")
            if kind not in ("ptr", "dim", "scalar", "tensormap") or arg is None or (kind == "dim") != (dim is not None):
                _fail(f, f"@{kname}: `{PARAMS_ATTR}` entry {i} must be {{kind = \"ptr\"|\"dim\"|\"scalar\"|"
                         f"\"tensormap\", arg = <int>[, dim = <int> for \"dim\"]}}, found {_type_str(d)}")
            entries.append((kind, arg, dim, pname))
    params: list[Param] = []
    seen: set[str] = set()
    for i, ((kind, arg, dim, pname), a) in enumerate(zip(entries, args)):
        if not _IDENT.fullmatch(pname) or pname in seen:
            _fail(f, f"@{kname}: parameter {i} is named {pname!r}, which is "
                     + ("used twice" if pname in seen else "not a PTX identifier"))
        seen.add(pname)
        t = a.type
        if kind in ("ptr", "dim"):
            if not (isinstance(t, IndexType) or t == IntegerType(64)):
                _fail(f, f"@{kname}: parameter {i} ({kind}) must be an i64, found {_type_str(t)}")
            ptype = "u64"
        elif kind == "tensormap":
            if not (_is_tensormap_type(t) or t == IntegerType(64)):
                _fail(f, f"@{kname}: parameter {i} (tensormap) must be an i64 address or a tensormap type, "
                         f"found {_type_str(t)}")
            ptype = "b8"
        else:
            if isinstance(t, MemRefType):
                _fail(f, f"@{kname}: argument {arg} is still a memref ({_type_str(t)}); the ptx target expects "
                         "lowered kernels (run gpu-to-nvvm / tirx-to-ptx first)")
            ptype = _scalar_param_type(t)
            if ptype is None:
                _fail(f, f"@{kname}: argument {arg} has type {_type_str(t)}, which cannot be a kernel parameter; "
                         "expected an integer of 8/16/32/64 bits, index, f16, bf16, f32, f64 or a tensormap")
        params.append(Param(pname, kind, ptype, arg, dim))
    return params


def _dims(f: gpu.FuncOp, key: str) -> tuple[int, ...] | None:
    a = f.attributes.get(key)
    if a is None:
        return None
    vals: list[int] | None = None
    if isinstance(a, DenseArrayBase):
        vals = [int(v) for v in a.get_values()]
    elif isinstance(a, ArrayAttr) and all(isinstance(x, IntegerAttr) for x in a.data):
        vals = [x.value.data for x in a.data]
    if vals is None or not 1 <= len(vals) <= 3 or any(v < 1 for v in vals):
        _fail(f, f"@{f.sym_name.data}: attribute `{key}` must be 1 to 3 positive integers "
                 f"([x, y, z] or array<i32: x, y, z>), found {_type_str(a)}")
    return tuple(vals)


def _is_tensormap_type(t: Attribute) -> bool:
    return getattr(t, "name", "").endswith(".tensormap")


def _type_str(t: Attribute) -> str:
    s = io.StringIO()
    Printer(stream=s).print_attribute(t)
    return s.getvalue()
