"""`tirx-opt`: xDSL's opt driver with the tirx dialects, passes and targets.

It keeps every xDSL option (`-p`, `-t`, `--split-input-file`, `--verify-diagnostics`,
`--print-between-passes`, ...). Unlike xDSL 0.75's `xdsl-opt`, a parse or verification
error never ends in a Python traceback: the diagnostic is printed with its location and
caret, as mlir-opt does, and the exit status is 1.
"""

from __future__ import annotations

import sys
import warnings

from xdsl.utils.exceptions import (
    ArgSpecParseError,
    DiagnosticException,
    ParseError,
    PassFailedException,
    VerifyException,
)
from xdsl.xdsl_opt_main import xDSLOptMain

from tirx_mlir import registry


class TirxOptMain(xDSLOptMain):
    def register_all_dialects(self):
        for name, factory in registry.dialect_factories().items():
            self.ctx.register_dialect(name, factory)

    def register_all_passes(self):
        super().register_all_passes()
        for name, factory in registry.pass_factories().items():
            self.register_pass(name, factory)

    def register_all_targets(self):
        super().register_all_targets()
        for name, factory in registry.target_factories().items():
            self.available_targets[name] = factory


def _report(e: BaseException) -> None:
    msg = str(e).rstrip()
    sys.stderr.write(msg + "\n")
    for note in getattr(e, "__notes__", []) or []:
        sys.stderr.write(str(note) + "\n")


def main(argv: list[str] | None = None) -> int:
    warnings.filterwarnings("ignore", category=DeprecationWarning)
    try:
        TirxOptMain(description="tirx-opt: the tirx-mlir pass driver", args=argv).run()
    except (ParseError, VerifyException, DiagnosticException, PassFailedException) as e:
        _report(e)
        return 1
    except BrokenPipeError:
        # The reader went away (`tirx-opt ... | head`): stop quietly, as Unix filters do.
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except ArgSpecParseError as e:
        # A malformed `-p` / `-t` spec: xDSL's message holds the spec, a caret and the reason.
        sys.stderr.write(f"tirx-opt: error: malformed pass pipeline or target spec:\n{e}\n")
        return 1
    except (ValueError, KeyError, FileNotFoundError) as e:
        # Bad pass names, pass options, unknown file extensions, missing inputs.
        sys.stderr.write(f"tirx-opt: error: {e}\n")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
