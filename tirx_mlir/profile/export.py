"""Exports of a decoded profile: Chrome / Perfetto trace JSON, a PNG timeline and a per-role
summary table.

Trace JSON (the Trace Event Format that ui.perfetto.dev and chrome://tracing open): one
process per SM ("SM 12"), one thread (track) per writer of a CTA on it ("consumer wg1");
CTAs that ran on one SM at the same time get separate tracks. Each writer's CTA span is a
slice ("block 7") and every range a complete event ("ph": "X") inside it; times are
microseconds from the earliest CTA entry, durations exact to the nanosecond.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass

from .decode import Event, Profile

#: Colors of the PNG timeline per range kind (role spans are drawn lightest, under the rest).
KIND_STYLE = {
    "cta": ("#dddddd", 0.0, 1.0),
    "role": ("#9ecae1", 0.05, 0.9),
    "iteration": ("#74c476", 0.2, 0.6),
    "epilogue": ("#fd8d3c", 0.2, 0.6),
    "user": ("#6a51a3", 0.2, 0.6),
    "wait": ("#de2d26", 0.3, 0.4),
}


def _tracks(p: Profile) -> dict[tuple[int, int], int]:
    """(sm, block) -> slot: CTAs that overlap in time on one SM get different slots."""
    spans: dict[int, list[tuple[int, int, int]]] = defaultdict(list)
    per_block: dict[tuple[int, int], list[int]] = {}
    for s in p.segments:
        if not s.written:
            continue
        key = (s.sm, s.block)
        lo, hi = per_block.get(key, [s.t_entry, s.t_exit])
        per_block[key] = [min(lo, s.t_entry), max(hi, s.t_exit)]
    for (sm, block), (lo, hi) in per_block.items():
        spans[sm].append((lo, hi, block))
    slot_of: dict[tuple[int, int], int] = {}
    for sm, items in spans.items():
        free_at: list[int] = []  # end time of the last CTA in each slot
        for lo, hi, block in sorted(items):
            for i, t in enumerate(free_at):
                if t <= lo:
                    free_at[i] = hi
                    slot_of[(sm, block)] = i
                    break
            else:
                free_at.append(hi)
                slot_of[(sm, block)] = len(free_at) - 1
    return slot_of


def chrome_trace(p: Profile, max_sms: int | None = None) -> dict:
    """The Trace Event Format dict; with `max_sms`, only the first that many SMs (by id)
    are kept (a full-GPU GEMM makes hundreds of thousands of events)."""
    t0 = p.t0
    keep = None
    if max_sms:
        keep = set(sorted({s.sm for s in p.segments if s.written})[:max_sms])
    us = lambda t: (t - t0) / 1000.0  # noqa: E731
    slot_of = _tracks(p)
    tid_of: dict[tuple[int, int, int], int] = {}
    names: dict[tuple[int, int], str] = {}
    events: list[dict] = []

    def tid(sm: int, block: int, writer: int, role: str) -> int:
        slot = slot_of.get((sm, block), 0)
        key = (sm, slot, writer)
        if key not in tid_of:
            tid_of[key] = slot * 64 + writer
            label = f"{role} {p.meta.writer_label(writer)}" + (f" #{slot + 1}" if slot else "")
            names[(sm, tid_of[key])] = label
        return tid_of[key]

    for s in p.segments:
        if not s.written or (keep is not None and s.sm not in keep):
            continue
        events.append({"name": f"block {s.block}", "cat": "cta", "ph": "X", "pid": s.sm,
                       "tid": tid(s.sm, s.block, s.writer, s.role), "ts": us(s.t_entry),
                       "dur": (s.t_exit - s.t_entry) / 1000.0,
                       "args": {"block": s.block, "writer": s.writer, "records": s.count}})
    for e in p.events:
        if keep is not None and e.sm not in keep:
            continue
        events.append({"name": e.name, "cat": e.kind, "ph": "X", "pid": e.sm,
                       "tid": tid(e.sm, e.block, e.writer, e.role), "ts": us(e.start),
                       "dur": e.duration / 1000.0,
                       "args": {"block": e.block, "role": e.role, "ns": e.duration}})
    # waits=summary: a slice spanning the writer's role range (or its CTA span), nested
    # inside it, named "<wait> ×count", args {count, total, mean, max} in ns
    spans = {(e.block, e.writer): (e.start, e.end) for e in p.events if e.kind == "role"}
    seg_of = {(s.block, s.writer): s for s in p.segments if s.written}
    for w in p.summaries:
        if keep is not None and w.sm not in keep:
            continue
        s = seg_of.get((w.block, w.writer))
        a, b = spans.get((w.block, w.writer), (s.t_entry, s.t_exit) if s else (0, 0))
        events.append({"name": f"{w.name} ×{w.count}", "cat": "wait_summary", "ph": "X", "pid": w.sm,
                       "tid": tid(w.sm, w.block, w.writer, w.role), "ts": us(a), "dur": (b - a) / 1000.0,
                       "args": {"block": w.block, "role": w.role, "count": w.count, "total_ns": w.total,
                                "mean_ns": round(w.mean, 1), "max_ns": w.max}})
    meta: list[dict] = []
    for sm in sorted({pid for pid, _ in names}):
        meta.append({"name": "process_name", "ph": "M", "pid": sm, "args": {"name": f"SM {sm}"}})
        meta.append({"name": "process_sort_index", "ph": "M", "pid": sm, "args": {"sort_index": sm}})
    for (sm, t), label in sorted(names.items()):
        meta.append({"name": "thread_name", "ph": "M", "pid": sm, "tid": t, "args": {"name": label}})
        meta.append({"name": "thread_sort_index", "ph": "M", "pid": sm, "tid": t, "args": {"sort_index": t}})
    return {"traceEvents": meta + events, "displayTimeUnit": "ns",
            "otherData": {"kernel": p.meta.kernel, "capacity": p.capacity, "grid": list(p.grid),
                          "sms_shown": sorted(keep) if keep is not None else "all",
                          "writers_per_cta": p.writers_per_cta, "overflow": p.overflow,
                          "warnings": p.warnings}}


def write_trace(p: Profile, path, max_sms: int | None = None) -> None:
    with open(path, "w") as f:
        json.dump(chrome_trace(p, max_sms), f)


def write_png(p: Profile, path, max_sms: int = 8, max_rows: int = 48) -> str | None:
    """Draws the tracks of the first SMs (at most `max_sms`, and fewer when they would make
    more than `max_rows` rows); returns None, or why no PNG was written."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        from matplotlib.patches import Patch
    except ImportError as exc:
        return f"matplotlib is not available ({exc}); the trace JSON has the same data"
    t0 = p.t0
    slot_of = _tracks(p)
    # Whole SMs, in id order: at most max_sms, and no more once max_rows tracks are drawn.
    tracks_of: dict[int, list[tuple[int, int, int]]] = defaultdict(list)
    for s in sorted((s for s in p.segments if s.written),
                    key=lambda s: (s.sm, slot_of.get((s.sm, s.block), 0), s.writer)):
        key = (s.sm, slot_of.get((s.sm, s.block), 0), s.writer)
        if key not in tracks_of[s.sm]:
            tracks_of[s.sm].append(key)
    sms: list[int] = []
    rows: dict[tuple[int, int, int], int] = {}
    labels: list[str] = []
    for sm in sorted(tracks_of)[:max_sms]:
        if sms and len(rows) + len(tracks_of[sm]) > max_rows:
            break
        sms.append(sm)
        for key in tracks_of[sm]:
            rows[key] = len(rows)
            labels.append(f"SM{sm} {p.meta.role_of(key[2])} {p.meta.writer_label(key[2])}"
                          + (f" #{key[1] + 1}" if key[1] else ""))
    if not rows:
        return "the profile holds no written segment; nothing to draw"
    fig, ax = plt.subplots(figsize=(14, max(3.0, 0.28 * len(rows) + 1.5)))
    bars: dict[str, list] = defaultdict(list)
    for s in p.segments:
        if s.written and s.sm in sms:
            r = rows[(s.sm, slot_of.get((s.sm, s.block), 0), s.writer)]
            bars["cta"].append((r, (s.t_entry - t0) / 1000.0, (s.t_exit - s.t_entry) / 1000.0))
    for e in p.events:
        if e.sm in sms:
            r = rows[(e.sm, slot_of.get((e.sm, e.block), 0), e.writer)]
            bars[e.kind].append((r, (e.start - t0) / 1000.0, e.duration / 1000.0))
    for kind in KIND_STYLE:
        color, y0, h = KIND_STYLE[kind]
        by_row: dict[int, list] = defaultdict(list)
        for r, x, w in bars.get(kind, []):
            by_row[r].append((x, max(w, 1e-3)))
        for r, xs in by_row.items():
            ax.broken_barh(xs, (r + y0, h), facecolors=color, linewidth=0)
    ax.set_yticks([r + 0.5 for r in range(len(labels))])
    ax.set_yticklabels(labels, fontsize=7)
    ax.invert_yaxis()
    ax.set_xlabel("µs from the first CTA's entry (%globaltimer)")
    shown = [k for k in KIND_STYLE if bars.get(k)]
    ax.legend(handles=[Patch(color=KIND_STYLE[k][0], label=k) for k in shown], loc="upper right", fontsize=7)
    ax.set_title(f"{p.meta.kernel}: {len(sms)} of {len({s.sm for s in p.segments if s.written})} SMs")
    fig.tight_layout()
    fig.savefig(path, dpi=130)
    plt.close(fig)
    return None


