"""A warp-specialized GEMM written in tile IR: C = A · Bᵀ (bf16 by default).

A is M x K, B is N x K (both row-major: K contiguous) of bf16, f16, e4m3 or e5m2
(`dtype`), C is M x N row-major bf16; f32 accumulation. With `b_major="MN"` B is given
col_major (stored K x N, N contiguous): its stages are MN-major tiles, filled by TMA boxes
along N and read by wgmma with the transpose bit. The same kernel as `gemm_aproxy` (its hand-written aproxy-level reference),
one level up: the kernel says *what* moves and multiplies (tile.copy_async, tile.gemm_async,
tile.cast, tile.copy on tiles with explicit layouts and scopes) and `tile-dispatch` picks
*how* (TMA boxes and tensor maps, wgmma descriptors, per-register stores).

One CTA computes a 128 x BN tile of C with 384 threads (block = [384, 1, 1]):

* warpgroup 0, role "producer" (regs 40): one elected thread walks the K tiles,
  `producer_acquire`s a stage of an S-stage pipeline and issues two `tile.copy_async`
  (scope thread): A's 128 x 64 tile and B's BN x 64 tile into the stage's
  `#layout.smem<.., swizzle = 128B, major = K>` buffers, completing on the stage's full
  barrier (tx = 128*64*2 + BN*64*2 bytes). Out-of-bounds elements are zero-filled by TMA.
* warpgroups 1 and 2, role "consumer" (regs 232): warpgroup i computes rows 64i..64i+63.
  Per K tile: `consumer_wait`, `tile.gemm_async` (scope warpgroup) on its 64-row view of
  the A stage and the B stage, `aproxy.wgmma_wait 0` and release of the stage
  (`inflight=1`: `wgmma_wait 1` and release of the previous stage).
* epilogue: `tile.cast` of the accumulator to bf16, then either
  - `epilogue="direct"`: `tile.copy` of the fragment to C's 64 x BN window (dispatch:
    `scalar`, one store per register guarded by C's extents: the bounds handling), or
  - `epilogue="tma"`: `tile.copy` of the fragment into a per-warpgroup shared tile
    (dispatch: `stmatrix` when the PTX table has it, else `scalar`), then `tile.copy` of
    that tile to C (dispatch: `tma` store; the TMA unit clips out-of-bounds rows/columns).

Kernel signature: `@gemm_bf16(%A, %B, %C: !tile.global<?x?xbf16, row_major>, %K: i32)`;
after tile-dispatch %A and %B (and %C with the tma epilogue) are `!aproxy.tensormap`
arguments described by the kernel attribute `tile.tensormaps`, %C otherwise a
`memref<?x?xbf16>`. Grid = [ceil(N / BN), ceil(M / 128), 1].

    python -m tirx_mlir.kernels.gemm_tile [--bn 128] [--stages 4] [--epilogue direct|tma]
                                          [--dtype bf16|f16|e4m3|e5m2] [--inflight 0|1]
                                          [--b-major K|MN]
"""

from __future__ import annotations

import argparse

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import (DYNAMIC_INDEX, BFloat16Type, Float8E4M3FNType, Float8E5M2Type,
                                   Float16Type, Float32Type, IndexType, ModuleOp, i32)
from xdsl.ir import Block, Region, SSAValue

from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.dialects import tile
from tirx_mlir.dialects.layout import SmemLayoutAttr, WgmmaAccAttr
from tirx_mlir.kernels.ir_builder import (BlockBuilder, kernel_entry, kernel_module, module_text,
                                         producer_stage_loop)

BM = 128        # rows of the CTA tile: two consumer warpgroups x 64
BK_BYTES = 128  # K per stage: 128 bytes (64 bf16/f16, 128 e4m3/e5m2), one 128B swizzle row
WG_ROWS = 64    # rows per consumer warpgroup (the wgmma M)
THREADS = 384

index = IndexType()
bf16 = BFloat16Type()
f32 = Float32Type()
EPILOGUES = ("direct", "tma")
DTYPES = {"bf16": BFloat16Type(), "f16": Float16Type(), "e4m3": Float8E4M3FNType(),
          "e5m2": Float8E5M2Type()}
BYTES = {"bf16": 2, "f16": 2, "e4m3": 1, "e5m2": 1}


def bk(dtype: str = "bf16") -> int:
    """K elements per stage: one 128-byte swizzle row."""
    return BK_BYTES // BYTES[dtype]


