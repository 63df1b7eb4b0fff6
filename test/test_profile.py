"""The intra-kernel profiler on the CPU: decoding synthetic buffers (overflow included),
the trace / PNG / summary exports, the instrumented kernels' metadata and PTX, and
"off is free": with no profile-instrument the PTX is byte-identical to the kernel's
without markers."""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import sys
from io import StringIO

import pytest
from xdsl.parser import Parser
from xdsl.printer import Printer

from tirx_mlir.passes import profile_format as fmt
from tirx_mlir.profile.decode import ProfileError, ProfileMeta, decode, initial_buffer
from tirx_mlir.profile.export import chrome_trace, events_of, role_summary, summary_table, write_png
from tirx_mlir.registry import make_context

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

GEMM_META = ProfileMeta("gemm_bf16", ["producer", "iteration", "producer_acquire", "consumer", "consumer_wait",
                                      "epilogue"],
                        ["role", "iteration", "wait", "role", "wait", "epilogue"], "warpgroup",
                        {"producer": [0], "consumer": [1, 2]}, 4096, (3, 4, 0))


def fill(buf: bytearray, cap: int, seg: int, *, count: int, sm: int, block: int, writer: int,
         t_entry: int, t_exit: int, records: list[tuple[int, int, int]], c_entry: int = 0,
         c_exit: int = 0) -> None:
    """Writes one segment as the instrumented kernel does: its header, then the first
    min(count, cap) records {start, duration, tag}; `count` may exceed cap (overflow)."""
    off = fmt.HEADER_BYTES + seg * fmt.segment_bytes(cap)
    struct.pack_into("<4I4Q", buf, off, count, sm, block, writer, t_entry, t_exit, c_entry, c_exit)
    for i, (start, dur, tag) in enumerate(records[:cap]):
        struct.pack_into("<QII", buf, off + fmt.SEGMENT_HEADER_BYTES + i * fmt.RECORD_BYTES, start, dur, tag)
    over = struct.unpack_from("<I", buf, fmt.OFF_OVERFLOW)[0]
    struct.pack_into("<I", buf, fmt.OFF_OVERFLOW, over + max(0, count - cap))


def gemm_buffer(cap: int = 16, k_tiles: int = 3, blocks: int = 2, same_sm: bool = False):
    """A synthetic profile of the warp-specialized GEMM: per CTA a producer (wg0) that waits
    in producer_acquire and two consumers that wait in consumer_wait, in the order the
    kernel writes records (inner ranges end, and are written, first)."""
    T = 1_000_000
    buf = initial_buffer(cap, (blocks, 1, 1), 3)
    for b in range(blocks):
        base = T + b * (0 if same_sm else 10_000) + (500 if same_sm and b else 0)
        sm = 7 if same_sm else 7 + b
        recs = []
        for i in range(k_tiles):
            s = base + 100 + i * 200
            recs += [(s, 50, 2), (s, 150, 1)]  # acquire, then the iteration around it
        recs.append((base + 10, 100 + k_tiles * 200, 0))  # the producer role
        fill(buf, cap, 3 * b, count=len(recs), sm=sm, block=b, writer=0, t_entry=base,
             t_exit=base + 200 + k_tiles * 200, records=recs)
        for w in (1, 2):
            recs = []
            for i in range(k_tiles):
                s = base + 120 + i * 200
                recs += [(s, 80, 4), (s, 180, 1)]
            recs.append((base + 120 + k_tiles * 200, 60, 5))  # epilogue
            recs.append((base + 20, 100 + k_tiles * 200 + 60, 3))  # the consumer role
            fill(buf, cap, 3 * b + w, count=len(recs), sm=sm, block=b, writer=w, t_entry=base,
                 t_exit=base + 260 + k_tiles * 200, records=recs)
    return buf


