"""What the warp-specialized GEMMs share (the front-end kernels of tirx_mlir/lang/gemm*.py
and their hosts): the CTA tile's fixed extents, the element types, K per stage, the shared
memory a configuration asks for, the checks of BN / stages / epilogue, and the command
line every GEMM kernel takes. No kernel is built here."""

from __future__ import annotations

import argparse

from tirx_mlir.dialects import aproxy as ap

BM = 128        # rows of the CTA tile: two consumer warpgroups x 64
BK_BYTES = 128  # K per stage: 128 bytes (64 bf16/f16, 128 e4m3/e5m2), one 128B swizzle row
WG_ROWS = 64    # rows per consumer warpgroup (the wgmma M)
THREADS = 384

EPILOGUES = ("direct", "tma")
DTYPES = ("bf16", "f16", "e4m3", "e5m2")
BYTES = {"bf16": 2, "f16": 2, "e4m3": 1, "e5m2": 1}


def bk(dtype: str = "bf16") -> int:
    """K elements per stage: one 128-byte swizzle row."""
    return BK_BYTES // BYTES[dtype]


def smem_bytes(bn: int, stages: int, epilogue: str = "direct", c_cols: int | None = None) -> int:
    """Shared memory the kernel asks for: the A and B stages (128 bytes of K per row), the C
    staging tiles of the tma epilogue, and the pipeline's 2 x stages mbarriers (each region
    1024-aligned). The same for every dtype. `c_cols`: the columns of each C staging tile
    (default BN; fewer when the epilogue stores the tile in column slices)."""
    total = stages * (BM * BK_BYTES) + stages * (bn * BK_BYTES)
    if epilogue == "tma":
        total += 2 * WG_ROWS * (c_cols or bn) * 2
    return total + 16 * stages


def check_params(bn: int, stages: int, epilogue: str, dtype: str = "bf16",
                 c_cols: int | None = None, who: str = "gemm", c_box: int = 64) -> None:
    """ValueError (prefixed `who: `) unless BN, stages, epilogue and dtype make a kernel:
    wgmma N, TMA boxes, shared memory asked against the 227 KB an sm_90 CTA has. `c_box`:
    the narrowest C box the kernel's tma epilogue stores (64 columns, a 128-byte swizzle
    atom; 32 where the kernel takes 64-byte atoms for slices of 32·odd columns)."""
    if dtype not in DTYPES:
        raise ValueError(f"{who}: expected dtype one of {DTYPES}, found {dtype!r}")
    # wgmma N: a multiple of 8 in [8, 256] (PTX ISA 9.7.15.5.2); TMA boxes of B need BN
    # rows <= 256 (cuTensorMapEncodeTiled); the tma epilogue stores 64-column boxes.
    if not (isinstance(bn, int) and 8 <= bn <= 256 and bn % 8 == 0):
        raise ValueError(f"{who}: expected BN a multiple of 8 in [8, 256] (wgmma N), "
                         f"found {bn}")
    if epilogue not in EPILOGUES:
        raise ValueError(f"{who}: expected epilogue one of {EPILOGUES}, found {epilogue!r}")
    if epilogue == "tma" and (c_cols or bn) % c_box:
        raise ValueError(f"{who}: the tma epilogue stores {c_box}-column ({2 * c_box}-byte) "
                         f"boxes; expected BN (per stored slice) a multiple of {c_box}, found "
                         f"{c_cols or bn}")
    if stages < 1:
        raise ValueError(f"{who}: expected at least 1 stage, found {stages}")
    need = smem_bytes(bn, stages, epilogue, c_cols)
    if need > ap.MAX_SMEM_BYTES:
        raise ValueError(f"{who}: {stages} stages of BN = {bn} ({epilogue} epilogue) need "
                         f"{need} bytes of shared memory; at most {ap.MAX_SMEM_BYTES} "
                         f"({ap.MAX_SMEM_BYTES // 1024} KB) exist per CTA on sm_90")


def print_ir(prog: str, build, *args, **kwargs) -> None:
    """A GEMM kernel command line's output: the IR `build(*args, **kwargs)` returns, printed;
    an option it refuses (ValueError) is one line on stderr, `prog: error: <message>`, and
    exit status 1 (no traceback)."""
    try:
        text = build(*args, **kwargs)
    except ValueError as e:
        raise SystemExit(f"{prog}: error: {e}") from None
    print(text, end="")


def gemm_arguments(doc: str, bn: int, stages: int, epilogue: str,
                   epilogues: tuple[str, ...]) -> argparse.ArgumentParser:
    """A GEMM kernel command line with the options every GEMM kernel takes (--bn, --stages,
    --epilogue, --dtype, --inflight, --locations), given the kernel's defaults; the caller
    adds its own."""
    p = argparse.ArgumentParser(description=doc.splitlines()[0])
    p.add_argument("--bn", type=int, default=bn)
    p.add_argument("--stages", type=int, default=stages)
    p.add_argument("--epilogue", default=epilogue, choices=epilogues)
    p.add_argument("--dtype", default="bf16", choices=DTYPES)
    p.add_argument("--inflight", type=int, default=0, choices=(0, 1))
    p.add_argument("--locations", action="store_true", help="each op at its Python line")
    return p
