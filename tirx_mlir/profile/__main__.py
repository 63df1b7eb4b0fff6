"""`python -m tirx_mlir.profile`: compile a kernel with profiling on, run it, write the trace.

    python -m tirx_mlir.profile examples/softmax.mlir --out DIR [--shape rows=4096,cols=8192] [--ranges]
    python -m tirx_mlir.profile gemm --out DIR [--builder aproxy|tile] [--m 4096 --n 4096 --k 4096]
                                [--bn 128] [--stages 4] [--inflight 0|1] [--overhead --reps 30]
    common: [--markers roles,waits,iterations,epilogues|none (default roles,waits,epilogues)] [--scope warpgroup|warp]
            [--max-events N] [--timer globaltimer|clock64] [--waits summary|events] [--trace-sms N] [--ptx-only]

Writes DIR/<kernel>.trace.json (open it at ui.perfetto.dev), DIR/<kernel>.timeline.png
(when matplotlib is there; otherwise it says why), DIR/<kernel>.summary.md and the
instrumented IR DIR/<kernel>.profiled.mlir, and prints the per-role summary. `--ptx-only`
stops after writing the instrumented IR and PTX (no GPU needed). `--overhead` times the
kernel with and without instrumentation in the same run (alternating launches, median of
`--reps`) and writes DIR/<kernel>.overhead.json. Exit status: 0 done, 1 the kernel's output
is wrong, 2 bad input, compile error or no GPU (one message, no traceback).
"""

from __future__ import annotations

import argparse
import json
import pathlib
import statistics
import sys

from .decode import ProfileError
from .runtime import DEFAULT_MARKERS


class UsageError(Exception):
    pass


def _parse_shape(text: str) -> dict[str, int]:
    out = {}
    for part in filter(None, text.split(",")):
        k, _, v = part.partition("=")
        if not v.strip().isdigit():
            raise UsageError(f"--shape: expected name=int pairs, found {part!r}")
        out[k.strip()] = int(v)
    return out


def _markers(text: str) -> tuple[str, ...]:
    return tuple(m.strip() for m in text.split(",") if m.strip())


def _events_timer():
    """time(fn) -> ms between CUDA events around fn() on the legacy default stream (where
    the launches go): PyTorch's events when it is there, else the driver's."""
    try:
        import torch

        if torch.cuda.is_available():
            def time_torch(fn) -> float:
                s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
                s.record()
                fn()
                e.record()
                e.synchronize()
                return float(s.elapsed_time(e))

            return time_torch
    except ImportError:
        pass
    from tirx_mlir.runtime import driver

    drv = driver.bindings()
    elapsed = getattr(drv, "cuEventElapsedTime_v2", None) or drv.cuEventElapsedTime

    def time_driver(fn) -> float:
        a = driver.call(drv.cuEventCreate, 0, what="cuEventCreate")
        b = driver.call(drv.cuEventCreate, 0, what="cuEventCreate")
        driver.call(drv.cuEventRecord, a, 0)
        fn()
        driver.call(drv.cuEventRecord, b, 0)
        driver.call(drv.cuEventSynchronize, b)
        ms = driver.call(elapsed, a, b, what="cuEventElapsedTime")
        drv.cuEventDestroy(a)
        drv.cuEventDestroy(b)
        return float(ms)

    return time_driver


def _measure_overhead(plain, profiled, reps: int) -> dict:
    """Alternating launches of the plain and the instrumented kernel; medians in µs."""
    time = _events_timer()
    for _ in range(3):
        plain()
        profiled()
    tp, ti = [], []
    for _ in range(reps):
        tp.append(time(plain) * 1000.0)
        ti.append(time(profiled) * 1000.0)
    mp, mi = statistics.median(tp), statistics.median(ti)
    return {"reps": reps, "plain_us": mp, "profiled_us": mi, "overhead_pct": 100.0 * (mi - mp) / mp,
            "plain_all_us": tp, "profiled_all_us": ti}


def _write_outputs(profile, out: pathlib.Path, name: str, trace_sms: int = 0) -> None:
    from .export import summary_table, write_png, write_trace

    trace = out / f"{name}.trace.json"
    write_trace(profile, trace, trace_sms or None)
    print(f"wrote {trace} (open it at https://ui.perfetto.dev)")
    png = out / f"{name}.timeline.png"
    why = write_png(profile, png)
    print(f"wrote {png}" if why is None else f"no PNG: {why}")
    table = summary_table(profile)
    (out / f"{name}.summary.md").write_text(table + "\n")
    print(table)


def _ptx_only(text: str, out: pathlib.Path, name: str) -> None:
    from tirx_mlir.runtime.compiler import lower_to_ptx

    from .runtime import _lower_aproxy_first

    ptx, _ = lower_to_ptx(_lower_aproxy_first(text))
    (out / f"{name}.profiled.ptx").write_text(ptx)
    print(f"wrote {out / f'{name}.profiled.ptx'}")


