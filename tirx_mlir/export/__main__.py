"""`python -m tirx_mlir.export KERNEL.mlir -o DIR [--name NAME] [--arch sm_90a]`."""

from __future__ import annotations

import argparse
import sys

from tirx_mlir.runtime.errors import CompileError

from . import ExportError, export


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tirx_mlir.export",
                                 description="Write a kernel module's cubin, PTX, ABI, C header and C launcher.")
    ap.add_argument("source", help="tirx IR file (.mlir)")
    ap.add_argument("-o", "--out", required=True, help="output folder")
    ap.add_argument("--name", help="file stem and C prefix (default: the source's stem)")
    ap.add_argument("--arch", default="sm_90a")
    args = ap.parse_args(argv)
    try:
        paths = export(args.source, args.out, name=args.name, arch=args.arch)
    except (CompileError, ExportError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    for p in paths:
        print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