def global_operands(dtype: str):
    """(element type, BK, the row-major global type of A and B, C's bf16 global type), the
    tensors of dynamic extents."""
    et = DTYPES[dtype]
    return (et, bk(dtype), tile.GlobalType([DYNAMIC_INDEX, DYNAMIC_INDEX], et, "row_major"),
            tile.GlobalType([DYNAMIC_INDEX, DYNAMIC_INDEX], bf16, "row_major"))


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
                 c_cols: int | None = None) -> None:
    if dtype not in DTYPES:
        raise ValueError(f"gemm_tile: expected dtype one of {tuple(DTYPES)}, found {dtype!r}")
    # wgmma N: a multiple of 8 in [8, 256] (PTX ISA 9.7.15.5.2); TMA boxes of B need BN
    # rows <= 256 (cuTensorMapEncodeTiled); the tma epilogue stores 64-column boxes.
    if not (8 <= bn <= 256 and bn % 8 == 0):
        raise ValueError(f"gemm_tile: expected BN a multiple of 8 in [8, 256] (wgmma N), "
                         f"found {bn}")
    if epilogue not in EPILOGUES:
        raise ValueError(f"gemm_tile: expected epilogue one of {EPILOGUES}, found {epilogue!r}")
    if epilogue == "tma" and (c_cols or bn) % 64:
        raise ValueError(f"gemm_tile: the tma epilogue stores 64-column (128-byte) boxes; "
                         f"expected BN (per stored slice) a multiple of 64, found {c_cols or bn}")
    if stages < 1:
        raise ValueError(f"gemm_tile: expected at least 1 stage, found {stages}")
    need = smem_bytes(bn, stages, epilogue, c_cols)
    if need > ap.MAX_SMEM_BYTES:
        raise ValueError(f"gemm_tile: {stages} stages of BN = {bn} ({epilogue} epilogue) need "
                         f"{need} bytes of shared memory; at most {ap.MAX_SMEM_BYTES} "
                         f"({ap.MAX_SMEM_BYTES // 1024} KB) exist per CTA on sm_90")


_B = BlockBuilder


def _smem(rows: int, cols: int, stages: int = 0, et=bf16, major: str = "K") -> tile.BufferType:
    return tile.BufferType([rows, cols], et, SmemLayoutAttr(rows, cols, et, "128B", major),
                           stages)


def _view(b: _B, base: SSAValue, stage, offsets, sizes, result_type, name=None) -> SSAValue:
    v = b(tile.ViewOp(base, stage, offsets, sizes, result_type))
    if name:
        v.name_hint = name
    return v


def build_gemm(bn: int = 128, stages: int = 4, epilogue: str = "direct",
               name: str | None = None, dtype: str = "bf16", inflight: int = 0,
               b_major: str = "K") -> ModuleOp:
    """The tile-level GEMM kernel in a module (gpu.module @kernels), named gemm_<dtype>.
    `inflight` (0 or 1): wgmma groups a consumer keeps in flight across K tiles, as in
    gemm_aproxy (0: wgmma_wait 0 and release of this stage each iteration, the default
    while arith-to-nvvm reads accumulator lanes at the loop header, docs/aproxy.md)."""
    check_params(bn, stages, epilogue, dtype)
    if b_major not in ("K", "MN"):
        raise ValueError(f"gemm_tile: expected b_major K or MN, found {b_major!r}")
    if b_major == "MN" and (BYTES[dtype] != 2 or bn % 64):
        # MN-major (transposed) wgmma operands exist only for f16/bf16 (PTX ISA
        # wgmma.mma_async, imm-trans-b); the 128B MN-major atom is 64 elements of N.
        raise ValueError(f"gemm_tile: an MN-major B needs a 16-bit dtype and BN a multiple "
                         f"of 64, found {dtype} and BN = {bn}")
    if inflight not in (0, 1):
        raise ValueError(f"gemm_tile: expected inflight 0 or 1, found {inflight}")
    et, BK, g_t, c_g = global_operands(dtype)
    name = name or f"gemm_{dtype}"
    gb_t = g_t if b_major == "K" else tile.GlobalType([DYNAMIC_INDEX, DYNAMIC_INDEX], et, "col_major")
    entry, b = kernel_entry([g_t, gb_t, c_g, i32], ("A", "B", "C", "K"))
    A, B, C, K = entry.args
    c0, c1 = b.idx(0), b.idx(1)
    c0.name_hint, c1.name_hint = "c0", "c1"
    kt_n = b.k_tiles(K, BK)
    m0, n0 = b.tile_origin(BM, bn)
    sA_t, sB_t = _smem(BM, BK, stages, et), _smem(bn, BK, stages, et, b_major)
    sA = b(tile.AllocOp(sA_t))
    sB = b(tile.AllocOp(sB_t))
    sA.name_hint, sB.name_hint = "sA", "sB"
    sC = None
    if epilogue == "tma":
        sC = b(tile.AllocOp(_smem(WG_ROWS, bn, 2)))
        sC.name_hint = "sC"
    pipe = b(ap.PipelineOp(stages, BM * BK_BYTES + bn * BK_BYTES, 2))
    pipe.name_hint = "pipe"
    producer = _producer(A, B, sA, sB, pipe, kt_n, m0, n0, bn, et, BK, b_major)
    consumer = _consumer(C, sA, sB, sC, pipe, kt_n, m0, n0, bn, epilogue, et, BK, inflight,
                         b_major)
    b.op(ap.SpecializeOp([producer, consumer]))
    return kernel_module(b, name, [g_t, gb_t, c_g, i32], entry, THREADS)


