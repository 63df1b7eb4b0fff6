"""Argument validation, parameter marshaling and launching of one compiled kernel.

`bind(abi, args)` is pure Python (no driver): it checks every argument against the
kernel's ABI and produces the PTX parameter values in order. `Kernel.__call__` binds,
copies NumPy host arrays in, launches with cuLaunchKernel (cuLaunchKernelEx when a
cluster shape is given) and copies host arrays back out.
"""

from __future__ import annotations

import ctypes
import math
from dataclasses import dataclass, field

from tirx_mlir.machine import SM90A

from . import arrays
from .abi import ArgSpec, KernelABI
from .dtypes import ITEMSIZE, PTX_CTYPES
from .errors import ArgumentError

MAX_BLOCK = SM90A.max_block
MAX_THREADS_PER_BLOCK = SM90A.max_threads_per_block
MAX_GRID = (2**31 - 1, 65535, 65535)
DEFAULT_SMEM_LIMIT = 48 * 1024  # above this, the kernel's dynamic limit must be raised
MAX_PORTABLE_CLUSTER = SM90A.max_cluster_portable
MAX_DYNAMIC_SMEM = SM90A.smem_per_block


# -- launch configuration ---------------------------------------------------------------

def dim3(value, what: str, limits: tuple[int, int, int]) -> tuple[int, int, int]:
    """Normalize an int or a 1-3 tuple of positive ints to a 3-tuple, checking limits."""
    if isinstance(value, bool):
        raise ArgumentError(f"{what}: expected a positive int or a tuple of 1-3 positive ints, found {value!r}")
    if isinstance(value, int) or hasattr(value, "__index__") and not isinstance(value, (tuple, list)):
        value = (int(value),)
    if not isinstance(value, (tuple, list)) or not 1 <= len(value) <= 3:
        raise ArgumentError(f"{what}: expected a positive int or a tuple of 1-3 positive ints, found {value!r}")
    dims = []
    for i, v in enumerate(value):
        if isinstance(v, bool) or not hasattr(v, "__index__"):
            raise ArgumentError(f"{what}: dimension {'xyz'[i]} must be an int, found {v!r}")
        v = int(v)
        if not 1 <= v <= limits[i]:
            raise ArgumentError(f"{what}: dimension {'xyz'[i]} must be in [1, {limits[i]}], found {v}")
        dims.append(v)
    return tuple(dims + [1] * (3 - len(dims)))


@dataclass(frozen=True)
class LaunchConfig:
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    smem: int = 0
    cluster: tuple[int, int, int] | None = None


