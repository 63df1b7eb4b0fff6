"""TMA descriptors (CUtensorMap, 128 bytes) through the driver's cuTensorMapEncodeTiled.

Shapes and strides here are row-major, outermost first (NumPy / PyTorch order); the driver
wants innermost first, and `plan_tiled` reverses them. The innermost dimension must be
contiguous (its stride is the element size). The checks follow the requirements listed for
cuTensorMapEncodeTiled in the CUDA Driver API (Tensor Map Object Management), so a bad
descriptor is reported in our terms before the driver says only CUDA_ERROR_INVALID_VALUE:

* rank 1..5; global address 16-byte aligned; each global dimension in [1, 2^32];
* each global stride (all but the innermost) a multiple of 16 bytes and below 2^40;
* each box dimension in [1, 256], and the inner box row a multiple of 16 bytes;
* each element stride in [1, 8];
* with a swizzle, the inner box row at most the swizzle span (32, 64 or 128 bytes).

A TensorMap is passed to a kernel by value (`.param .align 64 .b8 name[128]`); the launcher
accepts it wherever the kernel's ABI has a "tensormap" parameter.
"""

from __future__ import annotations

from dataclasses import dataclass

from .dtypes import ITEMSIZE
from .errors import ArgumentError

# canonical dtype -> CUtensorMapDataType member name
TMA_DTYPES = {
    "uint8": "UINT8", "int8": "UINT8", "float8_e4m3fn": "UINT8", "float8_e5m2": "UINT8",
    "uint16": "UINT16", "int16": "UINT16", "uint32": "UINT32", "int32": "INT32",
    "uint64": "UINT64", "int64": "INT64", "float16": "FLOAT16", "bfloat16": "BFLOAT16",
    "float32": "FLOAT32", "float64": "FLOAT64", "tfloat32": "TFLOAT32",
}
SWIZZLE_BYTES = {"none": 0, "32B": 32, "64B": 64, "128B": 128}
L2_PROMOTION = {"none": "NONE", "64B": "L2_64B", "128B": "L2_128B", "256B": "L2_256B"}
OOB_FILL = {"zero": "NONE", "nan": "NAN_REQUEST_ZERO_FMA"}


@dataclass(frozen=True)
class TensorMap:
    """A 128-byte CUtensorMap, and what it was built from (for messages and tests)."""

    data: bytes
    dtype: str
    global_shape: tuple[int, ...]
    box_shape: tuple[int, ...]
    swizzle: str
    device: int | None = None  # the GPU whose context encoded it (its address is that GPU's)

    def __bytes__(self) -> bytes:
        return self.data


@dataclass(frozen=True)
class TiledPlan:
    """cuTensorMapEncodeTiled's arguments, innermost dimension first."""

    data_type: str
    rank: int
    address: int
    global_dim: tuple[int, ...]
    global_strides: tuple[int, ...]  # bytes, rank - 1 entries
    box_dim: tuple[int, ...]
    element_strides: tuple[int, ...]
    swizzle: str
    l2_promotion: str
    oob_fill: str


def _swizzle_name(swizzle) -> str:
    if swizzle in (None, 0, "none", "NONE"):
        return "none"
    if isinstance(swizzle, int) and not isinstance(swizzle, bool):
        swizzle = f"{swizzle}B"
    if isinstance(swizzle, str) and swizzle.upper() in ("32B", "64B", "128B"):
        return swizzle.upper()
    raise ArgumentError(f"tensor map: swizzle must be none, 32, 64 or 128 (bytes), found {swizzle!r}")


