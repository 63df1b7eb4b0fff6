"""Intra-kernel profile of the attention kernel (GPU; not a test): the per-role summary
(span, time in pipeline waits, iterations) of one launch, via tirx_mlir.profile.

    python benchmarks/attn_profile.py [--causal] [--s 4096] [--out DIR]
"""

from __future__ import annotations

import argparse
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))


def main():
    import torch

    from tirx_mlir.kernels.attention import LOG2E, Config, kernel_ir
    from tirx_mlir.profile.export import summary_table, write_trace
    from tirx_mlir.profile.runtime import ProfileBuffer, compile_profiled
    from tirx_mlir.runtime.tensormap import encode_tiled_for

    ap = argparse.ArgumentParser()
    ap.add_argument("--causal", action="store_true")
    ap.add_argument("--s", type=int, default=4096)
    ap.add_argument("--b", type=int, default=4)
    ap.add_argument("--out", default=os.environ.get("OUT", "."))
    ap.add_argument("--markers", default="roles,waits,iterations,epilogues")
    a = ap.parse_args()
    B, H, S, D = a.b, 16, a.s, 128
    cfg = Config(D, a.causal, "bhsd")
    ir = kernel_ir(cfg)
    prog = compile_profiled(ir, markers=tuple(a.markers.split(",")),
                            pre=("tile-dispatch", "lower-layout"))
    k, meta = prog.kernel("attention"), prog.meta["attention"]
    q, kk, v = (torch.randn(B, H, S, D, device="cuda", dtype=torch.bfloat16) for _ in range(3))
    o = torch.full_like(q, float("nan"))
    lse = torch.full((B, H, S), float("nan"), device="cuda", dtype=torch.float32)
    arrays = {"Q": q.view(-1, D), "K": kk.view(-1, D), "V": v.view(-1, D), "O": o.view(-1, D),
              "LSE": lse.view(-1)}
    scalars = {"seq_q": S, "seq_kv": S, "heads": H, "group": 1,
               "scale_log2": LOG2E / math.sqrt(D), "batch": B}
    boxes = {"Q": (64, 64), "K": (cfg.bn, 64), "V": (cfg.bn, 64), "O": (64, 64)}
    grid, block = ((S + cfg.bm - 1) // cfg.bm, H, B), (384, 1, 1)
    buf = ProfileBuffer(meta, grid, block, trips=S // cfg.bn)
    args = []
    for arg in k.abi.args:
        if arg.kind == "tensormap":
            args.append(encode_tiled_for(arrays[arg.name], boxes[arg.name],
                                         getattr(arg, "swizzle", "128B")))
        elif arg.kind == "memref":
            args.append(arrays[arg.name])
        elif arg.name in scalars:
            args.append(scalars[arg.name])
        else:
            args.append(buf.ptr)
    k(*args, grid=grid, block=block, sync=True)
    print("O has NaN:", bool(torch.isnan(o).any().item()))
    p = buf.read()
    print(summary_table(p))
    write_trace(p, os.path.join(a.out, "attn.trace.json"))
    buf.free()


if __name__ == "__main__":
    main()
