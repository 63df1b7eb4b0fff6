"""`compile(ir)`: IR text (or a ModuleOp) -> CompiledModule, through the disk cache.

Steps on a cache miss: parse with `tirx_mlir.registry.make_context()`, read each kernel's
signature (before lowering erases memref types), run the `tirx-to-ptx` pipeline, print PTX
with the `ptx` target (`emit_ptx`), assemble it with ptxas when one is found (else the
driver JITs the PTX at load), and store PTX, cubin and ABI in the cache.
"""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

from . import cache
from .abi import ArgSpec, KernelABI, dumps, kernel_signatures, loads, tensormap_specs
from .dtypes import ITEMSIZE
from .errors import CompileError
from tirx_mlir.contract import Contract

DEFAULT_ARCH = "sm_90a"


def _module_text(source) -> str:
    if isinstance(source, os.PathLike | bytes):
        from xdsl.utils.exceptions import ParseError

        from tirx_mlir.source import decode

        try:
            data = source if isinstance(source, bytes) else Path(source).read_bytes()
            return decode(data, str(source) if isinstance(source, os.PathLike) else "<bytes>")
        except OSError as exc:
            raise CompileError(f"cannot read IR file {source}: {exc.strerror or exc}") from None
        except ParseError as exc:  # not UTF-8: the message points at the first bad byte
            raise CompileError(f"the IR does not parse:\n{exc}") from None
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


def _describe_exception(exc: BaseException, parser=None, text: str | None = None, stage: str = "") -> str:
    """The exception as tirx-opt prints it: `<input>:12:7: error: ...`, the source line and a
    caret, when the op it was raised at (or the parse error's span) has a location."""
    from xdsl.utils.exceptions import ParseError

    from tirx_mlir.tools.driver import exception_diags, parse_error_diag
    from tirx_mlir.tools.render import render

    if isinstance(exc, ParseError):
        diags = [parse_error_diag(exc, parser)]
    else:
        diags = exception_diags(exc, stage) if getattr(exc, "tirx_ops", None) else []
    if text is not None and diags and all(d.loc is not None for d in diags):
        sources = {d.loc[0]: text.splitlines() for d in diags}
        return "".join(render(d, sources) for d in diags).rstrip("\n")
    msg = str(exc).strip()
    return msg if msg else type(exc).__name__


def pipeline_pass(**pipeline_options):
    """The `tirx-to-ptx` pass with `pipeline_options` (its fields: verify_sync, profile,
    ...); an unknown option is a CompileError naming the known ones."""
    import dataclasses

    from tirx_mlir.pipeline import TirxToPtx

    known = {f.name for f in dataclasses.fields(TirxToPtx)}
    unknown = sorted(set(pipeline_options) - known)
    if unknown:
        raise CompileError(f"compile(): unknown pipeline option(s) {', '.join(unknown)}; "
                           f"tirx-to-ptx takes {', '.join(sorted(known))}")
    try:
        return TirxToPtx(**pipeline_options)
    except (TypeError, ValueError) as exc:
        raise CompileError(f"compile(): bad pipeline option: {exc}") from None


def check_lowered(module) -> None:
    """After tirx-to-ptx: the checks of each `gpu.module` and kernel `gpu.func` verifier
    (dialects/kernel_checks.py: PTX names, shared memory now with the kernel's dynamic_smem,
    launch shape, parameters). The lowered ops are not verified one by one again: every
    nvvm op was verified when it was made (`nvvm.make`) and cf-to-nvvm checked that only ops
    the PTX target prints are left; a whole `module.verify()` here re-checked a GEMM's
    ~2,000 ops, 7% of its compile (docs/compile-time.md)."""
    for gm in module.body.block.ops:
        if gm.name != "gpu.module":
            continue
        gm.verify_()
        for f in gm.regions[0].block.ops if gm.regions[0].blocks else ():
            if f.name == "gpu.func":
                f.verify_()