def test_decode_gemm_events_and_order():
    p = decode(gemm_buffer(), GEMM_META)
    assert p.warnings == [] and p.overflow == 0 and p.dropped == 0
    assert p.grid == (2, 1, 1) and p.writers_per_cta == 3 and p.capacity == 16
    assert len(p.events) == 2 * (7 + 2 * 8)
    prod = events_of(p, 0, 0)
    assert [e.name for e in prod] == ["producer"] + ["iteration", "producer_acquire"] * 3
    assert all(e.role == "producer" and e.sm == 7 and e.block == 0 for e in prod)
    assert prod[1].start == 1_000_100 and prod[1].end == 1_000_250 and prod[2].duration == 50
    cons = events_of(p, 1, 2)
    assert cons[0].name == "consumer" and cons[-1].name == "epilogue"
    assert {e.role for e in cons} == {"consumer"} and {e.sm for e in cons} == {8}
    # every range lies inside its writer's role range
    role = cons[0]
    assert all(role.start <= e.start and e.end <= role.end for e in cons)
    assert p.t0 == 1_000_000 and p.t1 == 1_010_000 + 260 + 600


def test_decode_overflow_is_counted_not_written():
    cap = 4
    buf = gemm_buffer(cap=cap)
    p = decode(buf, GEMM_META)
    # producer: 7 records tried, consumers: 8 each, per CTA; only `cap` kept per writer
    assert p.dropped == 2 * ((7 - cap) + 2 * (8 - cap)) == p.overflow
    assert len(p.events) == 2 * 3 * cap
    assert any("dropped" in w for w in p.warnings)
    assert not any("overflow counter says" in w for w in p.warnings)
    assert max(s.count for s in p.segments) == 8
    # the header's counter and the segments disagree: said, not hidden
    struct.pack_into("<I", buf, fmt.OFF_OVERFLOW, 1)
    assert any("overflow counter says 1" in w for w in decode(buf, GEMM_META).warnings)


def test_decode_unwritten_segments_and_bad_buffers():
    buf = initial_buffer(8, (2, 1, 1), 3)
    fill(buf, 8, 0, count=1, sm=3, block=0, writer=0, t_entry=10, t_exit=90, records=[(20, 30, 0)])
    p = decode(buf, GEMM_META)
    assert len(p.events) == 1 and sum(s.written for s in p.segments) == 1
    assert any("5 of 6 writers never reached" in w for w in p.warnings)
    with pytest.raises(ProfileError, match="magic"):
        decode(b"\0" * 64, GEMM_META)
    with pytest.raises(ProfileError, match="shorter than its 64-byte header"):
        decode(b"\0" * 10, GEMM_META)
    with pytest.raises(ProfileError, match="needs"):
        decode(bytes(buf[:-16]), GEMM_META)
    bad = bytearray(buf)
    struct.pack_into("<QII", bad, fmt.HEADER_BYTES + fmt.SEGMENT_HEADER_BYTES, 20, 30, 99)
    with pytest.raises(ProfileError, match="tag 99, but the kernel has 6 tags"):
        decode(bad, GEMM_META)
    bad = bytearray(buf)
    struct.pack_into("<I", bad, fmt.HEADER_BYTES + 8, 5)  # segment 0 claims block 5
    with pytest.raises(ProfileError, match="segment 0 holds block 5"):
        decode(bad, GEMM_META)


def test_chrome_trace_tracks_per_sm_and_role():
    p = decode(gemm_buffer(), GEMM_META)
    tr = json.loads(json.dumps(chrome_trace(p)))
    assert tr["displayTimeUnit"] == "ns"
    meta = [e for e in tr["traceEvents"] if e["ph"] == "M"]
    procs = {e["pid"]: e["args"]["name"] for e in meta if e["name"] == "process_name"}
    assert procs == {7: "SM 7", 8: "SM 8"}
    threads = {(e["pid"], e["args"]["name"]) for e in meta if e["name"] == "thread_name"}
    assert threads == {(sm, f"{r} wg{w}") for sm in (7, 8) for r, w in
                       (("producer", 0), ("consumer", 1), ("consumer", 2))}
    xs = [e for e in tr["traceEvents"] if e["ph"] == "X"]
    assert len(xs) == len(p.events) + 6  # + one CTA span per writer
    acq = [e for e in xs if e["name"] == "producer_acquire" and e["pid"] == 7]
    assert [e["ts"] for e in acq] == [0.1, 0.3, 0.5] and all(e["dur"] == 0.05 for e in acq)
    assert all(e["cat"] == "wait" for e in acq)