@dataclass
class RoleSummary:
    role: str
    writers: int
    span_ns: float  # mean per writer: kernel entry to exit
    busy_ns: float
    waiting_ns: float
    events: int

    @property
    def busy_pct(self) -> float:
        return 100.0 * self.busy_ns / self.span_ns if self.span_ns else 0.0

    @property
    def waiting_pct(self) -> float:
        return 100.0 * self.waiting_ns / self.span_ns if self.span_ns else 0.0


def role_summary(p: Profile) -> list[RoleSummary]:
    """Per role, means over its writers: span (the writer's kernel time), waiting (time in
    `wait` ranges, per event or summed in wait summaries), busy (span - waiting); records
    counts both."""
    wait: dict[tuple[int, int], int] = defaultdict(int)
    count: dict[tuple[int, int], int] = defaultdict(int)
    for e in p.events:
        count[(e.block, e.writer)] += 1
        if e.kind == "wait":
            wait[(e.block, e.writer)] += e.duration
    for w in p.summaries:
        count[(w.block, w.writer)] += 1
        wait[(w.block, w.writer)] += w.total
    by_role: dict[str, list] = defaultdict(list)
    for s in p.segments:
        if s.written:
            by_role[s.role].append(s)
    out = []
    for role, segs in by_role.items():
        n = len(segs)
        span = sum(s.t_exit - s.t_entry for s in segs) / n
        w = sum(wait[(s.block, s.writer)] for s in segs) / n
        out.append(RoleSummary(role, n, span, span - w, w, sum(count[(s.block, s.writer)] for s in segs)))
    return sorted(out, key=lambda r: r.role)


