"""How the zoo kernels (zoo.py) are checked and compared, on torch tensors: fresh random
inputs, float64 references, tolerances, the eager PyTorch peer (also what torch.compile
compiles) and the fewest bytes each kernel moves. test/gpu/test_lang_zoo.py and
benchmarks/bench_lang.py use these."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

EPS = {"rmsnorm": 1e-6, "add_rmsnorm": 1e-6, "layernorm": 1e-5}


@dataclass(frozen=True)
class Check:
    rtol: float
    atol: float


# bf16 outputs: 8 mantissa bits (2^-8 relative rounding), and f32 math with approximate
# exp2 / rsqrt (PTX ISA 9.7.3.19, 9.7.4.9: 2 ulp) before the rounding.
TOLERANCE = {"softmax": Check(2 ** -7, 1e-6), "rmsnorm": Check(2 ** -7, 2 ** -7),
             "layernorm": Check(2 ** -7, 2 ** -7), "add_rmsnorm": Check(2 ** -7, 2 ** -7),
             "swiglu": Check(2 ** -7, 2 ** -7), "rotary": Check(2 ** -7, 2 ** -7)}


def inputs(torch, name: str, m: int, n: int, gen) -> tuple:
    """Fresh random bf16 inputs on the GPU, in kernel order (n: the kernel's row width)."""
    def r(*shape, scale=1.0):
        return (torch.randn(*shape, generator=gen, device="cuda") * scale).to(torch.bfloat16)

    if name == "softmax":
        return (r(m, n, scale=3.0),)
    if name == "rmsnorm":
        return r(m, n), r(n) + 1.0
    if name == "layernorm":
        return r(m, n, scale=2.0) + 0.5, r(n) + 1.0, r(n)
    if name == "add_rmsnorm":
        return r(m, n), r(m, n), r(n) + 1.0
    if name == "swiglu":
        return (r(m, 2 * n, scale=2.0),)
    if name == "rotary":
        ang = torch.rand(m, n // 2, generator=gen, device="cuda") * 6.2832
        return r(m, n), ang.cos().to(torch.bfloat16), ang.sin().to(torch.bfloat16)
    raise KeyError(name)


def reference(torch, name: str, ins: tuple) -> tuple:
    """float64 references of the outputs, from the (bf16-rounded) inputs."""
    d = [t.double() for t in ins]
    if name == "softmax":
        return (torch.softmax(d[0], -1),)
    if name == "rmsnorm":
        x, w = d
        return (x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + EPS[name]) * w,)
    if name == "layernorm":
        x, w, b = d
        mu = x.mean(-1, keepdim=True)
        var = (x - mu).pow(2).mean(-1, keepdim=True)
        return ((x - mu) * torch.rsqrt(var + EPS[name]) * w + b,)
    if name == "add_rmsnorm":
        x, r, w = d
        h = x + r
        return h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + EPS[name]) * w, h
    if name == "swiglu":
        n = d[0].shape[1] // 2
        a, b = d[0][:, :n], d[0][:, n:]
        return (a * torch.sigmoid(a) * b,)
    if name == "rotary":
        x, c, s = d
        x1, x2 = x.chunk(2, -1)
        return (torch.cat([x1 * c - x2 * s, x2 * c + x1 * s], -1),)
    raise KeyError(name)


def eager(name: str) -> Callable:
    """The PyTorch way to write it (bf16 tensors in and out); torch.compile compiles this."""
    import torch
    import torch.nn.functional as F

    if name == "softmax":
        return lambda x: torch.softmax(x, -1)
    if name == "rmsnorm":
        return lambda x, w: F.rms_norm(x, (x.shape[-1],), w, EPS[name])
    if name == "layernorm":
        return lambda x, w, b: F.layer_norm(x, (x.shape[-1],), w, b, EPS[name])
    if name == "add_rmsnorm":
        def add_rms(x, r, w):
            h = x + r
            return F.rms_norm(h, (h.shape[-1],), w, EPS[name]), h
        return add_rms
    if name == "swiglu":
        def swiglu(x):
            a, b = x.chunk(2, -1)
            return F.silu(a) * b
        return swiglu
    if name == "rotary":
        def rotary(x, c, s):
            x1, x2 = x.chunk(2, -1)
            return torch.cat([x1 * c - x2 * s, x2 * c + x1 * s], -1)
        return rotary
    raise KeyError(name)


def bytes_moved(name: str, m: int, n: int) -> int:
    """Every input read once and every output written once (bf16), n the row width."""
    elems = {"softmax": 2 * m * n, "rmsnorm": 2 * m * n + n, "layernorm": 2 * m * n + 2 * n,
             "add_rmsnorm": 4 * m * n + n, "swiglu": 3 * m * n, "rotary": 3 * m * n}[name]
    return 2 * elems


def poisoned_outputs(torch, name: str, ins: tuple) -> tuple:
    from . import zoo

    return tuple(o.fill_(float("nan")) for o in zoo.outputs(name, *ins))


def check(torch, name: str, outs: tuple, refs: tuple) -> list[str]:
    """Problems (empty when every element of every output is within tolerance)."""
    tol = TOLERANCE[name]
    probs = []
    for i, (o, r) in enumerate(zip(outs, refs)):
        o = o.double()
        bad = ~torch.isfinite(o) | ((o - r).abs() > tol.atol + tol.rtol * r.abs())
        nbad = int(bad.sum())
        if nbad:
            idx = bad.nonzero()[0].tolist()
            probs.append(f"output {i}: {nbad} of {o.numel()} elements off, first at {idx}: "
                         f"{float(o[tuple(idx)])} vs {float(r[tuple(idx)])}")
    return probs
