"""Checks of a `gpu.module` and its kernels against the target's limits (tirx_mlir.limits),
called by the verifiers of `gpu.module` and `gpu.func` (dialects/gpu.py), so they hold at
every level from tile IR to nvvm:

* every symbol the PTX names (kernels, device functions, shared globals) is a PTX identifier;
* a shared-memory global (memory space 3) fits one CTA, and so does a kernel's total: the
  static globals it references plus its `dynamic_smem` (recorded by aproxy-to-nvvm);
* `memref.get_global` and `nvvm.mov.sym` name a global of the module, of the same type;
* a kernel's `block = [x, y, z]` (1 to 3 ints) and `gpu.known_block_size` are CTA shapes
  the hardware launches;
* a kernel's parameters fit the `.param` space;
* its argument contract (`tirx.arg_shapes`, `tirx.constraints`, `tirx.inplace`;
  tirx_mlir/contract.py) is well formed.

Each failure raises VerifyException with what was expected and what was found; the
caller's op is the one marked in the diagnostic.
"""

from __future__ import annotations

from xdsl.dialects.builtin import (ArrayAttr, DenseArrayBase, IndexType, IntegerAttr, IntegerType,
                                   MemRefType, StringAttr, SymbolRefAttr)
from xdsl.ir import Attribute, Operation
from xdsl.utils.exceptions import VerifyException

from tirx_mlir.limits import (
    MAX_PARAM_BYTES,
    MAX_SMEM_PER_CTA,
    block_dims_problem,
    ptx_identifier_problem,
)
from tirx_mlir.machine import SM90A
from tirx_mlir.support import fail

SHARED_SPACE = 3
MAX_GLOBAL_ALIGN = 1 << 31
MAX_CLUSTER = SM90A.max_cluster_nonportable


def _shared_bytes(t: Attribute) -> int | None:
    """Bytes of a static shared-memory memref type; None if not shared or not static
    (a dynamic-size shared global is the `.extern .shared` window of dynamic smem)."""
    if not isinstance(t, MemRefType):
        return None
    space = t.memory_space
    if not (isinstance(space, IntegerAttr) and space.value.data == SHARED_SPACE):
        return None
    shape = t.get_shape()
    if any(d <= 0 for d in shape):
        return None
    n = _elem_bytes(t.element_type)
    for d in shape:
        n *= d
    return n


