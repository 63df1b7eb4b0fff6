"""Hangs that explain themselves, on the GPU: planted bugs compiled with `hang_check=True`
(and the checker off) stop within seconds, naming the waiting ops (issue 11).

    python benchmarks/sanitizer/hang_demo.py OUT [--only wrong-parity,expect-tx] [--ms 1000]
    python benchmarks/sanitizer/hang_demo.py --build DIR [--ms 1000]   # compile only (CPU + ptxas)
    python benchmarks/sanitizer/hang_demo.py OUT --prebuilt DIR         # run what --build made

For baseline, wrong-parity, expect-tx and missing-arrival (plant.py): one subprocess each
(a trap leaves the CUDA context unusable) compiles the kernel with
`runtime.compile(ir, verify_sync=False, hang_check=True, hang_ms=MS)`, runs a 256x256x512
GEMM on fresh random inputs with C poisoned (NaN) and the host-mapped hang buffer as the
last argument, and prints `RESULT {...}`: whether it stopped, after how long, the report
(which role waits on which barrier, stage, phase and parity, at which op and line) and,
when it finished, whether C is right against a float32 reference. Writes OUT/hang.json,
OUT/hang.md and OUT/hang.log.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
for p in (str(ROOT), str(HERE)):
    if p not in sys.path:
        sys.path.insert(0, p)

VARIANTS = ("baseline", "wrong-parity", "expect-tx", "missing-arrival")
SHAPE = (256, 256, 512)


def build(name: str, ms: int, d: Path) -> None:
    """NAME.ptx / .cubin / .abi.json / .json of the variant compiled with hang_check."""
    import plant
    from tirx_mlir import runtime
    from tirx_mlir.runtime.abi import dumps

    v = plant.variants()[name]
    mod = runtime.compile(v["ir"], verify_sync=False, hang_check=True, hang_ms=ms, use_cache=False)
    d.mkdir(parents=True, exist_ok=True)
    (d / f"{name}.ptx").write_text(mod.ptx)
    (d / f"{name}.cubin").write_bytes(mod.cubin)
    (d / f"{name}.abi.json").write_text(dumps(mod.abis))
    (d / f"{name}.json").write_text(json.dumps(v["gemm"]))


def load(name: str, ms: int, prebuilt: str | None):
    if prebuilt:
        from tirx_mlir.runtime import CompiledModule
        from tirx_mlir.runtime.abi import loads

        d = Path(prebuilt)
        return CompiledModule((d / f"{name}.ptx").read_text(), (d / f"{name}.cubin").read_bytes(),
                              loads((d / f"{name}.abi.json").read_text()), arch="sm_90a")
    import plant
    from tirx_mlir import runtime

    return runtime.compile(plant.variants()[name]["ir"], verify_sync=False, hang_check=True, hang_ms=ms)


def one(name: str, ms: int, prebuilt: str | None = None) -> dict:
    import torch

    import plant
    from tirx_mlir.kernels.gemm_host import Gemm
    from tirx_mlir.runtime.hang import HangBuffer, run_checked
    from tirx_mlir.runtime.tensormap import encode_tiled_for

    M, N, K = SHAPE
    v = plant.variants()[name]
    t0 = time.perf_counter()
    mod = load(name, ms, prebuilt)
    t_compile = time.perf_counter() - t0
    g = Gemm(**v["gemm"])
    g._mod = mod
    kernel = g.kernel()
    gen = torch.Generator(device="cuda").manual_seed(1234)
    A = (torch.rand(M, K, device="cuda", generator=gen) * 2 - 1).to(torch.bfloat16)
    B = (torch.rand(N, K, device="cuda", generator=gen) * 2 - 1).to(torch.bfloat16)
    C = torch.full((M, N), float("nan"), dtype=torch.bfloat16, device="cuda")
    p = g.launch_params(M, N)
    buf = HangBuffer()
    arrays = {"A": A, "B": B, "C": C, "tmA": A, "tmB": B}
    args = []
    for a in kernel.abi.args:
        if a.kind == "tensormap":
            args.append(encode_tiled_for(arrays[a.name], a.box, a.swizzle))
        elif a.kind == "memref":
            args.append(arrays[a.name])
        elif a.name == "hang_buf":
            args.append(buf.ptr)
        else:
            args.append(K)
    t1 = time.perf_counter()
    text = run_checked(kernel, *args, buffer=buf, grid=p["grid"], block=p["block"], smem=p["smem"])
    dt = time.perf_counter() - t1
    res = {"variant": name, "compile_s": round(t_compile, 2), "seconds": round(dt, 3), "stopped": text is not None,
           "report": text or ""}
    if text is None:
        torch.cuda.synchronize()
        ref = A.float() @ B.float().T
        err = (C.float() - ref).abs().nan_to_num(float("inf"))
        tol = 2.0 ** -8 * ref.abs() + 1e-3 * (K ** 0.5)
        res["bad_elements"] = int((err > tol).sum())
    return res


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", nargs="?", default="out")
    ap.add_argument("--only", default=",".join(VARIANTS))
    ap.add_argument("--ms", type=int, default=1000)
    ap.add_argument("--timeout", type=int, default=40)
    ap.add_argument("--one", default=None)
    ap.add_argument("--build", default=None)
    ap.add_argument("--prebuilt", default=None)
    a = ap.parse_args(argv)
    if a.build:
        for name in a.only.split(","):
            build(name, a.ms, Path(a.build))
        return 0
    if a.one:
        try:
            res = one(a.one, a.ms, a.prebuilt)
        except Exception as exc:  # noqa: BLE001 - reported as the variant's result
            res = {"variant": a.one, "error": f"{type(exc).__name__}: {exc}"[:3000]}
        print("RESULT " + json.dumps(res), flush=True)
        return 0
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    rows = []
    with open(out / "hang.log", "a") as log:
        for name in a.only.split(","):
            cmd = [sys.executable, str(Path(__file__)), "--one", name, "--ms", str(a.ms)]
            if a.prebuilt:
                cmd += ["--prebuilt", a.prebuilt]
            t0 = time.perf_counter()
            p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=ROOT,
                                 start_new_session=True)
            try:
                text, _ = p.communicate(timeout=a.timeout)
                killed = False
            except subprocess.TimeoutExpired:
                os.killpg(p.pid, signal.SIGKILL)
                text, _ = p.communicate()
                killed = True
            log.write(f"$ {' '.join(cmd)}\n{text}\n[{time.perf_counter() - t0:.1f} s{', killed' if killed else ''}]\n")
            res = {"variant": name, "error": f"killed after {a.timeout} s" if killed else "no RESULT line"}
            for line in (text or "").splitlines():
                if line.startswith("RESULT "):
                    res = json.loads(line[7:])
            res["wall_s"] = round(time.perf_counter() - t0, 1)
            rows.append(res)
            (out / "hang.json").write_text(json.dumps(rows, indent=1))
            print(json.dumps(res)[:600], flush=True)
    md = ["| variant | stopped | launch to report | report (first lines) |", "|---|---|---|---|"]
    for r in rows:
        rep = r.get("report") or r.get("error") or (f"finished, {r.get('bad_elements')} wrong elements"
                                                    if "bad_elements" in r else "")
        rep = "<br>".join(rep.splitlines()[:4]).replace("|", "\\|")
        md.append(f"| {r['variant']} | {'yes' if r.get('stopped') else 'no'} | {r.get('seconds', '-')} s | {rep} |")
    (out / "hang.md").write_text("\n".join(md) + "\n")
    print("\n".join(md))
    return 0


if __name__ == "__main__":
    sys.exit(main())
