"""Planted synchronization bugs in the real GEMM kernels, and what `aproxy-verify-sync` says
about each (no GPU needed for that part).

Each variant is the aproxy-level IR of a zoo kernel with one edit:

* `baseline`         — tirx_mlir.kernels.gemm_aproxy (BN 128, 4 stages), unchanged;
* `missing-fence`    — lang/gemm.py with the TMA-store epilogue, its `aproxy.fence_proxy_async`
                       (between the stmatrix writes and the TMA store) deleted;
* `wrong-parity`     — gemm_aproxy whose consumers start one full phase off (the pipeline
                       state advanced by `stages` before the loop): every full-barrier wait
                       uses the flipped parity, so the first waits pass on fresh barriers;
* `expect-tx`        — gemm_aproxy whose pipeline expects 2048 more transaction bytes per
                       stage than its two TMA loads deliver;
* `early-release`    — gemm_aproxy releasing each stage before `wgmma_wait` (the producer
                       may refill it while the wgmmas still read it);
* `missing-arrival`  — gemm_aproxy whose empty barriers count 3 arrivals where its two
                       consumer warpgroups give 2: the producer's acquire of a reused stage
                       never completes.

    python benchmarks/sanitizer/plant.py            # our pass on every variant (a table)
    python benchmarks/sanitizer/plant.py --json F   # the same as JSON
    python benchmarks/sanitizer/plant.py --ir NAME  # the variant's IR
"""

from __future__ import annotations

import argparse
import functools
import io
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

BN, STAGES = 128, 4


def _print(module) -> str:
    from xdsl.printer import Printer

    out = io.StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue() + "\n"


def aproxy_level(tile_ir: str) -> str:
    """tile IR -> tile-dispatch, lower-layout -> aproxy-level IR text."""
    from xdsl.parser import Parser

    from tirx_mlir.lowering.lower_layout import LowerLayout
    from tirx_mlir.lowering.tile_dispatch import TileDispatch
    from tirx_mlir.registry import make_context

    ctx = make_context()
    m = Parser(ctx, tile_ir).parse_module()
    TileDispatch().apply(ctx, m)
    LowerLayout().apply(ctx, m)
    return _print(m)


def _edit(text: str, old: str, new: str, what: str) -> str:
    if text.count(old) != 1:
        raise RuntimeError(f"plant {what}: expected exactly one {old!r} in the kernel, found {text.count(old)}")
    return text.replace(old, new)


@functools.lru_cache(maxsize=None)
def variants() -> dict[str, dict]:
    """name -> {title, gemm (kwargs of tirx_mlir.kernels.gemm_host.Gemm), ir}."""
    from tirx_mlir.kernels import gemm_aproxy
    from tirx_mlir.lang import gemm

    base = gemm_aproxy.gemm_ir(BN, STAGES, 0)
    tma_epi = aproxy_level(gemm.gemm_ir(BN, STAGES, "tma"))
    pipe_t = f"!aproxy.pipeline<{STAGES}>"
    start = f"%cs0 = aproxy.consumer_start %pipe : {pipe_t}"
    shifted = [f"%cs0_fresh = aproxy.consumer_start %pipe : {pipe_t}"]
    prev = "%cs0_fresh"
    for i in range(STAGES):
        nxt = "%cs0" if i == STAGES - 1 else f"%cs0_a{i}"
        shifted.append(f"{nxt} = aproxy.advance {prev}")
        prev = nxt
    indent = " " * 10
    tx = gemm_aproxy.a_tile_bytes() + gemm_aproxy.b_tile_bytes(BN)
    release = f"aproxy.consumer_release %pipe, %cs : {pipe_t}\n"
    wait0 = "aproxy.wgmma_wait 0\n"
    if base.count(indent + "  " + wait0 + indent + "  " + release) != 1:
        raise RuntimeError("plant early-release: expected wgmma_wait 0 right before consumer_release")
    return {
        "baseline": {"title": "none (gemm_aproxy as built)", "gemm": {"builder": "aproxy"}, "ir": base},
        "missing-fence": {
            "title": "no fence.proxy.async between stmatrix and the TMA store (lang/gemm.py, tma epilogue)",
            "gemm": {"builder": "tile", "epilogue": "tma"},
            "ir": _edit(tma_epi, "          aproxy.fence_proxy_async\n", "", "missing-fence")},
        "wrong-parity": {
            "title": "consumers wait on the full barriers with the flipped parity (state one phase off)",
            "gemm": {"builder": "aproxy"},
            "ir": _edit(base, start, ("\n" + indent).join(shifted), "wrong-parity")},
        "expect-tx": {
            "title": f"expect-tx of {tx + 2048} bytes per stage, the copies deliver {tx}",
            "gemm": {"builder": "aproxy"},
            "ir": _edit(base, f"full(tx_bytes = {tx})", f"full(tx_bytes = {tx + 2048})", "expect-tx")},
        "missing-arrival": {
            "title": "empty barriers count 3 arrivals, the 2 consumer warpgroups give 2 (one arrival missing)",
            "gemm": {"builder": "aproxy"},
            "ir": _edit(base, "empty(arrivals = 2)", "empty(arrivals = 3)", "missing-arrival")},
        "early-release": {
            "title": "stage released before wgmma_wait (producer may refill it while wgmma reads it)",
            "gemm": {"builder": "aproxy"},
            "ir": _edit(base, indent + "  " + wait0 + indent + "  " + release,
                        indent + "  " + release + indent + "  " + wait0, "early-release")},
    }


def ours(ir: str) -> dict:
    """What aproxy-verify-sync reports on `ir`: {findings: [{kind, op, message}], summary, seconds}."""
    from xdsl.parser import Parser

    from tirx_mlir.passes.verify_sync import check_module
    from tirx_mlir.registry import make_context

    m = Parser(make_context(), ir).parse_module()
    out = {"findings": [], "summary": None, "seconds": 0.0}
    for r in check_module(m):
        out["seconds"] += r.seconds
        if not r.findings:
            out["summary"] = r.summary()
        for f in r.findings:
            out["findings"].append({"kind": f.kind, "op": f.op.name, "message": f.msg,
                                    "interleaving": list(f.trace)})
    return out


def short(o: dict) -> str:
    """One cell of the table: the finding kinds and the ops they are at."""
    if not o["findings"]:
        return "no findings"
    seen = []
    for f in o["findings"]:
        s = f"{f['kind']} at {f['op']}"
        if s not in seen:
            seen.append(s)
    return "; ".join(seen)


def compile_unchecked(ir: str, arch: str = "sm_90a"):
    """PTX, cubin and ABI of `ir` through tirx-to-ptx with the checker OFF
    (`tirx-to-ptx{verify_sync=false}`), as the runtime's compile() would produce them."""
    from tirx_mlir.runtime.compiler import lower_to_ptx
    from tirx_mlir.targets.cubin import assemble

    ptx, abis = lower_to_ptx(ir, arch, verify_sync=False)

    return ptx, assemble(ptx, arch), abis


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--json", default=None)
    p.add_argument("--ir", default=None)
    args = p.parse_args(argv)
    vs = variants()
    if args.ir:
        print(vs[args.ir]["ir"], end="")
        return 0
    rows = {}
    print("| variant | planted bug | aproxy-verify-sync |")
    print("|---|---|---|")
    for name, v in vs.items():
        o = ours(v["ir"])
        rows[name] = {"title": v["title"], "ours": o}
        print(f"| {name} | {v['title']} | {short(o)} |")
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
