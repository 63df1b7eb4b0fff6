"""The warp-specialized (non-persistent) GEMM written in the front end: C = A · Bᵀ, one CTA
of 384 threads per 128 x BN tile of C.

A is M x K, B is N x K (both row-major: K contiguous) of bf16, f16, e4m3 or e5m2 (`DTYPE`);
C is M x N row-major bf16; f32 accumulation. With `B_MAJOR="MN"` B is given col_major
(stored K x N, N contiguous): its stages are MN-major tiles, filled by TMA boxes along N and
read by wgmma with the transpose bit (16-bit dtypes, BN a multiple of 64).

* warpgroup 0, role "producer" (40 registers): one elected thread walks the K tiles,
  acquires a stage of a STAGES-stage pipeline and issues two `tx.copy_async`: A's 128 x BK
  and B's BN x BK tiles (BK = 128 bytes of K), completing on the stage's full barrier.
  Out-of-bounds elements are zero-filled by TMA.
* warpgroups 1 and 2, role "consumer" (232 registers): warpgroup i computes rows
  64i..64i+63. Per K tile: wait for the stage, `tx.gemm_async` of its 64-row view of the A
  stage with the B stage, `tx.wgmma_wait(INFLIGHT)` and the release of this stage
  (INFLIGHT = 1: one wgmma group stays in flight and the previous stage is released; the
  last one after the loop).
* epilogue: cast of the accumulator to bf16, then EPILOGUE "direct" (`tx.copy` of the
  fragment to C's 64 x BN window: one store per register, guarded by C's extents) or "tma"
  (`tx.copy` into the warpgroup's shared C tile, stmatrix, then `tx.copy` of that tile to C:
  a TMA store, which clips out-of-bounds rows and columns).

Kernel `gemm_<DTYPE>(A, B, C, K: i32)`; after tile-dispatch A and B (and C with the tma
epilogue) are tensor-map arguments (the compiled kernel's ABI gives their boxes and
swizzles), grid = [ceil(N / BN), ceil(M / 128), 1] (`launch_params`). This kernel replaced
the hand builder kernels/gemm_tile.py op for op (test/test_lang_gemm_tile.py).

    k = gemm.compile(BN=128, STAGES=4).gemm_bf16
    python -m tirx_mlir.lang.gemm [--bn 128] [--stages 4] [--epilogue direct|tma]
                                  [--dtype bf16|f16|e4m3|e5m2] [--inflight 0|1] [--b-major K|MN]
"""

from tirx_mlir.kernels import gemm_common as _c

import tirx_mlir.lang as tx

M, N, K = tx.symbols("M N K")
BM, WG_ROWS, THREADS = _c.BM, _c.WG_ROWS, _c.THREADS
EPILOGUES = _c.EPILOGUES
B_MAJORS = ("K", "MN")
ELEMENT = {"bf16": tx.bf16, "f16": tx.f16, "e4m3": tx.e4m3, "e5m2": tx.e5m2}


def check_params(bn: int, stages: int, epilogue: str = "direct", dtype: str = "bf16",
                 inflight: int = 0, b_major: str = "K") -> None:
    """ValueError (prefixed "gemm: ") unless the options make a kernel: gemm_common's checks
    (wgmma N, TMA boxes, shared memory) and this kernel's own (inflight, B's major)."""
    _c.check_params(bn, stages, epilogue, dtype)
    if b_major not in B_MAJORS:
        raise ValueError(f"gemm: expected b_major K or MN, found {b_major!r}")
    if b_major == "MN" and (_c.BYTES[dtype] != 2 or bn % 64):
        # MN-major (transposed) wgmma operands exist only for f16/bf16 (PTX ISA
        # wgmma.mma_async, imm-trans-b); the 128B MN-major atom is 64 elements of N.
        raise ValueError(f"gemm: an MN-major B needs a 16-bit dtype and BN a multiple "
                         f"of 64, found {dtype} and BN = {bn}")
    if inflight not in (0, 1):
        raise ValueError(f"gemm: expected inflight 0 or 1, found {inflight}")


def problem(*args) -> str | None:
    """check_params' message for these parameters, or None."""
    try:
        check_params(*args)
    except ValueError as e:
        return str(e)
    return None