def test_chrome_trace_concurrent_ctas_get_their_own_tracks():
    p = decode(gemm_buffer(same_sm=True), GEMM_META)  # two CTAs on SM 7 at once
    tr = chrome_trace(p)
    names = sorted(e["args"]["name"] for e in tr["traceEvents"] if e["name"] == "thread_name")
    assert names == sorted(["producer wg0", "consumer wg1", "consumer wg2",
                            "producer wg0 #2", "consumer wg1 #2", "consumer wg2 #2"])
    # within one track, slices never overlap unless nested
    by_track = {}
    for e in tr["traceEvents"]:
        if e["ph"] == "X":
            by_track.setdefault((e["pid"], e["tid"]), []).append((e["ts"], e["ts"] + e["dur"]))
    for spans in by_track.values():
        spans.sort(key=lambda s: (s[0], -s[1]))
        stack = []
        for lo, hi in spans:
            while stack and stack[-1] <= lo:
                stack.pop()
            assert not stack or hi <= stack[-1] + 1e-9
            stack.append(hi)


def test_summary_busy_and_waiting():
    p = decode(gemm_buffer(k_tiles=4), GEMM_META)
    rs = {r.role: r for r in role_summary(p)}
    assert rs["producer"].writers == 2 and rs["consumer"].writers == 4
    assert rs["producer"].waiting_ns == 4 * 50 and rs["producer"].span_ns == 200 + 800
    assert rs["consumer"].waiting_ns == 4 * 80 and rs["consumer"].span_ns == 260 + 800
    assert rs["consumer"].busy_ns == 1060 - 320
    assert abs(rs["producer"].waiting_pct - 20.0) < 1e-9
    table = summary_table(p)
    assert "| producer | 2 | 1.00 | 0.80 | 0.20 | 80.0 | 20.0 | 18 |" in table
    assert "| consumer | consumer_wait | wait | 16 | 1.3 | 80 | 80 |" in table


