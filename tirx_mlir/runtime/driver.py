"""Thin, checked access to the CUDA driver through cuda-python (`cuda.bindings.driver`).

Every call goes through `call(fn, *args, what=...)`, which raises DriverError with the
driver's error name and string when the result is not CUDA_SUCCESS. Contexts are the
devices' primary contexts (the ones PyTorch, CuPy and JAX use), retained once per device.
"""

from __future__ import annotations

import threading

from .errors import DriverError, NoGPUError

_lock = threading.Lock()
_initialized = False
_primary: dict[int, object] = {}


def bindings():
    """The `cuda.bindings.driver` module, or NoGPUError when cuda-python is missing."""
    try:
        from cuda.bindings import driver
    except ImportError as exc:  # pragma: no cover - cuda-python is a dependency
        raise NoGPUError(f"cuda-python is not installed ({exc}); pip install cuda-python") from None
    return driver


def _error_text(drv, err) -> str:
    try:
        _, name = drv.cuGetErrorName(err)
        _, text = drv.cuGetErrorString(err)
        name = name.decode() if isinstance(name, bytes) else str(name)
        text = text.decode() if isinstance(text, bytes) else str(text)
        return f"{name}: {text}"
    except Exception:
        return str(err)


def call(fn, *args, what: str | None = None):
    """Call a cuda-python driver function; return its value(s) or raise DriverError."""
    drv = bindings()
    out = fn(*args)
    if not isinstance(out, tuple):
        out = (out,)
    err, rest = out[0], out[1:]
    if err != drv.CUresult.CUDA_SUCCESS:
        raise DriverError(f"{what or fn.__name__} failed: {_error_text(drv, err)}")
    if not rest:
        return None
    return rest[0] if len(rest) == 1 else rest


def init() -> None:
    """cuInit once; NoGPUError when there is no driver or no device."""
    global _initialized
    if _initialized:
        return
    with _lock:
        if _initialized:
            return
        drv = bindings()
        try:
            res = drv.cuInit(0)
        except Exception as exc:  # libcuda.so not found: cuda-python raises its own error
            raise NoGPUError(f"no NVIDIA driver on this machine ({type(exc).__name__}: {str(exc).splitlines()[0]})") from None
        err = res[0] if isinstance(res, tuple) else res
        if err != drv.CUresult.CUDA_SUCCESS:
            raise NoGPUError(f"cuInit failed: {_error_text(drv, err)}")
        count = call(drv.cuDeviceGetCount, what="cuDeviceGetCount")
        if count == 0:
            raise NoGPUError("the CUDA driver found no GPU")
        _initialized = True


def gpu_status() -> tuple[bool, str]:
    """(True, description of device 0) or (False, why no GPU can be used)."""
    try:
        init()
        dev = call(bindings().cuDeviceGet, 0)
        name = call(bindings().cuDeviceGetName, 256, dev)
        name = name.split(b"\0", 1)[0].decode() if isinstance(name, bytes) else str(name)
        cc = compute_capability(0)
        return True, f"{name} (sm_{cc[0]}{cc[1]}), driver {driver_version_string()}"
    except DriverError as exc:
        return False, str(exc)


def driver_version() -> int | None:
    """cuDriverGetVersion (e.g. 13000), or None when no driver is present."""
    drv = bindings()
    try:
        res = drv.cuDriverGetVersion()
    except Exception:
        return None
    if res[0] != drv.CUresult.CUDA_SUCCESS:
        return None
    return int(res[1])


def driver_version_string() -> str:
    v = driver_version()
    return "none" if v is None else f"{v // 1000}.{(v % 1000) // 10}"


def device_count() -> int:
    init()
    return call(bindings().cuDeviceGetCount)


def device_attribute(attr_name: str, ordinal: int) -> int:
    drv = bindings()
    init()
    dev = call(drv.cuDeviceGet, ordinal)
    return int(call(drv.cuDeviceGetAttribute, getattr(drv.CUdevice_attribute, attr_name), dev, what=f"cuDeviceGetAttribute({attr_name})"))


def compute_capability(ordinal: int) -> tuple[int, int]:
    return (
        device_attribute("CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR", ordinal),
        device_attribute("CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR", ordinal),
    )


def context(ordinal: int):
    """Retain the primary context of device `ordinal` and make it current; return it."""
    drv = bindings()
    init()
    with _lock:
        ctx = _primary.get(ordinal)
        if ctx is None:
            n = call(drv.cuDeviceGetCount)
            if not 0 <= ordinal < n:
                raise DriverError(f"device {ordinal} does not exist; this machine has {n} GPU(s)")
            dev = call(drv.cuDeviceGet, ordinal)
            ctx = call(drv.cuDevicePrimaryCtxRetain, dev, what="cuDevicePrimaryCtxRetain")
            _primary[ordinal] = ctx
    call(drv.cuCtxSetCurrent, ctx, what="cuCtxSetCurrent")
    return ctx


def device_of_pointer(ptr: int) -> int | None:
    """Device ordinal that owns device pointer `ptr`, or None when the driver does not know it
    (a host pointer)."""
    drv = bindings()
    init()
    res = drv.cuPointerGetAttribute(drv.CUpointer_attribute.CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, ptr)
    if res[0] != drv.CUresult.CUDA_SUCCESS:
        return None
    return int(res[1])
