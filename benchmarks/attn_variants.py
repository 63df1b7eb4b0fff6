"""GPU experiment (not a test): attention kernel variants timed against SDPA in one process.

Each variant is checked against float32 math first (O and LSE), then timed (CUDA events,
median of trials). Variants that need a PTX-level change not yet in the compiler are made
by patching the PTX text before ptxas (marked "ptx-patch"); that is for measurement only.

    python benchmarks/attn_variants.py [--quick] [--d64]

--d64: head dim 64 at S 1024..8192, causal and not, two consumer warpgroups against three
(consumers=3, BM = 192) at BN 96 and 64 and the overlap schedule (BN 80).
--exp2: every 2nd / 4th / 8th exponential of the softmax computed by a polynomial on the FMA
pipe (a PTX patch) against the kernel as compiled, D 128 (and D 64 at S 8192).
--probe [--time-failed]: the default kernel alone at D 128, timed even when its check fails
(for a probe that removes work from the kernel, e.g. the rescale of O, to see what it costs).
--three: three consumers at BN 96 / 112 / 128 (D 64) and 64 / 80 (D 128), the bounds lifted
for the measurement; a variant that does not apply to a row's head dim fails there.
"""

from __future__ import annotations

import json
import math
import os
import re
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))


def pin_waits(ptx: str) -> str:
    """Before each wgmma.wait_group 0 that follows a wait_group 1 (the softmax between
    them), a shared store predicated on a NaN test of the softmax's last f32 sum: ptxas
    then cannot hoist the wait above the softmax (it does so otherwise)."""
    out, pos, n = [], 0, 0
    for m in re.finditer(r"wgmma\.wait_group\.sync\.aligned 1;", ptx):
        j = ptx.find("wgmma.wait_group.sync.aligned 0;", m.end())
        if j < 0 or j < pos:
            continue
        seg = ptx[m.end():j]
        adds = re.findall(r"add\.f32 (%f\d+),", seg)
        if not adds:
            continue
        f = adds[-1]
        out.append(ptx[pos:j])
        out.append("{ .reg .pred %pin; setp.nan.f32 %pin, " + f + ", " + f +
                   "; @%pin st.shared.f32 [__tirx_dyn_smem], " + f + "; }\n\t")
        pos = j
        n += 1
    out.append(ptx[pos:])
    assert n >= 1, "no wait to pin"
    return "".join(out)


#: 2^f on [0, 1), relative error 1.4e-4 (weighted least squares): below bf16's half ulp (2e-3)
EXP2_POLY = (0.9998636940628649, 0.6961721143196156, 0.22586840700541846, 0.07782313494317919)


def _f32(v: float) -> str:
    import struct
    return "0f%08X" % struct.unpack("<I", struct.pack("<f", v))[0]


def emulate_exp2(every: int):
    """A PTX patch: every `every`-th `ex2.approx.ftz.f32 d, x` computed on the FMA and
    integer pipes instead of the MUFU: x clamped to -126, t = x + 1.5·2^23 rounded down
    (its low mantissa bits hold floor(x)), f = x - floor(x), p = 2^f by a degree-3
    polynomial, d = bits(p) + (bits(t) << 23) (FlashAttention-4's split of the
    exponentials between the two pipes)."""
    c0, c1, c2, c3 = (_f32(c) for c in EXP2_POLY)

    def patch(ptx: str) -> str:
        count = [0]

        def one(m):
            count[0] += 1
            if count[0] % every:
                return m.group(0)
            d, x = m.group(1), m.group(2)
            return ("{ .reg .f32 %ex_x, %ex_t, %ex_i, %ex_f, %ex_p; .reg .b32 %ex_b, %ex_e;\n\t"
                    f"max.ftz.f32 %ex_x, {x}, 0fC2FC0000;\n\t"
                    "add.rm.ftz.f32 %ex_t, %ex_x, 0f4B400000;\n\t"
                    "sub.ftz.f32 %ex_i, %ex_t, 0f4B400000;\n\t"
                    "sub.ftz.f32 %ex_f, %ex_x, %ex_i;\n\t"
                    f"fma.rn.ftz.f32 %ex_p, %ex_f, {c3}, {c2};\n\t"
                    f"fma.rn.ftz.f32 %ex_p, %ex_p, %ex_f, {c1};\n\t"
                    f"fma.rn.ftz.f32 %ex_p, %ex_p, %ex_f, {c0};\n\t"
                    "mov.b32 %ex_b, %ex_t;\n\tshl.b32 %ex_e, %ex_b, 23;\n\t"
                    "mov.b32 %ex_b, %ex_p;\n\tadd.s32 %ex_b, %ex_b, %ex_e;\n\t"
                    f"mov.b32 {d}, %ex_b; }}")

        out = re.sub(r"ex2\.approx\.ftz\.f32 (%f\d+), (%f\d+);", one, ptx)
        assert count[0] >= every, "no ex2 to emulate"
        return out

    return patch


