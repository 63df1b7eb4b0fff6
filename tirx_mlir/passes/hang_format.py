"""The hang-check buffer's byte layout and its wait sites: the contract `aproxy-to-nvvm
{hang_check=true}` (which writes the buffer on the GPU, tirx_mlir/lowering/hang_check.py)
states and the host (tirx_mlir/runtime/hang.py, which reads it after the kernel trapped)
follows. It imports nothing of either side. All fields little-endian.

    header (HEADER_BYTES = 16), written by the host except `count`:
      +0  u32 count: records the waiting threads tried to write (atom.global.add)
      +4  u32 capacity: records the buffer holds      +8 .. +15 zero
    records, record i at HEADER_BYTES + i * RECORD_BYTES (i < capacity):
      +0  u32 site + 1 (0: never written)   +4 u32 ctaid.x   +8 u32 ctaid.y   +12 u32 tid.x
      +16 u32 barrier: its byte offset in the kernel's dynamic shared memory
      +20 u32 parity waited for             +24 u32 polls    +28 u32 ms waited

A *site* is one wait op of the aproxy kernel (`aproxy.mbarrier_wait`, `producer_acquire`,
`consumer_wait`), numbered in walk order; `site_table` describes each (op, role,
warpgroups, barrier, array offset in shared memory, stages, location), and the kernel carries
the table as its `tirx.hang` attribute, so the host can say which role waits on which
barrier, stage and phase, at which line.
"""

from __future__ import annotations

import json
import struct

from xdsl.ir import Operation

HEADER_BYTES = 16
RECORD_BYTES = 32
DEFAULT_CAPACITY = 4096
DEFAULT_MS = 1000
ATTR = "tirx.hang"

WAIT_OPS = ("aproxy.mbarrier_wait", "aproxy.producer_acquire", "aproxy.consumer_wait")


def wait_sites(func: Operation) -> list[Operation]:
    """The kernel's wait ops, in walk order (the site numbers)."""
    return [op for op in func.walk() if op.name in WAIT_OPS]


def op_path(op: Operation) -> str:
    """The op's place in its kernel: the region ops from the gpu.func down, each with its
    index in its block (`@gemm > aproxy.specialize#17 > aproxy.role 'consumer'#1 > ...`)."""
    chain = []
    o = op
    while o is not None and o.name != "gpu.func":
        blk = o.parent_block()
        idx = list(blk.ops).index(o) if blk is not None else 0
        label = o.name + (f" {o.role_name.data!r}" if o.name == "aproxy.role" else "")
        chain.append(f"{label}#{idx}")
        o = o.parent_op()
    if o is not None:
        sym = getattr(o, "sym_name", None)
        chain.append(f"@{sym.data if sym is not None else 'kernel'}")
    return " > ".join(reversed(chain))


def location(op: Operation) -> str:
    """file:line:col when the op was parsed with locations, else its op_path."""
    loc = getattr(op, "location", None)
    line = getattr(getattr(loc, "line", None), "data", None)
    if line is not None:
        f = getattr(loc, "filename", None)
        name = getattr(f, "data", f) or "<input>"
        col = getattr(getattr(loc, "column", None), "data", 0)
        return f"{name}:{line}:{col}"
    return op_path(op)


def _role(op: Operation) -> tuple[str, list[int]]:
    p = op.parent_op()
    while p is not None and p.name != "aproxy.role":
        p = p.parent_op()
    if p is None:
        return "-", []
    return p.role_name.data, [a.value.data for a in p.warpgroups.data]


def site_table(func: Operation, offsets: dict[Operation, int]) -> list[dict]:
    """One entry per wait site: op, role, warpgroups, barrier (its SSA name), kind
    ("pipeline" or "mbarrier"), the barrier array's offset and size in shared memory
    (`offsets`: alloc op -> byte offset, from the lowering's layout), stages, location."""
    out = []
    for op in wait_sites(func):
        bar = op.operands[0]
        owner = bar.owner
        role, wgs = _role(op)
        stages = getattr(owner, "stages", 0) if owner.name == "aproxy.pipeline" else 0
        n = 2 * stages if stages else getattr(getattr(bar.type, "n", None), "__int__", lambda: 0)()
        out.append({"op": op.name, "role": role, "warpgroups": wgs,
                    "barrier": f"%{bar.name_hint}" if bar.name_hint else "%barrier",
                    "kind": "pipeline" if stages else "mbarrier", "offset": offsets.get(owner, -1),
                    "count": int(n), "stages": int(stages), "loc": location(op)})
    return out


def table_attr(table: list[dict]) -> str:
    return json.dumps(table, separators=(",", ":"))


def records(data: bytes) -> list[dict]:
    """The records of a buffer read back from the host (count capped at capacity)."""
    count, cap = struct.unpack_from("<II", data, 0)
    out = []
    for i in range(min(count, cap)):
        w = struct.unpack_from("<8I", data, HEADER_BYTES + i * RECORD_BYTES)
        if w[0] == 0:
            continue
        out.append({"site": w[0] - 1, "cta": (w[1], w[2]), "tid": w[3], "barrier_offset": w[4],
                    "parity": w[5], "polls": w[6], "ms": w[7]})
    return out


def describe(rec: dict, table: list[dict]) -> dict:
    """A record with its site: role, warpgroup, barrier name, stage and phase."""
    site = table[rec["site"]] if 0 <= rec["site"] < len(table) else {}
    d = dict(rec)
    d.update({"op": site.get("op", "?"), "role": site.get("role", "?"), "loc": site.get("loc", ""),
              "warpgroup": rec["tid"] // 128})
    idx = (rec["barrier_offset"] - site.get("offset", 0)) // 8 if site.get("offset", -1) >= 0 else None
    name = site.get("barrier", "?")
    s = site.get("stages", 0)
    if idx is not None and s:
        which = "full" if idx < s else "empty"
        d["barrier"] = f"{name} {which}[{idx % s}]"
        d["stage"] = idx % s
        # consumer_wait waits for the phase's parity, producer_acquire for the flipped one
        d["phase"] = rec["parity"] if which == "full" else rec["parity"] ^ 1
    else:
        d["barrier"] = f"{name}[{idx}]" if idx is not None else name
        d["stage"] = None
        d["phase"] = None
    return d


def report(data: bytes, table: list[dict], kernel: str = "kernel") -> str:
    """The text the host prints after a hang-check trap: one line per (site, warpgroup)."""
    recs = [describe(r, table) for r in records(data)]
    count = struct.unpack_from("<I", data, 0)[0]
    if not recs:
        return f"hang-check: @{kernel}: no wait timed out (no record)"
    seen: dict[tuple, dict] = {}
    for r in recs:
        key = (r["site"], r["cta"], r["warpgroup"])
        if key not in seen:
            seen[key] = r
    lines = [f"hang-check: @{kernel}: {count} waiting thread(s) timed out; first per site and warpgroup:"]
    for r in seen.values():
        st = f", stage {r['stage']}, phase {r['phase']}" if r["stage"] is not None else ""
        lines.append(f"  {r['role']}:wg{r['warpgroup']} (CTA {r['cta'][0]},{r['cta'][1]}, tid {r['tid']}) waits on "
                     f"{r['barrier']}{st}, parity {r['parity']} at {r['op']}"
                     f"{' (' + r['loc'] + ')' if r['loc'] else ''}: {r['polls']} polls, {r['ms']} ms")
    return "\n".join(lines)
