"""User ranges added to the example kernels, for the GPU test, the run script and
`python -m tirx_mlir.profile examples/softmax.mlir --ranges` (a kernel's author writes
them in the .mlir; these insert them into the shipped examples' text).

softmax: "load" (the two 16-byte loads), "row_max" (the max reduction, barrier included),
"exp_sum" (exp2 and the sum reduction) and "store" (normalize and store), in that order,
one after the other.
"""

from __future__ import annotations

# (anchor line prefix, text inserted before it); each anchor must occur exactly once.
SOFTMAX_RANGES = [
    ("    %x0 = vector.load %x", '    %pm_load = prof.begin "load"\n'),
    ("    %f0 = arith.extf %x0", "    prof.end %pm_load\n"),
    ("    // Row maximum.", '    %pm_max = prof.begin "row_max"\n'),
    ("    // e = exp2(x * log2e - max * log2e)", '    prof.end %pm_max\n    %pm_sum = prof.begin "exp_sum"\n'),
    ("    %inv = arith.divf %fone, %bs4", '    prof.end %pm_sum\n    %pm_store = prof.begin "store"\n'),
    ("    gpu.return", "    prof.end %pm_store\n"),
]
SOFTMAX_RANGE_NAMES = ["load", "row_max", "exp_sum", "store"]


def with_ranges(text: str, kernel: str = "softmax") -> str:
    if kernel != "softmax":
        raise ValueError(f"sample ranges exist for softmax only, not '{kernel}'")
    for anchor, insert in SOFTMAX_RANGES:
        if text.count(anchor) != 1:
            raise ValueError(f"softmax sample ranges: expected the line '{anchor.strip()}' once in the "
                             f"kernel, found it {text.count(anchor)} times")
        text = text.replace(anchor, insert + anchor, 1)
    return text
