import atexit
import os
import shutil
import subprocess
import sys
import tempfile

import lit.formats

config.name = "tirx-mlir"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.excludes = ["lit.cfg.py", "Inputs"]

root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
config.environment["PYTHONPATH"] = root + os.pathsep + os.environ.get("PYTHONPATH", "")
for var in ("PATH", "HOME", "CUDA_HOME", "CUDA_PATH", "TIRX_MLIR_CACHE_DIR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]


def _start_forkserver():
    """tirx-opt and filecheck through tirx_mlir/tools/forkserver.py (one warm process forks a
    child per command: no Python start-up per RUN line). TIRX_LIT_FORKSERVER=0 turns it off."""
    if os.environ.get("TIRX_LIT_FORKSERVER", "1") == "0" or not hasattr(os, "fork"):
        return None
    script = os.path.join(root, "tirx_mlir", "tools", "forkserver.py")
    sock = os.path.join(tempfile.mkdtemp(prefix="tirx-lit-"), "s")
    env = dict(os.environ, PYTHONPATH=config.environment["PYTHONPATH"])
    proc = subprocess.Popen([sys.executable, script, "serve", sock, root], stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, env=env, start_new_session=True)
    if proc.stdout.readline().strip() != b"ready":
        proc.kill()
        return None

    def stop():
        proc.kill()
        proc.wait()
        shutil.rmtree(os.path.dirname(sock), ignore_errors=True)

    atexit.register(stop)
    return f"{sys.executable} -S -I {script} run {sock} {root}"


client = _start_forkserver()
if client:
    # Always the checkout's tirx-opt, with the interpreter that runs lit.
    config.substitutions.append(("tirx-opt", f"{client} tirx-opt"))
    config.substitutions.append(("filecheck", f"{client} filecheck"))
else:
    config.substitutions.append(("tirx-opt", f"{sys.executable} {root}/tools/tirx-opt"))
config.substitutions.append(("%python", sys.executable))
if shutil.which("ptxas"):
    config.available_features.add("ptxas")
