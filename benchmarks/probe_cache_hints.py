"""Probe: do PTX cache hints on the zoo's row loads and stores move them closer to the copy
bandwidth? Each kernel's PTX is compiled as usual, then its 16-byte global loads / stores are
respelled (a text substitution on the PTX, assembled again by ptxas; nothing in the compiler
changes), and every spelling is checked against float64 and timed as sweep_lang.py times
(CUDA events, L2 flushed, median) in the same process, with the device copy of the same bytes.

    python benchmarks/probe_cache_hints.py [--reps 20] [--json out.json]

Spellings (PTX ISA "ld" / "st": .level::eviction_priority, .level::prefetch_size, .nc, .cs):
  plain                    ld.global.v4.b32
  L2::256B                 ld.global.L2::256B.v4.b32
  nc.L1::no_allocate       ld.global.nc.L1::no_allocate.L2::256B.v4.b32
  st.cs                    st.global.cs.v4.b32 (stores streamed: evict first)
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

SPELLINGS = {
    "plain": [],
    "L2::256B": [("ld.global.v4.b32", "ld.global.L2::256B.v4.b32")],
    "L2::128B": [("ld.global.v4.b32", "ld.global.L2::128B.v4.b32")],
    "nc.no_alloc.256B": [("ld.global.v4.b32", "ld.global.nc.L1::no_allocate.L2::256B.v4.b32")],
    "st.cs": [("st.global.v4.b32", "st.global.cs.v4.b32")],
    "256B+st.cs": [("ld.global.v4.b32", "ld.global.L2::256B.v4.b32"), ("st.global.v4.b32", "st.global.cs.v4.b32")],
}

# (kernel, M, N, ROWS, THREADS, params, CTAs per SM for PERSIST)
CASES = [
    ("layernorm", 4096, 4096, 1, 256, {"PERSIST": True, "HOLD": False}, 4),
    ("layernorm", 4096, 4096, 1, 256, {}, None),
    ("layernorm", 2048, 8192, 1, 256, {}, None),
    ("layernorm", 2048, 8192, 1, 512, {"PERSIST": True, "HOLD": False}, 2),
    ("rmsnorm", 4096, 4096, 2, 512, {"PERSIST": True}, 4),
    ("rmsnorm", 2048, 8192, 1, 512, {"PERSIST": True}, 2),
    ("layernorm", 8192, 8192, 1, 256, {}, None),
]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--json", default="")
    args = ap.parse_args(argv)
    import torch
    from bench_simt import Timer

    from tirx_mlir.lang import zoo, zoo_check
    from tirx_mlir.targets.cubin import assemble
    from tirx_mlir.runtime.module import CompiledModule

    timer = Timer(torch, args.reps, warmup=2)
    gen = torch.Generator(device="cuda").manual_seed(3)
    rows = []
    for name, m, n, r, t, params, per_sm in CASES:
        k, r, t = zoo.compiled(name, n, r, t, **params)
        base = k.module
        ins = zoo_check.inputs(torch, name, m, n, gen)
        ref = zoo_check.reference(torch, name, ins)
        nbytes = zoo_check.bytes_moved(name, m, n)
        src = torch.empty(nbytes // 4, dtype=torch.bfloat16, device="cuda")
        dst = torch.empty_like(src)
        copy_ms, _ = timer.median_ms(lambda: dst.copy_(src))
        del src, dst
        for label, subs in SPELLINGS.items():
            ptx = base.ptx
            for a, b in subs:
                ptx = ptx.replace(a, b)
            mod = CompiledModule(ptx, assemble(ptx, base.arch), base.abis, arch=base.arch)
            kk = mod[name]
            outs = zoo_check.poisoned_outputs(torch, name, ins)
            launch, grid = zoo.launch(kk, r, t, ins, outs, params, per_sm)
            kk(*launch, grid=grid, block=t)
            torch.cuda.synchronize()
            bad = zoo_check.check(torch, name, outs, ref)
            prep = kk.prepare(*launch, grid=grid, block=t, stream=torch.cuda.current_stream().cuda_stream)
            ms, _ = timer.median_ms(prep.launch)
            row = {"kernel": name, "M": m, "N": n, "ROWS": r, "THREADS": t, "params": params, "grid": grid,
                   "spelling": label, "ms": ms, "copy_ms": copy_ms, "of_copy": copy_ms / ms, "correct": not bad}
            rows.append(row)
            print(f"{name} {m}x{n} {r}x{t} {params or ''} grid={grid} {label:18s} {ms:.4f} ms "
                  f"{copy_ms / ms:.2f} of copy {'correct' if not bad else 'WRONG'}", flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
