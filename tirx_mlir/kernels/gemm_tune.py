"""GEMM configuration per shape: a deterministic heuristic, an autotuner, and a cache.

    from tirx_mlir.kernels.gemm_tune import gemm, best_config, tune
    C = gemm(A, B)                       # the tuned config when one is cached, else the heuristic
    cfg = tune(M, N, K, "bf16")          # GPU: compile candidates in parallel, check, time, cache
    cfg = best_config(M, N, K, "bf16")   # cached winner, else heuristic(M, N, K, "bf16")

`heuristic(M, N, K, dtype)` comes from the H200 variant table
(benchmarks/results/h200-2026-12-01-gemm-persistent/): the persistent 128x256 kernel with 4
stages and two 64x128 C slices when there are at least as many 128x256 output tiles as SMs
(with split-K of the last wave's tiles, `splitk=4`, when that wave is at most half full)
(a 128x256 tile needs a C row pitch TMA can address, N * 2 % 16 == 0, for its TMA-store
epilogue; else the guarded direct epilogue); 128x128 tiles (6 stages) when 128x256 tiles
would leave SMs idle but 128x128 ones do not; 128x64 tiles (8 stages, bf16) below that.

`tune(...)` compiles every candidate cold on the host's cores (a process pool), shows
progress (tqdm when installed, else one line per step), runs each once on fresh random
inputs against a float32 reference (a candidate over tolerance is dropped), times the rest
(CUDA events, L2 flushed before every rep, median) and stores the winner in
`<kernel cache root>/gemm_tune.json` under (M, N, K, dtype, GPU name, compiler fingerprint):
a tuning result never outlives the compiler that produced it. Requires PyTorch and a GPU.
"""

from __future__ import annotations

import json
import os
import statistics
import time
from pathlib import Path

from tirx_mlir.machine import SM90A

__all__ = ["best_config", "cache_path", "candidates", "compile_all", "gemm", "heuristic", "tune"]

#: Streaming multiprocessors of the GPU the heuristic was measured on (the H200 of the machine
#: description, tirx_mlir/machine.py); `heuristic` takes the device's own count when given.
DEFAULT_SMS = SM90A.sm_count
DTYPES = ("bf16", "f16", "e4m3", "e5m2")
_P = {"builder": "persistent", "epilogue": "tma"}