def launch_config(abi: KernelABI, grid, block, smem=None, cluster=None) -> LaunchConfig:
    """Check a launch against the kernel. smem=None means the kernel's declared
    `dynamic_smem` (0 when it declares none); a kernel that declares a cluster shape
    (`.reqnctapercluster`) needs a grid that is a multiple of it, and an explicit
    `cluster=` must agree with it."""
    where = f"kernel '{abi.name}'"
    needed = int(abi.extra.get("dynamic_smem") or 0)
    if smem is None:
        smem = needed
    g = dim3(grid, f"{where}: grid", MAX_GRID)
    b = dim3(block, f"{where}: block", MAX_BLOCK)
    threads = b[0] * b[1] * b[2]
    if threads > MAX_THREADS_PER_BLOCK:
        raise ArgumentError(f"{where}: block {b} has {threads} threads, at most {MAX_THREADS_PER_BLOCK} allowed")
    if abi.known_block_size is not None and tuple(abi.known_block_size) != b:
        raise ArgumentError(
            f"{where}: block must be {tuple(abi.known_block_size)} (the kernel's gpu.known_block_size), found {b}")
    if isinstance(smem, bool) or not hasattr(smem, "__index__") or int(smem) < 0:
        raise ArgumentError(f"{where}: smem must be a non-negative int (bytes of dynamic shared memory), found {smem!r}")
    if int(smem) > MAX_DYNAMIC_SMEM:
        raise ArgumentError(
            f"{where}: smem={int(smem)} bytes of dynamic shared memory: expected at most {MAX_DYNAMIC_SMEM} "
            f"(227 KB per CTA on sm_90)")
    if int(smem) < needed:
        raise ArgumentError(
            f"{where}: smem={int(smem)} bytes, but the kernel declares dynamic_smem = {needed} bytes; "
            f"pass smem>={needed} or leave smem out")
    declared = tuple(abi.extra["cluster"]) + (1,) * (3 - len(abi.extra["cluster"])) if abi.extra.get("cluster") else None
    c = None
    if declared is not None:
        if cluster is not None and dim3(cluster, f"{where}: cluster", (MAX_PORTABLE_CLUSTER,) * 3) != declared:
            raise ArgumentError(
                f"{where}: cluster={tuple(cluster) if isinstance(cluster, (tuple, list)) else cluster} differs from the "
                f"kernel's compiled cluster shape {declared} (.reqnctapercluster); leave cluster out")
        for i in range(3):
            if g[i] % declared[i]:
                raise ArgumentError(
                    f"{where}: grid {g} is not a multiple of the kernel's cluster shape {declared} in dimension {'xyz'[i]}")
    elif cluster is not None:
        c = dim3(cluster, f"{where}: cluster", (MAX_PORTABLE_CLUSTER,) * 3)
        size = c[0] * c[1] * c[2]
        if size > MAX_PORTABLE_CLUSTER:
            raise ArgumentError(f"{where}: cluster {c} has {size} CTAs, at most {MAX_PORTABLE_CLUSTER} (portable) allowed")
        for i in range(3):
            if g[i] % c[i]:
                raise ArgumentError(
                    f"{where}: grid {g} is not a multiple of cluster {c} in dimension {'xyz'[i]}")
    return LaunchConfig(g, b, int(smem), c)


# -- argument binding -------------------------------------------------------------------

@dataclass
class BoundArgs:
    """PTX parameter values, in order, plus what the launcher must do around the launch."""

    values: list  # one ctypes object per PTX param
    host: list = field(default_factory=list)  # (param position, ArrayView, ArgSpec)
    device: int | None = None  # device all GPU arrays live on (None: only host arrays)
    keep: list = field(default_factory=list)  # exporters kept alive until the launch is queued

    def pointer_array(self):
        """A C array of pointers to each param value (cuLaunchKernel's kernelParams)."""
        arr = (ctypes.c_void_p * max(1, len(self.values)))()
        for i, v in enumerate(self.values):
            arr[i] = ctypes.addressof(v)
        return arr


def _describe_found(view: arrays.ArrayView) -> str:
    return f"{view.dtype} array of shape {view.shape}"


def check_array(spec: ArgSpec, view: arrays.ArrayView, what: str) -> None:
    if view.dtype not in spec.accepted:
        exp = " or ".join(spec.accepted)
        raise ArgumentError(f"{what}: expected dtype {exp} ({spec.describe()}), found {view.dtype}")
    if len(view.shape) != len(spec.shape):
        raise ArgumentError(
            f"{what}: expected rank {len(spec.shape)} ({spec.describe()}), found rank {len(view.shape)} (shape {view.shape})")
    for i, (want, got) in enumerate(zip(spec.shape, view.shape)):
        if want is not None and want != got:
            raise ArgumentError(
                f"{what}: expected shape {tuple('?' if d is None else d for d in spec.shape)} ({spec.describe()}), "
                f"found {view.shape} (dimension {i} is {got}, must be {want})")
    if spec.order == "F":
        if not view.is_f_contiguous():
            raise ArgumentError(
                f"{what}: expected a column-major (Fortran-order, dense) array ({spec.describe()}), found strides "
                f"{view.strides} (in elements) for shape {view.shape}; pass e.g. t.T.contiguous().T or numpy.asfortranarray")
    elif not view.is_c_contiguous():
        raise ArgumentError(
            f"{what}: expected a C-contiguous (row-major, dense) array, found strides {view.strides} (in elements) "
            f"for shape {view.shape}; make a contiguous copy (.contiguous() / numpy.ascontiguousarray)")
    if not view.is_host and view.size > 0 and view.ptr % spec.align:
        raise ArgumentError(
            f"{what}: expected a data pointer aligned to {spec.align} bytes (the kernel may use {spec.align}-byte "
            f"vector accesses), found {view.ptr:#x} (offset {view.ptr % spec.align} mod {spec.align})")