def producer_k_loop(e: _B, A, B, sA, sB, pipe, kt_n, m0, n0, ps0, bn, et, BK,
                    b_major: str, b_half: tuple[SSAValue, SSAValue] | None = None,
                    kt_lo: SSAValue | None = None) -> SSAValue:
    """Appends to `e` the producer's walk over the K tiles of the output tile at (m0, n0):
    per K tile `producer_acquire`, the A and B `tile.copy_async` (scope thread) into the
    stage, `advance`. With `b_half = (rank, mask)` (a 2-CTA cluster sharing B) this CTA
    loads only rows rank * BN/2 .. of the B tile, multicast to the CTAs of `mask`; the other
    half arrives from the peer's multicast. `kt_lo`: the first K tile (default 0; split-K
    walks K tiles kt_lo .. kt_n - 1: the loop counts 0 .. kt_n - kt_lo - 1 and the K offset
    adds kt_lo). Returns the pipeline state after the last K tile."""
    loop_body, lb, kt, ps, stage = producer_stage_loop(pipe)
    k0 = lb.mul(kt if kt_lo is None else lb.add(kt, kt_lo), lb.idx(BK))
    k0.name_hint = "k0"
    a_s = _view(lb, sA, stage, [0, 0], [BM, BK], _smem(BM, BK, 0, et), "a_s")
    b_s = _view(lb, sB, stage, [0, 0], [bn, BK], _smem(bn, BK, 0, et, b_major), "b_s")
    g_a = tile.GlobalType([BM, BK], et, "row_major")
    g_b = tile.GlobalType([bn, BK], et, "row_major" if b_major == "K" else "col_major")
    a_g = _view(lb, A, None, [m0, k0], [BM, BK], g_a, "a_g")
    mask = None
    if b_half is None:
        b_g = _view(lb, B, None, [n0, k0], [bn, BK], g_b, "b_g")
    else:
        rank, mask = b_half
        half = bn // 2
        r0 = lb.mul(rank, lb.idx(half))
        b_s = _view(lb, sB, stage, [r0, 0], [half, BK], _smem(half, BK, 0, et, b_major), "b_h")
        b_g = _view(lb, B, None, [lb.add(n0, r0), k0], [half, BK],
                    tile.GlobalType([half, BK], et, g_b.layout.data), "b_g")
    lb.op(tile.CopyAsyncOp(a_g, a_s, pipe, stage, "thread"))
    lb.op(tile.CopyAsyncOp(b_g, b_s, pipe, stage, "thread", multicast=mask))
    ps2 = lb(ap.AdvanceOp(ps))
    lb.op(scf.YieldOp(ps2))
    n = kt_n if kt_lo is None else e(arith.SubiOp(kt_n, kt_lo))
    return e.op(scf.ForOp(e.idx(0), n, e.idx(1), [ps0], Region(loop_body))).results[0]


def _producer(A, B, sA, sB, pipe, kt_n, m0, n0, bn, et, BK, b_major) -> ap.RoleOp:
    elect_body = Block()
    e = _B(elect_body)
    ps0 = e(ap.ProducerStartOp(pipe))
    ps0.name_hint = "ps0"
    producer_k_loop(e, A, B, sA, sB, pipe, kt_n, m0, n0, ps0, bn, et, BK, b_major)
    body = Block([ap.ElectOneOp("warpgroup", Region(elect_body))])
    return ap.RoleOp("producer", [0], 40, Region(body))


def _release(pipe, st, peer) -> list:
    """The release of a stage: this CTA's empty barrier and, in a cluster (`peer`: the rank of
    the CTA that multicasts into this one's stages, and reads the other half from this one's
    multicast), the peer's."""
    ops = [ap.ConsumerReleaseOp(pipe, st)]
    if peer is not None:
        ops.append(ap.RemoteReleaseOp(pipe, st, peer))
    return ops


