"""The profile buffer's byte layout: the contract `profile-instrument` (which writes it on
the GPU) states and the host-side decoder (tirx_mlir/profile/decode.py, which reads it on
the CPU) follows. It lives beside the pass so the pass imports nothing of the host side.
All fields are little-endian.

    header (HEADER_BYTES = 64), written by the host except `overflow`:
      +0  u32 magic (MAGIC, "TXPF")   +4  u32 version
      +8  u32 capacity: records per segment (the kernel reads it)
      +12 u32 segments = CTAs x writers per CTA
      +16 u32 writers per CTA          +20 u32 overflow: records dropped (kernel: red.add)
      +24 u32 grid x, y, z             +36 .. +63 zero
    segments, one per (CTA, writer), segment s at HEADER_BYTES + s * segment_bytes(capacity):
      +0  u32 count: records the writer tried to append (> capacity: it overflowed);
          NOT_WRITTEN until the writer reaches the kernel's end
      +4  u32 SM id (%smid at the end)  +8  u32 block (linear CTA id)  +12 u32 writer
      +16 u64 %globaltimer at the kernel's entry   +24 u64 at its end
      +32 u64 %clock64 at the kernel's entry       +40 u64 at its end
      +48 capacity records of RECORD_BYTES:
          +0 u64 start  +8 u32 end - start  +12 u32 tag
          (times in ns of %globaltimer, or in cycles of %clock64 with timer=clock64)
          a tag of kind "wait_summary" (waits=summary) marks a summary record instead:
          +0 u32 count  +4 u32 max  +8 u32 total  +12 u32 tag  (the waits of one site by
          this writer, durations in ns or cycles)

Segment s belongs to CTA s // writers and writer s % writers (a warpgroup, or a warp with
scope=warp). The linear CTA id is ctaid.x + nctaid.x * (ctaid.y + nctaid.y * ctaid.z).
"""

from __future__ import annotations

MAGIC = 0x46505854  # "TXPF" read as a little-endian u32
VERSION = 1
HEADER_BYTES = 64
SEGMENT_HEADER_BYTES = 48
RECORD_BYTES = 16
NOT_WRITTEN = 0xFFFFFFFF

OFF_CAPACITY = 8
OFF_OVERFLOW = 20

#: threads per writer: one elected thread per warpgroup (128 threads) or per warp (32).
SCOPE_THREADS = {"warpgroup": 128, "warp": 32}
#: The most writers a CTA can have (1024 threads); sizes the shared counter array.
MAX_WRITERS = {"warpgroup": 8, "warp": 32}


def segment_bytes(capacity: int) -> int:
    return SEGMENT_HEADER_BYTES + RECORD_BYTES * capacity


def buffer_bytes(segments: int, capacity: int) -> int:
    return HEADER_BYTES + segments * segment_bytes(capacity)
