"""`tirx-opt`: the tirx-mlir pass driver, with mlir-opt's conventions.

    tirx-opt [FILE|-] [-p PIPELINE] [-t TARGET] [-o OUT] [--split-input-file]
             [--verify-diagnostics] [--print-debuginfo] [--time-passes] ...
    tirx-opt --list-passes[=all]      our passes and pipelines, their options
    tirx-opt --version

Diagnostics print as `file.mlir:12:7: error: ...` with the source line and a caret; every
error exits 1 with one message, never a traceback. Arguments are read before anything
heavy is imported (tirx_mlir.tools.driver does the work), so `--version` and `--help`
start as fast as Python.
"""

from __future__ import annotations

import argparse
import sys


class _Usage(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # one message, exit 1 (argparse would print usage, exit 2)
        raise _Usage(message)


def _dist_version(name: str) -> str:
    """An installed distribution's version from its dist-info folder's name (importing
    importlib.metadata would cost more than the rest of `--version`)."""
    import os

    prefix = name + "-"
    for d in sys.path:
        try:
            entries = os.listdir(d or ".")
        except OSError:
            continue
        for e in entries:
            if e.startswith(prefix) and e.endswith(".dist-info"):
                return e[len(prefix):-len(".dist-info")]
    return "not installed"


def version_text() -> str:
    import tirx_mlir

    return f"tirx-opt (tirx-mlir) {tirx_mlir.__version__}, on xDSL {_dist_version('xdsl')}"


def _our_pass_names() -> str:
    from tirx_mlir import registry

    return ", ".join(registry.PASSES)


def build_parser() -> argparse.ArgumentParser:
    from tirx_mlir import registry

    p = _Parser(
        prog="tirx-opt",
        description="tirx-mlir's pass driver (Hopper tile IR -> aproxy -> nvvm -> PTX), with "
                    "mlir-opt's conventions.",
        epilog=f"Our passes: {_our_pass_names()} (`--list-passes` for what each does and its "
               f"options; xDSL's passes such as canonicalize, cse, dce are accepted too). "
               f"Targets: mlir (default), {', '.join(registry.TARGETS)} (and xDSL's).",
    )
    p.add_argument("input_file", nargs="?", help="input file; '-' or none: standard input")
    p.add_argument("-p", "--passes", default="", metavar="PIPELINE",
                   help="passes to run, e.g. 'tile-dispatch,aproxy-to-nvvm' or "
                        "'builtin.module(tirx-to-ptx{verify_sync=false})'")
    p.add_argument("-t", "--target", default="mlir", help="output: mlir (default) or ptx")
    p.add_argument("-o", "--output-file", metavar="FILE", help="write the output here (default stdout)")
    p.add_argument("--split-input-file", action="store_true",
                   help="process the `// -----` separated pieces of the input independently")
    p.add_argument("--verify-diagnostics", action="store_true",
                   help="check the diagnostics against the input's expected-error/-warning/-note/"
                        "-remark annotations (as mlir-opt); exit 1 on any mismatch "
                        "(--verify-diagnostics=only-expected: diagnostics nobody expected are allowed)")
    p.add_argument("--verify-diagnostics-level", choices=["all", "only-expected"], default="all",
                   help=argparse.SUPPRESS)
    p.add_argument("--parsing-diagnostics", action="store_true",
                   help="accepted for xdsl-opt compatibility; parse errors are diagnostics anyway")
    p.add_argument("--print-op-generic", action="store_true", help="print ops in the generic form")
    p.add_argument("--print-debuginfo", action="store_true", help="print each op's location")
    p.add_argument("--print-between-passes", action="store_true",
                   help="print the IR after each pass (to stderr)")
    p.add_argument("--time-passes", action="store_true", help="report the time of each pass (to stderr)")
    p.add_argument("--allow-unregistered-dialect", action="store_true",
                   help="accept ops of dialects nobody registered")
    p.add_argument("--disable-verify", action="store_true", help="do not verify the IR between passes")
    p.add_argument("--no-implicit-module", action="store_true",
                   help="the input must be one builtin.module")
    p.add_argument("--list-passes", nargs="?", const="ours", choices=["ours", "all"],
                   help="list our passes and pipelines with their options (=all: and xDSL's names)")
    p.add_argument("-v", "--version", action="store_true", help="print tirx-mlir's version")
    return p


def _drop_stdout() -> None:
    """Point stdout at /dev/null so that the interpreter's last flush cannot fail again."""
    import os

    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def main(argv: list[str] | None = None) -> int:
    # No cyclic garbage collection while tirx-opt runs: importing xDSL and our dialects makes
    # ~50,000 long-lived objects, and the ~70 collections they trigger rescan them for nothing
    # (~25 ms of a small compile). The passes and the PTX printer pause it anyway
    # (support.gc_paused). Back as it was on return (main may run inside a longer process).
    import gc

    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return _main(argv)
    finally:
        if was_enabled:
            gc.enable()


def _main(argv: list[str] | None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    # mlir-opt's `--verify-diagnostics=only-expected` (a bare flag keeps taking no value)
    argv = [a for arg in argv for a in (
        ("--verify-diagnostics", "--verify-diagnostics-level=" + arg.split("=", 1)[1])
        if arg.startswith("--verify-diagnostics=") else (arg,))]
    out, err = sys.stdout, sys.stderr
    try:
        try:
            args = build_parser().parse_args(argv)
        except _Usage as e:
            err.write(f"tirx-opt: error: {e} (tirx-opt --help)\n")
            return 1
        if args.version:
            out.write(version_text() + "\n")
            return 0
        from tirx_mlir.tools.lean_deprecated import install

        install()  # before xDSL is imported: no asyncio at start-up (lean_deprecated.py)
        if args.list_passes:
            from tirx_mlir.tools.list_passes import list_passes

            out.write(list_passes(args.list_passes == "all"))
            return 0
        from tirx_mlir.tools.driver import Driver, DriverError

        try:
            from tirx_mlir.source import run_deep

            return run_deep(Driver(args, out, err).run)  # deep input: a large stack (source.py)
        except DriverError as e:
            err.write(f"tirx-opt: error: {e}\n")
            return 1
    except BrokenPipeError:
        # The reader went away (`tirx-opt ... | head`): stop quietly, as Unix filters do.
        _drop_stdout()
        return 0
    except OSError as e:  # e.g. no space left on the device behind stdout
        err.write(f"tirx-opt: error: cannot write the output: {e.strerror or e}\n")
        _drop_stdout()
        return 1
    except KeyboardInterrupt:
        err.write("tirx-opt: interrupted\n")
        return 130


def entry() -> None:
    """The `tirx-opt` command (tools/tirx-opt, the console script): `main()`, then exit
    without tearing the interpreter down. Python's finalization frees every module and
    object one by one and runs a full garbage collection over the ~70,000 objects xDSL and
    the compile left (~5% of a small compile's instructions); a process about to end needs
    none of it. Standard output and error are flushed and the atexit functions run first;
    if flushing fails (a closed pipe), the ordinary exit reports it as Python would."""
    import os

    rc = main()
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        sys.exit(rc)
    import atexit

    run_exitfuncs = getattr(atexit, "_run_exitfuncs", None)
    if run_exitfuncs is None:
        sys.exit(rc)
    run_exitfuncs()
    os._exit(rc if isinstance(rc, int) else 1)


if __name__ == "__main__":
    entry()
