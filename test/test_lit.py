"""Runs the lit/FileCheck suite under test/lit as part of pytest."""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def test_lit_suite():
    proc = subprocess.run(
        [sys.executable, "-c", "import sys; from lit.main import main; sys.exit(main())", "-q", os.path.join(HERE, "lit")],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
