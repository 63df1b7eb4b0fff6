"""A warp-specialized bf16 GEMM written at the aproxy level: C = A · Bᵀ.

A is M x K, B is N x K (both row-major, i.e. K-major), C is M x N row-major bf16; f32
accumulation. This is the reference for what `tile-dispatch` produces for a tile GEMM.

One CTA computes a 128 x BN tile of C with 384 threads (block = [384, 1, 1]):

* warpgroup 0, role "producer" (setmaxnreg down to 40): one elected thread prefetches the
  two tensor maps, then walks the K
  tiles, `producer_acquire`s a stage of an S-stage pipeline and issues two TMA loads into
  it: A's 128 x 64 tile (box [64, 128]) and B's BN x 64 tile (box [64, BN]), both with the
  128B swizzle, completing the stage's full barrier with 16384 + 128*BN bytes. Out-of-bounds
  elements (M, N or K not multiples of the tile) are zero-filled by the TMA unit, and still
  count toward the transaction bytes.
* warpgroups 1 and 2, role "consumer" (setmaxnreg up to 232): warpgroup i of the role
  computes rows 64i .. 64i+63 of the tile. Per K tile: `consumer_wait`, four
  `wgmma m64nBNk16` (one per 16-wide K slice, descriptors advanced by 32 bytes inside the
  128B swizzle atom), commit, `wgmma_wait 0` and `consumer_release` of the stage (the
  default, `inflight=0`); with `inflight=1`, `wgmma_wait 1` and the release of the PREVIOUS
  stage (one group in flight, the usual Hopper mainloop). One arrival per warpgroup: the
  pipeline's `empty(arrivals = 2)`. After the loop, `%d_ready = aproxy.wgmma_wait 0 (%d)`:
  the epilogue reads the accumulator only through it, so no lane of `%d` is read while a
  group may still write it (arith-to-nvvm reads a whole vector's lanes right after its
  definition, which for `%d` is the loop header, reached with a group in flight when
  inflight=1).
* epilogue: each consumer thread converts its BN/2 accumulator registers to bf16 and stores
  them with plain `st.global` (memref.store), each guarded by row < M and col < N. The
  register -> (row, col) map is wgmma's D fragment (PTX ISA "Matrix
  fragments for wgmma.mma_async .m64nNk16", accumulator D): for thread t of the warpgroup
  (warp w = t / 32, lane l = t % 32) register r holds
  row 16w + l/4 + 8*((r % 4) / 2), col 8*(r / 4) + 2*(l % 4) + r % 2.

Kernel signature: `@gemm_bf16(%tmA, %tmB, %C: memref<?x?xbf16>, %K: i32)`; grid
= [ceil(N / BN), ceil(M / 128), 1]; dynamic shared memory = `dynamic_smem` (set by
aproxy-to-nvvm; `smem_bytes(bn, stages)` computes it here).

    python -m tirx_mlir.kernels.gemm_aproxy [--bn 128] [--stages 4] [--inflight 0]   # prints the IR
"""

from __future__ import annotations

import argparse

from xdsl.dialects import arith, memref, scf, vector
from xdsl.dialects.builtin import (DYNAMIC_INDEX, BFloat16Type, DenseIntOrFPElementsAttr,
                                   Float32Type, IndexType, MemRefType, ModuleOp, VectorType, i32)
from xdsl.ir import Block, Region

from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.dialects import gpu
from tirx_mlir.kernels.ir_builder import BlockBuilder, kernel_module, module_text, producer_stage_loop
from tirx_mlir.layout import smem as S

BM = 128  # rows of the CTA tile: two consumer warpgroups x 64
BK = 64  # K per stage: 64 bf16 = 128 bytes, one 128B swizzle row
WG_ROWS = 64  # rows per consumer warpgroup (the wgmma M)
K_SLICE = 16  # wgmma K for bf16
THREADS = 384

index = IndexType()
bf16 = BFloat16Type()
f32 = Float32Type()


def a_tile_bytes() -> int:
    return BM * BK * 2


def b_tile_bytes(bn: int) -> int:
    return bn * BK * 2


def smem_bytes(bn: int, stages: int) -> int:
    """Dynamic shared memory the kernel needs: the stages of A and B (1024-aligned) and
    the pipeline's 2 x stages mbarriers."""
    return stages * (a_tile_bytes() + b_tile_bytes(bn)) + 16 * stages


