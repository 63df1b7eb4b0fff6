"""Run one compiled GEMM variant once on the GPU and check C against a float32 reference
(the process compute-sanitizer wraps; run_sanitizer.py compiles the variants beforehand).

    python benchmarks/sanitizer/run_one.py WORKDIR NAME [--shape 256x256x512]

WORKDIR/NAME.ptx, NAME.cubin, NAME.abi.json and NAME.json (the Gemm kwargs) come from
run_sanitizer.py. Prints one line `RESULT {...}` (JSON: ok, max_err, nan, seconds) and exits
0 when C is right, 3 when it is wrong, 2 on an error.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("workdir")
    p.add_argument("name")
    p.add_argument("--shape", default="256x256x512")
    args = p.parse_args(argv)
    wd = Path(args.workdir)
    M, N, K = (int(x) for x in args.shape.split("x"))

    import torch

    from tirx_mlir.kernels.gemm_host import Gemm
    from tirx_mlir.runtime import CompiledModule
    from tirx_mlir.runtime.abi import loads

    spec = json.loads((wd / f"{args.name}.json").read_text())
    mod = CompiledModule((wd / f"{args.name}.ptx").read_text(), (wd / f"{args.name}.cubin").read_bytes(),
                         loads((wd / f"{args.name}.abi.json").read_text()), arch="sm_90a")
    g = Gemm(**spec)
    g._mod = mod  # the planted kernel, compiled with the checker off

    gen = torch.Generator(device="cuda").manual_seed(1234)
    A = (torch.rand(M, K, device="cuda", generator=gen) * 2 - 1).to(torch.bfloat16)
    B = (torch.rand(N, K, device="cuda", generator=gen) * 2 - 1).to(torch.bfloat16)
    C = torch.full((M, N), float("nan"), dtype=torch.bfloat16, device="cuda")
    t0 = time.perf_counter()
    g(A, B, C)
    torch.cuda.synchronize()
    dt = time.perf_counter() - t0
    ref = A.float() @ B.float().T
    out = C.float()
    nan = int(torch.isnan(out).sum())
    err = (out - ref).abs().nan_to_num(float("inf"))
    tol = 2.0 ** -8 * ref.abs() + 1e-3 * (K ** 0.5)
    bad = int((err > tol).sum())
    res = {"ok": bad == 0, "bad_elements": bad, "nan": nan, "max_err": float(err.max()), "seconds": dt}
    print("RESULT " + json.dumps(res), flush=True)
    return 0 if bad == 0 else 3


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Exception as exc:  # a driver error (e.g. an illegal instruction) is a result here
        print("RESULT " + json.dumps({"ok": False, "error": f"{type(exc).__name__}: {exc}"[:2000]}), flush=True)
        sys.exit(2)
