"""Kernel ABI: what each kernel argument is (from the IR) and how it travels as PTX params.

Two sources meet here:

* the IR's `gpu.func ... kernel` signature, read *before* lowering: for each argument its
  kind (memref or scalar), element dtype, static/dynamic shape and required alignment;
* the PTX target's parameter list (`PtxModule.kernels[name].params`): one entry per PTX
  `.param`, each with `kind` in {"ptr", "dim", "scalar", "tensormap"}, its PTX type, the
  kernel argument it comes from (`arg_index`) and, for "dim", which dimension (`dim_index`).
  A memref argument is one u64 "ptr" param followed by one u64 "dim" param per dynamic
  dimension.

`KernelABI` joins them, checks they agree, and serializes to JSON so a cache hit needs
neither xDSL nor the pipeline.

A tensor-map argument also carries what the host needs to encode its descriptor: the
element dtype, the box (outermost dimension first, as `tensormap.encode_tiled_for` takes
it) and the swizzle, read off the lowered kernel's `!aproxy.tensormap<...>` argument types
(`tensormap_specs`), so the host never re-runs a lowering to learn them.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field

from .dtypes import ITEMSIZE, PTX_CTYPES, accepted_dtypes, mlir_type_to_dtype
from .errors import CompileError

# Every memref base pointer must be this aligned: kernels may use 16-byte vector accesses
# (ld.global.v4.b32 / v8 bf16), which fault on a misaligned address.
DEFAULT_POINTER_ALIGN = 16

PARAM_KINDS = ("ptr", "dim", "scalar", "tensormap")


@dataclass(frozen=True)
class ArgSpec:
    """One kernel argument as the IR declares it."""

    index: int
    name: str
    kind: str  # "memref" | "scalar" | "tensormap"
    dtype: str = ""  # canonical element dtype ("" for tensormap)
    signless: bool = False  # signless integer: signed and unsigned arrays both accepted
    shape: tuple[int | None, ...] = ()  # memref shape, None for a dynamic dimension
    align: int = DEFAULT_POINTER_ALIGN
    memory_space: str = "global"
    order: str = "C"  # "C": row-major dense; "F": column-major dense (a col_major !tile.global)
    box: tuple[int, ...] = ()  # tensormap: the TMA box, outermost dimension first
    swizzle: str = ""  # tensormap: "none" | "32B" | "64B" | "128B"

    @property
    def accepted(self) -> tuple[str, ...]:
        return accepted_dtypes(self.dtype, self.signless)

    def describe(self) -> str:
        if self.kind == "memref":
            dims = "x".join("?" if d is None else str(d) for d in self.shape)
            order = ", column-major" if self.order == "F" else ""
            return f"memref<{dims + 'x' if dims else ''}{self.dtype}{order}>"
        if self.kind == "scalar":
            return f"scalar {self.dtype}"
        if self.box:
            box = "x".join(str(b) for b in self.box)
            return f"tensor map (TensorMap, 128 bytes; {self.dtype} box {box}, swizzle {self.swizzle})"
        return "tensor map (TensorMap, 128 bytes)"


@dataclass(frozen=True)
class ParamSpec:
    """One PTX `.param` of the kernel, in order."""

    name: str
    kind: str
    ptx_type: str
    arg_index: int
    dim_index: int | None = None


@dataclass
class KernelABI:
    name: str
    args: list[ArgSpec]
    params: list[ParamSpec]
    known_block_size: tuple[int, int, int] | None = None
    extra: dict = field(default_factory=dict)

    # -- construction -------------------------------------------------------------------
    @classmethod
    def join(cls, name: str, args: list[ArgSpec], params, known_block_size=None,
             tensormaps: dict[int, tuple[str, tuple[int, ...], str]] | None = None) -> "KernelABI":
        """Join the IR signature with the PTX target's params (any objects with the
        attributes name, kind, ptx_type, arg_index, dim_index) and check they agree.
        `tensormaps`: {argument index: (dtype, box outermost first, swizzle)} of the
        tensor-map arguments (`tensormap_specs`)."""
        ps = [
            ParamSpec(str(p.name), str(p.kind), str(p.ptx_type), int(p.arg_index),
                      None if getattr(p, "dim_index", None) is None else int(p.dim_index))
            for p in params
        ]
        # A tensormap param turns its argument into a tensormap argument, whatever the
        # IR spelled (the tensor-map type belongs to the aproxy dialect).
        tm = {p.arg_index for p in ps if p.kind == "tensormap"}
        specs = tensormaps or {}
        args = [
            _tensormap_arg(a, specs.get(a.index)) if a.index in tm else a for a in args
        ]
        abi = cls(name, args, ps, known_block_size)
        abi.check()
        return abi

    def tensormap_args(self) -> list[ArgSpec]:
        """The tensor-map arguments, in order."""
        return [a for a in self.args if a.kind == "tensormap"]

    def check(self) -> None:
        """Raise CompileError when the params do not match the signature."""
        where = f"kernel '{self.name}'"
        by_arg: dict[int, list[ParamSpec]] = {}
        for p in self.params:
            if p.kind not in PARAM_KINDS:
                raise CompileError(f"{where}: param '{p.name}' has kind '{p.kind}', expected one of {PARAM_KINDS}")
            if p.kind != "tensormap" and p.ptx_type not in PTX_CTYPES:
                raise CompileError(f"{where}: param '{p.name}' has PTX type '{p.ptx_type}', expected one of {sorted(PTX_CTYPES)}")
            if not 0 <= p.arg_index < len(self.args):
                raise CompileError(
                    f"{where}: param '{p.name}' refers to argument {p.arg_index}, but the kernel has {len(self.args)} arguments")
            by_arg.setdefault(p.arg_index, []).append(p)
        for a in self.args:
            got = by_arg.get(a.index, [])
            kinds = [p.kind for p in got]
            if a.kind == "memref":
                dyn = [i for i, d in enumerate(a.shape) if d is None]
                want = ["ptr"] + ["dim"] * len(dyn)
                if kinds != want or [p.dim_index for p in got[1:]] != dyn:
                    raise CompileError(
                        f"{where}: argument {a.index} ('{a.name}', {a.describe()}) should travel as params "
                        f"{want} with dims {dyn}, found {kinds} with dims {[p.dim_index for p in got[1:]]}")
            elif a.kind == "scalar":
                if kinds != ["scalar"]:
                    raise CompileError(
                        f"{where}: argument {a.index} ('{a.name}', {a.describe()}) should travel as one scalar param, found {kinds}")
            elif kinds != ["tensormap"]:
                raise CompileError(f"{where}: argument {a.index} ('{a.name}') should travel as one tensormap param, found {kinds}")

    # -- (de)serialization --------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "name": self.name,
            "args": [asdict(a) for a in self.args],
            "params": [asdict(p) for p in self.params],
            "known_block_size": list(self.known_block_size) if self.known_block_size else None,
            "extra": self.extra,
        }

    @classmethod
    def from_json(cls, d: dict) -> "KernelABI":
        args = [ArgSpec(**{**a, "shape": tuple(a["shape"]), "box": tuple(a.get("box", ()))})
                for a in d["args"]]
        params = [ParamSpec(**p) for p in d["params"]]
        kb = tuple(d["known_block_size"]) if d.get("known_block_size") else None
        return cls(d["name"], args, params, kb, d.get("extra", {}))


def _tensormap_arg(a: ArgSpec, spec) -> ArgSpec:
    if spec is None:
        return ArgSpec(a.index, a.name, "tensormap", align=64)
    dtype, box, swizzle = spec
    return ArgSpec(a.index, a.name, "tensormap", dtype, align=64, box=tuple(box), swizzle=swizzle)


def dumps(abis: dict[str, KernelABI]) -> str:
    return json.dumps({k: v.to_json() for k, v in abis.items()}, indent=1, sort_keys=True)


def loads(text: str) -> dict[str, KernelABI]:
    return {k: KernelABI.from_json(v) for k, v in json.loads(text).items()}


# -- reading the signature from IR ------------------------------------------------------

def _arg_name(block_arg, index: int) -> str:
    hint = getattr(block_arg, "name_hint", None)
    return hint if hint else f"arg{index}"


def kernel_signatures(module) -> dict[str, tuple[list[ArgSpec], tuple[int, int, int] | None]]:
    """Every `gpu.func ... kernel` in `module`: its arguments and `gpu.known_block_size`.

    Run this before lowering: lowering replaces memrefs by pointers."""
    from xdsl.dialects import gpu
    from xdsl.dialects.builtin import MemRefType, NoneAttr

    out = {}
    for op in module.walk():
        if not (isinstance(op, gpu.FuncOp) and op.kernel is not None):
            continue
        name = op.sym_name.data
        args: list[ArgSpec] = []
        block_args = op.body.blocks[0].args if op.body.blocks else ()
        for i, t in enumerate(op.function_type.inputs.data):
            aname = _arg_name(block_args[i], i) if i < len(block_args) else f"arg{i}"
            if isinstance(t, MemRefType) or getattr(t, "name", "") == "tile.global":
                # A `!tile.global` tensor travels like a memref (pointer + dynamic dims; dense
                # row-major, or column-major for a col_major layout) unless tile-dispatch turned
                # it into a tensor map (KernelABI.join).
                try:
                    dtype, signless = mlir_type_to_dtype(t.element_type)
                except Exception as exc:  # ArgumentError from the dtype table
                    raise CompileError(f"kernel '{name}' argument {i} ('{aname}'): {exc}") from None
                shape = tuple(None if d < 0 else d for d in t.get_shape())
                mspace = getattr(t, "memory_space", NoneAttr())
                space = "global" if isinstance(mspace, NoneAttr) else str(mspace)
                layout = getattr(getattr(t, "layout", None), "data", None)
                order = "F" if layout == "col_major" else "C"
                args.append(ArgSpec(i, aname, "memref", dtype, signless, shape, DEFAULT_POINTER_ALIGN, space, order))
            else:
                try:
                    dtype, signless = mlir_type_to_dtype(t)
                except Exception:
                    # Unknown types (e.g. a tensor-map type from a later dialect) are resolved by
                    # the PTX params in KernelABI.join; mark them for it.
                    args.append(ArgSpec(i, aname, "opaque"))
                    continue
                args.append(ArgSpec(i, aname, "scalar", dtype, signless))
        kb = op.known_block_size
        known = tuple(kb.get_values()) if kb is not None else None
        if known is not None:
            known = tuple(list(known) + [1] * (3 - len(known)))
        out[name] = (args, known)
    return out


def tensormap_specs(func, params) -> dict[int, tuple[str, tuple[int, ...], str]]:
    """{argument index: (dtype, box outermost first, swizzle)} of a lowered kernel's
    tensor-map parameters. `func` is the lowered `gpu.func` (its arguments are the PTX
    params, in order); `params` the PTX target's parameter list. A tensor-map argument type
    (`!aproxy.tensormap<rank, dtype, box = [innermost first], swizzle = ...>`) is read by
    its `box_dims`, `dtype` and `swizzle` parameters."""
    out = {}
    inputs = func.function_type.inputs.data
    for i, p in enumerate(params):
        if p.kind != "tensormap" or i >= len(inputs):
            continue
        t = inputs[i]
        box = getattr(t, "box_dims", None)
        if box is None:
            continue  # an i64 listed as "tensormap": the kernel does not say its box
        try:
            dtype, _ = mlir_type_to_dtype(t.dtype)
        except Exception as exc:  # ArgumentError from the dtype table
            raise CompileError(f"kernel '{func.sym_name.data}' tensor map '{p.name}': {exc}") from None
        out[p.arg_index] = (dtype, tuple(reversed(box)), t.swizzle.data)
    return out


def itemsize(dtype: str) -> int:
    return ITEMSIZE[dtype]