def consumer_k_loop(r: _B, sA, sB, pipe, kt_n, row0, cs0, bn, et, BK, inflight: int,
                    b_major: str, some_k: bool = False, peer: SSAValue | None = None,
                    parts: int = 1, kt_lo: SSAValue | None = None
                    ) -> tuple[list[SSAValue], SSAValue]:
    """Appends to `r` the consumer warpgroup's walk over the K tiles: per K tile
    `consumer_wait`, `tile.gemm_async` on its 64-row view of the A stage and the B stage,
    `aproxy.wgmma_wait inflight` and the release of this stage (inflight 0) or of the
    previous one (inflight 1; the last stage is released after the loop, after
    `wgmma_wait 0`, under `kt_n > 0` unless `some_k` says the caller made kt_n >= 1).
    With `peer` every release also arrives on CTA `peer`'s empty barrier
    (`aproxy.remote_release`). `parts` > 1 splits the BN columns into that many
    accumulators (one `tile.gemm_async` on each BN/parts-row slice of the B stage), so that
    the epilogue can store them one after the other. `kt_lo`: the first K tile (default 0;
    the loop runs kt_n - kt_lo times, and `some_k` then says kt_n > kt_lo). The accumulators
    start at zero.
    Returns (accumulators, pipeline state after the last K tile); every wgmma group has
    completed when it returns."""
    pn = bn // parts
    acc_t = tile.FragType([WG_ROWS, pn], f32, WgmmaAccAttr(pn, f32))
    # the loop counts the K tiles from 0 (kt_lo only shifts which ones the producer loads)
    n_k = kt_n if kt_lo is None else r(arith.SubiOp(kt_n, kt_lo))
    zeros = []
    for _ in range(parts):
        zeros.append(r(tile.FillOp(0.0, acc_t, "warpgroup")))
        zeros[-1].name_hint = "zero"
    # iter_args: the accumulators, the state to wait on and, with inflight = 1, the state
    # whose wgmma group is still in flight (released one iteration later).
    states = [ap.PipeStateType()] * (1 + inflight)
    loop_body = Block(arg_types=[index, *([acc_t] * parts), *states])
    kt, accs, cs = loop_body.args[0], loop_body.args[1:1 + parts], loop_body.args[1 + parts]
    kt.name_hint, cs.name_hint = "kt", "cs"
    for acc in accs:
        acc.name_hint = "acc"
    lb = _B(loop_body)
    stage = lb(ap.ConsumerWaitOp(pipe, cs))
    stage.name_hint = "stage"
    a = _view(lb, sA, stage, [row0, 0], [WG_ROWS, BK], _smem(WG_ROWS, BK, 0, et), "a")
    accs2 = []
    for p_, acc in enumerate(accs):
        bv = _view(lb, sB, stage, [p_ * pn, 0], [pn, BK], _smem(pn, BK, 0, et, b_major), "b")
        accs2.append(lb(tile.GemmAsyncOp(a, bv, acc, "warpgroup")))
        accs2[-1].name_hint = "acc2"
    lb.op(ap.WgmmaWaitOp(inflight))
    cs2 = lb(ap.AdvanceOp(cs))
    if inflight:
        prev = loop_body.args[2 + parts]
        prev.name_hint = "prev"
        then = Block([*_release(pipe, prev, peer), scf.YieldOp()])
        lb.op(scf.IfOp(lb(arith.CmpiOp(kt, lb.idx(0), "ugt")), [], Region(then)))
        lb.op(scf.YieldOp(*accs2, cs2, cs))
        loop = r.op(scf.ForOp(r.idx(0), n_k, r.idx(1), [*zeros, cs0, cs0], Region(loop_body)))
        r.op(ap.WgmmaWaitOp(0))
        if some_k:
            for o in _release(pipe, loop.results[parts + 1], peer):
                r.op(o)
        else:
            last = Block([*_release(pipe, loop.results[parts + 1], peer), scf.YieldOp()])
            r.op(scf.IfOp(r(arith.CmpiOp(n_k, r.idx(0), "ugt")), [], Region(last)))
    else:
        for o in _release(pipe, cs, peer):
            lb.op(o)
        lb.op(scf.YieldOp(*accs2, cs2))
        loop = r.op(scf.ForOp(r.idx(0), n_k, r.idx(1), [*zeros, cs0], Region(loop_body)))
    ds = list(loop.results[:parts])
    for d in ds:
        d.name_hint = "d"
    return ds, loop.results[parts]


