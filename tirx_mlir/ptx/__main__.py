"""`python -m tirx_mlir.ptx list | certify [ROW ...]`."""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tirx_mlir.ptx", description=__doc__)
    sub = ap.add_subparsers(dest="cmd", required=True)
    ls = sub.add_parser("list", help="every form, one per line, as PTX spells it")
    ls.add_argument("--slots", action="store_true", help="also list each slot's legal values")
    ce = sub.add_parser("certify", help="assemble each row's legal slot combinations with ptxas -arch=sm_90a")
    ce.add_argument("rows", nargs="*", help="row names (default: all)")
    ce.add_argument("--limit", type=int, default=None, help="most combinations per row")
    ce.add_argument("--keep", metavar="DIR", help="write the generated .ptx files here")
    ce.add_argument("--all", action="store_true",
                    help="every legal combination of every row (no sampling; minutes for ld)")
    args = ap.parse_args(argv)

    from tirx_mlir.dialects import nvvm

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