def _tiles(M: int, N: int, bn: int) -> int:
    return -(-M // 128) * -(-N // bn)


def _wave_fill(M: int, N: int, bn: int, sms: int = DEFAULT_SMS) -> float:
    """The share of the SMs' tile slots that output tiles of 128 x bn fill (1.0: every wave
    full)."""
    t = _tiles(M, N, bn)
    return t / (-(-t // sms) * sms)


def heuristic(M: int, N: int, K: int, dtype: str = "bf16", sms: int = DEFAULT_SMS) -> dict:
    """The deterministic config for an M x N x K GEMM (module docstring)."""
    if dtype not in DTYPES:
        raise ValueError(f"gemm_tune: expected dtype one of {DTYPES}, found {dtype!r}")
    tma_ok = (N * 2) % 16 == 0
    if _tiles(M, N, 256) >= sms:
        if tma_ok:
            cfg = dict(_P, bn=256, stages=4, split=2, dtype=dtype)
            from tirx_mlir.kernels.gemm_splitk import plan

            # a last wave at most half full: split its tiles along K (H200, 2048x7168x2304:
            # 649 -> 675 TFLOP/s; fp8 gained nothing there, 1127 -> 1122)
            if dtype in ("bf16", "f16") and plan(M, N, K, 256, sms, 4)[2] >= 2:
                cfg.update(group=16, splitk=4)
            return cfg
        return {"builder": "persistent", "epilogue": "direct", "bn": 256, "stages": 4, "dtype": dtype}
    if _tiles(M, N, 128) >= sms or dtype in ("e4m3", "e5m2"):
        if tma_ok:
            return dict(_P, bn=128, stages=6, dtype=dtype)
        return {"builder": "persistent", "epilogue": "direct", "bn": 128, "stages": 6, "dtype": dtype}
    if tma_ok:
        return dict(_P, bn=64, stages=8, dtype=dtype)
    return {"builder": "persistent", "epilogue": "direct", "bn": 64, "stages": 8, "dtype": dtype}


def candidates(M: int, N: int, K: int, dtype: str = "bf16") -> list[dict]:
    """The configs `tune` tries: tile width, stages, C slices, raster band and order
    (grouped, Hilbert), wgmma groups in flight, split-K where the last wave is partial,
    2-CTA clusters along N sharing A where 128 x 128 tiles leave SMs idle, 128 x 224 tiles
    where they fill the last wave better than 128 x 256,
    ping-pong consumers for bf16 / f16 (TMA-store epilogues only when C's row pitch allows
    them)."""
    epi = "tma" if (N * 2) % 16 == 0 else "direct"
    out = [heuristic(M, N, K, dtype)]
    base = {"builder": "persistent", "epilogue": epi, "dtype": dtype}
    for kw in ({"bn": 256, "stages": 3}, {"bn": 256, "stages": 4, "split": 2},
               {"bn": 256, "stages": 4, "split": 2, "group": 16}, {"bn": 256, "stages": 4, "split": 2, "inflight": 1},
               {"bn": 128, "stages": 6}, {"bn": 64, "stages": 8}):
        if epi == "direct":
            kw = {k: v for k, v in kw.items() if k != "split"}
            if kw["bn"] == 256 and kw["stages"] == 3:
                kw["stages"] = 4
        c = dict(base, **kw)
        if c not in out:
            out.append(c)
    extra = [{"bn": 256, "stages": 4, "split": 2, "raster": "hilbert", "group": 8}]
    # split-K of the last partial wave, where the plan splits at all (gemm_splitk.plan)
    from tirx_mlir.kernels.gemm_splitk import plan

    bk = 128 if dtype in ("e4m3", "e5m2") else 64
    if epi == "tma" and plan(M, N, K, 256, DEFAULT_SMS, 4, bk)[2] >= 2:
        extra += [{"bn": 256, "stages": 4, "split": 2, "splitk": 4},
                  {"bn": 256, "stages": 4, "split": 2, "group": 16, "splitk": 4}]
    if plan(M, N, K, 128, DEFAULT_SMS, 4, bk)[2] >= 2:
        extra.append({"bn": 128, "stages": 6, "splitk": 4})
    if _wave_fill(M, N, 224) > _wave_fill(M, N, 256) + 0.03:
        # 128 x 224 tiles fill the last wave better (2048x7168x2304: 3.88 waves, not 3.39)
        extra.append({"bn": 224, "stages": 3})
    if _tiles(M, N, 128) < DEFAULT_SMS:
        # few tiles: every CTA reads a whole row band of A; 2-CTA clusters along N share it
        extra += [{"bn": 64, "stages": 8, "cluster": 2, "cluster_dim": "n"},
                  {"bn": 128, "stages": 6, "cluster": 2, "cluster_dim": "n"}]
    for kw in extra:
        if epi == "direct":
            kw = {k: v for k, v in kw.items() if k != "split"}
        c = dict(base, **kw)
        if c not in out:
            out.append(c)
    if epi == "tma" and dtype in ("bf16", "f16"):
        # ping-pong consumers (the fastest of ours at 2048x7168x2304 in R3: 698 TFLOP/s)
        out.append({"builder": "pingpong", "epilogue": "tma", "dtype": dtype, "bn": 128,
                    "stages": 6, "inflight": 1, "group": 16})
    return out


# ------------------------------------------------------------------------- the cache


def cache_path() -> Path:
    from tirx_mlir.runtime.cache import cache_root

    return cache_root() / "gemm_tune.json"


def _key(M: int, N: int, K: int, dtype: str, gpu: str) -> str:
    from tirx_mlir.runtime.cache import source_fingerprint

    return f"{M}x{N}x{K}:{dtype}:{gpu}:{source_fingerprint()}"


def _load() -> dict:
    try:
        return json.loads(cache_path().read_text())
    except (OSError, ValueError):
        return {}


def _store(key: str, cfg: dict, seconds: float) -> None:
    p = cache_path()
    p.parent.mkdir(parents=True, exist_ok=True)
    table = _load()
    table[key] = {"config": cfg, "median_s": seconds}
    tmp = p.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps(table, indent=1, sort_keys=True))
    tmp.replace(p)  # atomic: concurrent tuners never see a half-written file


def _gpu_name() -> str:
    import torch

    return torch.cuda.get_device_name()


def best_config(M: int, N: int, K: int, dtype: str = "bf16", gpu: str | None = None) -> dict:
    """The tuned winner cached for this shape, GPU and compiler, else `heuristic`."""
    if gpu is None:
        try:
            gpu = _gpu_name()
        except Exception:  # noqa: BLE001 - no GPU / no torch: only the heuristic applies
            gpu = None
    if gpu is not None:
        hit = _load().get(_key(M, N, K, dtype, gpu))
        if hit is not None:
            return dict(hit["config"])
    return heuristic(M, N, K, dtype)


# ------------------------------------------------------------------------- compiling


def _warm_imports() -> None:
    """A pool worker's start: the modules a compile uses, imported before any compile is
    timed (a config's compile time is its own, cold, imports apart: issue 10's measure)."""
    import importlib

    from xdsl.passes import PassPipeline
    from xdsl.transforms import get_all_passes

    import tirx_mlir.targets.cubin  # noqa: F401
    import tirx_mlir.targets.ptx  # noqa: F401
    from tirx_mlir import pipeline, registry
    from tirx_mlir.kernels import gemm_host  # noqa: F401
    from tirx_mlir.lang import gemm  # noqa: F401
    from tirx_mlir.lang import gemm_persistent  # noqa: F401
    from tirx_mlir.runtime import compiler

    available = dict(get_all_passes())
    available.update(registry.pass_factories())
    PassPipeline.parse_spec(available, pipeline.pipeline_spec())
    importlib.import_module("tirx_mlir.lowering.tile_dispatch.pass").load_variants()
    compiler.toolchain(compiler._ptxas()[1])  # the CUDA driver bindings the cache key reads


def _compile_one(cfg: dict):
    from tirx_mlir.kernels.gemm_host import Gemm

    g = Gemm(**cfg, verify_sync=False)
    try:
        t0 = time.perf_counter()
        g.module()
        return g.name, time.perf_counter() - t0
    except Exception as e:  # noqa: BLE001 - a config that does not compile is reported, not fatal
        return g.name, f"error: {type(e).__name__}: {e}"[:300]


def _progress(total: int, what: str):
    try:
        from tqdm import tqdm

        return tqdm(total=total, desc=what)
    except ImportError:
        class _Lines:
            n = 0

            def update(self, k=1):
                self.n += k
                print(f"{what}: {self.n}/{total}", flush=True)

            def close(self):
                pass

        return _Lines()


def compile_all(configs: list[dict], workers: int | None = None) -> dict:
    """Compiles every config cold in a process pool (one process per core, at most one per
    config) into the kernel cache, so that a later `Gemm(...).module()` loads it. Returns
    {name: seconds, or an error string}; the seconds are each compile's own (IR build,
    tirx-to-ptx, ptxas, cache store), the worker's imports done before (`_warm_imports`)."""
    import concurrent.futures as cf
    import multiprocessing as mp

    out = {}
    bar = _progress(len(configs), "compile")
    n = min(len(configs), workers or os.cpu_count() or 1)
    with cf.ProcessPoolExecutor(max_workers=max(1, n), mp_context=mp.get_context("spawn"),
                                initializer=_warm_imports) as ex:
        for name, t in ex.map(_compile_one, configs):
            out[name] = t
            bar.update(1)
    bar.close()
    return out


# ------------------------------------------------------------------------- tuning


def event_times(fn, flush, reps: int, warmup: int = 1) -> list[float]:
    """Seconds per call of ``fn``, sorted: ``warmup`` untimed calls, then ``reps`` calls each
    timed with CUDA events after zeroing ``flush`` (a buffer larger than L2, so no call is
    served from L2). Shared by the tuner and ``benchmarks/bench_gemm.py``."""
    import torch

    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    ts = []
    for _ in range(reps):
        flush.zero_()
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record()
        fn()
        e.record()
        e.synchronize()
        ts.append(s.elapsed_time(e) * 1e-3)
    return sorted(ts)


def _median_time(fn, flush, reps: int) -> float:
    return statistics.median(event_times(fn, flush, reps))


def tune(M: int, N: int, K: int, dtype: str = "bf16", configs: list[dict] | None = None,
         reps: int = 10, store: bool = True, verbose: bool = True) -> dict:
    """Tunes one shape on the current GPU (module docstring); returns the winning config."""
    import torch

    from tirx_mlir.kernels.gemm_host import TORCH_DTYPES, Gemm

    configs = configs or candidates(M, N, K, dtype)
    t0 = time.perf_counter()
    compiled = compile_all(configs)
    tdt = getattr(torch, TORCH_DTYPES[dtype])
    A = (torch.rand(M, K, device="cuda") * 2 - 1).to(tdt)
    B = (torch.rand(N, K, device="cuda") * 2 - 1).to(tdt)
    ref = A.float() @ B.float().T
    scale = float(ref.abs().max()) or 1.0
    tol = 3e-2 if dtype in ("e4m3", "e5m2") else 1e-2
    flush = torch.empty(256 * 2**20 // 4, dtype=torch.float32, device="cuda")
    results = []
    bar = _progress(len(configs), "time")
    for cfg in configs:
        g = Gemm(**cfg, verify_sync=False)
        if not isinstance(compiled.get(g.name), float):
            results.append((g.name, cfg, None, compiled.get(g.name)))
            bar.update(1)
            continue
        C = torch.full((M, N), float("nan"), dtype=torch.bfloat16, device="cuda")
        launch = g.prepare(A, B, C)
        launch.launch()
        torch.cuda.synchronize()
        err = float((C.float() - ref).abs().max()) / scale
        if not err < tol:  # NaN (unwritten) fails too
            results.append((g.name, cfg, None, f"wrong result: max relative error {err:.3g}"))
        else:
            results.append((g.name, cfg, _median_time(launch.launch, flush, reps), None))
        bar.update(1)
    bar.close()
    timed = [r for r in results if r[2] is not None]
    if not timed:
        raise RuntimeError(f"gemm_tune: no candidate for {M}x{N}x{K} {dtype} compiled and "
                           f"passed: {[(r[0], r[3]) for r in results]}")
    name, cfg, best, _ = min(timed, key=lambda r: r[2])
    if verbose:
        flop = 2.0 * M * N * K
        for r in sorted(timed, key=lambda r: r[2]):
            print(f"  {r[0]}: {flop / r[2] / 1e12:.0f} TFLOP/s")
        for r in results:
            if r[2] is None:
                print(f"  {r[0]}: {r[3]}")
        print(f"tuned {M}x{N}x{K} {dtype} in {time.perf_counter() - t0:.1f} s: {name}")
    if store:
        _store(_key(M, N, K, dtype, _gpu_name()), cfg, best)
    return cfg


_gemms: dict = {}


def gemm(A, B, C=None, dtype: str | None = None):
    """C = A · Bᵀ with the config `best_config` picks for A's and B's shape (A: M x K, B:
    N x K, PyTorch CUDA tensors); one compiled Gemm per config, reused."""
    from tirx_mlir.kernels.gemm_host import TORCH_DTYPES, Gemm

    if dtype is None:
        names = {v: k for k, v in TORCH_DTYPES.items()}
        dtype = names.get(str(A.dtype).replace("torch.", ""), "bf16")
    M, K = A.shape
    N = B.shape[0]
    cfg = best_config(M, N, K, dtype)
    key = tuple(sorted(cfg.items()))
    if key not in _gemms:
        # aproxy-verify-sync runs on the shipped variants in the CPU tests; the tuner's
        # compiles skip it too, so its cached kernels are the ones loaded here.
        _gemms[key] = Gemm(**cfg, verify_sync=False)
    return _gemms[key](A, B, C)
