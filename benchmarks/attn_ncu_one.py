"""One launch of an attention variant (for ncu): python attn_ncu_one.py [hold|nohold|pers] [causal]."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)

import torch  # noqa: E402

import attn_variants as V  # noqa: E402
from tirx_mlir.kernels import attention as A  # noqa: E402
from tirx_mlir.kernels.attention import Config, prepare  # noqa: E402

name = sys.argv[1] if len(sys.argv) > 1 else "hold"
causal = len(sys.argv) > 2 and sys.argv[2] == "causal"
cfg = Config(128, causal, "bhsd", epilogue="direct" if name == "nohold" else "tma",
             persistent=(name == "pers"))
A._MODULES[cfg] = V.compile_variant(cfg, None, hold=(name != "nohold"))
q, k, v = (torch.randn(4, 16, 4096, 128, device="cuda", dtype=torch.bfloat16) for _ in range(3))
launch, finish = prepare(q, k, v, causal=causal, cfg=cfg)
launch.launch()
torch.cuda.synchronize()
print("done", name, causal)