def consumer_start(body: Block, pipe) -> tuple[_B, SSAValue, SSAValue, SSAValue]:
    """The consumer role's first ops: its warpgroup index, the warpgroup's first row of the
    tile (64 per warpgroup) and the pipeline state. Returns (builder, wg, row0, state)."""
    r = _B(body)
    wg = r(ap.WarpgroupIndexOp())
    wg.name_hint = "wg"
    row0 = r.mul(wg, r.idx(WG_ROWS))
    row0.name_hint = "row0"
    cs0 = r(ap.ConsumerStartOp(pipe))
    cs0.name_hint = "cs0"
    return r, wg, row0, cs0


def _consumer(C, sA, sB, sC, pipe, kt_n, m0, n0, bn, epilogue, et, BK,
              inflight: int, b_major: str) -> ap.RoleOp:
    body = Block()
    r, wg, row0, cs0 = consumer_start(body, pipe)
    (d,), _ = consumer_k_loop(r, sA, sB, pipe, kt_n, row0, cs0, bn, et, BK, inflight, b_major)

    out_t = tile.FragType([WG_ROWS, bn], bf16, WgmmaAccAttr(bn, f32))
    out = r(tile.CastOp(d, out_t, "warpgroup"))
    out.name_hint = "out"
    c_t = tile.GlobalType([WG_ROWS, bn], bf16, "row_major")
    c_view = _view(r, C, None, [r.add(m0, row0), n0], [WG_ROWS, bn], c_t, "c")
    if epilogue == "direct":
        r.op(tile.CopyOp(out, c_view, "warpgroup"))
    else:
        s_c = _view(r, sC, wg, [0, 0], [WG_ROWS, bn], _smem(WG_ROWS, bn), "c_s")
        r.op(tile.CopyOp(out, s_c, "warpgroup"))
        r.op(tile.CopyOp(s_c, c_view, "warpgroup"))
    return ap.RoleOp("consumer", [1, 2], 232, Region(body))


def launch_params(M: int, N: int, bn: int = 128, stages: int = 4,
                  epilogue: str = "direct", dtype: str = "bf16") -> dict:
    """How to launch the kernel on an M x N output: grid, block and dynamic shared memory.
    The tensor maps' boxes and swizzles are the compiled kernel's (its ABI: what
    tile-dispatch chose, carried by the `!aproxy.tensormap` argument types)::

        p = launch_params(M, N, bn, stages)
        k = compile(gemm_ir(bn, stages)).gemm_bf16
        tA, tB = (encode_tiled_for(X, a.box, a.swizzle)
                  for X, a in zip((A, B), k.abi.tensormap_args()))
        k(tA, tB, C, K, grid=p["grid"], block=p["block"], smem=p["smem"])
    """
    check_params(bn, stages, epilogue, dtype)
    return {"grid": ((N + bn - 1) // bn, (M + BM - 1) // BM, 1), "block": (THREADS, 1, 1),
            "smem": smem_bytes(bn, stages, epilogue)}


def gemm_ir(bn: int = 128, stages: int = 4, epilogue: str = "direct",
            dtype: str = "bf16", inflight: int = 0, b_major: str = "K") -> str:
    """The kernel's tile-level IR as text (it parses back with tirx-opt)."""
    return module_text(build_gemm(bn, stages, epilogue, dtype=dtype, inflight=inflight, b_major=b_major))


def gemm_arguments(doc: str, bn: int, stages: int, epilogue: str,
                   epilogues: tuple[str, ...]) -> argparse.ArgumentParser:
    """A GEMM kernel command line with the options every GEMM builder takes (--bn, --stages,
    --epilogue, --dtype, --inflight), given the builder's defaults; the caller adds its own."""
    p = argparse.ArgumentParser(description=doc.splitlines()[0])
    p.add_argument("--bn", type=int, default=bn)
    p.add_argument("--stages", type=int, default=stages)
    p.add_argument("--epilogue", default=epilogue, choices=epilogues)
    p.add_argument("--dtype", default="bf16", choices=tuple(DTYPES))
    p.add_argument("--inflight", type=int, default=0, choices=(0, 1))
    return p


def main(argv: list[str] | None = None) -> None:
    p = gemm_arguments(__doc__, 128, 4, "direct", EPILOGUES)
    p.add_argument("--b-major", default="K", choices=("K", "MN"))
    args = p.parse_args(argv)
    print(gemm_ir(args.bn, args.stages, args.epilogue, args.dtype, args.inflight,
                  args.b_major), end="")


if __name__ == "__main__":
    main()
