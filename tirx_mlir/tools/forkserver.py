"""A fork server for the lit suite: `tirx-opt` and `filecheck` without Python's start-up.

The lit suite runs a process per RUN-line command: about 250 `tirx-opt` and 190 `filecheck`
runs, each paying Python's start-up and the imports (0.3-0.8 s) before any work. Here one
server imports everything once; each command is a tiny client (`python -S -I`, stdlib only)
that hands its stdin/stdout/stderr and arguments to the server over a Unix socket; the
server forks a child (a copy of the warm, never-used process), the child runs the tool's
`main` on those descriptors and sends back the exit status. The tools themselves are
unchanged: the child is what `python tools/tirx-opt ARGS` would be, already imported.

    python tirx_mlir/tools/forkserver.py serve SOCKET ROOT      (prints "ready")
    python -S -I tirx_mlir/tools/forkserver.py run SOCKET ROOT TOOL ARGS...

test/lit/lit.cfg.py starts the server (unless TIRX_LIT_FORKSERVER=0) and stops it at exit;
when the socket is gone the client runs the tool directly. Tests that run tirx-opt call
`run("tirx-opt", ARGS, ROOT)`, a `subprocess.run` through a server of their own process
(TIRX_FORKSERVER=0: a real process each time). Only the standard library is
imported at module level (the client runs without site-packages), and not `socket`: the
client uses `_socket` (see `client`), the server imports `socket` where it needs it.
"""

from __future__ import annotations

import os
import struct
import sys

TOOLS = ("tirx-opt", "filecheck")


def _direct(root: str, tool: str, args: list[str]):
    """Run the tool in a fresh interpreter (no server)."""
    if tool == "tirx-opt":
        argv = [sys.executable, os.path.join(root, "tools", "tirx-opt"), *args]
    else:
        argv = [sys.executable, "-c", "import sys; from filecheck.main import main; sys.exit(main())", *args]
    os.execv(sys.executable, argv)


def client(sock_path: str, root: str, tool: str, args: list[str]) -> int:
    # The C module `_socket`, not `socket`: the client runs once per lit RUN-line command,
    # and `socket` (with the enum and selectors modules it imports) was a third of its
    # start-up. The message is what `socket.send_fds` sends: the bytes, and descriptors
    # 0, 1, 2 as one SCM_RIGHTS array of C ints.
    import _socket

    try:
        s = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
        s.connect(sock_path)
    except OSError:
        _direct(root, tool, args)
    payload = "\0".join([tool, os.getcwd(), *args]).encode("utf-8", "surrogateescape")
    s.sendmsg([struct.pack("!I", len(payload)) + payload],
              [(_socket.SOL_SOCKET, _socket.SCM_RIGHTS, struct.pack("3i", 0, 1, 2))])
    data = b""
    while len(data) < 4:
        chunk = s.recv(4 - len(data))
        if not chunk:  # the child died without a word
            sys.stderr.write(f"forkserver: {tool} ended without an exit status\n")
            return 1
        data += chunk
    return struct.unpack("!i", data)[0]


def _preload(root: str) -> None:
    sys.path.insert(0, root)
    import gc

    from filecheck.main import main as _fc  # noqa: F401

    from tirx_mlir import registry
    from tirx_mlir.tools import driver, list_passes, locparser, opt, verify_diagnostics  # noqa: F401

    for table in (registry.DIALECTS, registry.GPU_OVERRIDE, registry.XDSL_DIALECTS, registry.PASSES,
                  registry.TARGETS):
        for entry in table.values():
            registry._load(entry)
    driver.multiverse()
    import xdsl.transforms

    xdsl_passes = xdsl.transforms.get_all_passes()
    for name in ("canonicalize", "cse", "dce", "convert-scf-to-cf"):  # the ones tirx-to-ptx runs
        xdsl_passes[name]()
    gc.collect()
    gc.freeze()


def _run_tool(tool: str, args: list[str]) -> int:
    if tool == "tirx-opt":
        from tirx_mlir.tools.opt import main

        sys.argv = ["tirx-opt", *args]
        return main(args)
    from filecheck.main import main

    sys.argv = ["filecheck", *args]
    try:
        return main() or 0
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else (0 if e.code is None else 1)


def _child(conn) -> None:
    """In the forked child: run the tool a client asked for on `conn` (the accepted
    socket) with the descriptors it sent, and send back the exit status."""
    import socket

    rc = 1
    try:
        msg, fds, _, _ = socket.recv_fds(conn, 1 << 16, 3)
        (n,) = struct.unpack("!I", msg[:4])
        body = msg[4:]
        while len(body) < n:
            body += conn.recv(n - len(body))
        for i, fd in enumerate(fds):
            os.dup2(fd, i)
            os.close(fd)
        tool, cwd, *args = body.decode("utf-8", "surrogateescape").split("\0")
        os.chdir(cwd)
        # fresh streams on the new descriptors, as a new interpreter has them
        sys.stdin = sys.__stdin__ = open(0, closefd=False)
        sys.stdout = sys.__stdout__ = open(1, "w", closefd=False)
        sys.stderr = sys.__stderr__ = open(2, "w", buffering=1, errors="backslashreplace", closefd=False)
        try:
            rc = _run_tool(tool, args)
        except SystemExit as e:
            rc = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
        except BaseException:  # noqa: BLE001 - as the interpreter would: traceback, status 1
            import traceback

            traceback.print_exc()
            rc = 1
        for f in (sys.stdout, sys.stderr):
            try:
                f.flush()
            except (OSError, ValueError):
                pass
        conn.sendall(struct.pack("!i", rc))
    finally:
        os._exit(rc if isinstance(rc, int) else 1)


