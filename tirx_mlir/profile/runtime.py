"""Compiling with profiling on, the device buffer, and one profiled launch.

    from tirx_mlir.profile.runtime import compile_profiled, ProfileBuffer
    prog = compile_profiled(ir_text, markers=("roles", "waits", "iterations"))
    k, meta = prog.kernel("gemm_bf16"), prog.meta["gemm_bf16"]
    buf = ProfileBuffer(meta, grid, block, trips=k_tiles)      # sized from the markers + launch
    k(*args, buf.ptr, grid=grid, block=block, sync=True)        # the extra last argument
    profile = buf.read()                                        # a decoded Profile

The instrumented IR (profile-instrument before the lowering) goes through the usual
`tirx_mlir.runtime.compile`; the buffer lives in device memory allocated with the driver
(cuMemAlloc) in the primary context, its header and segment markers written before each
launch (`reset`).
"""

from __future__ import annotations

from dataclasses import dataclass

from .decode import Profile, ProfileError, ProfileMeta, decode, initial_buffer

from tirx_mlir.passes.profile_instrument import DEFAULT_MARKERS


def _passes(names):
    from xdsl.transforms import get_all_passes

    from tirx_mlir import registry

    available = dict(get_all_passes())
    available.update(registry.pass_factories())
    return [available[n]()() for n in names]  # factory -> pass class -> default instance


def instrument(source, markers=DEFAULT_MARKERS, scope: str = "warpgroup", max_events: int = 4096,
               pre: tuple[str, ...] = (), timer: str = "globaltimer",
               waits: str = "summary") -> tuple[str, dict[str, ProfileMeta]]:
    """Runs the passes `pre` (e.g. tile-dispatch) then profile-instrument on IR text (or a
    ModuleOp); returns the instrumented IR text and each kernel's ProfileMeta."""
    from io import StringIO

    from xdsl.dialects.builtin import ModuleOp
    from xdsl.parser import Parser
    from xdsl.printer import Printer

    from tirx_mlir.passes.profile_instrument import ProfileInstrument
    from tirx_mlir.registry import make_context

    ctx = make_context()
    module = source if isinstance(source, ModuleOp) else Parser(ctx, str(source)).parse_module()
    for p in _passes(pre):
        p.apply(ctx, module)
    ProfileInstrument(markers=tuple(markers) or ("none",), scope=scope, max_events=max_events,
                      timer=timer, waits=waits).apply(ctx, module)
    module.verify()
    metas = {op.sym_name.data: ProfileMeta.from_kernel(op) for op in module.walk()
             if op.name == "gpu.func" and "tirx.profile" in op.attributes}
    out = StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue() + "\n", metas


def _lower_aproxy_first(text: str) -> str:
    """Where `tirx-to-ptx` does not run the tile/aproxy lowerings itself, run them here."""
    from tirx_mlir import pipeline

    missing = [s for s in ("tile-dispatch", "lower-layout", "aproxy-to-nvvm") if s not in pipeline.STAGES]
    if not missing or ("aproxy." not in text and "tile." not in text):
        return text
    from io import StringIO

    from xdsl.parser import Parser
    from xdsl.printer import Printer

    from tirx_mlir.registry import make_context

    ctx = make_context()
    module = Parser(ctx, text).parse_module()
    for p in _passes(missing):
        p.apply(ctx, module)
    out = StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue() + "\n"


@dataclass
class ProfiledModule:
    module: object  # tirx_mlir.runtime.CompiledModule
    meta: dict[str, ProfileMeta]
    ir: str  # the instrumented IR

    def kernel(self, name: str):
        return self.module[name]


def compile_profiled(source, markers=DEFAULT_MARKERS, scope: str = "warpgroup", max_events: int = 4096,
                     pre: tuple[str, ...] = (), timer: str = "globaltimer", waits: str = "summary",
                     **compile_kw) -> ProfiledModule:
    from tirx_mlir.runtime import compile

    text, metas = instrument(source, markers, scope, max_events, pre, timer, waits)
    return ProfiledModule(compile(_lower_aproxy_first(text), **compile_kw), metas, text)


def _dim3(v) -> tuple[int, int, int]:
    t = (v,) if isinstance(v, int) else tuple(v)
    return tuple(list(t) + [1] * (3 - len(t)))[:3]


class ProfileBuffer:
    """The device buffer of one launch: `ptr` is the kernel's last argument."""

    def __init__(self, meta: ProfileMeta, grid, block, trips: int | None = None, capacity: int | None = None,
                 device: int = 0):
        from tirx_mlir.runtime import driver

        self.meta = meta
        self.grid = _dim3(grid)
        block3 = _dim3(block)
        if block3[1] != 1 or block3[2] != 1:
            raise ProfileError(f"profiled kernels need a 1-D block (writers are tid.x / "
                               f"{meta.threads_per_writer}), found block {block3}")
        self.writers = meta.writers_per_cta(block3[0])
        self.capacity = capacity if capacity is not None else meta.capacity(trips)
        self.init = initial_buffer(self.capacity, self.grid, self.writers)
        self.nbytes = len(self.init)
        drv = driver.bindings()
        driver.context(device)
        self._drv = drv
        self._dptr = driver.call(drv.cuMemAlloc, self.nbytes, what=f"cuMemAlloc({self.nbytes}) for the profile buffer")
        self.ptr = int(self._dptr)  # the kernel's i64 argument
        self.reset()

    def reset(self) -> None:
        from tirx_mlir.runtime import driver

        import numpy as np

        host = np.frombuffer(self.init, dtype=np.uint8)
        driver.call(self._drv.cuMemcpyHtoD, self._dptr, host.ctypes.data, self.nbytes,
                    what="cuMemcpyHtoD (profile buffer)")

    def raw(self) -> bytes:
        from tirx_mlir.runtime import driver

        import numpy as np

        out = np.empty(self.nbytes, dtype=np.uint8)
        driver.call(self._drv.cuCtxSynchronize, what="cuCtxSynchronize")
        driver.call(self._drv.cuMemcpyDtoH, out.ctypes.data, self._dptr, self.nbytes,
                    what="cuMemcpyDtoH (profile buffer)")
        return out.tobytes()

    def read(self) -> Profile:
        return decode(self.raw(), self.meta)

    def free(self) -> None:
        if self.ptr:
            self._drv.cuMemFree(self._dptr)
            self.ptr = 0

    def __del__(self):
        try:
            self.free()
        except Exception:
            pass
