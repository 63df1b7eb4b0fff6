"""CompiledModule and Kernel: a loaded PTX/cubin image and its launchable kernels."""

from __future__ import annotations

import ctypes
import threading

from . import driver
from .abi import KernelABI
from .errors import ArgumentError
from .kernel import DEFAULT_SMEM_LIMIT, bind, launch_config, stream_handle


class CompiledModule:
    """PTX (and a cubin when ptxas made one) plus each kernel's ABI.

    Loading is lazy and per device: the image is loaded into a device's primary context at
    the first launch there. `module.kernels[name]` or `module[name]` or `module.name`
    gives a `Kernel`."""

    def __init__(self, ptx: str, cubin: bytes | None, abis: dict[str, KernelABI], *,
                 key: str = "", arch: str = "sm_90a", from_cache: bool = False, toolchain: dict | None = None):
        self.ptx = ptx
        self.cubin = cubin
        self.abis = abis
        self.key = key
        self.arch = arch
        self.from_cache = from_cache
        self.toolchain = toolchain or {}
        self._loaded: dict[int, object] = {}
        self._lock = threading.Lock()
        self.kernels = {name: Kernel(self, abi) for name, abi in abis.items()}

    def __getitem__(self, name: str) -> "Kernel":
        try:
            return self.kernels[name]
        except KeyError:
            raise KeyError(f"no kernel '{name}' in this module; kernels: {sorted(self.kernels)}") from None

    def __getattr__(self, name: str) -> "Kernel":
        kernels = self.__dict__.get("kernels", {})
        if name in kernels:
            return kernels[name]
        raise AttributeError(name)

    @property
    def image_kind(self) -> str:
        return "cubin" if self.cubin is not None else "ptx (driver JIT)"

    def cu_module(self, device: int):
        """The CUmodule of this image in device `device`'s primary context (loaded once)."""
        drv = driver.bindings()
        driver.context(device)
        with self._lock:
            mod = self._loaded.get(device)
            if mod is None:
                image = self.cubin if self.cubin is not None else self.ptx.encode() + b"\0"
                mod = driver.call(drv.cuModuleLoadData, image,
                                  what=f"cuModuleLoadData ({self.image_kind}, {self.arch})")
                self._loaded[device] = mod
        return mod