def scalar_value(spec: ArgSpec, value, ptx_type: str, what: str):
    """The ctypes object for a scalar argument, range- and type-checked."""
    import numpy as np

    ct = PTX_CTYPES[ptx_type]
    dt = spec.dtype
    if arrays.is_array_like(value) and not isinstance(value, np.generic):
        raise ArgumentError(f"{what}: expected a scalar {dt}, found an array ({type(value).__name__})")
    if dt == "bool":
        if not isinstance(value, (bool, np.bool_)):
            raise ArgumentError(f"{what}: expected a bool, found {type(value).__name__} {value!r}")
        return ct(int(bool(value)))
    if dt.startswith(("int", "uint")):
        if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
            raise ArgumentError(f"{what}: expected an integer ({dt}), found {type(value).__name__} {value!r}")
        bits = 8 * ITEMSIZE[dt]
        lo = 0 if dt.startswith("uint") else -(1 << (bits - 1))
        hi = (1 << bits) - 1 if dt.startswith("uint") else (1 << (bits - 1)) - 1
        if spec.signless:  # either signedness fits
            lo, hi = -(1 << (bits - 1)), (1 << bits) - 1
        v = int(value)
        if not lo <= v <= hi:
            raise ArgumentError(f"{what}: {v} does not fit in {dt} (range [{lo}, {hi}])")
        if v < 0 and ptx_type.startswith(("u", "b")):
            v &= (1 << bits) - 1
        return ct(v)
    # floating point
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, float, np.integer, np.floating)):
        raise ArgumentError(f"{what}: expected a number ({dt}), found {type(value).__name__} {value!r}")
    v = float(value)
    if ptx_type == "f16":
        return ct(int(np.array(v, dtype=np.float16).view(np.uint16)))
    if ptx_type == "bf16":
        f32 = int(np.array(v, dtype=np.float32).view(np.uint32))
        if math.isnan(v):
            return ct(0x7FC0)
        return ct(((f32 + 0x7FFF + ((f32 >> 16) & 1)) >> 16) & 0xFFFF)  # round to nearest even
    return ct(v)


def bind(abi: KernelABI, args, resolve_device=None, launch: LaunchConfig | None = None) -> BoundArgs:
    """Check `args` against `abi` and produce the PTX param values.

    `resolve_device(ptr) -> int` finds the device of a CUDA-array-interface pointer (the
    driver's cuPointerGetAttribute by default). `launch`: the checked launch, for the
    contract's constraints on grid and block (contract.py)."""
    where = f"kernel '{abi.name}'"
    if len(args) != len(abi.args):
        sig = ", ".join(f"{a.name}: {a.describe()}" for a in abi.args)
        raise ArgumentError(f"{where}: expected {len(abi.args)} arguments ({sig}), found {len(args)}")
    views: dict[int, arrays.ArrayView] = {}
    device: int | None = None
    device_from: str = ""
    bound = BoundArgs(values=[])
    for spec, value in zip(abi.args, args):
        what = f"{where} argument {spec.index} ('{spec.name}')"
        if spec.kind == "memref":
            if isinstance(value, arrays.ArrayView):
                view = value
            else:
                view = arrays.view_of(value, what)
            if view.device == -1 and view.size == 0:
                view.device = EMPTY_DEVICE  # nothing to read or write: any device will do
            elif view.device == -1:  # pointer from the CUDA array interface: ask the driver
                view.device = (resolve_device or _driver_device)(view.ptr, what)
            check_array(spec, view, what)
            if view.device is not None and view.device != EMPTY_DEVICE:
                if device is None:
                    device, device_from = view.device, what
                elif view.device != device:
                    raise ArgumentError(
                        f"{what}: expected an array on GPU {device} (like {device_from}), found one on GPU {view.device}")
            views[spec.index] = view
            bound.keep.append(view.owner)
        elif spec.kind == "tensormap":
            check_tensormap(spec, value, what)
    for spec, value in zip(abi.args, args):  # a tensor map names the device it was encoded on
        if spec.kind == "tensormap" and value.device is not None:
            what = f"{where} argument {spec.index} ('{spec.name}')"
            if device is None:
                device, device_from = value.device, what
            elif value.device != device:
                raise ArgumentError(f"{what}: expected a tensor map encoded on GPU {device} (like {device_from}), "
                                    f"found one encoded on GPU {value.device}")
    check_contract(abi, views, args, launch)
    bound.device = device
    for pos, p in enumerate(abi.params):
        spec = abi.args[p.arg_index]
        value = args[p.arg_index]
        what = f"{where} argument {spec.index} ('{spec.name}')"
        if p.kind == "ptr":
            view = views[p.arg_index]
            bound.values.append(PTX_CTYPES[p.ptx_type](0 if view.is_host else view.ptr))
            if view.is_host:
                bound.host.append((pos, view, spec))
        elif p.kind == "dim":
            bound.values.append(PTX_CTYPES[p.ptx_type](views[p.arg_index].shape[p.dim_index]))
        elif p.kind == "scalar":
            bound.values.append(scalar_value(spec, value, p.ptx_type, what))
        else:  # tensormap: 128 opaque bytes, passed by value
            bound.values.append((ctypes.c_uint8 * 128).from_buffer_copy(value.data))
    return bound