def compile_variant(cfg, patch=None, **build):
    from tirx_mlir.kernels import attention as A
    from tirx_mlir.runtime.compiler import lower_to_ptx
    from tirx_mlir.runtime.module import CompiledModule
    from tirx_mlir.targets.cubin import assemble

    ir = A.kernel_ir(cfg, **build)
    if patch is None:  # the runtime's compile (disk cache shared with the tests)
        from tirx_mlir.runtime import compile as rt_compile

        return rt_compile(ir)
    ptx, abis = lower_to_ptx(ir, "sm_90a")
    ptx = patch(ptx)
    return CompiledModule(ptx, assemble(ptx, "sm_90a"), abis)


CACHE = {}


def main():
    import torch

    from tirx_mlir.kernels import attention as A
    from tirx_mlir.kernels.attention import Config, prepare

    sys.path.insert(0, HERE)
    from bench_attention import close, flops, reference, time_fn

    quick = "--quick" in sys.argv
    shapes = [(4, 16, 2, 4096, 128, False), (4, 16, 2, 4096, 128, True),
              (2, 16, 2, 8192, 128, False), (4, 16, 16, 4096, 128, False),
              (4, 16, 16, 4096, 128, True), (2, 16, 16, 8192, 128, True)]
    # name -> (Config fields, other kernel parameters, PTX patch)
    variants = {
        "pingpong": (dict(), dict(), None),
        "spread": (dict(head_order="spread"), dict(), None),
    }
    if "--probe" in sys.argv:  # the default kernel alone at D 128 (with --time-failed for probes)
        shapes = [(4, 16, 16, 4096, 128, False), (4, 16, 16, 4096, 128, True),
                  (2, 16, 16, 8192, 128, False)]
        variants = {"pingpong": (dict(), dict(), None)}
    if "--exp2" in sys.argv:
        # a share of the softmax's exponentials on the FMA pipe (PTX patch, measurement only)
        shapes = [(4, 16, 16, 4096, 128, False), (4, 16, 16, 4096, 128, True),
                  (2, 16, 16, 8192, 128, False), (2, 16, 16, 8192, 64, False)]
        variants = {
            "pingpong": (dict(), dict(), None),
            "exp2_1of4": (dict(), dict(), emulate_exp2(4)),
            "exp2_1of2": (dict(), dict(), emulate_exp2(2)),
            "exp2_1of8": (dict(), dict(), emulate_exp2(8)),
        }
    if "--three" in sys.argv:
        # three consumer warpgroups at their register bounds and above (lifted here, for
        # measurement only: MAX_BN_3 is what the kernel accepts), D 64 and D 128
        from tirx_mlir.lang import attention as LA
        LA.MAX_BN_3[64] = dict(LA.MAX_BN_3[64], pingpong=128)
        LA.MAX_BN_3[128] = {"pingpong": 80, "overlap": 64, "serial": 64, "knobs": 64}
        shapes = [(16384 // s, 16, 16, s, d, c) for d in (64, 128) for c in (False, True)
                  for s in (2048, 8192)]
        variants = {
            "pingpong": (dict(), dict(), None),
            "three_bn96": (dict(consumers=3, bn=96), dict(), None),
            "three_bn112": (dict(consumers=3, bn=112), dict(), None),
            "three_bn128": (dict(consumers=3, bn=128), dict(), None),
            "three_bn64_d128": (dict(consumers=3, bn=64), dict(), None),
            "three_bn80_d128": (dict(consumers=3, bn=80), dict(), None),
        }
    if "--d64" in sys.argv:
        # head dim 64, B·S = 16384, H = 16: two consumer warpgroups (BM = 128) against three
        # (BM = 192; BN = 96, the largest their 160 registers fit; BN = 64; the overlap
        # schedule, no turns, BN = 80)
        shapes = [(16384 // s, 16, 16, s, 64, c) for c in (False, True)
                  for s in (1024, 2048, 4096, 8192)]
        variants = {
            "pingpong": (dict(), dict(), None),
            "three": (dict(consumers=3), dict(), None),
            "three_bn64": (dict(consumers=3, bn=64), dict(), None),
            "three_overlap": (dict(consumers=3, schedule="overlap"), dict(), None),
        }
    if quick:
        shapes = shapes[:2]
    t0 = time.time()
    rows = []
    for (B, H, Hkv, S, D, causal) in shapes:
        torch.manual_seed(S + D + causal)
        q = torch.randn(B, H, S, D, device="cuda", dtype=torch.bfloat16)
        k = torch.randn(B, Hkv, S, D, device="cuda", dtype=torch.bfloat16)
        v = torch.randn(B, Hkv, S, D, device="cuda", dtype=torch.bfloat16)
        ro, rlse = reference(q[:1], k[:1], v[:1], causal)
        row = {"shape": f"B{B} H{H}:{Hkv} S{S} D{D} {'causal' if causal else 'full'}"}
        f = flops(B, H, S, D, causal)
        for name, (kw, build, patch) in variants.items():
            if name.startswith("three_bn") and name.endswith("_d128") != (D == 128):
                row[name] = {"error": "not this head dim"}
                continue
            cfg = Config(D, causal, "bhsd", **kw)
            try:
                tc = time.time()
                key = (cfg, name)
                if key not in CACHE:
                    CACHE[key] = compile_variant(cfg, patch, **build)
                A._MODULES[cfg] = CACHE[key]
                launch, finish = prepare(q, k, v, causal=causal, cfg=cfg)
                launch.launch()
                o, lse = finish()
                ok, err = close(o[:1, :2], ro)
                lerr = (lse[:1, :2] - rlse).abs().max().item()
                ok = ok and lerr <= 1e-2 and not torch.isnan(o).any().item()
                rec = {"ok": ok, "err": round(err, 4), "lse_err": round(lerr, 5),
                       "compile_s": round(time.time() - tc, 1)}
                if ok or "--time-failed" in sys.argv:  # --time-failed: probes that drop work
                    ms = time_fn(launch.launch, 3, 10, 5)
                    rec["tflops"] = round(f / ms / 1e9, 1)
            except Exception as e:  # noqa: BLE001
                rec = {"error": repr(e)[:300]}
            row[name] = rec
            A._MODULES.pop(cfg, None)
        try:  # FlashAttention-4 (CuTe DSL), when installed: (B, S, H, D) views
            from flash_attn.cute import flash_attn_func

            qt, kt, vt = (t.transpose(1, 2) for t in (q, k, v))

            def fa4():
                out = flash_attn_func(qt, kt, vt, causal=causal)
                return out[0] if isinstance(out, tuple) else out

            fa4()
            row["fa4"] = round(f / time_fn(fa4, 3, 10, 5) / 1e9, 1)
        except Exception as e:  # noqa: BLE001
            row["fa4"] = repr(e)[:100]
        from torch.nn.attention import SDPBackend, sdpa_kernel
        for name, be in (("cudnn", SDPBackend.CUDNN_ATTENTION), ("fa2", SDPBackend.FLASH_ATTENTION)):
            def run(be=be):
                with sdpa_kernel([be]):
                    return torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=causal,
                                                                            enable_gqa=Hkv != H)
            try:
                run()
                row[name] = round(f / time_fn(run, 3, 10, 5) / 1e9, 1)
            except Exception as e:  # noqa: BLE001
                row[name] = repr(e)[:100]
        print(json.dumps(row), flush=True)
        rows.append(row)
        del q, k, v
        torch.cuda.empty_cache()
    print(f"total {time.time() - t0:.1f} s")
    print("| shape | " + " | ".join(variants) + " | FA4 | cuDNN | FA2 |")
    for r in rows:
        cells = [str(r[n].get("tflops", r[n].get("error", "fail"))) for n in variants]
        print(f"| {r['shape']} | " + " | ".join(cells) + f" | {r['fa4']} | {r['cudnn']} | {r['fa2']} |")
    out = os.environ.get("OUT")
    if out:
        with open(os.path.join(out, "variants.json"), "w") as fh:
            json.dump(rows, fh, indent=1)


if __name__ == "__main__":
    main()