def _elem_bytes(t: Attribute) -> int:
    if isinstance(t, IndexType):
        return 8
    width = getattr(t, "bitwidth", None)
    if width is None and isinstance(t, IntegerType):
        width = t.width.data
    return max(1, (width or 8) // 8)


def _globals(gpu_module: Operation) -> dict[str, Operation]:
    out = {}
    for op in gpu_module.regions[0].blocks[0].ops if gpu_module.regions[0].blocks else ():
        if op.name == "memref.global":
            out[op.sym_name.data] = op
    return out


def check_module(gpu_module: Operation) -> None:
    for op in gpu_module.regions[0].blocks[0].ops if gpu_module.regions[0].blocks else ():
        sym = op.properties.get("sym_name") or op.attributes.get("sym_name")
        if isinstance(sym, StringAttr) and op.name in ("gpu.func", "memref.global"):
            if (p := ptx_identifier_problem(sym.data)) is not None:
                fail(None, op, name_op=False, exc=VerifyException, msg=f"{op.name} @{sym.data}: {p}")
        if op.name == "memref.global":
            al = op.properties.get("alignment") or op.attributes.get("alignment")
            if isinstance(al, IntegerAttr) and not 1 <= al.value.data <= MAX_GLOBAL_ALIGN:
                fail(None, op, name_op=False, exc=VerifyException,
                     msg=f"memref.global @{op.sym_name.data}: expected an alignment in [1, 2^31] (ptxas reads "
                         f".align as a 32-bit constant), found {al.value.data}")
            n = _shared_bytes(op.type)
            if n is not None and n > MAX_SMEM_PER_CTA:
                fail(None, op, name_op=False, exc=VerifyException,
                     msg=f"memref.global @{op.sym_name.data}: expected at most {MAX_SMEM_PER_CTA} bytes (227 KB) "
                         f"of shared memory per CTA on sm_90, found {n} bytes ({op.type})")


def _launch_dims(func: Operation, key: str) -> None:
    a = func.attributes.get(key)
    if a is None:
        return
    if isinstance(a, DenseArrayBase):
        vals = [int(v) for v in a.get_values()]
    elif isinstance(a, ArrayAttr) and all(isinstance(x, IntegerAttr) for x in a.data):
        vals = [x.value.data for x in a.data]
    else:
        raise VerifyException(f"gpu.func @{func.sym_name.data}: expected `{key}` to be an array of 1 to 3 integers "
                              f"[x, y, z], found {a}")
    if (p := block_dims_problem(vals)) is not None:
        raise VerifyException(f"gpu.func @{func.sym_name.data}: `{key}` {vals}: {p}")


def _param_bytes(t: Attribute) -> tuple[int, int]:
    """(size, alignment) of the PTX params one kernel argument of type `t` travels as."""
    if isinstance(t, MemRefType) or getattr(t, "name", "") == "tile.global":
        ndyn = sum(1 for d in t.get_shape() if d < 0)
        return 8 * (1 + ndyn), 8
    if getattr(t, "name", "").endswith(".tensormap"):
        return 128, 64
    n = _elem_bytes(t)
    return n, n


def _param_names(func: Operation) -> set[str]:
    """Names `nvvm.mov.sym` may take besides globals: the kernel's PTX params."""
    names = set()
    params = func.attributes.get("tirx.kernel_params")
    for p in params.data if isinstance(params, ArrayAttr) else ():
        n = getattr(p, "data", {}).get("name") if hasattr(p, "data") else None
        if isinstance(n, StringAttr):
            names.add(n.data)
    for a in func.body.blocks[0].args if func.body.blocks else ():
        if a.name_hint:
            names.add(a.name_hint)
    return names


def _outer_symbol(func: Operation, name: str) -> bool:
    p = func.parent_op()
    p = p.parent_op() if p is not None else None
    while p is not None:
        for r in p.regions:
            for b in r.blocks:
                for op in b.ops:
                    sym = op.properties.get("sym_name") or op.attributes.get("sym_name")
                    if isinstance(sym, StringAttr) and sym.data == name:
                        return True
        p = p.parent_op()
    return False


def _symbol_users(func: Operation, globals_: dict[str, Operation]) -> set[str]:
    """Shared globals `func` references; checks that every reference resolves."""
    used = set()
    params: set[str] | None = None
    for op in func.walk():
        if op.name == "memref.get_global":
            ref = op.properties.get("name")
        elif op.name == "nvvm.mov.sym":
            ref = op.properties.get("sym") or op.attributes.get("sym")
        else:
            continue
        name = ref.string_value() if isinstance(ref, SymbolRefAttr) else getattr(ref, "data", None)
        if name is None:
            continue
        g = globals_.get(name)
        if g is None and _outer_symbol(func, name):
            continue  # a symbol outside the gpu.module: the lowering that reads it decides
        if g is None:
            if op.name == "nvvm.mov.sym":
                params = _param_names(func) if params is None else params
                if name in params:
                    continue  # a param's address (a tensor map passed by value)
            raise VerifyException(f"{op.name}: expected @{name} to name a memref.global of the enclosing "
                                  f"gpu.module, found no such symbol")
        if op.name == "memref.get_global" and op.results[0].type != g.type:
            raise VerifyException(f"memref.get_global @{name}: expected the global's type {g.type}, "
                                  f"found {op.results[0].type}")
        used.add(name)
    return used


def _ints(a: Attribute | None) -> list[int] | None:
    if isinstance(a, DenseArrayBase):
        return [int(v) for v in a.get_values()]
    if isinstance(a, ArrayAttr) and all(isinstance(x, IntegerAttr) for x in a.data):
        return [x.value.data for x in a.data]
    return None


def _launch_agrees(func: Operation) -> None:
    """`block` and `gpu.known_block_size`, when both are given, name one CTA shape; a
    `cluster` has at most 16 CTAs (sm_90's non-portable cluster limit; 8 portable)."""
    name = func.sym_name.data
    block = _ints(func.attributes.get("block"))
    known = _ints(func.attributes.get("gpu.known_block_size"))
    if block and known and 1 <= len(block) <= 3 and 1 <= len(known) <= 3:
        b, k = tuple(block + [1] * (3 - len(block))), tuple(known + [1] * (3 - len(known)))
        if b != k:
            raise VerifyException(f"gpu.func @{name}: expected `block` and `gpu.known_block_size` to name the same "
                                  f"CTA shape, found {list(b)} and {list(k)}")
    cluster = _ints(func.attributes.get("cluster"))
    if cluster and all(c >= 1 for c in cluster):
        size = 1
        for c in cluster:
            size *= c
        if size > MAX_CLUSTER:
            raise VerifyException(f"gpu.func @{name}: expected a cluster of at most {MAX_CLUSTER} CTAs (sm_90: 8 "
                                  f"portable, 16 non-portable), found {cluster} ({size} CTAs)")


def check_kernel(func: Operation) -> None:
    name = func.sym_name.data
    for key in ("block", "gpu.known_block_size"):
        _launch_dims(func, key)
    _launch_agrees(func)
    lowered = "tirx.kernel_params" in func.attributes  # gpu-to-nvvm ran: the arguments are PTX params
    if not lowered and any(k in func.attributes for k in ("tirx.arg_shapes", "tirx.constraints", "tirx.inplace")):
        from tirx_mlir.contract import Contract

        try:
            Contract.from_func(func)  # the argument contract the runtime checks (contract.py)
        except ValueError as exc:
            raise VerifyException(f"gpu.func @{name}: {exc}") from None
    total = 0
    for t in func.function_type.inputs.data:
        size, align = _param_bytes(t)
        total = (total + align - 1) // align * align + size
    if total > MAX_PARAM_BYTES:
        raise VerifyException(
            f"gpu.func @{name}: expected at most {MAX_PARAM_BYTES} bytes of kernel parameters (ptxas, PTX ISA 8.1+; "
            f"CUDA 12.1+), found {total} bytes in {len(func.function_type.inputs.data)} arguments")
    parent = func.parent_op()
    if parent is None or parent.name != "gpu.module":
        return
    globals_ = _globals(parent)
    used = _symbol_users(func, globals_)
    static = sum(_shared_bytes(globals_[g].type) or 0 for g in used)
    dyn = func.attributes.get("dynamic_smem")
    dynamic = dyn.value.data if isinstance(dyn, IntegerAttr) else 0
    if static + dynamic > MAX_SMEM_PER_CTA:
        parts = ", ".join(f"@{g} {_shared_bytes(globals_[g].type) or 0}" for g in sorted(used))
        raise VerifyException(
            f"gpu.func @{name}: expected at most {MAX_SMEM_PER_CTA} bytes (227 KB) of shared memory per CTA on "
            f"sm_90, found {static + dynamic} bytes (static: {parts or 'none'}; dynamic_smem: {dynamic})")
