import os
import shutil
import sys

import lit.formats

config.name = "tirx-mlir"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.excludes = ["lit.cfg.py", "Inputs"]

root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
config.environment["PYTHONPATH"] = root + os.pathsep + os.environ.get("PYTHONPATH", "")
for var in ("PATH", "HOME", "CUDA_HOME", "CUDA_PATH"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

# Always run the checkout's tirx-opt, with the interpreter that runs lit.
config.substitutions.append(("tirx-opt", f"{sys.executable} {root}/tools/tirx-opt"))
config.substitutions.append(("%python", sys.executable))
if shutil.which("ptxas"):
    config.available_features.add("ptxas")