class Kernel:
    """One kernel of a CompiledModule; call it to launch:

        kernel(*args, grid=(gx, gy, gz), block=(bx, by, bz), smem=None, stream=None,
               cluster=None, sync=False)

    smem=None launches with the kernel's declared `dynamic_smem` (0 when none); stream=None
    launches on the arguments' library's current stream (`kernel.current_stream`).

    `args` follow the kernel's IR signature: arrays for memrefs, Python numbers for scalars,
    TensorMap objects for tensor maps. GPU arrays pass zero-copy; NumPy arrays are copied to
    the GPU before the launch and back after it (which synchronizes)."""

    def __init__(self, module: CompiledModule, abi: KernelABI):
        self.module = module
        self.abi = abi
        self.name = abi.name
        self._functions: dict[int, object] = {}
        self._smem_set: dict[int, int] = {}
        self._max_threads: dict[int, int] = {}

    def __repr__(self) -> str:
        sig = ", ".join(f"{a.name}: {a.describe()}" for a in self.abi.args)
        return f"<tirx kernel {self.name}({sig})>"

    def function(self, device: int):
        fn = self._functions.get(device)
        if fn is None:
            drv = driver.bindings()
            mod = self.module.cu_module(device)
            fn = driver.call(drv.cuModuleGetFunction, mod, self.name.encode(),
                             what=f"cuModuleGetFunction('{self.name}')")
            self._functions[device] = fn
        return fn

    def attribute(self, name: str, device: int = 0) -> int:
        drv = driver.bindings()
        return int(driver.call(drv.cuFuncGetAttribute, getattr(drv.CUfunction_attribute, name),
                               self.function(device), what=f"cuFuncGetAttribute({name})"))

    def _prepare_function(self, device: int, cfg) -> object:
        drv = driver.bindings()
        driver.context(device)  # this thread may not have the device's context current yet
        fn = self.function(device)
        threads = cfg.block[0] * cfg.block[1] * cfg.block[2]
        limit = self._max_threads.get(device)
        if limit is None:  # asked of the driver once per device, not on every launch
            limit = self._max_threads[device] = self.attribute("CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK", device)
        if threads > limit:
            regs = self.attribute("CU_FUNC_ATTRIBUTE_NUM_REGS", device)
            raise ArgumentError(
                f"kernel '{self.name}': block {cfg.block} has {threads} threads, but this kernel can run at most "
                f"{limit} per block (it uses {regs} registers per thread)")
        if cfg.smem > DEFAULT_SMEM_LIMIT and self._smem_set.get(device, DEFAULT_SMEM_LIMIT) < cfg.smem:
            optin = driver.device_attribute("CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN", device)
            static = self.attribute("CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES", device)
            if cfg.smem + static > optin:
                raise ArgumentError(
                    f"kernel '{self.name}': smem={cfg.smem} bytes of dynamic shared memory plus {static} static "
                    f"exceeds the device's limit of {optin} bytes per block")
            driver.call(drv.cuFuncSetAttribute, fn,
                        drv.CUfunction_attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, cfg.smem,
                        what="cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)")
            self._smem_set[device] = cfg.smem
        return fn

    def __call__(self, *args, grid, block, smem: int | None = None, stream=None, cluster=None, sync: bool = False,
                 device: int | None = None):
        cfg = launch_config(self.abi, grid, block, smem, cluster)
        hstream = stream_handle(stream, f"kernel '{self.name}': stream", args)
        bound = bind(self.abi, args, launch=cfg)
        dev = bound.device if bound.device is not None else (device if device is not None else 0)
        if device is not None and bound.device is not None and device != bound.device:
            raise ArgumentError(f"kernel '{self.name}': device={device} was asked for, but the arrays are on GPU {bound.device}")
        fn = self._prepare_function(dev, cfg)
        drv = driver.bindings()
        buffers = []
        try:
            for pos, view, spec in bound.host:
                nbytes = max(1, view.owner.nbytes)
                dptr = driver.call(drv.cuMemAlloc, nbytes, what=f"cuMemAlloc({nbytes}) for argument '{spec.name}'")
                buffers.append(dptr)
                if view.owner.nbytes:
                    driver.call(drv.cuMemcpyHtoDAsync, dptr, view.owner.ctypes.data, view.owner.nbytes, hstream,
                                what=f"copying argument '{spec.name}' to the GPU")
                bound.values[pos].value = int(dptr)
            params = bound.pointer_array()
            self._launch(fn, cfg, hstream, ctypes.addressof(params))
            if bound.host or sync:
                driver.call(drv.cuStreamSynchronize, hstream, what=f"running kernel '{self.name}'")
            for (pos, view, spec), dptr in zip(bound.host, buffers):
                if view.owner.nbytes and not view.readonly:
                    driver.call(drv.cuMemcpyDtoH, view.owner.ctypes.data, dptr, view.owner.nbytes,
                                what=f"copying argument '{spec.name}' back to the host")
        finally:
            for dptr in buffers:
                drv.cuMemFree(dptr)

    def _launch(self, fn, cfg, hstream: int, params_addr: int) -> None:
        drv = driver.bindings()
        g, b = cfg.grid, cfg.block
        if cfg.cluster is None:
            driver.call(drv.cuLaunchKernel, fn, g[0], g[1], g[2], b[0], b[1], b[2], cfg.smem, hstream,
                        params_addr, 0, what=f"cuLaunchKernel('{self.name}', grid={g}, block={b}, smem={cfg.smem})")
            return
        conf = drv.CUlaunchConfig()
        conf.gridDimX, conf.gridDimY, conf.gridDimZ = g
        conf.blockDimX, conf.blockDimY, conf.blockDimZ = b
        conf.sharedMemBytes = cfg.smem
        conf.hStream = drv.CUstream(hstream)
        attr = drv.CUlaunchAttribute()
        attr.id = drv.CUlaunchAttributeID.CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION
        attr.value.clusterDim.x, attr.value.clusterDim.y, attr.value.clusterDim.z = cfg.cluster
        conf.attrs = [attr]
        conf.numAttrs = 1
        driver.call(drv.cuLaunchKernelEx, conf, fn, params_addr, 0,
                    what=f"cuLaunchKernelEx('{self.name}', grid={g}, block={b}, cluster={cfg.cluster}, smem={cfg.smem})")

    def prepare(self, *args, grid, block, smem: int | None = None, stream=None, cluster=None) -> "PreparedLaunch":
        """Validate and marshal once; `.launch()` then only calls the driver (for timing loops).
        GPU arrays only: NumPy host arrays need the copy-in/out of a plain call."""
        cfg = launch_config(self.abi, grid, block, smem, cluster)
        hstream = stream_handle(stream, f"kernel '{self.name}': stream", args)
        bound = bind(self.abi, args, launch=cfg)
        if bound.host:
            names = ", ".join(f"'{spec.name}'" for _, _, spec in bound.host)
            raise ArgumentError(f"kernel '{self.name}': prepare() takes GPU arrays only; {names} are NumPy host arrays")
        dev = bound.device if bound.device is not None else 0
        fn = self._prepare_function(dev, cfg)
        return PreparedLaunch(self, fn, cfg, hstream, bound)


class PreparedLaunch:
    def __init__(self, kernel: Kernel, fn, cfg, hstream: int, bound):
        self.kernel, self.fn, self.cfg, self.hstream, self.bound = kernel, fn, cfg, hstream, bound
        self.params = bound.pointer_array()
        self.addr = ctypes.addressof(self.params)

    def launch(self) -> None:
        self.kernel._launch(self.fn, self.cfg, self.hstream, self.addr)
