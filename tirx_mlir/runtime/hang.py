"""The host side of `hang_check` (tirx_mlir/lowering/hang_check.py): the buffer a timed-out
wait writes to, and the report.

    from tirx_mlir import runtime
    from tirx_mlir.runtime.hang import HangBuffer, run_checked
    mod = runtime.compile(ir, hang_check=True, hang_ms=1000)
    buf = HangBuffer()                                      # host-mapped, zeroed
    text = run_checked(mod["gemm_bf16"], *args, buf.ptr, grid=..., block=..., buffer=buf)
    # None if the kernel finished; else the report: which role waits on which barrier,
    # stage and phase, at which line, after how many polls

The buffer is pinned host memory mapped into the device's address space
(cuMemHostAlloc(DEVICEMAP), cuMemHostGetDevicePointer): the kernel's records cross to the
host as it writes them, so they can be read after the `trap` has ended the launch (the
context is unusable after a trap: the process should exit after reporting).
"""

from __future__ import annotations

import ctypes
import struct

from tirx_mlir.passes.hang_format import (
    DEFAULT_CAPACITY,
    HEADER_BYTES,
    RECORD_BYTES,
    report,
)

from . import driver
from .errors import DriverError


class HangBuffer:
    """`capacity` records of host-mapped memory; `ptr` is the device address to pass as the
    kernel's last argument."""

    def __init__(self, capacity: int = DEFAULT_CAPACITY, device: int = 0):
        drv = driver.bindings()
        driver.context(device)
        self.capacity = capacity
        self.nbytes = HEADER_BYTES + capacity * RECORD_BYTES
        self.host = driver.call(drv.cuMemHostAlloc, self.nbytes, drv.CU_MEMHOSTALLOC_DEVICEMAP,
                                what=f"cuMemHostAlloc({self.nbytes}, DEVICEMAP) for the hang buffer")
        self.ptr = int(driver.call(drv.cuMemHostGetDevicePointer, self.host, 0,
                                   what="cuMemHostGetDevicePointer for the hang buffer"))
        self.reset()

    def reset(self) -> None:
        ctypes.memset(int(self.host), 0, self.nbytes)
        ctypes.memmove(int(self.host) + 4, struct.pack("<I", self.capacity), 4)

    def read(self) -> bytes:
        return ctypes.string_at(int(self.host), self.nbytes)

    def report(self, table: list[dict], kernel: str = "kernel") -> str:
        return report(self.read(), table, kernel)


def run_checked(kernel, *args, buffer: HangBuffer, **launch) -> str | None:
    """Launch `kernel` (compiled with hang_check) synchronously; None when it finishes, else
    the hang report (the launch error and what the waiting threads recorded)."""
    table = kernel.abi.extra.get("hang", [])
    try:
        kernel(*args, sync=True, **launch)
    except DriverError as e:
        return f"{buffer.report(table, kernel.name)}\n  (the launch failed: {e})"
    return None
