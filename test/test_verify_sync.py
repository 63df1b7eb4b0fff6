"""aproxy-verify-sync and aproxy-insert-fences on the zoo kernels and the planted bugs.

* every GEMM configuration the zoo builds (gemm_aproxy, lang/gemm.py after tile-dispatch, the
  persistent GEMM, the FlashAttention kernel, examples/) passes the checker, within 40,000 states each (benchmarks/verify_sync_time.py times it), and
  aproxy-insert-fences leaves it as it is;
* each planted bug of benchmarks/sanitizer/plant.py is found, with the expected kind;
* the register-budget rules, which the dialect's verifier enforces at parse time, are also
  enforced by the checker on IR built in Python without verification.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest
from xdsl.parser import Parser
from xdsl.printer import Printer

from tirx_mlir.kernels import gemm_aproxy
from tirx_mlir.passes.insert_fences import AproxyInsertFences
from tirx_mlir.passes.verify_sync import AproxyVerifySync, check_module
from tirx_mlir.registry import make_context

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks" / "sanitizer"))


def _aproxy_module(text: str):
    from tirx_mlir.lowering.lower_layout import LowerLayout
    from tirx_mlir.lowering.tile_dispatch import TileDispatch

    ctx = make_context()
    m = Parser(ctx, text).parse_module()
    if "tile." in text:
        TileDispatch().apply(ctx, m)
        LowerLayout().apply(ctx, m)
    return ctx, m


def _text(m) -> str:
    out = io.StringIO()
    Printer(stream=out).print_op(m)
    return out.getvalue()


ZOO = [
    ("aproxy", dict(bn=128, stages=4, inflight=0)),
    ("aproxy", dict(bn=128, stages=4, inflight=1)),
    ("aproxy", dict(bn=256, stages=3, inflight=1)),
    ("aproxy", dict(bn=64, stages=1, inflight=0)),
    ("tile", dict(bn=128, stages=4, epilogue="direct")),
    ("tile", dict(bn=128, stages=4, epilogue="tma")),
    ("tile", dict(bn=128, stages=4, epilogue="tma", inflight=1)),
    ("tile", dict(bn=64, stages=3, epilogue="tma", dtype="f16")),
    ("tile", dict(bn=128, stages=4, epilogue="direct", dtype="e4m3", inflight=1)),
    ("tile", dict(bn=256, stages=2, epilogue="tma", inflight=1)),
    ("persistent", dict(bn=128, stages=4, epilogue="tma")),
    ("persistent", dict(bn=256, stages=3, epilogue="tma")),
    ("attention", dict()),
    ("attention", dict(causal=True, d=64)),
]


def _zoo_ir(builder: str, kw: dict) -> str:
    from tirx_mlir.lang import gemm_persistent

    if builder == "aproxy":
        return gemm_aproxy.gemm_ir(**kw)
    if builder == "persistent":
        return gemm_persistent.persistent_gemm_ir(**kw)
    if builder == "attention":
        from tirx_mlir.lang.attention import attention

        return attention.ir(**kw)
    from tirx_mlir.lang import gemm

    return gemm.gemm_ir(**kw)


@pytest.mark.parametrize("builder,kw", ZOO, ids=[f"{b}-{'-'.join(f'{k}{v}' for k, v in kw.items())}" for b, kw in ZOO])
def test_zoo_gemm_passes(builder, kw):
    ctx, m = _aproxy_module(_zoo_ir(builder, kw))
    (res,) = check_module(m)
    assert not res.findings, [f.msg for f in res.findings]
    assert not res.truncated
    # the cost in states explored (deterministic; benchmarks/verify_sync_time.py times it)
    assert res.states <= 40_000, f"{res.states} states ({res.cpu_seconds:.2f} s CPU)"
    # every stage reused and every phase bit wrapped at least twice
    if res.kernel.stages:
        assert res.kernel.bound >= 4 * max(res.kernel.stages) + 1
    before = _text(m)
    AproxyInsertFences().apply(ctx, m)
    assert _text(m) == before


@pytest.mark.parametrize("path", sorted((ROOT / "examples").glob("*.mlir")), ids=lambda p: p.name)
def test_examples_pass(path):
    ctx, m = _aproxy_module(path.read_text())
    AproxyVerifySync(summary=False).apply(ctx, m)  # raises on a finding


def test_planted_bugs_found():
    import plant

    want = {"baseline": set(), "missing-fence": {"fence"}, "wrong-parity": {"race"},
            "expect-tx": {"expect-tx", "deadlock"}, "early-release": {"race"},
            "missing-arrival": {"deadlock"}}
    for name, v in plant.variants().items():
        kinds = {f["kind"] for f in plant.ours(v["ir"])["findings"]}
        assert want[name] <= kinds, (name, kinds)
        if not want[name]:
            assert not kinds, (name, kinds)


def test_insert_fences_repairs_planted_missing_fence():
    import plant

    ctx = make_context()
    m = Parser(ctx, plant.variants()["missing-fence"]["ir"]).parse_module()
    AproxyInsertFences().apply(ctx, m)
    text = _text(m)
    assert text.count("aproxy.fence_proxy_async") == 1
    # right after the last stmatrix, before the barriers that hand the tile over
    assert text.index("aproxy.fence_proxy_async") > text.rindex("nvvm.stmatrix")
    assert text.index("aproxy.fence_proxy_async") < text.index("aproxy.named_barrier_sync")
    (res,) = check_module(m)
    assert not res.findings


def test_register_budget_checked_without_the_verifier():
    from xdsl.dialects.builtin import ArrayAttr, IntegerAttr, ModuleOp, StringAttr, i64
    from xdsl.ir import Block, Region

    from tirx_mlir.dialects import aproxy as ap
    from tirx_mlir.dialects import gpu

    roles = [ap.RoleOp("producer", [0], 240, Region(Block())), ap.RoleOp("consumer", [1, 2], 244, Region(Block()))]
    body = Block([ap.MbarrierAllocOp(1), ap.SpecializeOp(roles), gpu.ReturnOp()])
    f = gpu.FuncOp("k", ([], []), Region(body), kernel=True)
    f.attributes["block"] = ArrayAttr([IntegerAttr(384, i64), IntegerAttr(1, i64), IntegerAttr(1, i64)])
    m = ModuleOp([gpu.ModuleOp(StringAttr("m"), Region(Block([f])))])
    (res,) = check_module(m)
    msgs = [f.msg for f in res.findings]
    assert any("setmaxnreg count 244 out of range" in s for s in msgs), msgs
    assert any("the roles ask for 93184 registers after setmaxnreg, over the 65536-register file" in s
               for s in msgs), msgs
