"""The PTX target keeps the registers an RS wgmma reads untouched while its group may be in
flight (tirx_mlir/targets/ptx_inflight.py): the emitted order of a correct loop (the wait
before the moves that carry the next A fragment into the fragment's registers), and the
diagnostic for IR whose back edge would overwrite them before wgmma.wait_group."""

from __future__ import annotations

import pathlib
import re

import pytest
from xdsl.parser import Parser

from tirx_mlir.registry import make_context

SRC = (pathlib.Path(__file__).parent / "lit" / "aproxy-verify-sync" / "register-operands.mlir").read_text()


def _case(i: int, wait: int) -> str:
    """Case i of the checker's register-operands test with `wgmma_wait <wait>` in the loop."""
    text = SRC.split("// -----")[i]
    text = text[text.index("gpu.module"):]
    return text.replace("aproxy.wgmma_wait 0 (%acc2)", f"aproxy.wgmma_wait {wait} (%acc2)")


def _ptx(text: str) -> str:
    from tirx_mlir.pipeline import TirxToPtx
    from tirx_mlir.targets.ptx import emit_ptx

    ctx = make_context()
    m = Parser(ctx, text).parse_module()
    TirxToPtx(verify_sync=False).apply(ctx, m)
    out = emit_ptx(m)
    return out if isinstance(out, str) else getattr(out, "text", str(out))


def _loop(ptx: str) -> list[str]:
    lines = [ln.strip() for ln in ptx.splitlines()]
    start = next(i for i, ln in enumerate(lines) if ln.startswith("wgmma.fence"))
    end = next(i for i in range(start, len(lines)) if lines[i].startswith("bra.uni $L__BB0_1"))
    return lines[start:end + 1]


def test_wait_comes_before_the_moves_into_the_fragment():
    body = _loop(_ptx(_case(1, 0)))
    rs = next(ln for ln in body if ln.startswith("wgmma.mma_async"))
    a_regs = re.search(r"\}, \{([^}]*)\}", rs).group(1).replace(" ", "").split(",")
    wait = next(i for i, ln in enumerate(body) if ln.startswith("wgmma.wait_group"))
    writes = [i for i, ln in enumerate(body)
              if any(re.match(rf"\S+ {re.escape(r)}[,;]", ln) for r in a_regs)]
    assert writes, body
    assert all(i > wait for i in writes), body


@pytest.mark.parametrize("case", [0, 1])
def test_back_edge_overwrite_in_flight_is_refused(case):
    from tirx_mlir.targets.ptx import PtxEmitError

    with pytest.raises(PtxEmitError, match=r"cf.br: moves a new value into the registers of %a, "
                       r"the A fragment of the wgmma.mma_async.rs .* may still be in flight"):
        _ptx(_case(case, 1))
