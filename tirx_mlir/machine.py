"""One description of the machine we compile for: sm_90a (H100 / H200), and the H200's
measured ceilings.

Architectural limits come from the CUDA C Programming Guide ("Compute Capabilities",
technical specifications for compute capability 9.0) and the PTX ISA; the ceilings are the
best rates measured on the lent H200 by this project's benchmarks (benchmarks/results/):
a device-to-device copy for bandwidth, cuBLAS for the matrix rates. `inspect`'s roofline and
occupancy use them; limits that verifiers check should read them from here.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Machine:
    name: str
    arch: str
    sm_count: int
    smem_per_sm: int  # bytes of shared memory an SM can give its CTAs
    smem_per_block: int  # largest dynamic shared memory of one CTA (opt-in above 48 KB)
    smem_reserved_per_block: int  # the system's share of each resident CTA
    static_smem_limit: int  # largest static shared memory / default dynamic limit
    registers_per_sm: int
    registers_per_thread: int
    register_alloc_unit: int  # registers, allocated per warp in units of this many
    max_threads_per_block: int
    max_threads_per_sm: int
    max_blocks_per_sm: int
    max_block: tuple[int, int, int]
    max_cluster_portable: int
    max_cluster_nonportable: int
    param_bytes: int  # kernel parameter space of an .entry (ptxas, CUDA 12.1+: 32764 bytes)
    # Measured ceilings (H200, this project's benchmarks).
    copy_bandwidth: float  # bytes/s, device-to-device copy (read + write counted)
    matrix_rates: dict = field(default_factory=dict)  # dtype -> FLOP/s

    def ridge_point(self, dtype: str = "bf16") -> float:
        """FLOPs per byte above which a kernel is compute-bound at `dtype`."""
        return self.matrix_rates[dtype] / self.copy_bandwidth

    def ctas_per_sm(self, threads: int, registers: int, smem: int) -> tuple[int, str]:
        """Resident CTAs per SM for a kernel of `threads` threads, `registers` per thread and
        `smem` bytes of shared memory per CTA, and the resource that limits it."""
        warps = math.ceil(threads / 32)
        regs_per_warp = math.ceil(max(registers, 1) * 32 / self.register_alloc_unit) * self.register_alloc_unit
        limits = {
            "threads": self.max_threads_per_sm // max(threads, 1),
            "blocks": self.max_blocks_per_sm,
            "registers": self.registers_per_sm // (regs_per_warp * warps) if warps else self.max_blocks_per_sm,
            "shared memory": (self.smem_per_sm // (smem + self.smem_reserved_per_block)
                              if smem else self.max_blocks_per_sm),
        }
        which = min(limits, key=lambda k: limits[k])
        return limits[which], which


SM90A = Machine(
    name="NVIDIA H200 (sm_90a)",
    arch="sm_90a",
    sm_count=132,
    smem_per_sm=233472,  # 228 KB
    smem_per_block=232448,  # 227 KB
    smem_reserved_per_block=1024,
    static_smem_limit=48 * 1024,
    registers_per_sm=65536,
    registers_per_thread=255,
    register_alloc_unit=256,
    max_threads_per_block=1024,
    max_threads_per_sm=2048,
    max_blocks_per_sm=32,
    max_block=(1024, 1024, 64),
    max_cluster_portable=8,
    max_cluster_nonportable=16,
    param_bytes=32764,
    copy_bandwidth=4.06e12,
    matrix_rates={"bf16": 770e12, "f16": 770e12, "e4m3": 1330e12, "e5m2": 1330e12, "f32": 67e12},
)

DEFAULT = SM90A