@tx.kernel(threads=THREADS, name="gemm_{DTYPE}")
def gemm(A: tx.Tensor[M, K, tx.dtype_param("DTYPE")],
         B: tx.Tensor[N, K, tx.dtype_param("DTYPE"),
                      tx.layout_param("B_MAJOR", K="row_major", MN="col_major")],
         C: tx.Tensor[M, N, tx.bf16], K: tx.i32, *, BN: int = 128, STAGES: int = 4,
         EPILOGUE: str = "direct", DTYPE: tx.Const(str, choices=tuple(ELEMENT)) = "bf16",
         INFLIGHT: int = 0, B_MAJOR: str = "K"):
    err = problem(BN, STAGES, EPILOGUE, DTYPE, INFLIGHT, B_MAJOR)
    tx.static_assert(err is None, err)
    BK = _c.bk(DTYPE)
    et = ELEMENT[DTYPE]
    tx.constant(0), tx.constant(1)  # the loops' bounds, first (as the hand builder had them)
    k_tiles = (tx.cast(K, tx.index) + (BK - 1)) // BK
    m0 = tx.block_id(1) * BM
    n0 = tx.block_id(0) * BN
    sA = tx.alloc((BM, BK), et, stages=STAGES)
    sB = tx.alloc((BN, BK), et, major=B_MAJOR, stages=STAGES)
    sC = tx.alloc((WG_ROWS, BN), tx.bf16, stages=2) if EPILOGUE == "tma" else None
    pipe = tx.pipeline(stages=STAGES, tx_bytes=(BM + BN) * _c.BK_BYTES, consumers=2)
    with tx.role("producer", warpgroups=[0], regs=40), tx.elect_one():
        ps = pipe.producer_start()
        for kt in tx.range(k_tiles):
            stage = pipe.acquire(ps)
            k0 = kt * BK
            a_s, b_s = sA[stage][:, :], sB[stage][:, :]
            a_g, b_g = A[m0:m0 + BM, k0:k0 + BK], B[n0:n0 + BN, k0:k0 + BK]
            tx.copy_async(a_s, a_g, pipe, stage)
            tx.copy_async(b_s, b_g, pipe, stage)
            ps = tx.advance(ps)
    with tx.role("consumer", warpgroups=[1, 2], regs=232):
        wg = tx.warpgroup_index()
        row0 = wg * WG_ROWS
        cs = pipe.consumer_start()
        acc = tx.fill(0.0, shape=(WG_ROWS, BN), dtype=tx.f32, layout=tx.acc_layout(WG_ROWS, BN))
        if INFLIGHT:
            prev = cs  # the state whose wgmma group is still in flight
        for kt in tx.range(k_tiles):
            stage = pipe.wait(cs)
            acc = tx.gemm_async(sA[stage][row0:row0 + WG_ROWS, :], sB[stage], acc)
            tx.wgmma_wait(INFLIGHT)
            nxt = tx.advance(cs)
            if INFLIGHT:
                if tx.ugt(kt, 0):  # release the previous K tile's stage
                    pipe.release(prev)
                cs, prev = nxt, cs
            else:
                pipe.release(cs)
                cs = nxt
        if INFLIGHT:
            tx.wgmma_wait(0)
            if tx.ugt(k_tiles, 0):
                pipe.release(prev)
        out = tx.cast(acc, tx.bf16)
        r = m0 + row0
        c_g = C[r:r + WG_ROWS, n0:n0 + BN]
        if EPILOGUE == "direct":
            tx.copy(c_g, out)
        else:
            c_s = sC[wg][:, :]
            tx.copy(c_s, out)
            tx.copy(c_g, c_s)


def params(bn: int = 128, stages: int = 4, epilogue: str = "direct", dtype: str = "bf16",
           inflight: int = 0, b_major: str = "K") -> dict:
    """The kernel's compile-time parameters for the builder-style options."""
    return dict(BN=bn, STAGES=stages, EPILOGUE=epilogue, DTYPE=dtype, INFLIGHT=inflight,
                B_MAJOR=b_major)


def gemm_module(bn: int = 128, stages: int = 4, epilogue: str = "direct", dtype: str = "bf16",
                inflight: int = 0, b_major: str = "K"):
    """The kernel's tile-level module (gpu.module @kernels); a bad option is a ValueError
    with check_params' message."""
    check_params(bn, stages, epilogue, dtype, inflight, b_major)
    return gemm.module(**params(bn, stages, epilogue, dtype, inflight, b_major))


def gemm_ir(bn: int = 128, stages: int = 4, epilogue: str = "direct", dtype: str = "bf16",
            inflight: int = 0, b_major: str = "K", locations: bool = False) -> str:
    """The kernel's tile-level IR as text (it parses back with tirx-opt); without locations
    unless asked; a bad option is a ValueError with check_params' message."""
    check_params(bn, stages, epilogue, dtype, inflight, b_major)
    return gemm.ir(locations=locations, **params(bn, stages, epilogue, dtype, inflight, b_major))


def launch_params(M: int, N: int, bn: int = 128, stages: int = 4,
                  epilogue: str = "direct", dtype: str = "bf16") -> dict:
    """How to launch the kernel on an M x N output: grid, block and dynamic shared memory.
    The tensor maps' boxes and swizzles are the compiled kernel's (its ABI)::

        p = launch_params(M, N, bn, stages)
        k = compile(gemm_ir(bn, stages)).gemm_bf16
        tA, tB = (encode_tiled_for(X, a.box, a.swizzle)
                  for X, a in zip((A, B), k.abi.tensormap_args()))
        k(tA, tB, C, K, grid=p["grid"], block=p["block"], smem=p["smem"])
    """
    _c.check_params(bn, stages, epilogue, dtype)
    return {"grid": ((N + bn - 1) // bn, (M + BM - 1) // BM, 1), "block": (THREADS, 1, 1),
            "smem": _c.smem_bytes(bn, stages, epilogue)}


def main(argv: list[str] | None = None) -> None:
    p = _c.gemm_arguments(__doc__, 128, 4, "direct", EPILOGUES)
    p.add_argument("--b-major", default="K", choices=B_MAJORS)
    a = p.parse_args(argv)
    _c.print_ir("python -m tirx_mlir.lang.gemm",
        gemm_ir, a.bn, a.stages, a.epilogue, a.dtype, a.inflight, a.b_major, a.locations)


if __name__ == "__main__":
    main()
