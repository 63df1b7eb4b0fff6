"""The `-t ptx` target: lowered (nvvm-level) IR printed as one complete PTX module.

Expects what the lowering passes leave: `gpu.module`s holding
* `gpu.func @k(...) kernel` functions whose arguments are registers (integers of 8..64
  bits, index, f16/bf16/f32/f64, vectors of those) and whose bodies hold only `nvvm` ops,
  `arith.constant` (int/index/float scalars and splat vectors), `cf.br` / `cf.cond_br`
  and `gpu.return` / `func.return` (no operands);
* `memref.global`s in shared memory (memory space 3): a static shape becomes
  `.shared .align A .b8 name[N];`, a zero-sized or dynamic shape (`memref<0xi8, 3>`,
  `memref<?xi8, 3>`) the dynamic shared memory window `.extern .shared .align A .b8
  name[];` (PTX ISA 5.1.5; A: the global's `alignment`, default 16 static / 1024 dynamic).

Prints (PTX ISA 11 "Directives"): `.version` (target option `version`, default 8.5),
`.target` (option `arch`, default sm_90a), `.address_size 64`; the shared variables; per
kernel `.visible .entry name(.param ...)` with the performance-tuning directives (PTX ISA
11.4) `.reqntid` from a `block = [x, y, z]` or `gpu.known_block_size` attribute,
`.maxntid` from `maxntid = [...]`, `.minnctapersm` from `minnctapersm = n` or
`tirx.min_ctas_per_sm = n`, and
`.reqnctapercluster` + `.explicitcluster` from `cluster = [x, y, z]` (PTX ISA 11.5;
these, and `dynamic_smem = bytes`, are also reported in the kernel's `PtxEntry`); the
register declarations (`.reg .pred %p<N>; .reg .b16 %rs<N>; .reg .b32 %r<N>;
.reg .b64 %rd<N>; .reg .f32 %f<N>; .reg .f64 %fd<N>;` -- i1 in %p; i8/i16/f16/bf16 in
%rs; i32 in %r; i64/index in %rd; f32 in %f; f64 in %fd); one `ld.param` per parameter
into the entry block's argument registers; then every block under a label, every op as
its table row prints it (`op.ptx(regname, label)`), and the block arguments resolved to
moves on each incoming edge (a parallel copy: a move whose destination another pending
move still reads waits, and a cycle is broken through a temporary register).

Every instruction the target adds (moves, `mov` of a literal, `ld.param`, `bra`, `ret`,
`cvta.param`) is built from its row of the PTX instruction table; only the structural
directives (.version/.target/.entry/.param/.reg/.shared, labels, braces) are the
target's own text.

A vector-typed value (`vector<Nxt>`) gets N registers; `regname(v)` returns a list of
names for it and one name for a scalar. Tied operands (a row's `InOut`, e.g. a wgmma
accumulator) print the result's registers: the result takes over the operand's registers
when this op is the operand's only use, else the operand is first copied into them.

The kernel ABI. The lowering (`gpu-to-nvvm`) records the parameter list in the kernel's
`tirx.kernel_params` attribute: one dictionary per lowered argument, in order, with
`kind` ("ptr": a memref's base address, an i64; "dim": one dynamic dimension of it, an
i64, with `dim` = its index; "scalar"; "tensormap": a 128-byte TMA descriptor), `arg` =
the index of the original kernel argument, and `name`, the `.param`'s name (it must be a
PTX identifier, unique in the kernel and distinct from the module's shared variables,
which it would shadow). Each becomes a `.param`: ptr and
dim `.u64`, scalars by type (`.u8/.u16/.u32/.u64`, `.f32/.f64`, `.b16` for f16/bf16, reported as ptx_type "f16"/"bf16"), and
a tensormap `.param .align 64 .b8 name[128]` (an argument of a `*.tensormap` type, e.g.
`!aproxy.tensormap<...>`, or an i64 listed as "tensormap") whose argument register, if
the argument is used, receives the descriptor's generic address (`mov.u64` of the param,
`cvta.param.u64`; PTX ISA 5.1.6.1: kernel parameters are addressable in the generic
space); the lowering may instead take that address itself by the param's name. A kernel
without the attribute has one param per argument (`arg` = its position, kind "scalar",
or "tensormap" for a tensormap type), named by the argument's name or `arg<i>`. `emit_ptx` returns
that list as `PtxEntry.params` (`Param(name, kind, ptx_type, arg_index, dim_index)`).

Errors (an op or type the target cannot print, a malformed attribute) are
`PtxEmitError` diagnostics naming the op, what was expected and what was found.

Modules: this one is the printer (module and kernel directives, shared variables, literals,
blocks, branches, `emit_ptx`, `PTXTarget`); `ptx_abi` the kernel ABI (`Param`, `PtxEntry`,
`PtxModule`, `kernel_params`, the defaults, `PtxEmitError`); `ptx_registers` the register
classes, the target's own instructions from table rows and the block-argument moves
(`sequentialize_copies`); `ptx_inflight` the check that an RS wgmma's A registers stay
untouched while its group is in flight. The public names are importable from here.
"""