def run_file(args, out: pathlib.Path) -> int:
    from xdsl.parser import Parser

    from tirx_mlir.kernels.simt_recipes import RECIPES, make_backend
    from tirx_mlir.registry import make_context

    from .runtime import ProfileBuffer, compile_profiled, instrument

    path = pathlib.Path(args.target)
    if not path.is_file():
        raise UsageError(f"{path}: no such file (expected a kernel .mlir file or 'gemm')")
    text = path.read_text()
    module = Parser(make_context(), text).parse_module()
    names = [op.sym_name.data for op in module.walk() if op.name == "gpu.func"]
    if len(names) != 1:
        raise UsageError(f"{path}: expected one kernel, found {len(names)}: {names}")
    name = names[0]
    if args.ranges:
        from .samples import with_ranges

        text = with_ranges(text, name)
    ir, metas = instrument(text, args.markers, args.scope, args.max_events, timer=args.timer, waits=args.waits)
    (out / f"{name}.profiled.mlir").write_text(ir)
    if args.ptx_only:
        _ptx_only(ir, out, name)
        return 0
    recipe = RECIPES.get(name)
    if recipe is None:
        raise UsageError(f"kernel '{name}' has no recipe (tirx_mlir/kernels/simt_recipes.py knows "
                         f"{sorted(RECIPES)}): the command needs one to make inputs and a launch")
    import numpy as np

    shape = _parse_shape(args.shape) if args.shape else dict(recipe.default)
    backend = make_backend("auto")
    case = recipe.case(shape, np.random.default_rng(args.seed), backend)
    prog = compile_profiled(text, args.markers, args.scope, args.max_events, timer=args.timer, waits=args.waits)
    k, meta = prog.kernel(name), prog.meta[name]
    buf = ProfileBuffer(meta, case.grid, case.block)
    k(*case.args, buf.ptr, grid=case.grid, block=case.block, sync=True)
    profile = buf.read()
    from tirx_mlir.kernels.simt_recipes import compare

    ok = True
    for oname, arr in case.outputs.items():
        c = compare(oname, backend.to_host(arr), case.reference[oname], recipe.tolerance)
        print(c.line())
        ok = ok and c.passed
    _write_outputs(profile, out, name, args.trace_sms)
    if args.overhead:
        from tirx_mlir.runtime import compile

        plain = compile(text)[name].prepare(*case.args, grid=case.grid, block=case.block)
        prof = k.prepare(*case.args, buf.ptr, grid=case.grid, block=case.block)
        _report_overhead(_measure_overhead(plain.launch, prof.launch, args.reps), out, name)
    buf.free()
    return 0 if ok else 1


def _report_overhead(res: dict, out: pathlib.Path, name: str) -> None:
    (out / f"{name}.overhead.json").write_text(json.dumps(res, indent=1))
    print(f"overhead ({res['reps']} alternating reps, median): plain {res['plain_us']:.2f} µs, "
          f"profiled {res['profiled_us']:.2f} µs: {res['overhead_pct']:+.2f}%")


