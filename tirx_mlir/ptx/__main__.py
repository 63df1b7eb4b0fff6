"""`python -m tirx_mlir.ptx list [--slots | --expand [ROW ...]] | certify [ROW ...] | spellings FILE... | coverage FILE...`."""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    """The command; a file that cannot be read or a row that does not exist is one
    `error: ...` line and exit status 1, not a traceback."""
    try:
        return _main(argv)
    except OSError as e:
        print(f"error: cannot read {e.filename or ''}: {e.strerror or e}", file=sys.stderr)
        return 1
    except KeyError as e:
        print(f"error: {e.args[0] if e.args else e} (python -m tirx_mlir.ptx list names every row)", file=sys.stderr)
        return 1


def _main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tirx_mlir.ptx", description=__doc__)
    sub = ap.add_subparsers(dest="cmd", required=True)
    ls = sub.add_parser("list", help="every row, one per line, as a template with its slots' legal values")
    ls.add_argument("--slots", action="store_true", help="also list each slot's legal values")
    ls.add_argument("--expand", nargs="*", metavar="ROW", default=None,
                    help="print every concrete opcode spelling the rows (default: all) can print, one per line")
    sp = sub.add_parser("spellings", help="the opcode spellings of PTX files, with their counts")
    sp.add_argument("files", nargs="+")
    cv = sub.add_parser("coverage", help="which opcode spellings of PTX files the table prints")
    cv.add_argument("files", nargs="+")
    cv.add_argument("--missing", action="store_true", help="list only the spellings no row prints")
    ce = sub.add_parser("certify", help="assemble each row's legal slot combinations with ptxas -arch=sm_90a")
    ce.add_argument("rows", nargs="*", help="row names (default: all)")
    ce.add_argument("--limit", type=int, default=None, help="most combinations per row")
    ce.add_argument("--keep", metavar="DIR", help="write the generated .ptx files here")
    ce.add_argument("--all", action="store_true",
                    help="every legal combination of every row (no sampling; minutes for ld)")
    args = ap.parse_args(argv)

    from tirx_mlir.dialects import nvvm

    if args.cmd in ("spellings", "coverage"):
        from tirx_mlir.ptx.spellings import coverage, extract

        counts = extract("\n".join(open(f).read() for f in args.files))
        if args.cmd == "spellings":
            for k, n in sorted(counts.items()):
                print(f"{n:6d}  {k}")
            return 0
        hit, miss = coverage(sorted(counts))
        if not args.missing:
            for k, m in sorted(hit.items()):
                via = "" if m.rule == "exact" else f" (as {m.spelling}: {m.rule})"
                print(f"{k}  // nvvm.{m.row.name} {m.slots}{via}")
        for k in miss:
            print(f"{k}  // no row prints it")
        total = len(hit) + len(miss)
        print(f"{len(hit)}/{total} spellings printable ({100.0 * len(hit) / max(total, 1):.1f}%)", file=sys.stderr)
        return 0 if not miss else 1

    if args.cmd == "list" and args.expand is not None:
        from tirx_mlir.ptx.certify import legal_combos
        from tirx_mlir.ptx.spellings import printed_opcode

        for r in [nvvm.row(n) for n in args.expand] or nvvm.ROWS:
            seen: set[str] = set()
            for c in legal_combos(r, limit=10**9, exhaustive=True):
                text = printed_opcode(r, c)
                if text not in seen:
                    seen.add(text)
                    print(f"{text:<100}  // nvvm.{r.name}")
        return 0

    if args.cmd == "list":
        for r in nvvm.ROWS:
            print(f"{r.spelled_form():<90}  // nvvm.{r.name}, {r.target_str()}")
            if args.slots:
                for s in r.slots:
                    opt = " (optional)" if s.optional else ""
                    print(f"    {s.name}{opt}: {s.describe()}")
        return 0

    from tirx_mlir.ptx.certify import certify

    rows = [nvvm.row(n) for n in args.rows] if args.rows else list(nvvm.ROWS)
    kw = {} if args.limit is None else {"limit": args.limit}
    if args.all:
        kw = {"limit": 10**9, "exhaustive": True}
    report = certify(rows, keep=args.keep, **kw)
    print(report.summary())
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
