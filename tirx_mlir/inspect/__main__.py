"""`python -m tirx_mlir.inspect KERNEL.mlir [--json]` and `--diff A.mlir B.mlir`."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from tirx_mlir.runtime.errors import CompileError

from . import Report, inspect_source


def _load(path: str, **opts) -> Report:
    try:
        text = Path(path).read_text() if path != "-" else sys.stdin.read()
    except (OSError, UnicodeDecodeError) as exc:
        raise CompileError(f"{path}: cannot read ({exc})") from None
    return inspect_source(text, path, **opts)


def flat(report: Report) -> dict[str, dict[str, object]]:
    """kernel -> {fact: value}: what the table shows and --diff compares."""
    out = {}
    for k in report.kernels:
        r = k.resources
        row: dict[str, object] = {
            "threads": k.threads, "registers/thread": r.registers, "dynamic smem (B)": k.dynamic_smem,
            "static smem (B)": r.static_smem, "stack (B)": r.stack_bytes,
            "spills (B st/ld)": f"{r.spill_stores}/{r.spill_loads}", "named barriers": r.barriers,
            "CTAs/SM": f"{k.ctas_per_sm} ({k.occupancy_limit})" if k.threads else "-",
        }
        for fam, n in sorted(k.sass.items()):
            row[f"SASS {fam}"] = n
        if k.roofline:
            row["tile global bytes/CTA"] = k.roofline["global_bytes"]
            row["tile FLOPs/CTA"] = k.roofline["flops"]
            row["roofline"] = k.roofline["bound"]
        for i, d in enumerate(k.dispatch):
            why = "; ".join(f"{v}: {reason}" for v, reason in d.declined)
            row[f"dispatch #{i} {d.op}"] = (d.chosen or f"none ({d.error.splitlines()[0]})") + (
                f"  [declined: {why}]" if why else "")
        for w in r.warnings:
            row.setdefault("ptxas warnings", "")
            row["ptxas warnings"] = (str(row["ptxas warnings"]) + " " + w).strip()
        out[k.name] = row
    return out


def table(report: Report) -> str:
    lines = [f"# {report.source}  ({report.machine})"]
    for name, row in flat(report).items():
        lines.append(f"\n## kernel {name}")
        width = max(len(k) for k in row)
        lines += [f"  {k.ljust(width)}  {v}" for k, v in row.items()]
    if report.verify_sync:
        lines.append("\n## aproxy-verify-sync")
        lines += [f"  {r}" for r in report.verify_sync]
    for n in report.notes:
        lines.append(f"note: {n}")
    return "\n".join(lines)


def diff(a: Report, b: Report) -> str:
    fa, fb = flat(a), flat(b)
    lines = [f"# {a.source} -> {b.source}"]
    for name in sorted(set(fa) | set(fb)):
        ra, rb = fa.get(name, {}), fb.get(name, {})
        changed = [(k, ra.get(k, "-"), rb.get(k, "-")) for k in dict.fromkeys([*ra, *rb]) if ra.get(k) != rb.get(k)]
        lines.append(f"\n## kernel {name}: {len(changed)} facts differ")
        lines += [f"  {k}: {va} -> {vb}" for k, va, vb in changed]
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tirx_mlir.inspect",
                                 description="Resources, machine-code mix, dispatch decisions, sync-check "
                                             "summary and a roofline estimate of each kernel (no GPU needed).")
    ap.add_argument("source", nargs="?", help="tirx IR file ('-' reads standard input)")
    ap.add_argument("--json", action="store_true", help="print JSON instead of a table")
    ap.add_argument("--diff", nargs=2, metavar=("A", "B"), help="compare two kernel files")
    ap.add_argument("--trips", type=int, default=1,
                    help="iterations assumed for loops with run-time bounds in the roofline (default 1)")
    ap.add_argument("--block", type=int, default=0,
                    help="threads per CTA for occupancy, for kernels that do not fix their block size")
    args = ap.parse_args(argv)
    if args.trips < 1 or not 0 <= args.block <= 1024:
        ap.error(f"--trips must be >= 1 and --block in [0, 1024], found {args.trips} and {args.block}")
    opts = {"trips": args.trips, "block": args.block}
    if not args.diff and not args.source:
        ap.error("give a kernel file, or --diff A B")
    try:
        if args.diff:
            a, b = (_load(p, **opts) for p in args.diff)
            print(json.dumps({"a": a.to_json(), "b": b.to_json()}, indent=1, default=str) if args.json else diff(a, b))
        else:
            rep = _load(args.source, **opts)
            print(json.dumps(rep.to_json(), indent=1, default=str) if args.json else table(rep))
    except CompileError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
