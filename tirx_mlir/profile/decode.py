"""Decoding a profile buffer on the CPU (from raw bytes; no GPU needed).

`ProfileMeta` is what `profile-instrument` records on a kernel (`tirx.profile`): the tags,
the scope, the roles and how many records a writer can make. `decode(raw, meta)` turns the
bytes the kernel wrote (layout: tirx_mlir/passes/profile_format.py) into `Event`s and per-writer
`Segment`s, with the overflow (records counted but not written) checked both ways: per
segment (count - capacity) and in the header's atomic counter.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field

from tirx_mlir.passes import profile_format as fmt


#: The kind of a waits=summary record's tag: {u32 count, u32 max, u32 total, u32 tag}.
SUMMARY_KIND = "wait_summary"


class ProfileError(ValueError):
    """A buffer or metadata that cannot be decoded; the message says why."""


@dataclass
class ProfileMeta:
    kernel: str
    tags: list[str]
    kinds: list[str]
    scope: str = "warpgroup"
    roles: dict[str, list[int]] = field(default_factory=dict)
    max_events: int = 4096
    events: tuple[int, int, int] = (0, 0, 1)  # fixed, per trip of a dynamic loop, unbounded
    timer: str = "globaltimer"  # what the ranges' times count: globaltimer ns or clock64 cycles
    waits: str = "summary"  # pipeline waits: one summary record per site and writer, or "events"

    @classmethod
    def from_kernel(cls, func) -> "ProfileMeta":
        """From an instrumented gpu.func's `tirx.profile` attribute."""
        attr = func.attributes.get("tirx.profile")
        if attr is None:
            raise ProfileError(f"@{func.sym_name.data} is not instrumented (no tirx.profile attribute); "
                               "run profile-instrument first")
        d = attr.data
        return cls(
            kernel=func.sym_name.data,
            tags=[s.data for s in d["tags"].data],
            kinds=[s.data for s in d["kinds"].data],
            scope=d["scope"].data,
            roles={k: [w.value.data for w in v.data] for k, v in d["roles"].data.items()},
            max_events=d["max_events"].value.data,
            events=tuple(x.value.data for x in d["events"].data),
            timer=d["timer"].data if "timer" in d else "globaltimer",
            waits=d["waits"].data if "waits" in d else "events",
        )

    @property
    def threads_per_writer(self) -> int:
        return fmt.SCOPE_THREADS[self.scope]

    def writers_per_cta(self, block_x: int) -> int:
        return -(-block_x // self.threads_per_writer)

    def capacity(self, trips: int | None = None) -> int:
        """Records per writer: what the markers can produce (a dynamic loop counted `trips`
        times), at most max_events; max_events when it cannot be bounded."""
        fixed, per_trip, unbounded = self.events
        if unbounded or (per_trip and trips is None):
            return self.max_events
        need = fixed + per_trip * (trips or 0)
        return max(1, min(self.max_events, need))

    def role_of(self, writer: int) -> str:
        """The role a writer belongs to: the aproxy role holding its warpgroup, else wgN."""
        wg = writer if self.scope == "warpgroup" else writer // 4
        for name, wgs in self.roles.items():
            if wg in wgs:
                return name
        return f"wg{wg}"

    def writer_label(self, writer: int) -> str:
        if self.scope == "warpgroup":
            return f"wg{writer}"
        return f"wg{writer // 4}.w{writer % 4}"


@dataclass
class Event:
    name: str
    kind: str
    start: int  # ns, %globaltimer
    end: int
    sm: int
    block: int
    writer: int
    role: str

    @property
    def duration(self) -> int:
        return self.end - self.start


@dataclass
class WaitSummary:
    """waits=summary: one writer's waits at one site, {count, total, max} (ns; the kernel
    sums durations in u32, so a site's total is exact up to 4.29 s per writer)."""
    name: str
    sm: int
    block: int
    writer: int
    role: str
    count: int
    total: int
    max: int

    @property
    def mean(self) -> float:
        return self.total / self.count if self.count else 0.0


@dataclass
class Segment:
    block: int
    writer: int
    role: str
    sm: int
    count: int  # records attempted
    t_entry: int  # %globaltimer, ns
    t_exit: int
    written: bool  # the writer reached the kernel's end
    c_entry: int = 0  # %clock64, cycles
    c_exit: int = 0


@dataclass
class Profile:
    meta: ProfileMeta
    capacity: int
    grid: tuple[int, int, int]
    writers_per_cta: int
    events: list[Event]
    segments: list[Segment]
    overflow: int  # header counter (atomic adds by the kernel)
    dropped: int  # sum over segments of max(0, count - capacity)
    warnings: list[str]
    ns_per_cycle: float | None = None  # timer=clock64: the mapping used
    summaries: list[WaitSummary] = field(default_factory=list)  # waits=summary records

    @property
    def t0(self) -> int:
        starts = [s.t_entry for s in self.segments if s.written]
        return min(starts) if starts else (min(e.start for e in self.events) if self.events else 0)

    @property
    def timer_step_ns(self) -> int | None:
        """The smallest nonzero difference between any two recorded times: how finely the
        %globaltimer readings are spaced (its update period, when the data is dense)."""
        ts = sorted({t for e in self.events for t in (e.start, e.end)}
                    | {t for s in self.segments if s.written for t in (s.t_entry, s.t_exit)})
        diffs = [b - a for a, b in zip(ts, ts[1:]) if b > a]
        return min(diffs) if diffs else None

    @property
    def t1(self) -> int:
        ends = [s.t_exit for s in self.segments if s.written]
        return max(ends) if ends else (max(e.end for e in self.events) if self.events else 0)


def header_bytes(capacity: int, segments: int, writers: int, grid: tuple[int, int, int]) -> bytes:
    """The 64-byte header the host writes before the launch."""
    h = struct.pack("<9I", fmt.MAGIC, fmt.VERSION, capacity, segments, writers, 0, *grid)
    return h + bytes(fmt.HEADER_BYTES - len(h))


def initial_buffer(capacity: int, grid: tuple[int, int, int], writers: int) -> bytearray:
    """Header + segments whose count is NOT_WRITTEN (so a writer that never reached the
    kernel's end is visible) and zeroed records."""
    segments = grid[0] * grid[1] * grid[2] * writers
    buf = bytearray(fmt.buffer_bytes(segments, capacity))
    buf[: fmt.HEADER_BYTES] = header_bytes(capacity, segments, writers, grid)
    for s in range(segments):
        off = fmt.HEADER_BYTES + s * fmt.segment_bytes(capacity)
        struct.pack_into("<I", buf, off, fmt.NOT_WRITTEN)
    return buf


def decode(raw: bytes | bytearray | memoryview, meta: ProfileMeta) -> Profile:
    raw = bytes(raw)
    if len(raw) < fmt.HEADER_BYTES:
        raise ProfileError(f"profile buffer of {len(raw)} bytes is shorter than its {fmt.HEADER_BYTES}-byte header")
    magic, version, cap, nseg, writers, overflow, gx, gy, gz = struct.unpack_from("<9I", raw, 0)
    if magic != fmt.MAGIC:
        raise ProfileError(f"not a profile buffer: magic 0x{magic:08x}, expected 0x{fmt.MAGIC:08x}")
    if version != fmt.VERSION:
        raise ProfileError(f"profile buffer version {version}, this decoder reads version {fmt.VERSION}")
    if writers == 0 or nseg != gx * gy * gz * writers:
        raise ProfileError(f"inconsistent header: {nseg} segments for grid ({gx}, {gy}, {gz}) x {writers} writers")
    need = fmt.buffer_bytes(nseg, cap)
    if len(raw) < need:
        raise ProfileError(f"profile buffer of {len(raw)} bytes; its header ({nseg} segments x {cap} records) "
                           f"needs {need}")
    events: list[Event] = []
    summaries: list[WaitSummary] = []
    segments: list[Segment] = []
    warnings: list[str] = []
    dropped = 0
    not_written = 0
    for s in range(nseg):
        off = fmt.HEADER_BYTES + s * fmt.segment_bytes(cap)
        count, sm, block, writer, t_entry, t_exit, c_entry, c_exit = struct.unpack_from("<4I4Q", raw, off)
        exp_block, exp_writer = divmod(s, writers)
        role = meta.role_of(exp_writer)
        if count == fmt.NOT_WRITTEN:
            not_written += 1
            segments.append(Segment(exp_block, exp_writer, role, -1, 0, 0, 0, False))
            continue
        if (block, writer) != (exp_block, exp_writer):
            raise ProfileError(f"segment {s} holds block {block} writer {writer}, expected block {exp_block} "
                               f"writer {exp_writer}")
        seg = Segment(block, writer, role, sm, count, t_entry, t_exit, True, c_entry, c_exit)
        segments.append(seg)
        dropped += max(0, count - cap)
        for r in range(min(count, cap)):
            start, dur, tag = struct.unpack_from("<QII", raw, off + fmt.SEGMENT_HEADER_BYTES + r * fmt.RECORD_BYTES)
            if tag >= len(meta.tags):
                raise ProfileError(f"segment {s} record {r}: tag {tag}, but the kernel has {len(meta.tags)} tags")
            if meta.kinds[tag] == SUMMARY_KIND:
                # {count, max, total, tag}: the waits of one site, summed by the writer
                n, mx, total = struct.unpack_from("<III", raw, off + fmt.SEGMENT_HEADER_BYTES + r * fmt.RECORD_BYTES)
                summaries.append(WaitSummary(meta.tags[tag], sm, block, writer, role, n, total, mx))
                continue
            events.append(Event(meta.tags[tag], meta.kinds[tag], start, start + dur, sm, block, writer, role))
    ns_per_cycle = None
    if meta.timer == "clock64":
        ns_per_cycle = _cycles_to_ns(segments, events)
        for w in summaries:
            w.total, w.max = round(w.total * ns_per_cycle), round(w.max * ns_per_cycle)
    if not_written:
        warnings.append(f"{not_written} of {nseg} writers never reached the kernel's end (no segment header); "
                        "their records are not decoded")
    if overflow != dropped:
        warnings.append(f"the header's overflow counter says {overflow} records were dropped, the segments "
                        f"say {dropped}")
    if dropped:
        warnings.append(f"{dropped} records were dropped: a writer made more than capacity = {cap} records "
                        "(raise max_events or pass the loop trip count)")
    events.sort(key=lambda e: (e.sm, e.block, e.writer, e.start, -e.end))
    summaries.sort(key=lambda w: (w.sm, w.block, w.writer, w.name))
    return Profile(meta, cap, (gx, gy, gz), writers, events, segments, overflow, dropped, warnings, ns_per_cycle,
                   summaries)


def _cycles_to_ns(segments: list[Segment], events: list[Event]) -> float:
    """timer=clock64: rewrites the events' cycle times as globaltimer ns, in place. The rate
    is Σ globaltimer span / Σ clock64 span over the written segments (one rate for the
    kernel: the SMs run at one clock, and summing many CTAs averages out the global timer's
    coarser steps); each event is placed from its segment's entry pair."""
    ns = sum(s.t_exit - s.t_entry for s in segments if s.written and s.c_exit > s.c_entry)
    cyc = sum(s.c_exit - s.c_entry for s in segments if s.written and s.c_exit > s.c_entry)
    if cyc <= 0 or ns <= 0:
        raise ProfileError("timer=clock64: no segment spans a positive time in both %clock64 and %globaltimer; "
                           "cannot map cycles to ns")
    rate = ns / cyc
    entry = {(s.block, s.writer): s for s in segments if s.written}
    for e in events:
        s = entry[(e.block, e.writer)]
        # both ends mapped alike (a monotonic map keeps program order between ranges)
        e.start, e.end = (s.t_entry + round((c - s.c_entry) * rate) for c in (e.start, e.end))
    return rate
