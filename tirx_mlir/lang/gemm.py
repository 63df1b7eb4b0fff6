"""The warp-specialized bf16 GEMM of tirx_mlir/kernels/gemm_tile.py, written in the front
end: C[M,N] = A[M,K]·B[N,K]ᵀ, one CTA of 384 threads per 128 x BN tile of C.

Warpgroup 0 (one elected thread) walks the K tiles: acquire a stage, two TMA copies (A's
128 x 64 and B's BN x 64 tiles) completing on the stage's full barrier. Warpgroups 1 and 2
each multiply their 64 rows of the A stage with the B stage on the tensor cores (SS wgmma),
wait, release the stage; then cast the f32 accumulator to bf16 and store their 64 x BN
window of C (guarded by C's extents). test/test_lang.py checks that tile-dispatch makes of
it the same ops, in the same order, as of gemm_tile.build_gemm(bn=BN, stages=STAGES).

    k = gemm.compile(BN=128, STAGES=4).gemm      # tensor maps of A and B: see gemm_tile.launch_params
"""

import tirx_mlir.lang as tx

M, N, K = tx.symbols("M N K")
BM, BK, WG_ROWS = 128, 64, 64


@tx.kernel(threads=384)
def gemm(A: tx.Tensor[M, K, tx.bf16], B: tx.Tensor[N, K, tx.bf16], C: tx.Tensor[M, N, tx.bf16],
         k_len: tx.i32, *, BN: tx.Const(int, min=8, max=256, multiple_of=8) = 128,
         STAGES: tx.Const(int, min=1, max=8) = 4):
    k_tiles = (tx.cast(k_len, tx.index) + (BK - 1)) // BK
    m0 = tx.block_id(1) * BM
    n0 = tx.block_id(0) * BN
    sA = tx.alloc((BM, BK), tx.bf16, stages=STAGES)
    sB = tx.alloc((BN, BK), tx.bf16, stages=STAGES)
    pipe = tx.pipeline(stages=STAGES, tx_bytes=(BM + BN) * BK * 2, consumers=2)
    with tx.role("producer", warpgroups=[0], regs=40), tx.elect_one():
        ps = pipe.producer_start()
        for kt in tx.range(k_tiles):
            stage = pipe.acquire(ps)
            k0 = kt * BK
            a_s, b_s = sA[stage][:, :], sB[stage][:, :]
            tx.copy_async(a_s, A[m0:m0 + BM, k0:k0 + BK], pipe, stage)
            tx.copy_async(b_s, B[n0:n0 + BN, k0:k0 + BK], pipe, stage)
            ps = tx.advance(ps)
    with tx.role("consumer", warpgroups=[1, 2], regs=232):
        row0 = tx.warpgroup_index() * WG_ROWS
        cs = pipe.consumer_start()
        acc = tx.fill(0.0, shape=(WG_ROWS, BN), dtype=tx.f32, layout=tx.acc_layout(WG_ROWS, BN))
        for kt in tx.range(k_tiles):
            stage = pipe.wait(cs)
            acc = tx.gemm_async(sA[stage][row0:row0 + WG_ROWS, :], sB[stage], acc)
            tx.wgmma_wait(0)
            nxt = tx.advance(cs)
            pipe.release(cs)
            cs = nxt
        r = m0 + row0
        tx.copy(C[r:r + WG_ROWS, n0:n0 + BN], tx.cast(acc, tx.bf16))