EMPTY_DEVICE = -2  # ArrayView.device of an empty CUDA-array-interface array (no pointer to look up)


def check_tensormap(spec: ArgSpec, value, what: str) -> None:
    """A TensorMap whose dtype, rank, box and swizzle are those the kernel was compiled for
    (a larger box would make TMA write past the kernel's shared tile)."""
    from .tensormap import TensorMap

    if not isinstance(value, TensorMap):
        raise ArgumentError(f"{what}: expected a TensorMap (tirx_mlir.runtime.tensormap.encode_tiled), found {type(value).__name__}")
    box = tuple(getattr(spec, "box", ()) or ())
    if not box:
        return  # the kernel does not say what its tensor map describes (an i64 listed as tensormap)
    want = f"{spec.dtype} box {'x'.join(map(str, box))} swizzle {spec.swizzle}"
    found = f"{value.dtype} box {'x'.join(map(str, value.box_shape))} swizzle {value.swizzle}"
    same_int = (value.dtype in ITEMSIZE and spec.dtype in ITEMSIZE and ITEMSIZE[value.dtype] == ITEMSIZE[spec.dtype]
                and value.dtype.startswith(("int", "uint")) and spec.dtype.startswith(("int", "uint")))
    if value.dtype != spec.dtype and not same_int:
        raise ArgumentError(f"{what}: expected a tensor map of {want}, found dtype {value.dtype} ({found})")
    if len(value.box_shape) != len(box):
        raise ArgumentError(f"{what}: expected a tensor map of rank {len(box)} ({want}), found rank "
                            f"{len(value.box_shape)} ({found})")
    if tuple(value.box_shape) != box:
        raise ArgumentError(f"{what}: expected a tensor map with box {'x'.join(map(str, box))} ({want}), found "
                            f"{found}; a different box would make TMA move more or fewer bytes than the kernel's tile")
    if value.swizzle != spec.swizzle:
        raise ArgumentError(f"{what}: expected a tensor map with swizzle {spec.swizzle} ({want}), found {found}")


def _span(view: arrays.ArrayView) -> tuple[int, int]:
    n = view.size * ITEMSIZE.get(view.dtype, 1)
    return view.ptr, view.ptr + n


