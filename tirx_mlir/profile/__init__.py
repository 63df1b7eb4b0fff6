"""The intra-kernel profiler's host side (docs/profile.md).

(the device buffer's byte layout is the pass's: tirx_mlir/passes/profile_format.py)
decode   ProfileMeta (from an instrumented kernel), decode(raw bytes) -> Profile
export   Perfetto / Chrome trace JSON, PNG timeline, per-role summary table
runtime  instrument + compile, ProfileBuffer (device allocation, reset, read)
samples  user ranges for the shipped examples (softmax)
__main__ python -m tirx_mlir.profile KERNEL.mlir|gemm --out DIR
"""