def plan_tiled(ptr: int, dtype: str, global_shape, global_strides_bytes, box_shape, swizzle="none",
               element_strides=None, l2_promotion="128B", oob_fill="zero") -> TiledPlan:
    """Check the request and translate it to the driver's order. Pure Python."""
    w = "tensor map"
    if dtype not in TMA_DTYPES:
        raise ArgumentError(f"{w}: dtype must be one of {sorted(TMA_DTYPES)}, found {dtype!r}")
    size = 4 if dtype == "tfloat32" else ITEMSIZE[dtype]
    shape = tuple(int(d) for d in global_shape)
    rank = len(shape)
    if not 1 <= rank <= 5:
        raise ArgumentError(f"{w}: rank must be 1..5, found {rank} (shape {shape})")
    strides = tuple(int(s) for s in global_strides_bytes)
    if len(strides) != rank:
        raise ArgumentError(f"{w}: expected {rank} strides in bytes (one per dimension), found {len(strides)}")
    box = tuple(int(b) for b in box_shape)
    if len(box) != rank:
        raise ArgumentError(f"{w}: expected a box of rank {rank}, found {box}")
    es = (1,) * rank if element_strides is None else tuple(int(e) for e in element_strides)
    if len(es) != rank:
        raise ArgumentError(f"{w}: expected {rank} element strides, found {es}")
    if ptr % 16:
        raise ArgumentError(f"{w}: global address must be 16-byte aligned, found {ptr:#x}")
    for i, d in enumerate(shape):
        if not 1 <= d <= 2**32:
            raise ArgumentError(f"{w}: dimension {i} must be in [1, 2^32], found {d}")
    if strides[-1] != size:
        raise ArgumentError(
            f"{w}: the innermost dimension must be contiguous (stride {size} bytes for {dtype}), found {strides[-1]}")
    for i, s in enumerate(strides[:-1]):
        if s % 16 or not 0 < s < 2**40:
            raise ArgumentError(f"{w}: stride of dimension {i} must be a positive multiple of 16 bytes below 2^40, found {s}")
    for i, b in enumerate(box):
        if not 1 <= b <= 256:
            raise ArgumentError(f"{w}: box dimension {i} must be in [1, 256], found {b}")
    inner_bytes = box[-1] * size
    if inner_bytes % 16:
        raise ArgumentError(f"{w}: the inner box row must be a multiple of 16 bytes, found {box[-1]} x {size} = {inner_bytes}")
    for i, e in enumerate(es):
        if not 1 <= e <= 8:
            raise ArgumentError(f"{w}: element stride {i} must be in [1, 8], found {e}")
    sw = _swizzle_name(swizzle)
    if sw != "none" and inner_bytes > SWIZZLE_BYTES[sw]:
        raise ArgumentError(
            f"{w}: with swizzle {sw} the inner box row may be at most {SWIZZLE_BYTES[sw]} bytes, found {inner_bytes}")
    if l2_promotion not in L2_PROMOTION:
        raise ArgumentError(f"{w}: l2_promotion must be one of {sorted(L2_PROMOTION)}, found {l2_promotion!r}")
    if oob_fill not in OOB_FILL:
        raise ArgumentError(f"{w}: oob_fill must be one of {sorted(OOB_FILL)}, found {oob_fill!r}")
    return TiledPlan(TMA_DTYPES[dtype], rank, int(ptr), shape[::-1], strides[-2::-1], box[::-1], es[::-1],
                     sw, L2_PROMOTION[l2_promotion], OOB_FILL[oob_fill])


def encode_tiled(ptr: int, dtype: str, global_shape, global_strides_bytes, box_shape, swizzle="none",
                 element_strides=None, l2_promotion="128B", oob_fill="zero", device: int = 0) -> TensorMap:
    """Build a tiled TMA descriptor with cuTensorMapEncodeTiled; returns its 128 bytes."""
    from . import driver

    plan = plan_tiled(ptr, dtype, global_shape, global_strides_bytes, box_shape, swizzle, element_strides,
                      l2_promotion, oob_fill)
    drv = driver.bindings()
    driver.context(device)
    sw = "NONE" if plan.swizzle == "none" else plan.swizzle
    tmap = driver.call(
        drv.cuTensorMapEncodeTiled,
        getattr(drv.CUtensorMapDataType, f"CU_TENSOR_MAP_DATA_TYPE_{plan.data_type}"),
        plan.rank, plan.address,
        [drv.cuuint64_t(d) for d in plan.global_dim],
        [drv.cuuint64_t(s) for s in plan.global_strides],
        [drv.cuuint32_t(b) for b in plan.box_dim],
        [drv.cuuint32_t(e) for e in plan.element_strides],
        drv.CUtensorMapInterleave.CU_TENSOR_MAP_INTERLEAVE_NONE,
        getattr(drv.CUtensorMapSwizzle, f"CU_TENSOR_MAP_SWIZZLE_{sw}"),
        getattr(drv.CUtensorMapL2promotion, f"CU_TENSOR_MAP_L2_PROMOTION_{plan.l2_promotion}"),
        getattr(drv.CUtensorMapFloatOOBfill, f"CU_TENSOR_MAP_FLOAT_OOB_FILL_{plan.oob_fill}"),
        what="cuTensorMapEncodeTiled",
    )
    data = b"".join(int(w).to_bytes(8, "little") for w in tmap.opaque)
    return TensorMap(data, dtype, tuple(int(d) for d in global_shape), tuple(int(b) for b in box_shape), plan.swizzle,
                     device)


def launch_arguments(kernel, arrays, scalars) -> list:
    """The arguments of compiled `kernel` in its ABI's order: a tensor map (its box and
    swizzle from the ABI) of `arrays[name]`, the array itself for a memref parameter, and
    `scalars[name]` for a scalar."""
    args = []
    for a in kernel.abi.args:
        if a.kind == "tensormap":
            args.append(encode_tiled_for(arrays[a.name], a.box, a.swizzle))
        elif a.kind == "memref":
            args.append(arrays[a.name])
        else:
            args.append(scalars[a.name])
    return args


def encode_tiled_for(array, box_shape, swizzle="none", **kw) -> TensorMap:
    """encode_tiled for a GPU array (PyTorch, CuPy, JAX, anything DLPack / CUDA array interface)."""
    from .arrays import view_of

    v = view_of(array, "tensor map source")
    if v.is_host:
        raise ArgumentError("tensor map source: expected a GPU array, found a NumPy host array")
    if v.device == -1:
        from .kernel import _driver_device

        v.device = _driver_device(v.ptr, "tensor map source")
    size = ITEMSIZE[v.dtype]
    strides = v.strides
    if strides is None:
        strides, acc = [], 1
        for d in reversed(v.shape):
            strides.insert(0, acc)
            acc *= d
    return encode_tiled(v.ptr, v.dtype, v.shape, [s * size for s in strides], box_shape, swizzle,
                        device=v.device, **kw)
