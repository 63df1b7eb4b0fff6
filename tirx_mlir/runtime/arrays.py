"""Turning user arrays into (pointer, shape, strides, dtype, device) views, without copies.

Accepted, tried in this order:

1. `torch.Tensor` on a CUDA device — read through its own API (`data_ptr`, `stride`,
   `dtype`, `device`), which covers bfloat16 and float8, which the CUDA array interface
   cannot express. CPU tensors are rejected (see below).
2. `numpy.ndarray` — a host array: the launcher copies it to the GPU before the launch and
   back after it (bfloat16/float8 host arrays need ml_dtypes).
3. Anything with `__cuda_array_interface__` (CuPy, Numba, JAX, PyTorch).
4. Anything with `__dlpack__` (JAX, CuPy, PyTorch, ...), read through cuda.core's
   `StridedMemoryView`, the DLPack consumer of cuda-python.

Host arrays other than NumPy's — a CPU torch.Tensor, a CPU JAX array — are rejected with a
message, rather than copied silently: the kernel's writes could not reach them in place.
Convert with `.numpy()` / `np.asarray(...)` (copied in and out) or move them to the GPU.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import ArgumentError

DLPACK_CPU_DEVICES = {1, 3}  # kDLCPU, kDLCUDAHost
DLPACK_CUDA_DEVICES = {2, 13}  # kDLCUDA, kDLCUDAManaged


@dataclass
class ArrayView:
    ptr: int
    shape: tuple[int, ...]
    strides: tuple[int, ...] | None  # in elements; None means C-contiguous
    dtype: str  # canonical dtype name
    device: int | None  # CUDA device ordinal; None = host array to copy (NumPy); -1 = look up
    source: str  # "torch" | "numpy" | "cuda_array_interface" | "dlpack"
    owner: object  # keeps the exporter alive during the launch
    readonly: bool = False

    @property
    def is_host(self) -> bool:
        return self.device is None

    @property
    def size(self) -> int:
        n = 1
        for d in self.shape:
            n *= d
        return n

    def is_f_contiguous(self) -> bool:
        if self.strides is None:  # C-contiguous: also column-major only if at most one dim exceeds 1
            return sum(1 for d in self.shape if d != 1) <= 1
        expected = 1
        for dim, stride in zip(self.shape, self.strides):
            if dim != 1 and stride != expected:
                return False
            expected *= dim
        return True

    def is_c_contiguous(self) -> bool:
        if self.strides is None:
            return True
        expected = 1
        for dim, stride in zip(reversed(self.shape), reversed(self.strides)):
            if dim != 1 and stride != expected:
                return False
            expected *= dim
        return True


def _typename(obj) -> str:
    t = type(obj)
    return f"{t.__module__}.{t.__qualname__}"


def is_torch_tensor(obj) -> bool:
    return type(obj).__module__.startswith("torch") and hasattr(obj, "data_ptr") and hasattr(obj, "stride")


def is_array_like(obj) -> bool:
    import numpy as np

    return (
        isinstance(obj, np.ndarray)
        or is_torch_tensor(obj)
        or hasattr(obj, "__cuda_array_interface__")
        or hasattr(obj, "__dlpack__")
    )


def _from_torch(obj, what: str) -> ArrayView:
    dev = obj.device
    if dev.type != "cuda":
        raise ArgumentError(
            f"{what}: expected a GPU array, found a torch.Tensor on device '{dev}'; "
            "move it with .cuda() (zero-copy launch) or pass a NumPy array (copied in and out)"
        )
    dtype = str(obj.dtype).removeprefix("torch.")
    return ArrayView(
        ptr=int(obj.data_ptr()),
        shape=tuple(int(d) for d in obj.shape),
        strides=tuple(int(s) for s in obj.stride()),
        dtype=dtype,
        device=int(dev.index if dev.index is not None else 0),
        source="torch",
        owner=obj,
    )


def _from_numpy(obj, what: str) -> ArrayView:
    if not obj.dtype.isnative and obj.dtype.itemsize > 1:
        raise ArgumentError(f"{what}: expected an array in the machine's byte order, found dtype {obj.dtype.str} "
                            "(byte-swapped); convert it with x.astype(x.dtype.newbyteorder('='))")
    itemsize = obj.dtype.itemsize
    if obj.size == 0:  # nothing to read or write: any strides describe it
        return ArrayView(int(obj.ctypes.data), tuple(int(d) for d in obj.shape), None, obj.dtype.name, None,
                         "numpy", obj, not obj.flags.writeable)
    strides = tuple(s // itemsize for s in obj.strides) if all(s % itemsize == 0 for s in obj.strides) else None
    view = ArrayView(
        ptr=int(obj.ctypes.data),
        shape=tuple(int(d) for d in obj.shape),
        strides=strides,
        dtype=obj.dtype.name,
        device=None,
        source="numpy",
        owner=obj,
        readonly=not obj.flags.writeable,
    )
    if strides is None:  # byte strides that are not a multiple of the item size
        view.strides = tuple(-1 for _ in obj.shape)
    return view


_CAI_DTYPES: dict[str, tuple[str, int, str]] = {}  # typestr -> (kind, itemsize, name)


def _cai_dtype(typestr: str) -> tuple[str, int, str]:
    """(kind, itemsize, name) of a CUDA-array-interface type string, memoized (NumPy's dtype
    construction and naming cost microseconds on every launch)."""
    info = _CAI_DTYPES.get(typestr)
    if info is None:
        import numpy as np

        dt = np.dtype(typestr)
        info = _CAI_DTYPES[typestr] = (dt.kind, dt.itemsize, dt.name)
    return info


def _ints(v) -> tuple[int, ...] | None:
    """A tuple of Python/NumPy integers (no bools, floats or strings), else None."""
    if not isinstance(v, (tuple, list)) or not all(hasattr(d, "__index__") and not isinstance(d, bool) for d in v):
        return None
    return tuple(int(d) for d in v)


def _cai_problem(cai) -> str | None:
    """What is malformed in a `__cuda_array_interface__` dict (version 3 of the protocol)."""
    if not isinstance(cai, dict):
        return f"expected a dict, found {type(cai).__name__}"
    for key in ("shape", "typestr", "data"):
        if key not in cai:
            return f"expected the key '{key}', found keys {sorted(cai)}"
    if _ints(cai["shape"]) is None:
        return f"expected 'shape' to be a tuple of integers, found {cai['shape']!r}"
    if not isinstance(cai["typestr"], str):
        return f"expected 'typestr' to be a string such as '<f4', found {cai['typestr']!r}"
    data = cai["data"]
    if not (isinstance(data, (tuple, list)) and len(data) == 2 and hasattr(data[0], "__index__")
            and not isinstance(data[0], bool) and 0 <= int(data[0]) < 1 << 64):
        return f"expected 'data' to be (pointer, read_only) with a pointer in [0, 2^64), found {data!r}"
    strides = cai.get("strides")
    if strides is not None and (_ints(strides) is None or len(strides) != len(cai["shape"])):
        return (f"expected 'strides' to be None or {len(cai['shape'])} integers (one per dimension of shape "
                f"{tuple(cai['shape'])}), found {strides!r}")
    if cai.get("mask") is not None:
        return "expected no 'mask' (masked arrays are not supported)"
    return None


MAX_ARRAY_BYTES = 1 << 62  # far beyond any GPU, within the 64-bit index arithmetic of the kernels


def _check_extent(shape: tuple[int, ...], itemsize: int, what: str, source: str) -> None:
    n = itemsize
    for d in shape:
        n *= d
    if n > MAX_ARRAY_BYTES:
        raise ArgumentError(f"{what}: expected an array of at most 2^62 bytes, found shape {shape} of {itemsize}-byte "
                            f"elements ({n} bytes) from {source}")


def _from_cai(obj, cai: dict, what: str) -> ArrayView | None:
    if (p := _cai_problem(cai)) is not None:
        raise ArgumentError(f"{what}: malformed __cuda_array_interface__ of {_typename(obj)}: {p}")
    try:
        kind, itemsize, name = _cai_dtype(cai["typestr"])
    except TypeError as exc:
        raise ArgumentError(f"{what}: __cuda_array_interface__ of {_typename(obj)}: expected a NumPy type string "
                            f"such as '<f4' or '<f2', found {cai['typestr']!r} ({exc})") from None
    if kind == "V":  # bfloat16 etc. have no CAI type string; let DLPack try
        return None
    ptr, readonly = cai["data"]
    shape = _ints(cai["shape"])
    if any(d < 0 for d in shape):
        raise ArgumentError(f"{what}: expected a non-negative extent in every dimension of "
                            f"__cuda_array_interface__, found shape {shape}")
    _check_extent(shape, itemsize, what, "__cuda_array_interface__")
    if cai["typestr"][:1] == ">" and itemsize > 1:
        raise ArgumentError(f"{what}: expected little-endian elements, found typestr {cai['typestr']!r}")
    strides = cai.get("strides")
    if strides is not None:
        strides = tuple(s // itemsize if s % itemsize == 0 else -1 for s in _ints(strides))
    # The interface does not say which GPU holds the pointer: -1 asks the launcher to look it up.
    return ArrayView(int(ptr), shape, strides, name, -1, "cuda_array_interface", obj, bool(readonly))


def _strided_memory_view():
    try:
        from cuda.core.utils import StridedMemoryView
    except ImportError:
        try:
            from cuda.core.experimental.utils import StridedMemoryView
        except ImportError as exc:
            raise ArgumentError(
                f"reading a DLPack array needs cuda.core (pip install cuda-core): {exc}") from None
    return StridedMemoryView


def _from_dlpack(obj, what: str) -> ArrayView:
    if hasattr(obj, "__dlpack_device__"):
        dev_type, dev_id = obj.__dlpack_device__()
        if int(dev_type) in DLPACK_CPU_DEVICES:
            raise ArgumentError(
                f"{what}: expected a GPU array or a NumPy array, found a host (CPU) {_typename(obj)}; "
                "move it to the GPU, or convert it with numpy.asarray(...) (copied in and out)"
            )
        if int(dev_type) not in DLPACK_CUDA_DEVICES:
            raise ArgumentError(f"{what}: {_typename(obj)} lives on DLPack device type {int(dev_type)}, not a CUDA GPU")
    smv = _strided_memory_view()
    try:
        # cuda.core >= 0.4 spells it from_dlpack; older releases take the object in the constructor.
        view = smv.from_dlpack(obj, stream_ptr=-1) if hasattr(smv, "from_dlpack") else smv(obj, -1)
    except Exception as exc:
        raise ArgumentError(f"{what}: could not read {_typename(obj)} through DLPack: {exc}") from None
    if not view.is_device_accessible or view.device_id < 0:
        raise ArgumentError(f"{what}: {_typename(obj)} is a host array; expected a GPU array or a NumPy array")
    strides = None if view.strides is None else tuple(int(s) for s in view.strides)
    return ArrayView(int(view.ptr), tuple(int(d) for d in view.shape), strides, view.dtype.name,
                     int(view.device_id), "dlpack", (obj, view), bool(getattr(view, "readonly", False)))


def view_of(obj, what: str) -> ArrayView:
    """An ArrayView of `obj`, or ArgumentError naming `what` (e.g. "argument 2 ('y')")."""
    import numpy as np

    if is_torch_tensor(obj):
        return _from_torch(obj, what)
    if isinstance(obj, np.ndarray):
        return _from_numpy(obj, what)
    cai = getattr(obj, "__cuda_array_interface__", None) if hasattr(obj, "__cuda_array_interface__") else None
    if cai is not None:
        v = _from_cai(obj, cai, what)
        if v is not None:
            return v
    if hasattr(obj, "__dlpack__"):
        return _from_dlpack(obj, what)
    raise ArgumentError(
        f"{what}: expected an array (NumPy, or a GPU array with __dlpack__ / __cuda_array_interface__: "
        f"PyTorch, CuPy, JAX), found {_typename(obj)}"
    )