def serve(sock_path: str, root: str) -> None:
    import signal
    import socket

    _preload(root)
    srv = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    srv.bind(sock_path)
    srv.listen(64)
    def reap(signum, frame):
        # Reaped here (not SIG_IGN, which lets the kernel drop them) so that the children's
        # CPU time counts in the server's, and in whoever waits for the server (time(1)).
        try:
            while os.waitpid(-1, os.WNOHANG)[0] > 0:
                pass
        except ChildProcessError:
            pass

    signal.signal(signal.SIGCHLD, reap)
    parent = os.getppid()
    srv.settimeout(2.0)
    sys.stdout.write("ready\n")
    sys.stdout.flush()
    while True:
        try:
            conn, _ = srv.accept()
        except TimeoutError:
            if os.getppid() != parent:  # whoever started the server is gone: so is the server
                os.unlink(sock_path)
                return
            continue
        conn.settimeout(None)
        if os.fork() == 0:
            srv.close()
            signal.signal(signal.SIGCHLD, signal.SIG_DFL)
            _child(conn)
        conn.close()


def start(root: str, sock_path: str | None = None, env: dict | None = None):
    """Start a server for checkout `root` (on `sock_path`, default a fresh temporary
    directory) and wait until it is ready. Returns (process, socket path), or None when the
    server could not start (then run the tools directly)."""
    import socket
    import subprocess
    import tempfile

    if not hasattr(os, "fork") or not hasattr(socket, "send_fds"):
        return None
    sock_path = sock_path or os.path.join(tempfile.mkdtemp(prefix="tirx-fork-"), "s")
    proc = subprocess.Popen([sys.executable, os.path.abspath(__file__), "serve", sock_path, root],
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, env=env, start_new_session=True)
    if proc.stdout.readline().strip() != b"ready":
        proc.kill()
        proc.wait()
        return None
    return proc, sock_path


_SERVER: dict = {}


def run(tool: str, args: list[str], root: str, *, input: str | None = None, cwd: str | None = None):
    """`subprocess.run([tool, *args], capture_output=True, text=True)` for tirx-opt or
    filecheck of checkout `root`, through a server this process starts on first use (one per
    process: pytest's workers each have their own) and stops at exit. The child is what a
    fresh `python tools/tirx-opt ARGS` would be, already imported (see the module
    docstring). TIRX_FORKSERVER=0, or a server that does not start, runs a real process."""
    import socket
    import subprocess
    import tempfile

    if tool not in TOOLS:
        raise ValueError(f"expected a tool of {TOOLS}, found {tool!r}")
    server = None
    if os.environ.get("TIRX_FORKSERVER", "1") != "0":
        if root not in _SERVER:
            _SERVER[root] = start(root)
            if _SERVER[root] is not None:
                import atexit
                import shutil

                proc, sock_path = _SERVER[root]

                def stop(proc=proc, sock_path=sock_path):
                    proc.kill()
                    proc.wait()
                    shutil.rmtree(os.path.dirname(sock_path), ignore_errors=True)

                atexit.register(stop)
        server = _SERVER[root]
    if server is None:
        if tool == "tirx-opt":
            argv = [sys.executable, os.path.join(root, "tools", "tirx-opt"), *args]
        else:
            argv = [sys.executable, "-c", "import sys; from filecheck.main import main; sys.exit(main())", *args]
        return subprocess.run(argv, input=input, cwd=cwd, capture_output=True, text=True, check=False)
    with tempfile.TemporaryFile() as fin, tempfile.TemporaryFile() as fout, tempfile.TemporaryFile() as ferr:
        if input is not None:
            fin.write(input.encode())
            fin.seek(0)
        payload = "\0".join([tool, os.path.abspath(cwd or os.getcwd()), *args]).encode("utf-8", "surrogateescape")
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
            s.connect(server[1])
            socket.send_fds(s, [struct.pack("!I", len(payload)) + payload],
                            [fin.fileno(), fout.fileno(), ferr.fileno()])
            data = b""
            while len(data) < 4:
                chunk = s.recv(4 - len(data))
                if not chunk:
                    break
                data += chunk
        fout.seek(0)
        ferr.seek(0)
        out = fout.read().decode(errors="replace")
        err = ferr.read().decode(errors="replace")
    if len(data) < 4:
        rc = 1
        err += f"forkserver: {tool} ended without an exit status\n"
    else:
        (rc,) = struct.unpack("!i", data)
    return subprocess.CompletedProcess([tool, *args], rc, out, err)


if __name__ == "__main__":
    if sys.argv[1] == "serve":
        serve(sys.argv[2], sys.argv[3])
    else:
        sys.exit(client(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5:]))
