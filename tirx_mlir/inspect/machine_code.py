"""What the machine code says: ptxas's resource report and the SASS instruction mix.

`ptxas_resources(ptx)` assembles the PTX with `ptxas -v` and reads, per kernel, registers per
thread, stack frame, spill stores/loads, static shared memory and named barriers.
`sass_mix(cubin)` disassembles with `cuobjdump --dump-sass` (found on PATH, beside ptxas, or
in the `nvidia-cuda-cuobjdump` / `nvidia-cuda-nvdisasm` wheels) and counts the instruction
families a Hopper kernel author looks for: HGMMA/QGMMA (wgmma), HMMA, TMA (UTMALDG, UTMASTG,
UBLKCP), LDL/STL (local memory: spills or register arrays), barriers (BAR, SYNCS), MUFU, ...
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

#: SASS opcode (before the first '.') -> the family `inspect` reports.
FAMILIES = {
    "HGMMA": "wgmma (HGMMA)", "QGMMA": "wgmma fp8 (QGMMA)", "IGMMA": "wgmma int (IGMMA)",
    "HMMA": "mma (HMMA)", "UTMALDG": "TMA load", "UTMASTG": "TMA store", "UTMAREDG": "TMA reduce",
    "UTMAPF": "TMA prefetch", "UBLKCP": "bulk copy", "LDL": "local load (LDL)", "STL": "local store (STL)",
    "LDS": "shared load", "STS": "shared store", "LDSM": "ldmatrix", "STSM": "stmatrix",
    "LDG": "global load", "STG": "global store", "BAR": "barrier (BAR)", "SYNCS": "mbarrier (SYNCS)",
    "MUFU": "MUFU", "SHFL": "shuffle", "WARPSYNC": "warpsync", "ELECT": "elect",
    "USETMAXREG": "setmaxnreg", "WARPGROUP": "warpgroup sync",
}


@dataclass
class Resources:
    registers: int = 0
    stack_bytes: int = 0
    spill_stores: int = 0
    spill_loads: int = 0
    static_smem: int = 0
    barriers: int = 0
    warnings: list[str] = field(default_factory=list)


def _tool(name: str) -> str | None:
    found = shutil.which(name)
    if found:
        return found
    ptxas = shutil.which("ptxas")
    if ptxas and (Path(ptxas).parent / name).exists():
        return str(Path(ptxas).parent / name)
    for base in map(Path, sys.path):
        for sub in ("nvidia/cu13/bin", "nvidia/cuda_cuobjdump/bin", "nvidia/cuda_nvdisasm/bin"):
            if (base / sub / name).exists():
                return str(base / sub / name)
    return None


def ptxas_resources(ptx: str, arch: str = "sm_90a") -> tuple[dict[str, Resources], bytes | None, str]:
    """(per-kernel resources, the cubin, a note) — note says why there are none (no ptxas)."""
    ptxas = _tool("ptxas")
    if ptxas is None:
        return {}, None, "ptxas not found: no resource report"
    with tempfile.TemporaryDirectory() as tmp:
        src, out = Path(tmp) / "k.ptx", Path(tmp) / "k.cubin"
        src.write_text(ptx)
        proc = subprocess.run([ptxas, f"-arch={arch}", "-v", str(src), "-o", str(out)],
                              capture_output=True, text=True)
        if proc.returncode != 0:
            return {}, None, f"ptxas failed: {proc.stderr.strip()[:2000]}"
        cubin = out.read_bytes()
    return parse_ptxas_report(proc.stderr), cubin, ""


def _function_lines(text: str, header, new) -> tuple[dict, list]:
    """A tool's per-function report: `header(line)` (a match whose group 1 is the function
    name) starts a function's lines. Returns ({name: new()}, [(that entry, line)] for the
    lines after a header)."""
    out: dict = {}
    lines = []
    cur = None
    for line in text.splitlines():
        m = header(line)
        if m:
            cur = out.setdefault(m.group(1), new())
        elif cur is not None:
            lines.append((cur, line))
    return out, lines


def parse_ptxas_report(text: str) -> dict[str, Resources]:
    head = re.compile(r"(?:Compiling entry function|Function properties for) '?([A-Za-z_$][\w$]*)'?")
    res, lines = _function_lines(text, head.search, Resources)
    for cur, line in lines:
        if m := re.search(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads", line):
            cur.stack_bytes, cur.spill_stores, cur.spill_loads = map(int, m.groups())
        if m := re.search(r"Used (\d+) registers", line):
            cur.registers = int(m.group(1))
        if m := re.search(r"used (\d+) barriers", line):
            cur.barriers = int(m.group(1))
        if m := re.search(r"(\d+) bytes smem", line):
            cur.static_smem = int(m.group(1))
        if "warning" in line.lower():
            cur.warnings.append(line.strip())
    return res


def sass_mix(cubin: bytes) -> tuple[dict[str, Counter], str]:
    """(per-kernel Counter of instruction families, note)."""
    cuobjdump = _tool("cuobjdump")
    if cuobjdump is None:
        return {}, "cuobjdump not found (install nvidia-cuda-cuobjdump and nvidia-cuda-nvdisasm): no SASS mix"
    env = dict(os.environ)
    nvdisasm = _tool("nvdisasm")
    if nvdisasm:
        env["PATH"] = str(Path(nvdisasm).parent) + os.pathsep + env.get("PATH", "")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "k.cubin"
        path.write_bytes(cubin)
        proc = subprocess.run([cuobjdump, "--dump-sass", str(path)], capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        return {}, f"cuobjdump failed: {proc.stderr.strip()[:500]}"
    return parse_sass(proc.stdout), ""


def parse_sass(text: str) -> dict[str, Counter]:
    out, lines = _function_lines(text, re.compile(r"\s*Function : (\S+)").match, Counter)
    for cur, line in lines:
        m = re.match(r"\s*/\*[0-9a-f]{4,}\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_]*)", line)
        if m:
            op = m.group(1)
            cur["total"] += 1
            fam = FAMILIES.get(op)
            if fam:
                cur[fam] += 1
    return out