from __future__ import annotations

import re
import struct
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import IO

from xdsl.context import Context
from xdsl.dialects import arith, cf, func, gpu, memref
from xdsl.dialects.builtin import (
    BFloat16Type,
    DenseIntOrFPElementsAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    UnitAttr,
    VectorType,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.utils.target import Target

from tirx_mlir.memo import memoized

from .ptx_abi import (
    DEFAULT_ARCH,
    DEFAULT_VERSION,
    PARAMS_ATTR,
    TENSORMAP_ALIGN,
    TENSORMAP_BYTES,
    Param,
    PtxEmitError,
    PtxEntry,
    PtxModule,
    _dims,
    _fail,
    _param_decl_type,
    _type_str,
    kernel_params,
)
from .ptx_registers import (
    _dead_after,
    _flat,
    _Registers,
    _Rows,
    scalar_class,
    sequentialize_copies,
    value_classes,
)

__all__ = [
    "DEFAULT_ARCH",
    "DEFAULT_VERSION",
    "PARAMS_ATTR",
    "Param",
    "PtxEntry",
    "PtxEmitError",
    "PtxModule",
    "PTXTarget",
    "emit_ptx",
    "kernel_params",
    "scalar_class",
    "sequentialize_copies",
    "value_classes",
]


# ------------------------------------------------------------------ shared memory


def _shared_decl(g: memref.GlobalOp) -> str:
    t = g.type
    name = g.sym_name.data
    if not isinstance(t, MemRefType):
        _fail(g, f"@{name}: expected a memref type, found {_type_str(t)}")
    space = t.memory_space
    if not (isinstance(space, IntegerAttr) and space.value.data == 3):
        _fail(g, f"@{name}: only shared-memory globals (memory space 3) can be declared, found "
                 f"{_type_str(t)}")
    if not isinstance(g.initial_value, UnitAttr):
        _fail(g, f"@{name}: shared memory cannot be initialized (PTX ISA 5.4.4, Initializers); "
                 "declare it uninitialized")
    elem = t.element_type
    cls = scalar_class(elem)
    if cls is None or cls == "pred":
        _fail(g, f"@{name}: unsupported element type {_type_str(elem)}")
    ebytes = 8 if isinstance(elem, IndexType) else max(1, _bitwidth(elem) // 8)
    align = g.alignment.value.data if g.alignment is not None else None
    shape = t.get_shape()
    if any(d <= 0 for d in shape):
        # Dynamic shared memory: the window past the static allocation (PTX ISA 5.1.5,
        # `.extern .shared` arrays of unspecified size).
        return f".extern .shared .align {align or 1024} .b8 {name}[];"
    n = ebytes
    for d in shape:
        n *= d
    return f".shared .align {align or max(16, ebytes)} .b8 {name}[{n}];"


def _bitwidth(t: Attribute) -> int:
    if isinstance(t, IntegerType):
        return t.width.data
    return {Float16Type: 16, BFloat16Type: 16, Float32Type: 32, Float64Type: 64}[type(t)]


# ------------------------------------------------------------------ constants


def _literal(op: Operation, t: Attribute, value: Attribute) -> Attribute:
    """The literal of `mov.const` for a scalar constant of type `t` (f16/bf16 as their
    16-bit pattern, an integer, since they live in .b16 registers)."""
    lit = _literal_of(t, value)
    if lit is None:
        _fail(op, f"unsupported constant {_type_str(value)}; expected an integer, index or float literal")
    return lit


_I64 = IntegerType(64)


@memoized
def _literal_of(t: Attribute, value: Attribute) -> Attribute | None:
    """`_literal`'s attribute, or None for a value that is not an integer or float literal
    (memoized: a kernel has a few dozen distinct constants among hundreds)."""
    if isinstance(value, IntegerAttr):
        v = value.value.data
        if isinstance(t, IntegerType) and t.width.data == 1:
            v = v & 1
        return IntegerAttr(v, _I64)
    if isinstance(value, FloatAttr):
        x = value.value.data
        if isinstance(t, Float16Type):
            try:
                bits = struct.unpack("<H", struct.pack("<e", x))[0]
            except OverflowError:  # beyond f16's range: infinity of the same sign
                bits = 0xFC00 if x < 0 else 0x7C00
            return IntegerAttr(bits, _I64)
        if isinstance(t, BFloat16Type):
            bits = struct.unpack("<I", struct.pack("<f", x))[0]
            if (bits & 0x7F800000) == 0x7F800000 and bits & 0x7FFFFF:
                return IntegerAttr(0x7FC0, _I64)  # a quiet NaN
            bits += 0x7FFF + ((bits >> 16) & 1)  # round to nearest even
            return IntegerAttr((bits >> 16) & 0xFFFF, _I64)
        return FloatAttr(x, t)
    return None


# -------------------------------------------------------------------- kernels



class _KernelPrinter:
    """Prints one kernel: its entry, directives, registers and body."""

    def __init__(self, f: gpu.FuncOp, index: int, rows: _Rows, version: str = DEFAULT_VERSION,
                 arch: str = DEFAULT_ARCH):
        self.f = f
        self.version = tuple(int(x) for x in version.split("."))
        self.arch = arch
        self.index = index
        self.rows = rows
        self.regs = _Registers()
        self.lines: list[str] = []
        self.labels: dict[Block, str] = {}
        self.extra_labels = 0
        self.next_block: Block | None = None  # the block printed after the current one
        self.target_ok: set[str] = set()  # rows that passed check_target

    # -- names -----------------------------------------------------------------------

    def regname(self, at: Operation) -> Callable[[SSAValue], str | list[str]]:
        return lambda v: self.regs.of(v, at)

    def label(self, b: Block) -> str:
        return self.labels[b]

    def new_label(self) -> str:
        self.extra_labels += 1
        return f"$L__BB{self.index}_e{self.extra_labels}"

    def emit(self, text: str) -> None:
        for ln in text.split("\n"):
            self.lines.append("\t" + ln.lstrip("\t"))

    # -- the entry -----------------------------------------------------------------------

    def print(self) -> tuple[str, PtxEntry]:
        f = self.f
        name = f.sym_name.data
        if not f.body.blocks:
            _fail(f, f"@{name}: a kernel needs a body")
        if f.function_type.outputs.data:
            _fail(f, f"@{name}: a kernel returns nothing")
        params = kernel_params(f)
        dyn = f.attributes.get("dynamic_smem")
        if dyn is not None and not (isinstance(dyn, IntegerAttr) and dyn.value.data >= 0):
            _fail(f, f"@{name}: attribute `dynamic_smem` must be a non-negative integer, found {_type_str(dyn)}")
        abi = PtxEntry(name, params, _dims(f, "block") or _dims(f, "gpu.known_block_size"),
                        _dims(f, "maxntid"), _dims(f, "cluster"),
                        None if dyn is None else dyn.value.data)
        entry = f.body.blocks[0]
        for i, b in enumerate(f.body.blocks):
            self.labels[b] = f"$L__BB{self.index}_{i}"
        # Parameters into the entry block's argument registers.
        for p, a in zip(params, entry.args):
            if p.kind == "tensormap" and not a.uses:
                continue
            dst = self.regs.of(a, f)
            if p.kind == "tensormap":
                self.emit(self.rows.line("mov.sym", [], [dst], type="u64", sym=p.name))
                self.emit(self.rows.line("cvta", [(dst, self.rows.reg_type("u64"))], [dst],
                                         space="param", type="u64"))
            else:
                self.emit(self.rows.line("ld", [], [dst], space="param", type=p.ptx_type, sym=p.name))
        blocks = list(f.body.blocks)
        for i, b in enumerate(blocks):
            if i > 0:
                self.lines.append(f"{self.labels[b]}:")
            self.next_block = blocks[i + 1] if i + 1 < len(blocks) else None
            self.block(b)
        decls = []
        for p in params:
            if p.kind == "tensormap":
                decls.append(f"\t.param .align {TENSORMAP_ALIGN} .b8 {p.name}[{TENSORMAP_BYTES}]")
            else:
                decls.append(f"\t.param .{_param_decl_type(p.ptx_type)} {p.name}")
        if decls:
            out = [f".visible .entry {name}(", ",\n".join(decls), ")"]
        else:
            out = [f".visible .entry {name}()"]
        if abi.maxntid:
            out.append(".maxntid " + ", ".join(map(str, abi.maxntid)))
        if abi.reqntid:
            out.append(".reqntid " + ", ".join(map(str, abi.reqntid)))
        for key in ("minnctapersm", "tirx.min_ctas_per_sm"):
            minctas = f.attributes.get(key)
            if minctas is None:
                continue
            if not isinstance(minctas, IntegerAttr) or minctas.value.data < 1:
                _fail(f, f"@{name}: attribute `{key}` must be a positive integer, found {_type_str(minctas)}")
            out.append(f".minnctapersm {minctas.value.data}")
            break
        if abi.cluster:
            # PTX ISA 11.5, "Cluster Dimension Directives" (sm_90, PTX ISA 7.8).
            out.append(".reqnctapercluster " + ", ".join(map(str, abi.cluster)))
            out.append(".explicitcluster")
        out.append("{")
        regs = self.regs.declarations()
        out.extend("\t" + d for d in regs)
        if regs:
            out.append("")
        out.extend(self.lines)
        out.append("}")
        return "\n".join(out) + "\n", abi

    # -- blocks ------------------------------------------------------------------------------

    def block(self, b: Block) -> None:
        nvvm = self.rows.nvvm
        for op in b.ops:
            if isinstance(op, nvvm.NVVMOperation):
                if op.successors:
                    self.branch(op)
                else:
                    self.nvvm_op(op)
            elif isinstance(op, arith.ConstantOp):
                self.constant(op)
            elif isinstance(op, (cf.BranchOp, cf.ConditionalBranchOp)):
                self.branch(op)
            elif isinstance(op, (gpu.ReturnOp, func.ReturnOp)):
                if op.operands:
                    _fail(op, "a kernel returns no values")
                self.emit(self.rows.line("ret"))
            else:
                _fail(op, "the ptx target cannot print this op; expected nvvm ops, arith.constant, "
                          "cf.br/cf.cond_br and gpu.return (run the lowering passes, e.g. -p tirx-to-ptx)")

    def check_target(self, op: Operation) -> None:
        """The row's minimum PTX ISA version and sm target against the module's."""
        row = op.row
        if row.ptx_by is not None and row.ptx_for(op.slots()) > self.version:  # slot values that need more
            v = row.ptx_for(op.slots())
            _fail(op, f"needs PTX ISA {v[0]}.{v[1]} or newer, but the module is "
                      f".version {self.version[0]}.{self.version[1]} (raise the target's `version`)")
        if row.name in self.target_ok:
            return
        if tuple(row.ptx) > self.version:
            _fail(op, f"needs PTX ISA {row.ptx[0]}.{row.ptx[1]} or newer, but the module is "
                      f".version {self.version[0]}.{self.version[1]} (raise the target's `version`)")
        need = re.fullmatch(r"(\d+)([af]?)", str(row.sm))
        have = re.fullmatch(r"sm_(\d+)([af]?)", self.arch)
        if need and have:
            if int(have.group(1)) < int(need.group(1)) or (need.group(2) == "a" and have.group(2) != "a"):
                _fail(op, f"needs sm_{row.sm}, but the module targets {self.arch}")
        self.target_ok.add(row.name)

    def nvvm_op(self, op: Operation) -> None:
        self.check_target(op)
        for operand, result in op.tied():
            if result in self.regs.names:
                dst = self.regs.names[result]
            elif _dead_after(operand, op):
                # The operand is dead after this op: the result takes over its registers.
                self.regs.names[result] = self.regs.of(operand, op)
                continue
            else:
                dst = self.regs.assign(result, op)
            src = self.regs.of(operand, op)
            for d, s, c in zip(_flat(dst), _flat(src), value_classes(operand.type) or []):
                self.emit(self.rows.mov(c, d, s))
        try:
            text = op.ptx(self.regname(op), self.label)
        except PtxEmitError:
            raise
        except (KeyError, ValueError, TypeError) as e:
            _fail(op, f"cannot print: {e}")
        self.emit(text)

    def constant(self, op: arith.ConstantOp) -> None:
        t = op.result.type
        v = op.value
        if scalar_class(t.element_type if isinstance(t, VectorType) else t) == "b128":
            _fail(op, f"unsupported constant type {_type_str(t)}: PTX literals are at most 64 bits wide "
                      "(join two 64-bit halves with nvvm.mov.join<type = b128>)")
        dst = self.regs.of(op.result, op)
        if isinstance(t, VectorType):
            if not isinstance(v, DenseIntOrFPElementsAttr) or not v.is_splat():
                _fail(op, f"only splat vector constants are supported, found {_type_str(v)}")
            et = t.element_type
            cls = scalar_class(et)
            scalar = v.get_attrs()[0]
            for d in _flat(dst):
                self.emit(self.rows.mov_const(cls, d, _literal(op, et, scalar)))
            return
        cls = scalar_class(t)
        if cls is None:
            _fail(op, f"unsupported constant type {_type_str(t)}")
        self.emit(self.rows.mov_const(cls, dst, _literal(op, t, v)))

    # -- branches -----------------------------------------------------------------------------

    def edge_moves(self, at: Operation, target: Block, values: Sequence[SSAValue]) -> list[str]:
        """The moves that pass `values` into `target`'s arguments, as a parallel copy."""
        pending: list[tuple[str, str, str]] = []  # (dst, src, class)
        for arg, v in zip(target.args, values):
            dst = _flat(self.regs.of(arg, at))
            src = _flat(self.regs.of(v, at))
            for d, s, c in zip(dst, src, value_classes(arg.type) or []):
                if d != s:
                    pending.append((d, s, c))
        return self.parallel_copy(pending)

    def parallel_copy(self, pending: list[tuple[str, str, str]]) -> list[str]:
        return [self.rows.mov(c, d, s) for d, s, c in sequentialize_copies(pending, self.regs.new)]

    def branch(self, op: Operation) -> None:
        nvvm = self.rows.nvvm
        if isinstance(op, cf.BranchOp):
            edges = [(op.successor, list(op.arguments))]
            pred = None
            uni = True
        elif isinstance(op, cf.ConditionalBranchOp):
            edges = [(op.then_block, list(op.then_arguments)), (op.else_block, list(op.else_arguments))]
            pred = op.cond
            uni = False
        else:
            edges = [(b, list(op.successor_operands(i))) for i, b in enumerate(op.successors)]
            regs = op.reg_operands()
            pred = regs[0] if regs else None
            uni = "uni" in op.slots()
            if op.name not in ("nvvm.bra", "nvvm.bra.cond") or len(edges) != (1 if pred is None else 2):
                _fail(op, "the ptx target resolves block arguments only for nvvm.bra / nvvm.bra.cond")
            self.check_target(op)
        moves = [self.edge_moves(op, b, vals) for b, vals in edges]
        if len(edges) == 1:
            for m in moves[0]:
                self.emit(m)
            if edges[0][0] is not self.next_block:  # else it falls through
                self.emit(self.rows.line("bra", labels=[self.label(edges[0][0])], uni=True if uni else None))
            return
        # A conditional branch whose edges carry moves branches to a new label per such
        # edge, where the moves run before the jump to the block.
        targets = [self.new_label() if m else self.label(b) for (b, _), m in zip(edges, moves)]
        p = self.regs.of(pred, op)
        self.emit(self.rows.line("bra.cond", [(p, IntegerType(1))], labels=targets, uni=True if uni else None))
        split = [(b, m, t) for (b, _), m, t in zip(edges, moves, targets) if m]
        for k, (b, m, t) in enumerate(split):
            self.lines.append(f"{t}:")
            for line in m:
                self.emit(line)
            if k + 1 < len(split) or b is not self.next_block:  # the last may fall through
                self.emit(self.rows.line("bra", labels=[self.label(b)], uni=True))


# ------------------------------------------------------------------------ module


def emit_ptx(module: ModuleOp, version: str = DEFAULT_VERSION, arch: str = DEFAULT_ARCH) -> PtxModule:
    """Print every kernel of every gpu.module in `module` as one PTX module."""
    if not re.fullmatch(r"\d+\.\d+", version):
        raise PtxEmitError(f"ptx target: version must look like 8.5 (a PTX ISA version), found {version!r}")
    if not re.fullmatch(r"sm_\d+[af]?", arch):
        raise PtxEmitError(f"ptx target: arch must look like sm_90a, found {arch!r}")
    rows = _Rows()
    header = [
        "//",
        "// Generated by tirx-mlir",
        "//",
        "",
        f".version {version}",
        f".target {arch}",
        ".address_size 64",
        "",
    ]
    shared: list[str] = []
    bodies: list[str] = []
    kernels: dict[str, PtxEntry] = {}
    symbols: dict[str, Operation] = {}
    funcs: list[gpu.FuncOp] = []
    for op in module.body.block.ops:
        if not isinstance(op, gpu.ModuleOp):
            _fail(op, "expected only gpu.module ops at the top level of the module")
        for inner in op.body.block.ops:
            if isinstance(inner, (memref.GlobalOp, gpu.FuncOp)):
                name = inner.sym_name.data
                if name in symbols:
                    _fail(inner, f"@{name} is defined twice; PTX has one namespace for the whole module")
                symbols[name] = inner
            if isinstance(inner, memref.GlobalOp):
                shared.append(_shared_decl(inner))
            elif isinstance(inner, gpu.FuncOp):
                if inner.kernel is None:
                    _fail(inner, f"@{inner.sym_name.data} is a device function; the ptx target prints only "
                                 "kernels (`gpu.func ... kernel`)")
                funcs.append(inner)
            else:
                _fail(inner, "expected memref.global (shared memory) or gpu.func ... kernel in a gpu.module")
    from tirx_mlir.support import gc_paused

    try:
        with gc_paused():
            for f in funcs:
                _print_kernel(f, rows, version, arch, symbols, kernels, bodies)
    finally:
        rows.release()
    parts = header
    if shared:
        parts += shared + [""]
    text = "\n".join(parts) + "\n" + "\n".join(bodies)
    return PtxModule(text, kernels, version, arch)


def _print_kernel(f: gpu.FuncOp, rows: _Rows, version: str, arch: str, symbols: dict[str, Operation],
                  kernels: dict[str, PtxEntry], bodies: list[str]) -> None:
    from .ptx_inflight import (
        check_kernel,  # RS wgmma A registers untouched while in flight
    )

    check_kernel(f, _fail)
    text, abi = _KernelPrinter(f, len(kernels), rows, version, arch).print()
    for p in abi.params:
        other = symbols.get(p.name)
        if isinstance(other, memref.GlobalOp):
            _fail(f, f"@{abi.name}: parameter {p.name!r} has the name of shared variable @{p.name}, "
                     "which it would shadow in the kernel; rename one of them")
    kernels[abi.name] = abi
    bodies.append(text)


@dataclass(frozen=True)
class PTXTarget(Target):
    """`-t ptx` (options: `-t "ptx{version=8.5 arch=sm_90a}"`)."""

    name = "ptx"
    version: str | float = DEFAULT_VERSION  # `version=8.0` arrives as a float
    arch: str = DEFAULT_ARCH

    def emit(self, ctx: Context, module: ModuleOp, output: IO[str]) -> None:
        v = self.version
        version = f"{v:.1f}" if isinstance(v, float) else str(v)
        output.write(emit_ptx(module, version, self.arch).text)