def launch_params(M: int, N: int, bn: int = 128, stages: int = 4) -> dict:
    """How to launch the kernel on an M x N output: grid, block, dynamic shared memory, and
    the tensor-map boxes in the runtime's order (row-major, outermost first, as
    `tirx_mlir.runtime.tensormap.encode_tiled_for` takes them), all with the 128B swizzle::

        from tirx_mlir.runtime import compile
        from tirx_mlir.runtime.tensormap import encode_tiled_for
        p = launch_params(M, N, bn, stages)
        mod = compile(gemm_ir(bn, stages))          # the pipeline must run aproxy-to-nvvm
        tA = encode_tiled_for(A, p["boxes"]["tmA"], p["swizzle"])   # A: M x K bf16
        tB = encode_tiled_for(B, p["boxes"]["tmB"], p["swizzle"])   # B: N x K bf16
        mod.gemm_bf16(tA, tB, C, K, grid=p["grid"], block=p["block"])  # C: M x N bf16
    """
    check_params(bn, stages)
    return {"grid": ((N + bn - 1) // bn, (M + BM - 1) // BM, 1), "block": (THREADS, 1, 1),
            "smem": smem_bytes(bn, stages), "boxes": {"tmA": (BM, BK), "tmB": (bn, BK)},
            "swizzle": "128B"}


def check_params(bn: int, stages: int) -> None:
    if not (8 <= bn <= 256 and bn % 8 == 0):
        raise ValueError(f"gemm_aproxy: expected BN a multiple of 8 in [8, 256] (wgmma N), found {bn}")
    if stages < 1:
        raise ValueError(f"gemm_aproxy: expected at least 1 stage, found {stages}")
    if smem_bytes(bn, stages) > ap.MAX_SMEM_BYTES:
        raise ValueError(f"gemm_aproxy: {stages} stages of BN = {bn} need {smem_bytes(bn, stages)} "
                         f"bytes of shared memory; at most {ap.MAX_SMEM_BYTES} are available")


_B = BlockBuilder


def tensormap_types(bn: int) -> tuple[ap.TensorMapType, ap.TensorMapType]:
    """The tensor maps the runtime must build: A (M x K) with box 64 x 128, B (N x K) with
    box 64 x BN, bf16, 128B swizzle (dimension 0 = K, the contiguous one)."""
    return (ap.TensorMapType(bf16, [BK, BM], "128B"), ap.TensorMapType(bf16, [BK, bn], "128B"))


def build_gemm(bn: int = 128, stages: int = 4, inflight: int = 0,
               name: str = "gemm_bf16") -> ModuleOp:
    """The GEMM kernel in a module (gpu.module @kernels). `inflight` (0 or 1): wgmma groups
    a consumer keeps in flight across K tiles (1: wait_group 1 and release the previous
    stage, the usual Hopper mainloop; 0: wait_group 0 and release the current stage)."""
    check_params(bn, stages)
    if inflight not in (0, 1):
        raise ValueError(f"gemm_aproxy: expected inflight 0 or 1, found {inflight}")
    if inflight and stages < 2:
        # The consumer holds the stage of the group in flight while it waits for the next
        # stage: with one stage the producer would wait for a release that never comes.
        raise ValueError("gemm_aproxy: inflight=1 needs at least 2 stages (the stage of the "
                         "group in flight is released one iteration later), found 1")
    tmA_t, tmB_t = tensormap_types(bn)
    c_t = MemRefType(bf16, [DYNAMIC_INDEX, DYNAMIC_INDEX])
    entry = Block(arg_types=[tmA_t, tmB_t, c_t, i32])
    tmA, tmB, C, K = entry.args
    for a, n in zip(entry.args, ("tmA", "tmB", "C", "K")):
        a.name_hint = n
    b = _B(entry)

    a_bytes, b_bytes = a_tile_bytes(), b_tile_bytes(bn)
    c0, c1 = b.idx(0), b.idx(1)
    M = b(memref.DimOp(C, c0))
    N = b(memref.DimOp(C, c1))
    M.name_hint, N.name_hint = "M", "N"
    kt_n = b.k_tiles(K, BK)
    m0, n0 = b.tile_origin(BM, bn)

    sA = b(ap.SmemAllocOp(stages * a_bytes, 1024))
    sB = b(ap.SmemAllocOp(stages * b_bytes, 1024))
    sA.name_hint, sB.name_hint = "sA", "sB"
    pipe = b(ap.PipelineOp(stages, a_bytes + b_bytes, 2))
    pipe.name_hint = "pipe"

    producer = _producer(tmA, tmB, sA, sB, pipe, kt_n, m0, n0, a_bytes, b_bytes, bn, stages)
    consumer = _consumer(C, M, N, sA, sB, pipe, kt_n, m0, n0, a_bytes, b_bytes, bn, stages, inflight)
    b.op(ap.SpecializeOp([producer, consumer]))
    return kernel_module(b, name, [tmA_t, tmB_t, c_t, i32], entry, THREADS)


def _producer(tmA, tmB, sA, sB, pipe, kt_n, m0, n0, a_bytes, b_bytes, bn, stages) -> ap.RoleOp:
    body = Block()
    elect_body = Block()
    e = _B(elect_body)
    e.op(ap.PrefetchTensormapOp(tmA))
    e.op(ap.PrefetchTensormapOp(tmB))
    ps0 = e(ap.ProducerStartOp(pipe))
    ps0.name_hint = "ps0"
    loop_body, lb, kt, ps, stage = producer_stage_loop(pipe)
    va = lb(ap.SmemOffsetOp(sA, lb.mul(stage, lb.idx(a_bytes)), a_bytes))
    vb = lb(ap.SmemOffsetOp(sB, lb.mul(stage, lb.idx(b_bytes)), b_bytes))
    kc = lb(arith.IndexCastOp(lb.mul(kt, lb.idx(BK)), i32))
    mc = lb(arith.IndexCastOp(m0, i32))
    nc = lb(arith.IndexCastOp(n0, i32))
    lb.op(ap.TmaLoadOp(tmA, [kc, mc], va, pipe, stage))
    lb.op(ap.TmaLoadOp(tmB, [kc, nc], vb, pipe, stage))
    ps2 = lb(ap.AdvanceOp(ps))
    lb.op(scf.YieldOp(ps2))
    e.op(scf.ForOp(e.idx(0), kt_n, e.idx(1), [ps0], Region(loop_body)))
    body.add_op(ap.ElectOneOp("warpgroup", Region(elect_body)))
    return ap.RoleOp("producer", [0], 40, Region(body))


def _consumer(C, M, N, sA, sB, pipe, kt_n, m0, n0, a_bytes, b_bytes, bn, stages,
              inflight: int) -> ap.RoleOp:
    body = Block()
    r = _B(body)
    wg = r(ap.WarpgroupIndexOp())
    wg.name_hint = "wg"
    cs0 = r(ap.ConsumerStartOp(pipe))
    cs0.name_hint = "cs0"
    acc_t = VectorType(f32, [bn // 2])
    zero = r(arith.ConstantOp(DenseIntOrFPElementsAttr.from_list(acc_t, [0.0])))
    zero.name_hint = "zero"
    a_off_wg = r.mul(wg, r.idx(WG_ROWS * BK * 2))  # this warpgroup's 64 rows of A

    # iter_args: the accumulator, the state to wait on, and (inflight = 1) the state of the
    # stage whose wgmma group is still in flight, released one iteration later.
    arg_types = [index, acc_t, ap.PipeStateType()] + ([ap.PipeStateType()] if inflight else [])
    loop_body = Block(arg_types=arg_types)
    kt, acc, cs = loop_body.args[:3]
    kt.name_hint, acc.name_hint, cs.name_hint = "kt", "acc", "cs"
    lb = _B(loop_body)
    stage = lb(ap.ConsumerWaitOp(pipe, cs))
    stage.name_hint = "stage"
    wg_a_bytes = WG_ROWS * BK * 2
    va = lb(ap.SmemOffsetOp(sA, lb.add(lb.mul(stage, lb.idx(a_bytes)), a_off_wg), wg_a_bytes))
    vb = lb(ap.SmemOffsetOp(sB, lb.mul(stage, lb.idx(b_bytes)), b_bytes))
    lb.op(ap.WgmmaFenceOp())
    a_layout = S.smem_tile_layout(WG_ROWS, BK, 16, S.Major.K, S.SmemSwizzle.B128)
    b_layout = S.smem_tile_layout(bn, BK, 16, S.Major.K, S.SmemSwizzle.B128)
    for k in range(BK // K_SLICE):
        # The descriptors of the k-th 16-wide K slice, from the layout algebra (CuTe's
        # make_gmma_desc): the slice starts 32*k bytes into the 128B swizzle atom; lbo 16
        # (unused by swizzled K-major layouts), sbo 1024 = 8 rows x 128 B.
        da_f = S.wgmma_descriptor(a_layout, 16, S.Major.K, k_block=k)
        db_f = S.wgmma_descriptor(b_layout, 16, S.Major.K, k_block=k)
        va_k = lb(ap.SmemOffsetOp(va, lb.idx(da_f.start_address), wg_a_bytes - da_f.start_address))
        vb_k = lb(ap.SmemOffsetOp(vb, lb.idx(db_f.start_address), b_bytes - db_f.start_address))
        da = lb(ap.WgmmaDescOp(va_k, da_f.swizzle.label, da_f.leading_byte_offset, da_f.stride_byte_offset))
        db = lb(ap.WgmmaDescOp(vb_k, db_f.swizzle.label, db_f.leading_byte_offset, db_f.stride_byte_offset))
        acc = lb(ap.WgmmaOp(da, db, acc, bn, "bf16", "bf16"))
    lb.op(ap.WgmmaCommitOp())
    lb.op(ap.WgmmaWaitOp(inflight))
    if inflight:
        # The previous iteration's group has completed: release its stage (none before
        # the first iteration).
        prev = loop_body.args[3]
        prev.name_hint = "prev"
        then = Block()
        then.add_op(ap.ConsumerReleaseOp(pipe, prev))
        then.add_op(scf.YieldOp())
        lb.op(scf.IfOp(lb(arith.CmpiOp(kt, lb.idx(0), "ugt")), [], Region(then)))
        cs2 = lb(ap.AdvanceOp(cs))
        lb.op(scf.YieldOp(acc, cs2, cs))
        loop = r.op(scf.ForOp(r.idx(0), kt_n, r.idx(1), [zero, cs0, cs0], Region(loop_body)))
        # The last group: wait for it; the accumulator is read only through `ready`.
        ready = r(ap.WgmmaWaitOp(0, [loop.results[0]]))
        last = Block()
        last.add_op(ap.ConsumerReleaseOp(pipe, loop.results[2]))
        last.add_op(scf.YieldOp())
        r.op(scf.IfOp(r(arith.CmpiOp(kt_n, r.idx(0), "ugt")), [], Region(last)))
    else:
        lb.op(ap.ConsumerReleaseOp(pipe, cs))
        cs2 = lb(ap.AdvanceOp(cs))
        lb.op(scf.YieldOp(acc, cs2))
        loop = r.op(scf.ForOp(r.idx(0), kt_n, r.idx(1), [zero, cs0], Region(loop_body)))
        # Every group has completed; the wait names the accumulator so that the epilogue
        # reads its lanes after the loop (not at the loop header, on every iteration).
        ready = r(ap.WgmmaWaitOp(0, [loop.results[0]]))
    loop.results[0].name_hint = "d"
    ready.name_hint = "d_ready"
    _epilogue(r, C, M, N, ready, wg, m0, n0, bn)
    return ap.RoleOp("consumer", [1, 2], 232, Region(body))


def acc_coord(t: int, reg: int) -> tuple[int, int]:
    """(row, col) in the warpgroup's 64 x N accumulator tile of register `reg` of thread `t`
    (0..127) — the map the epilogue's IR computes (PTX ISA "Matrix fragments for
    wgmma.mma_async .m64nNk16", accumulator D)."""
    w, lane = t // 32, t % 32
    return 16 * w + lane // 4 + 8 * ((reg % 4) // 2), 8 * (reg // 4) + 2 * (lane % 4) + reg % 2


def _epilogue(r: _B, C, M, N, d, wg, m0, n0, bn) -> None:
    tid = r(gpu.ThreadIdOp(gpu.dim("x")))
    t = r(arith.RemUIOp(tid, r.idx(128)))
    w = r(arith.DivUIOp(t, r.idx(32)))
    lane = r(arith.RemUIOp(t, r.idx(32)))
    # row of register r: m0 + 64*wg + 16w + l/4 (+8 for r % 4 >= 2)
    row0 = r.add(r.add(m0, r.mul(wg, r.idx(WG_ROWS))), r.add(r.mul(w, r.idx(16)), r(arith.DivUIOp(lane, r.idx(4)))))
    row0.name_hint = "row0"
    row8 = r.add(row0, r.idx(8))
    col0 = r.add(n0, r.mul(r(arith.RemUIOp(lane, r.idx(4))), r.idx(2)))
    col0.name_hint = "col0"
    in_row = {0: r(arith.CmpiOp(row0, M, "ult")), 8: r(arith.CmpiOp(row8, M, "ult"))}
    rows = {0: row0, 8: row8}
    # acc_coord(t, reg) = acc_coord(t, 0) + acc_coord(0, reg): the thread part is row0/col0,
    # the register part a constant.
    for reg in range(bn // 2):
        dr, dc = acc_coord(0, reg)
        col = r.add(col0, r.idx(dc))
        ok = r(arith.AndIOp(in_row[dr], r(arith.CmpiOp(col, N, "ult"))))
        v = r(vector.ExtractOp(d, [reg], f32))
        h = r(arith.TruncFOp(v, bf16))
        then = Block()
        then.add_op(memref.StoreOp.get(h, C, [rows[dr], col]))
        then.add_op(scf.YieldOp())
        r.op(scf.IfOp(ok, [], Region(then)))


def gemm_ir(bn: int = 128, stages: int = 4, inflight: int = 0) -> str:
    """The kernel's aproxy-level IR as text (it parses back with tirx-opt)."""
    return module_text(build_gemm(bn, stages, inflight))


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--bn", type=int, default=128)
    p.add_argument("--stages", type=int, default=4)
    p.add_argument("--inflight", type=int, default=0, choices=(0, 1))
    args = p.parse_args(argv)
    print(gemm_ir(args.bn, args.stages, args.inflight), end="")


if __name__ == "__main__":
    main()