def lower_to_ptx(text: str, arch: str = DEFAULT_ARCH, **pipeline_options):
    """Parse, read the kernel signatures, lower with `tirx-to-ptx` (built with
    `pipeline_options`) and print PTX for `arch` (its `.target` line).
    Returns (ptx text, {kernel name: KernelABI})."""
    from tirx_mlir.diagnostics import locations_kept
    from tirx_mlir.registry import make_context
    from tirx_mlir.tools.driver import recording_diagnostics
    from tirx_mlir.tools.locparser import LocatingParser

    ctx = make_context()
    parser = None
    try:
        with recording_diagnostics():
            # nesting, literals, memref accesses (source.py); every op at its <input>:line:col
            parser = LocatingParser(ctx, text.removeprefix("\ufeff"), "<input>")
            module = parser.parse_module()
            module.verify()
        contracts = {op.sym_name.data: Contract.from_func(op) for op in module.walk()
                     if op.name == "gpu.func" and op.kernel is not None}  # argument relations (contract.py)
    except Exception as exc:  # xDSL's ParseError / VerifyException carry the location
        raise CompileError(f"the IR does not parse or verify:\n{_describe_exception(exc, parser, text, 'the verifier')}") from None
    sigs = kernel_signatures(module)
    if not sigs:
        raise CompileError("the IR has no kernel: expected a `gpu.func @name(...) kernel` inside a gpu.module")
    lowering = pipeline_pass(**pipeline_options)
    try:
        with recording_diagnostics(), locations_kept():
            lowering.apply(ctx, module)
            check_lowered(module)  # the kernels' limits again, now with their dynamic_smem
    except Exception as exc:
        raise CompileError(f"tirx-to-ptx failed:\n{_describe_exception(exc, None, text, 'tirx-to-ptx')}") from None
    try:
        from tirx_mlir.targets.ptx import emit_ptx
    except ImportError as exc:
        raise CompileError(f"the PTX target (tirx_mlir.targets.ptx) is not available: {exc}") from None

    try:
        ptx_module = emit_ptx(module, arch=arch)
    except Exception as exc:
        raise CompileError(f"printing PTX failed:\n{_describe_exception(exc)}") from None
    lowered = {op.sym_name.data: op for op in module.walk() if op.name == "gpu.func"}
    abis: dict[str, KernelABI] = {}
    for name, (args, known_block) in sigs.items():
        if name not in ptx_module.kernels:
            raise CompileError(f"kernel '{name}' is missing from the PTX (it has {sorted(ptx_module.kernels)})")
        pk = ptx_module.kernels[name]
        reqntid = getattr(pk, "reqntid", None)  # `.reqntid` from the target, when the IR gave one
        if known_block is None and reqntid:
            known_block = tuple(list(reqntid) + [1] * (3 - len(reqntid)))
        profiled = "tirx.profile" in lowered[name].attributes
        hang = "tirx.hang" in lowered[name].attributes
        for _ in range(int(profiled) + int(hang)):
            # profile-instrument / hang_check appended a buffer's address as a last i64 argument
            args = list(args)
            for p in pk.params:
                if p.arg_index == len(args):
                    args.append(ArgSpec(p.arg_index, str(p.name), "scalar", "int64", True))
        abi = abis[name] = KernelABI.join(name, args, pk.params, known_block,
                                          tensormap_specs(lowered[name], pk.params))
        cluster = getattr(pk, "cluster", None)
        if cluster:
            abi.extra["cluster"] = list(cluster)
        dyn = getattr(pk, "dynamic_smem", None)
        if dyn:
            abi.extra["dynamic_smem"] = int(dyn)
        abi.extra["contract"] = contracts[name].to_json()
        if profiled:  # how the host sizes and decodes the buffer: ProfileMeta(**extra["profile"])
            from dataclasses import asdict

            from tirx_mlir.profile.decode import ProfileMeta

            abi.extra["profile"] = asdict(ProfileMeta.from_kernel(lowered[name]))
        if hang:  # the wait sites a hang-check record names (tirx_mlir/passes/hang_format.py)
            abi.extra["hang"] = json.loads(lowered[name].attributes["tirx.hang"].data)
    return ptx_module.text, abis


def _valid_cached_abis(entry) -> None:
    """Raise unless a cache entry's abi.json describes at least one sane kernel (cache.load
    discards and rebuilds an entry that raises)."""
    abis = loads(entry.abi_json)
    if not abis or not isinstance(abis, dict):
        raise ValueError("abi.json describes no kernel")
    for name, abi in abis.items():
        abi.check()
        if name != abi.name:
            raise ValueError(f"abi.json: kernel '{name}' is named '{abi.name}'")
        for a in abi.args:
            if a.align < 1 or a.align & (a.align - 1):
                raise ValueError(f"abi.json: argument '{a.name}' has alignment {a.align}")
            if a.kind in ("memref", "scalar") and a.dtype not in ITEMSIZE:
                raise ValueError(f"abi.json: argument '{a.name}' has dtype {a.dtype!r}")
            if any(d is not None and (not isinstance(d, int) or d < 0) for d in a.shape):
                raise ValueError(f"abi.json: argument '{a.name}' has shape {a.shape}")
        if abi.known_block_size is not None and (len(abi.known_block_size) != 3 or min(abi.known_block_size) < 1):
            raise ValueError(f"abi.json: kernel '{name}' has block {abi.known_block_size}")
        if "contract" in abi.extra:
            Contract.from_json(abi.extra["contract"])


def compile(source, *, arch: str = DEFAULT_ARCH, use_cache: bool | None = None, use_ptxas: bool | None = None,
            **pipeline_options):
    """Compile IR to a CompiledModule (see module.py). `source`: IR text, a path, or a ModuleOp.

    arch: the PTX `.target` and ptxas's `-arch`. use_cache: None follows TIRX_MLIR_CACHE
    (on by default). use_ptxas: None means "when ptxas is found"; False hands PTX to the
    driver JIT; True requires ptxas. `pipeline_options` are `tirx-to-ptx`'s options
    (`verify_sync=False`, `profile="roles,waits"`, ...; `tirx_mlir.pipeline.TirxToPtx`)."""
    from .module import CompiledModule

    text = _module_text(source)
    lowering = pipeline_pass(**pipeline_options)
    exe, pver = _ptxas() if use_ptxas is not False else (None, "none")
    if use_ptxas and exe is None:
        raise CompileError("use_ptxas=True, but no ptxas was found (PATH, $CUDA_HOME/bin, nvidia-cuda-nvcc)")
    tc = toolchain(pver)
    key = cache.cache_key(text, tc, arch, lowering.pipeline_spec(), exe is not None)
    caching = cache.cache_enabled() if use_cache is None else use_cache
    if caching:
        hit = cache.load(key, validate=_valid_cached_abis)
        if hit is not None:
            return CompiledModule(hit.ptx, hit.cubin, loads(hit.abi_json), key=key, arch=arch,
                                  from_cache=True, toolchain=tc.as_dict())
    from tirx_mlir.source import run_deep

    try:  # deep input needs a large stack; nothing but CompileError leaves compile()
        ptx, abis = run_deep(lower_to_ptx, text, arch, **pipeline_options)
    except CompileError:
        raise
    except Exception as exc:  # noqa: BLE001 - an internal error is still the compile's error
        raise CompileError(f"internal error while compiling: {type(exc).__name__}: {_describe_exception(exc)}") from None
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