def test_png_or_reason(tmp_path):
    p = decode(gemm_buffer(), GEMM_META)
    why = write_png(p, tmp_path / "t.png")
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        assert why is not None and "matplotlib" in why
        return
    assert why is None
    assert (tmp_path / "t.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


# -- the instrumented kernels ----------------------------------------------------------------


def _ptx(text: str, spec: str) -> str:
    from tirx_mlir.runtime.compiler import lower_to_ptx  # noqa: F401  (imports the target)
    from tirx_mlir.targets.ptx import emit_ptx
    from tirx_mlir.profile.runtime import _passes

    ctx = make_context()
    m = Parser(ctx, text).parse_module()
    for p in _passes(spec.split(",")):
        p.apply(ctx, m)
    return emit_ptx(m).text


def _with_markers(text: str) -> str:
    """examples/softmax.mlir with user ranges: around the row maximum and the row sum."""
    a = "    %m0 = vector.reduction <maxnumf>, %f0"
    b = "    // e = exp2(x * log2e - max * log2e)"
    assert a in text and b in text
    text = text.replace(a, '    %pm_max = prof.begin "row_max"\n' + a, 1)
    text = text.replace(b, "    prof.end %pm_max\n" + '    prof.range "nothing" {\n    }\n' + b, 1)
    return text


def test_off_is_free_identical_ptx():
    """No profile-instrument: a kernel with markers compiles to the PTX of the kernel
    without them (profile-strip is the first stage of tirx-to-ptx)."""
    src = open(os.path.join(ROOT, "examples", "softmax.mlir")).read()
    marked = _with_markers(src)
    assert "prof.begin" in marked
    plain = _ptx(src, "tirx-to-ptx")
    assert _ptx(marked, "tirx-to-ptx") == plain
    assert "globaltimer" not in plain and "prof_buf" not in plain


def test_instrumented_softmax_meta_and_ptx(tmp_path):
    from tirx_mlir.profile.runtime import instrument

    src = _with_markers(open(os.path.join(ROOT, "examples", "softmax.mlir")).read())
    ir, metas = instrument(src)
    m = metas["softmax"]
    assert m.tags == ["row_max", "nothing"] and m.kinds == ["user", "user"]
    assert m.roles == {} and m.events == (2, 0, 0) and m.capacity() == 2
    assert m.role_of(3) == "wg3" and m.writers_per_cta(512) == 4
    assert "%prof_buf: i64" in ir
    ptx = _ptx(ir, "tirx-to-ptx")
    assert ".param .u64 prof_buf" in ptx and ptx.count("mov.u64 %rd") > 0
    # entry; row_max begins; row_max ends where "nothing" begins and ends (one read); exit
    assert ptx.count("%globaltimer") == 4
    if shutil.which("ptxas"):
        (tmp_path / "s.ptx").write_text(ptx)
        r = subprocess.run(["ptxas", "-arch=sm_90a", str(tmp_path / "s.ptx"), "-o", str(tmp_path / "s.cubin")],
                           capture_output=True, text=True)
        assert r.returncode == 0, r.stderr


def test_instrumented_gemm_meta_capacity_and_ptxas(tmp_path):
    from tirx_mlir.kernels import gemm_aproxy
    from tirx_mlir.profile.runtime import instrument

    ir, metas = instrument(gemm_aproxy.gemm_ir(128, 4), max_events=200,
                           markers=("roles", "waits", "iterations", "epilogues"), waits="events")
    m = metas["gemm_bf16"]
    assert m.waits == "events"
    assert m.tags == GEMM_META.tags and m.kinds == GEMM_META.kinds
    assert m.roles == {"producer": [0], "consumer": [1, 2]}
    # fixed: producer, consumer, epilogue; per K tile: iteration + wait on each side
    assert m.events == (3, 4, 0)
    assert m.capacity(trips=16) == 3 + 4 * 16 and m.capacity(trips=64) == 200 and m.capacity() == 200
    # sink: the consumer's wait / iteration records are stored while the wgmma group runs,
    # between wgmma_commit and wgmma_wait, not before the wgmmas are issued
    consumer = ir[ir.index('aproxy.role "consumer"'):]
    commit, wait = consumer.index("aproxy.wgmma_commit"), consumer.index("aproxy.wgmma_wait")
    first_wgmma = consumer.index("aproxy.wgmma m64")
    stores = [i for i in range(len(consumer)) if consumer.startswith("nvvm.st<space = global, vec = v4", i)]
    assert not any(i < first_wgmma for i in stores)
    assert any(commit < i < wait for i in stores)
    if shutil.which("ptxas") is None:
        pytest.skip("ptxas is not on PATH")
    ptx = _ptx(ir, "tirx-to-ptx")
    (tmp_path / "g.ptx").write_text(ptx)
    r = subprocess.run(["ptxas", "-arch=sm_90a", str(tmp_path / "g.ptx"), "-o", str(tmp_path / "g.cubin")],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


def test_markers_none_records_only_the_kernel_span():
    from tirx_mlir.kernels import gemm_aproxy
    from tirx_mlir.profile.runtime import instrument

    ir, metas = instrument(gemm_aproxy.gemm_ir(64, 2), markers=("none",))
    assert metas["gemm_bf16"].tags == [] and metas["gemm_bf16"].events == (0, 0, 0)
    assert "prof.begin" not in ir and ir.count("reg = globaltimer") == 2  # entry, exit
    assert ir.count('reg = "clock64"') + ir.count("reg = clock64") == 2


def test_command_ptx_only_and_no_gpu(tmp_path):
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    r = subprocess.run([sys.executable, "-m", "tirx_mlir.profile", "examples/softmax.mlir", "--out",
                        str(tmp_path), "--ptx-only", "--markers", "none"],
                       capture_output=True, text=True, cwd=ROOT, env=env)
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "softmax.profiled.mlir").exists() and (tmp_path / "softmax.profiled.ptx").exists()
    r = subprocess.run([sys.executable, "-m", "tirx_mlir.profile", "no/such.mlir", "--out", str(tmp_path),
                        "--ptx-only"], capture_output=True, text=True, cwd=ROOT, env=env)
    assert r.returncode == 2 and "no such file" in r.stderr and "Traceback" not in r.stderr
    from tirx_mlir.runtime import gpu_status

    if not gpu_status()[0]:
        r = subprocess.run([sys.executable, "-m", "tirx_mlir.profile", "gemm", "--out", str(tmp_path)],
                           capture_output=True, text=True, cwd=ROOT, env=env)
        assert r.returncode == 2 and "no usable GPU" in r.stderr and "Traceback" not in r.stderr


def test_softmax_sample_ranges():
    from tirx_mlir.profile.runtime import instrument
    from tirx_mlir.profile.samples import SOFTMAX_RANGE_NAMES, with_ranges

    src = open(os.path.join(ROOT, "examples", "softmax.mlir")).read()
    marked = with_ranges(src)
    _, metas = instrument(marked, markers=("none",))
    assert metas["softmax"].tags == SOFTMAX_RANGE_NAMES and metas["softmax"].events == (4, 0, 0)
    assert _ptx(marked, "tirx-to-ptx") == _ptx(src, "tirx-to-ptx")
    with pytest.raises(ValueError, match="expected the line"):
        with_ranges(src.replace("    gpu.return", "    gpu.return\n    gpu.return"))


def test_chrome_trace_keeps_the_first_sms():
    p = decode(gemm_buffer(blocks=3), GEMM_META)  # CTAs on SMs 7, 8, 9
    tr = chrome_trace(p, max_sms=2)
    assert {e["pid"] for e in tr["traceEvents"]} == {7, 8}
    assert tr["otherData"]["sms_shown"] == [7, 8]
    assert len([e for e in tr["traceEvents"] if e["ph"] == "X"]) == 2 * (23 + 3)


def test_png_keeps_whole_sms_within_the_row_budget(tmp_path):
    pytest.importorskip("matplotlib")
    p = decode(gemm_buffer(blocks=3), GEMM_META)  # 3 SMs x 3 tracks
    assert write_png(p, tmp_path / "a.png", max_rows=7) is None  # 2 SMs: 6 rows
    assert write_png(p, tmp_path / "b.png", max_rows=2) is None  # always at least one SM
    assert (tmp_path / "b.png").stat().st_size > 0


def test_decode_clock64_maps_cycles_to_ns():
    """timer=clock64: records count SM cycles; the decoder maps them to ns with one rate,
    sum of globaltimer spans / sum of clock64 spans, anchored at each segment's entry."""
    meta = ProfileMeta("k", ["a", "b"], ["user", "wait"], timer="clock64")
    buf = initial_buffer(4, (2, 1, 1), 1)
    # 2 GHz: 0.5 ns per cycle; CTA 0 enters at 1000 ns / cycle 10_000, CTA 1 at 5000 ns / cycle 90_000
    fill(buf, 4, 0, count=2, sm=1, block=0, writer=0, t_entry=1000, t_exit=3000, c_entry=10_000, c_exit=14_000,
         records=[(10_400, 1000, 0), (11_000, 200, 1)])
    fill(buf, 4, 1, count=1, sm=2, block=1, writer=0, t_entry=5000, t_exit=9000, c_entry=90_000, c_exit=98_000,
         records=[(90_000, 8000, 0)])
    p = decode(buf, meta)
    assert p.ns_per_cycle == 0.5
    a0, b0 = events_of(p, 0, 0)
    assert (a0.start, a0.end, b0.start, b0.end) == (1200, 1700, 1500, 1600)
    (a1,) = events_of(p, 1, 0)
    assert (a1.start, a1.end) == (5000, 9000)
    assert "ns per cycle" in summary_table(p)
    bad = initial_buffer(4, (1, 1, 1), 1)
    fill(bad, 4, 0, count=0, sm=1, block=0, writer=0, t_entry=5, t_exit=5, records=[])
    with pytest.raises(ProfileError, match="cannot map cycles to ns"):
        decode(bad, meta)


def test_instrument_clock64_reads_the_cycle_counter():
    from tirx_mlir.profile.runtime import instrument

    src = _with_markers(open(os.path.join(ROOT, "examples", "softmax.mlir")).read())
    ir, metas = instrument(src, timer="clock64")
    assert metas["softmax"].timer == "clock64"
    # entry: globaltimer + clock64; ranges: clock64 (row_max begin; its end = "nothing"'s
    # begin and end); exit: globaltimer + clock64
    assert ir.count('reg = "clock64"') + ir.count("reg = clock64") == 4
    assert ir.count("reg = globaltimer") == 2


# ------------------------------------------------------------------ waits=summary

SUMMARY_META = ProfileMeta("gemm_bf16", ["producer", "consumer", "epilogue", "producer_acquire", "consumer_wait"],
                           ["role", "role", "epilogue", "wait_summary", "wait_summary"], "warpgroup",
                           {"producer": [0], "consumer": [1, 2]}, 4096, (5, 0, 0), waits="summary")


def summary_buffer(cap: int = 5, blocks: int = 2, timer_scale: int = 1):
    """A synthetic profile of the GEMM with waits=summary: per writer its role (and the
    consumers' epilogue) records and one {count, max, total, tag} record per wait site."""
    T = 1_000_000
    buf = initial_buffer(cap, (blocks, 1, 1), 3)
    for b in range(blocks):
        base = T + b * 10_000
        # producer: 3 acquires, 50 + 70 + 30 ns
        recs = [(base + 10, 800, 0), (3 | (70 << 32), 150, 3)]
        fill(buf, cap, 3 * b, count=len(recs), sm=7 + b, block=b, writer=0, t_entry=base, t_exit=base + 900,
             records=recs, c_entry=0, c_exit=900 * timer_scale)
        for w in (1, 2):
            recs = [(base + 700, 100, 2), (base + 20, 790, 1), (3 | ((80 + w) << 32), 240, 4)]
            fill(buf, cap, 3 * b + w, count=len(recs), sm=7 + b, block=b, writer=w, t_entry=base,
                 t_exit=base + 900, records=recs, c_entry=0, c_exit=900 * timer_scale)
    return buf


def test_decode_wait_summaries():
    p = decode(summary_buffer(), SUMMARY_META)
    assert p.warnings == [] and p.dropped == 0
    assert len(p.events) == 2 * (1 + 2 * 2) and len(p.summaries) == 2 * 3
    assert {e.kind for e in p.events} == {"role", "epilogue"}  # summaries are not events
    s = [w for w in p.summaries if w.block == 0]
    assert [(w.writer, w.role, w.name, w.count, w.total, w.max) for w in s] == [
        (0, "producer", "producer_acquire", 3, 150, 70),
        (1, "consumer", "consumer_wait", 3, 240, 81),
        (2, "consumer", "consumer_wait", 3, 240, 82)]
    assert s[0].mean == 50 and s[0].sm == 7


def test_wait_summaries_in_summary_and_trace():
    p = decode(summary_buffer(), SUMMARY_META)
    roles = {r.role: r for r in role_summary(p)}
    # waiting = the summaries' totals; records count them
    assert roles["producer"].waiting_ns == 150 and roles["producer"].busy_ns == 900 - 150
    assert roles["consumer"].waiting_ns == 240 and roles["consumer"].events == 4 * 3
    from tirx_mlir.profile.export import range_summary
    rows = {(r, n, k): (c, t, mean, mx) for r, n, k, c, t, mean, mx in range_summary(p)}
    # two CTAs x two consumers x 3 waits; totals add, the max is the largest maximum
    assert rows[("consumer", "consumer_wait", "wait_summary")] == (12, 0.96, 80.0, 82)
    assert rows[("producer", "producer_acquire", "wait_summary")] == (6, 0.3, 50.0, 70)
    table = summary_table(p)
    assert "| consumer | consumer_wait | wait_summary | 12 | 1.0 | 80 | 82 |" in table
    assert "16 records" in table
    t = chrome_trace(p)
    sl = [e for e in t["traceEvents"] if e.get("cat") == "wait_summary"]
    assert len(sl) == 6
    w = next(e for e in sl if e["args"]["block"] == 0 and e["name"].startswith("producer_acquire"))
    role = next(e for e in t["traceEvents"] if e.get("cat") == "role" and e["tid"] == w["tid"]
                and e["args"]["block"] == 0)
    # the summary spans its writer's role range, args {count, total, mean, max}
    assert w["name"] == "producer_acquire ×3" and (w["ts"], w["dur"]) == (role["ts"], role["dur"])
    assert w["args"] == {"block": 0, "role": "producer", "count": 3, "total_ns": 150, "mean_ns": 50.0,
                         "max_ns": 70}


def test_wait_summaries_clock64_and_overflow():
    meta = ProfileMeta(**{**SUMMARY_META.__dict__, "timer": "clock64"})
    p = decode(summary_buffer(timer_scale=2), meta)  # 2 cycles per ns
    assert p.ns_per_cycle == 0.5
    prod = next(w for w in p.summaries if w.writer == 0)
    assert (prod.count, prod.total, prod.max) == (3, 75, 35)  # cycles -> ns; the count stays
    p = decode(summary_buffer(cap=2), SUMMARY_META)  # consumers: the summary is the 3rd record
    assert p.dropped == 4 and len(p.summaries) == 2


def test_instrumented_gemm_wait_summaries_and_ptxas(tmp_path):
    from tirx_mlir.kernels import gemm_aproxy
    from tirx_mlir.profile.runtime import instrument

    ir, metas = instrument(gemm_aproxy.gemm_ir(128, 4))  # the defaults: roles, waits (summary), epilogues
    m = metas["gemm_bf16"]
    assert m.waits == "summary"
    assert m.tags == SUMMARY_META.tags and m.kinds == SUMMARY_META.kinds
    # fixed: producer, consumer, epilogue and one summary per wait site; nothing per K tile
    assert m.events == (5, 0, 0) and m.capacity(trips=64) == 5
    loops = [i for i in range(len(ir)) if ir.startswith("scf.for", i)]
    consumer = ir[ir.index('aproxy.role "consumer"'):]
    loop = consumer[consumer.index("scf.for"):consumer.index("scf.yield")]
    # in the mainloop: shared reductions into the writer's slot, no global store
    assert "nvvm.st<space = global" not in loop
    assert [loop.count(f"nvvm.red<space = shared, op = {o}, type = u32>") for o in ("add", "max")] == [2, 1]
    assert loops and "@__tirx_prof_waits" in ir
    ir_all, metas = instrument(gemm_aproxy.gemm_ir(128, 4), markers=("roles", "waits", "iterations", "epilogues"))
    assert metas["gemm_bf16"].events == (5, 2, 0)  # iterations stay per event
    if shutil.which("ptxas") is None:
        pytest.skip("ptxas is not on PATH")
    for name, text in (("d", ir), ("a", ir_all)):
        ptx = _ptx(text, "tirx-to-ptx")
        assert "red.shared.max.u32" in ptx
        (tmp_path / f"{name}.ptx").write_text(ptx)
        r = subprocess.run(["ptxas", "-arch=sm_90a", str(tmp_path / f"{name}.ptx"), "-o",
                            str(tmp_path / f"{name}.cubin")], capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