def check_contract(abi: KernelABI, views: dict, args, launch: LaunchConfig | None) -> None:
    """The kernel's argument contract (tirx.arg_shapes / tirx.constraints / tirx.inplace, in
    `abi.extra["contract"]`): shape symbols agree, constraints on the launch hold, and no
    argument the kernel writes shares memory with another array argument unless declared."""
    from tirx_mlir.contract import Contract

    where = f"kernel '{abi.name}'"
    raw = abi.extra.get("contract")
    if raw is None:
        return
    # Parsed once per ABI (the launch path runs this on every call).
    cached = getattr(abi, "_parsed_contract", None)
    if cached is None or cached[0] is not raw:
        cached = (raw, Contract.from_json(raw), [a.name for a in abi.args])
        abi._parsed_contract = cached
    _, c, names = cached
    scalars = {a.index: int(args[a.index]) for a in abi.args
               if a.kind == "scalar" and a.dtype.startswith(("int", "uint"))
               and isinstance(args[a.index], int) and not isinstance(args[a.index], bool)}
    shapes = {i: v.shape for i, v in views.items()}
    for a in abi.args:  # a tensor map stands for a tensor: its global shape is that tensor's
        if a.kind == "tensormap" and getattr(args[a.index], "global_shape", None):
            shapes[a.index] = tuple(args[a.index].global_shape)
    problems = c.check(names, shapes, scalars, launch.grid if launch else None, launch.block if launch else None)
    if problems:
        raise ArgumentError(f"{where}: " + "; ".join(problems))
    allowed = {tuple(p) for p in c.inplace} | {tuple(reversed(p)) for p in c.inplace}
    for w in c.written:
        if w not in views or views[w].size == 0:
            continue
        if views[w].readonly:
            raise ArgumentError(
                f"{where}: argument {w} ('{names[w]}') is written by the kernel, but the array passed is read-only "
                f"({views[w].source}); expected a writable array")
        lo, hi = _span(views[w])
        for o, v in views.items():
            if o == w or v.size == 0 or (w, o) in allowed or (v.is_host != views[w].is_host):
                continue
            olo, ohi = _span(v)
            if lo < ohi and olo < hi:
                raise ArgumentError(
                    f"{where}: argument {w} ('{names[w]}'), which the kernel writes, shares memory with argument {o} "
                    f"('{names[o]}') ([{lo:#x}, {hi:#x}) and [{olo:#x}, {ohi:#x})); expected separate arrays, or a "
                    f"kernel that declares tirx.inplace = [[{w}, {o}]]")


def _driver_device(ptr: int, what: str) -> int:
    from . import driver

    dev = driver.device_of_pointer(ptr)
    if dev is None:
        raise ArgumentError(f"{what}: pointer {ptr:#x} from __cuda_array_interface__ is not CUDA device memory")
    return dev


def current_stream(args) -> int:
    """The stream a launch with no `stream=` goes on: the current stream of the array library
    the arguments come from (PyTorch's `torch.cuda.current_stream(device)`, CuPy's
    `cupy.cuda.get_current_stream()`), so a kernel orders with the caller's own work and is
    captured by the caller's CUDA graph; 0 (the legacy default stream) for NumPy, JAX and raw
    CUDA-array-interface arrays."""
    for a in args:
        if arrays.is_torch_tensor(a) and a.is_cuda:
            import torch

            return int(torch.cuda.current_stream(a.device).cuda_stream)
        if type(a).__module__.split(".", 1)[0] == "cupy":
            import cupy

            return int(cupy.cuda.get_current_stream().ptr)
    return 0


def stream_handle(stream, what: str, args=()) -> int:
    """A raw CUstream handle from None (the arguments' library's current stream:
    `current_stream`), an int, a cuda-python CUstream, a torch.cuda.Stream, a CuPy stream, or
    any object with the __cuda_stream__ protocol."""
    if stream is None:
        return current_stream(args)
    if isinstance(stream, bool):
        raise ArgumentError(f"{what}: expected a CUDA stream, found {stream!r}")
    if isinstance(stream, int):
        return stream
    if hasattr(stream, "__cuda_stream__"):
        proto = stream.__cuda_stream__
        proto = proto() if callable(proto) else proto
        return int(proto[1])
    for attr in ("cuda_stream", "ptr", "handle"):
        if hasattr(stream, attr) and isinstance(getattr(stream, attr), int):
            return int(getattr(stream, attr))
    try:
        return int(stream)  # cuda-python CUstream supports int()
    except Exception:
        raise ArgumentError(
            f"{what}: expected a CUDA stream (int handle, CUstream, torch.cuda.Stream, CuPy stream), "
            f"found {type(stream).__name__}") from None
