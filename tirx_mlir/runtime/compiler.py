"""`compile(ir)`: IR text (or a ModuleOp) -> CompiledModule, through the disk cache.

Steps on a cache miss: parse with `tirx_mlir.registry.make_context()`, read each kernel's
signature (before lowering erases memref types), run the `tirx-to-ptx` pipeline, print PTX
with the `ptx` target (`emit_ptx`), assemble it with ptxas when one is found (else the
driver JITs the PTX at load), and store PTX, cubin and ABI in the cache.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

from . import cache
from .abi import KernelABI, dumps, kernel_signatures, loads
from .errors import CompileError

DEFAULT_ARCH = "sm_90a"


def _module_text(source) -> str:
    if isinstance(source, os.PathLike):
        try:
            return Path(source).read_text()
        except OSError as exc:
            raise CompileError(f"cannot read IR file {source}: {exc.strerror}") from None
    if isinstance(source, str):
        return source
    from xdsl.dialects.builtin import ModuleOp
    from xdsl.printer import Printer

    if isinstance(source, ModuleOp):
        buf = io.StringIO()
        Printer(stream=buf).print_op(source)
        return buf.getvalue()
    raise CompileError(f"compile(): expected IR text, a path, or an xDSL ModuleOp, found {type(source).__name__}")


def _ptxas():
    """(path or None, version string)."""
    if os.environ.get("TIRX_MLIR_NO_PTXAS", "").strip() not in ("", "0"):
        return None, "none"
    from tirx_mlir.targets.cubin import find_ptxas, ptxas_version

    exe = find_ptxas()
    if exe is None:
        return None, "none"
    return exe, ptxas_version(exe)


def toolchain(ptxas_version: str) -> cache.Toolchain:
    import xdsl

    import tirx_mlir
    from . import driver

    try:
        drv = driver.driver_version_string()
    except Exception:
        drv = "none"
    return cache.Toolchain(ptxas=ptxas_version, driver=drv, package=tirx_mlir.__version__,
                           xdsl=str(getattr(xdsl, "__version__", "unknown")), source=cache.source_fingerprint())


def _describe_exception(exc: BaseException) -> str:
    msg = str(exc).strip()
    return msg if msg else type(exc).__name__


def lower_to_ptx(text: str, arch: str = DEFAULT_ARCH):
    """Parse, read the kernel signatures, lower with `tirx-to-ptx` and print PTX.
    Returns (ptx text, {kernel name: KernelABI})."""
    from xdsl.parser import Parser

    from tirx_mlir.registry import make_context

    ctx = make_context()
    try:
        module = Parser(ctx, text).parse_module()
        module.verify()
    except Exception as exc:  # xDSL's ParseError / VerifyException carry the location
        raise CompileError(f"the IR does not parse or verify:\n{_describe_exception(exc)}") from None
    sigs = kernel_signatures(module)
    if not sigs:
        raise CompileError("the IR has no kernel: expected a `gpu.func @name(...) kernel` inside a gpu.module")
    from tirx_mlir.pipeline import TirxToPtx

    try:
        TirxToPtx().apply(ctx, module)
    except Exception as exc:
        raise CompileError(f"tirx-to-ptx failed:\n{_describe_exception(exc)}") from None
    try:
        from tirx_mlir.targets.ptx import emit_ptx
    except ImportError as exc:
        raise CompileError(f"the PTX target (tirx_mlir.targets.ptx) is not available: {exc}") from None

    try:
        ptx_module = emit_ptx(module)
    except Exception as exc:
        raise CompileError(f"printing PTX failed:\n{_describe_exception(exc)}") from None
    abis: dict[str, KernelABI] = {}
    for name, (args, known_block) in sigs.items():
        if name not in ptx_module.kernels:
            raise CompileError(f"kernel '{name}' is missing from the PTX (it has {sorted(ptx_module.kernels)})")
        pk = ptx_module.kernels[name]
        reqntid = getattr(pk, "reqntid", None)  # `.reqntid` from the target, when the IR gave one
        if known_block is None and reqntid:
            known_block = tuple(list(reqntid) + [1] * (3 - len(reqntid)))
        abis[name] = KernelABI.join(name, args, pk.params, known_block)
        cluster = getattr(pk, "cluster", None)
        if cluster:
            abis[name].extra["cluster"] = list(cluster)
        dyn = getattr(pk, "dynamic_smem", None)
        if dyn:
            abis[name].extra["dynamic_smem"] = int(dyn)
    return ptx_module.text, abis


def compile(source, *, arch: str = DEFAULT_ARCH, use_cache: bool | None = None, use_ptxas: bool | None = None):
    """Compile IR to a CompiledModule (see module.py). `source`: IR text, a path, or a ModuleOp.

    use_cache: None follows TIRX_MLIR_CACHE (on by default). use_ptxas: None means "when
    ptxas is found"; False hands PTX to the driver JIT; True requires ptxas."""
    from .module import CompiledModule
    from tirx_mlir.pipeline import pipeline_spec

    text = _module_text(source)
    exe, pver = _ptxas() if use_ptxas is not False else (None, "none")
    if use_ptxas and exe is None:
        raise CompileError("use_ptxas=True, but no ptxas was found (PATH, $CUDA_HOME/bin, nvidia-cuda-nvcc)")
    tc = toolchain(pver)
    key = cache.cache_key(text, tc, arch, pipeline_spec(), exe is not None)
    caching = cache.cache_enabled() if use_cache is None else use_cache
    if caching:
        hit = cache.load(key)
        if hit is not None:
            return CompiledModule(hit.ptx, hit.cubin, loads(hit.abi_json), key=key, arch=arch,
                                  from_cache=True, toolchain=tc.as_dict())
    ptx, abis = lower_to_ptx(text, arch)
    cubin = None
    if exe is not None:
        from tirx_mlir.targets.cubin import PtxasError, assemble

        try:
            cubin = assemble(ptx, arch, ptxas=exe)
        except PtxasError as exc:
            raise CompileError(str(exc)) from None
    if caching:
        cache.store(key, cache.Entry(ptx, cubin, dumps(abis), {"arch": arch, "toolchain": tc.as_dict()}))
    return CompiledModule(ptx, cubin, abis, key=key, arch=arch, from_cache=False, toolchain=tc.as_dict())
