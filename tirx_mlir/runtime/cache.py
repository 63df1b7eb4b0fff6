"""On-disk cache of compiled modules.

Key: SHA-256 over the IR text, the target arch, the pipeline spec, and the toolchain
(ptxas version, CUDA driver version, tirx-mlir version, xDSL version, and a fingerprint of
tirx-mlir's own Python sources, so that editing a pass invalidates what it compiled). An entry is a folder
`<root>/<key[:2]>/<key>/` holding `module.ptx`, `module.cubin` (when ptxas made one),
`abi.json` and `meta.json`; it is written to a temporary folder and renamed into place, so
readers never see half an entry.

Integrity: `meta.json` records the SHA-256 and size of every other file of the entry. `load`
checks them (and the caller's `validate`, e.g. that abi.json describes sane kernels) and
discards an entry that fails, so a truncated cubin, a corrupt abi.json, `{}` or an
`align: 0` is rebuilt, never served.

Size: at most `$TIRX_MLIR_CACHE_MAX_BYTES` (default 1 GiB) in all; a store over the limit
evicts the least recently used entries (a hit refreshes an entry's `meta.json` mtime).
Temporary folders older than an hour (a writer that died) are removed by `store`, `info`
and `clear`. `python -m tirx_mlir.cache info|clear` shows or empties the cache.

Root: `$TIRX_MLIR_CACHE_DIR`, else `$XDG_CACHE_HOME/tirx_mlir`, else `~/.cache/tirx_mlir`.
`TIRX_MLIR_CACHE=0` turns the cache off.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

KEY_VERSION = "2"  # bump when the entry format changes (2: meta.json carries file hashes)
DEFAULT_MAX_BYTES = 1 << 30
STALE_TMP_SECONDS = 3600
TMP_PREFIX = ".tmp-"
FILES = ("module.ptx", "module.cubin", "abi.json")


def cache_root() -> Path:
    env = os.environ.get("TIRX_MLIR_CACHE_DIR")
    if env:
        return Path(env).expanduser()
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg).expanduser() if xdg else Path.home() / ".cache"
    return base / "tirx_mlir"


def cache_enabled() -> bool:
    return os.environ.get("TIRX_MLIR_CACHE", "1").strip().lower() not in ("0", "false", "no", "off")


def max_bytes() -> int:
    """The size limit: $TIRX_MLIR_CACHE_MAX_BYTES (an integer of bytes), else 1 GiB."""
    raw = os.environ.get("TIRX_MLIR_CACHE_MAX_BYTES", "").strip()
    try:
        value = int(raw) if raw else DEFAULT_MAX_BYTES
    except ValueError:
        return DEFAULT_MAX_BYTES
    return value if value > 0 else DEFAULT_MAX_BYTES


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
    h.update(ir_text.encode("utf-8", "surrogatepass"))
    return h.hexdigest()


@dataclass
class Entry:
    ptx: str
    cubin: bytes | None
    abi_json: str
    meta: dict


def _dir(root: Path, key: str) -> Path:
    return root / key[:2] / key


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def discard(folder: Path) -> None:
    """Remove an entry folder (a bad one, or an evicted one); errors are ignored."""
    shutil.rmtree(folder, ignore_errors=True)


def load(key: str, root: Path | None = None, validate: Callable[[Entry], object] | None = None) -> Entry | None:
    """The entry for `key`, or None when there is none or it fails its checks (then it is
    discarded): every file listed in meta.json present with its size and SHA-256, no file
    missing from the list, and `validate(entry)` (if given) not raising."""
    d = _dir(root or cache_root(), key)
    if not d.is_dir():
        return None
    try:
        meta = json.loads((d / "meta.json").read_text())
        files = meta["files"]
        if not isinstance(files, dict) or "module.ptx" not in files or "abi.json" not in files:
            raise ValueError("meta.json lists no module.ptx / abi.json")
        data: dict[str, bytes] = {}
        for name in FILES:
            path = d / name
            if name not in files:
                if path.exists():
                    raise ValueError(f"{name} is not listed in meta.json")
                continue
            blob = path.read_bytes()
            want = files[name]
            if len(blob) != want["size"] or _digest(blob) != want["sha256"]:
                raise ValueError(f"{name} does not match its recorded hash")
            data[name] = blob
        user_meta = {k: v for k, v in meta.items() if k not in ("files", "created")}
        entry = Entry(data["module.ptx"].decode("utf-8"), data.get("module.cubin"),
                      data["abi.json"].decode("utf-8"), user_meta)
        if validate is not None:
            validate(entry)
    except Exception:  # noqa: BLE001 - any defect of an entry means: rebuild it
        discard(d)
        return None
    try:
        os.utime(d / "meta.json")  # recently used (eviction order)
    except OSError:
        pass
    return entry


def store(key: str, entry: Entry, root: Path | None = None) -> Path | None:
    """Write an entry; returns its folder, or None when the cache folder is not writable
    (the cache is an optimization: failing to write it is not an error). Then removes
    stale temporary folders and evicts entries beyond the size limit."""
    root = root or cache_root()
    final = _dir(root, key)
    if final.exists():
        return final
    blobs = {"module.ptx": entry.ptx.encode("utf-8"), "abi.json": entry.abi_json.encode("utf-8")}
    if entry.cubin is not None:
        blobs["module.cubin"] = bytes(entry.cubin)
    meta = dict(entry.meta)
    meta["files"] = {n: {"size": len(b), "sha256": _digest(b)} for n, b in blobs.items()}
    meta["created"] = time.time()
    tmp = None
    try:
        final.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=TMP_PREFIX, dir=final.parent))
        for name, blob in blobs.items():
            (tmp / name).write_bytes(blob)
        (tmp / "meta.json").write_text(json.dumps(meta, indent=1, sort_keys=True))
        try:
            os.rename(tmp, final)
        except OSError:  # another process won the race: keep theirs
            shutil.rmtree(tmp, ignore_errors=True)
    except OSError:
        if tmp is not None:
            shutil.rmtree(tmp, ignore_errors=True)
        return None
    remove_stale_temporaries(root)
    evict(root)
    return final


# -- housekeeping -----------------------------------------------------------------------

def _entries(root: Path) -> list[Path]:
    if not root.is_dir():
        return []
    out = []
    for shard in root.iterdir():
        if shard.is_dir() and len(shard.name) == 2 and not shard.name.startswith("."):
            out.extend(p for p in shard.iterdir() if p.is_dir() and not p.name.startswith(TMP_PREFIX))
    return out


def _size(folder: Path) -> int:
    total = 0
    for p in folder.rglob("*"):
        try:
            if p.is_file():
                total += p.stat().st_size
        except OSError:
            pass
    return total


def _last_used(folder: Path) -> float:
    try:
        return (folder / "meta.json").stat().st_mtime
    except OSError:
        return 0.0


def _temporaries(root: Path) -> list[Path]:
    if not root.is_dir():
        return []
    return [p for shard in root.iterdir() if shard.is_dir() for p in shard.iterdir()
            if p.is_dir() and p.name.startswith(TMP_PREFIX)]


def remove_stale_temporaries(root: Path | None = None, older_than: float = STALE_TMP_SECONDS) -> int:
    """Remove temporary folders left by writers that died (older than `older_than` s)."""
    now, n = time.time(), 0
    for p in _temporaries(root or cache_root()):
        try:
            if now - p.stat().st_mtime > older_than:
                discard(p)
                n += 1
        except OSError:
            pass
    return n


def evict(root: Path | None = None, limit: int | None = None) -> list[Path]:
    """Remove least recently used entries until the cache holds at most `limit` bytes."""
    root = root or cache_root()
    limit = max_bytes() if limit is None else limit
    entries = [(p, _size(p)) for p in _entries(root)]
    total = sum(s for _, s in entries)
    gone = []
    for p, s in sorted(entries, key=lambda e: _last_used(e[0])):
        if total <= limit:
            break
        discard(p)
        total -= s
        gone.append(p)
    return gone


def info(root: Path | None = None) -> dict:
    root = root or cache_root()
    stale = remove_stale_temporaries(root)
    entries = _entries(root)
    return {"root": str(root), "entries": len(entries), "bytes": sum(_size(p) for p in entries),
            "limit_bytes": max_bytes(), "stale_temporaries_removed": stale, "enabled": cache_enabled()}


def clear(root: Path | None = None) -> int:
    """Remove every entry and temporary folder; returns the number of entries removed."""
    root = root or cache_root()
    entries = _entries(root)
    for p in entries + _temporaries(root):
        discard(p)
    return len(entries)