def range_summary(p: Profile) -> list[tuple[str, str, str, int, float, float, int]]:
    """(role, range, kind, count, total µs over writers, mean ns, max ns) per range."""
    acc: dict[tuple[str, str, str], list[int]] = defaultdict(list)
    for e in p.events:
        acc[(e.role, e.name, e.kind)].append(e.duration)
    rows = [(r, n, k, len(d), sum(d) / 1000.0, sum(d) / len(d), max(d)) for (r, n, k), d in acc.items()]
    # wait summaries: counts and totals add up over writers, max is the max of the maxima
    summ: dict[tuple[str, str], list[int]] = {}
    for w in p.summaries:
        a = summ.setdefault((w.role, w.name), [0, 0, 0])
        a[0] += w.count
        a[1] += w.total
        a[2] = max(a[2], w.max)
    rows += [(r, n, "wait_summary", c, t / 1000.0, t / c if c else 0.0, m) for (r, n), (c, t, m) in summ.items()]
    return sorted(rows)


def summary_table(p: Profile) -> str:
    kernel_us = (p.t1 - p.t0) / 1000.0
    lines = [f"kernel {p.meta.kernel}: {kernel_us:.1f} µs from the first CTA entry to the last exit; "
             f"grid {p.grid}, {p.writers_per_cta} writers per CTA ({p.meta.scope}), "
             f"{len(p.events) + len(p.summaries)} records, capacity {p.capacity} per writer, overflow {p.overflow}",
             "",
             "| role | writers | span µs (mean) | busy µs | waiting µs | busy % | waiting % | records |",
             "|---|---|---|---|---|---|---|---|"]
    for r in role_summary(p):
        lines.append(f"| {r.role} | {r.writers} | {r.span_ns / 1000:.2f} | {r.busy_ns / 1000:.2f} | "
                     f"{r.waiting_ns / 1000:.2f} | {r.busy_pct:.1f} | {r.waiting_pct:.1f} | {r.events} |")
    lines += ["", "| role | range | kind | count | total µs | mean ns | max ns |", "|---|---|---|---|---|---|---|"]
    for role, name, kind, n, total, mean, mx in range_summary(p):
        lines.append(f"| {role} | {name} | {kind} | {n} | {total:.1f} | {mean:.0f} | {mx} |")
    step = p.timer_step_ns
    if p.ns_per_cycle is not None:
        lines += ["", f"timer=clock64: {p.ns_per_cycle:.4f} ns per cycle ({1.0 / p.ns_per_cycle:.3f} GHz) "
                      "from the segments' %globaltimer / %clock64 spans"]
    elif step is not None:
        lines += ["", f"%globaltimer: the closest distinct readings are {step} ns apart "
                      "(ranges shorter than the timer's update period read as 0 ns)"]
    for w in p.warnings:
        lines.append(f"warning: {w}")
    return "\n".join(lines)


def events_of(p: Profile, block: int, writer: int) -> list[Event]:
    """One writer's events in start order (outer ranges first when two start together)."""
    return sorted((e for e in p.events if e.block == block and e.writer == writer),
                  key=lambda e: (e.start, -e.end))