def run_gemm(args, out: pathlib.Path) -> int:
    import importlib

    builder = importlib.import_module(f"tirx_mlir.kernels.gemm_{args.builder}")
    M, N, K, bn, stages = args.m, args.n, args.k, args.bn, args.stages
    text = builder.gemm_ir(bn, stages, inflight=args.inflight)
    pre = ("tile-dispatch", "lower-layout") if args.builder == "tile" else ()
    from .runtime import ProfileBuffer, compile_profiled, instrument

    ir, metas = instrument(text, args.markers, args.scope, args.max_events, pre, timer=args.timer, waits=args.waits)
    name = next(iter(metas))
    (out / f"{name}.profiled.mlir").write_text(ir)
    if args.ptx_only:
        _ptx_only(ir, out, name)
        return 0
    import torch

    from tirx_mlir.runtime import compile
    from tirx_mlir.runtime.tensormap import encode_tiled_for

    if not torch.cuda.is_available():
        raise UsageError("the GEMM run needs PyTorch with a CUDA device (bf16 inputs)")
    p = builder.launch_params(M, N, bn, stages)
    g = torch.Generator(device="cuda").manual_seed(args.seed)
    A = torch.randn(M, K, device="cuda", generator=g).to(torch.bfloat16)
    B = torch.randn(N, K, device="cuda", generator=g).to(torch.bfloat16)
    C = torch.full((M, N), float("nan"), device="cuda", dtype=torch.bfloat16)
    prog = compile_profiled(text, args.markers, args.scope, args.max_events, pre, timer=args.timer, waits=args.waits)
    k, meta = prog.kernel(name), prog.meta[name]
    # The tensor maps' boxes and swizzles: the compiled kernel's ABI (A's map first, then B's).
    tA, tB = (encode_tiled_for(X, a.box, a.swizzle) for X, a in zip((A, B), k.abi.tensormap_args()))
    k_tiles = -(-K // 64)
    buf = ProfileBuffer(meta, p["grid"], p["block"], trips=k_tiles)
    k(tA, tB, C, K, buf.ptr, grid=p["grid"], block=p["block"], sync=True)
    profile = buf.read()
    ref = A.float() @ B.float().T
    err = ((C.float() - ref).abs().max() / ref.abs().max()).item()
    ok = err < 2e-2
    print(f"GEMM {M}x{N}x{K} bn={bn} stages={stages} inflight={args.inflight} ({args.builder}): max |C - ref| / max |ref| = {err:.2e}: "
          f"{'PASS' if ok else 'FAIL'}")
    _write_outputs(profile, out, name, args.trace_sms)
    if args.overhead:
        plain = compile(text)[name].prepare(tA, tB, C, K, grid=p["grid"], block=p["block"])
        prof = k.prepare(tA, tB, C, K, buf.ptr, grid=p["grid"], block=p["block"])
        res = _measure_overhead(plain.launch, prof.launch, args.reps)
        res["tflops_plain"] = 2.0 * M * N * K / (res["plain_us"] * 1e-6) / 1e12
        res["tflops_profiled"] = 2.0 * M * N * K / (res["profiled_us"] * 1e-6) / 1e12
        _report_overhead(res, out, name)
    buf.free()
    return 0 if ok else 1


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tirx_mlir.profile",
                                 description="Compile a kernel with profiling on, run it, write a trace.")
    ap.add_argument("target", help="a kernel .mlir file (with a recipe in simt_recipes) or 'gemm'")
    ap.add_argument("--out", required=True, help="output folder")
    ap.add_argument("--markers", type=_markers, default=DEFAULT_MARKERS,
                    help="some of roles,waits,iterations,epilogues (default: roles,waits,epilogues), or none")
    ap.add_argument("--scope", default="warpgroup", choices=("warpgroup", "warp"))
    ap.add_argument("--max-events", type=int, default=4096)
    ap.add_argument("--waits", default="summary", choices=("summary", "events"),
                    help="pipeline waits: one {count, total, max} record per site and writer (default) "
                         "or one record per wait")
    ap.add_argument("--timer", default="globaltimer", choices=("globaltimer", "clock64"),
                    help="what the ranges read: %%globaltimer (ns) or %%clock64 (SM cycles, mapped to ns)")
    ap.add_argument("--shape", default="", help="recipe shape, e.g. rows=4096,cols=8192")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--ranges", action="store_true",
                    help="add the sample user ranges to the kernel (softmax: tirx_mlir/profile/samples.py)")
    ap.add_argument("--builder", default="aproxy", choices=("aproxy", "tile"))
    ap.add_argument("--m", type=int, default=4096)
    ap.add_argument("--n", type=int, default=4096)
    ap.add_argument("--k", type=int, default=4096)
    ap.add_argument("--bn", type=int, default=128)
    ap.add_argument("--stages", type=int, default=4)
    ap.add_argument("--inflight", type=int, default=0, choices=(0, 1), help="wgmma groups kept in flight")
    ap.add_argument("--trace-sms", type=int, default=0,
                    help="keep only the first N SMs in the trace JSON (0: all; the summary uses all)")
    ap.add_argument("--overhead", action="store_true", help="time with and without instrumentation")
    ap.add_argument("--reps", type=int, default=30)
    ap.add_argument("--ptx-only", action="store_true", help="write the instrumented IR and PTX; no GPU")
    args = ap.parse_args(argv)
    out = pathlib.Path(args.out)
    from tirx_mlir.runtime.errors import TirxRuntimeError

    try:
        if args.reps < 1:
            raise UsageError(f"--reps: expected at least 1, found {args.reps}")
        out.mkdir(parents=True, exist_ok=True)
        if not args.ptx_only:
            from tirx_mlir.runtime import gpu_status

            ok, why = gpu_status()
            if not ok:
                raise UsageError(f"no usable GPU ({why}); --ptx-only writes the instrumented IR and PTX without one")
        if args.target == "gemm":
            return run_gemm(args, out)
        return run_file(args, out)
    except (UsageError, ProfileError, TirxRuntimeError, ValueError, KeyError, OSError) as e:
        msg = str(e).strip() or type(e).__name__
        print(f"tirx_mlir.profile: error: {msg}", file=sys.stderr)
        return 2
    except Exception as e:  # xDSL diagnostics (parse, verify, pass failures)
        from xdsl.utils.exceptions import DiagnosticException, ParseError, PassFailedException, VerifyException

        if isinstance(e, (DiagnosticException, ParseError, PassFailedException, VerifyException)):
            print(f"tirx_mlir.profile: error: {str(e).strip()}", file=sys.stderr)
            return 2
        raise


if __name__ == "__main__":
    sys.exit(main())
