"""On-disk cache of compiled modules.

Key: SHA-256 over the IR text, the target arch, the pipeline spec, and the toolchain
(ptxas version, CUDA driver version, tirx-mlir version, xDSL version, and a fingerprint of
tirx-mlir's own Python sources, so that editing a pass invalidates what it compiled). An entry is a folder
`<root>/<key[:2]>/<key>/` holding `module.ptx`, `module.cubin` (when ptxas made one) and
`abi.json`; it is written to a temporary folder and renamed into place, so readers never
see half an entry.

Root: `$TIRX_MLIR_CACHE_DIR`, else `$XDG_CACHE_HOME/tirx_mlir`, else `~/.cache/tirx_mlir`.
`TIRX_MLIR_CACHE=0` turns the cache off.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

KEY_VERSION = "1"  # bump when the entry format changes


def cache_root() -> Path:
    env = os.environ.get("TIRX_MLIR_CACHE_DIR")
    if env:
        return Path(env).expanduser()
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg).expanduser() if xdg else Path.home() / ".cache"
    return base / "tirx_mlir"


def cache_enabled() -> bool:
    return os.environ.get("TIRX_MLIR_CACHE", "1").strip().lower() not in ("0", "false", "no", "off")


@dataclass(frozen=True)
class Toolchain:
    ptxas: str  # `ptxas --version` last line, or "none"
    driver: str  # CUDA driver version, or "none"
    package: str  # tirx-mlir version
    xdsl: str
    source: str = ""  # fingerprint of the compiler's own Python sources (see source_fingerprint)

    def as_dict(self) -> dict:
        return {"ptxas": self.ptxas, "driver": self.driver, "package": self.package, "xdsl": self.xdsl,
                "source": self.source}


_fingerprint: str | None = None


def source_fingerprint() -> str:
    """SHA-256 over the tirx_mlir package's .py files (paths and contents), once per process.

    The package version does not move with every change to a lowering pass; without this, a
    fixed pass could keep serving the PTX its buggy predecessor produced."""
    global _fingerprint
    if _fingerprint is None:
        import tirx_mlir

        root = Path(tirx_mlir.__file__).resolve().parent
        h = hashlib.sha256()
        for f in sorted(root.rglob("*.py")):
            if "__pycache__" in f.parts:
                continue
            h.update(str(f.relative_to(root)).encode() + b"\0")
            try:
                h.update(f.read_bytes())
            except OSError:
                pass
            h.update(b"\0")
        _fingerprint = h.hexdigest()[:16]
    return _fingerprint


def cache_key(ir_text: str, toolchain: Toolchain, arch: str, pipeline: str, use_ptxas: bool) -> str:
    h = hashlib.sha256()
    payload = {
        "v": KEY_VERSION,
        "arch": arch,
        "pipeline": pipeline,
        "use_ptxas": use_ptxas,
        "toolchain": toolchain.as_dict(),
    }
    h.update(json.dumps(payload, sort_keys=True).encode())
    h.update(b"\0")
    h.update(ir_text.encode())
    return h.hexdigest()


@dataclass
class Entry:
    ptx: str
    cubin: bytes | None
    abi_json: str
    meta: dict


def _dir(root: Path, key: str) -> Path:
    return root / key[:2] / key


def load(key: str, root: Path | None = None) -> Entry | None:
    d = _dir(root or cache_root(), key)
    try:
        ptx = (d / "module.ptx").read_text()
        abi_json = (d / "abi.json").read_text()
        meta = json.loads((d / "meta.json").read_text())
        cubin_path = d / "module.cubin"
        cubin = cubin_path.read_bytes() if cubin_path.exists() else None
    except (OSError, ValueError):
        return None
    return Entry(ptx, cubin, abi_json, meta)


def store(key: str, entry: Entry, root: Path | None = None) -> Path | None:
    """Write an entry; returns its folder, or None when the cache folder is not writable
    (the cache is an optimization: failing to write it is not an error)."""
    root = root or cache_root()
    final = _dir(root, key)
    if final.exists():
        return final
    try:
        final.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=".tmp-", dir=final.parent))
        (tmp / "module.ptx").write_text(entry.ptx)
        (tmp / "abi.json").write_text(entry.abi_json)
        (tmp / "meta.json").write_text(json.dumps(entry.meta, indent=1, sort_keys=True))
        if entry.cubin is not None:
            (tmp / "module.cubin").write_bytes(entry.cubin)
        try:
            os.rename(tmp, final)
        except OSError:  # another process won the race: keep theirs
            shutil.rmtree(tmp, ignore_errors=True)
        return final
    except OSError:
        return None
