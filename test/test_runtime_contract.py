"""CPU tests of what the runtime refuses (issue 13, "Runtime and cache"): tensor maps that do
not match the kernel, arguments that break the kernel's declared contract (shape symbols,
launch constraints, aliasing), bad CUDA-array-interface shapes, compile() errors, and cache
entries that are truncated or corrupt. Kernels are compiled for real (PTX only, no GPU);
arrays are fake objects exposing `__cuda_array_interface__`, whose device the tests resolve
without the driver; the ABI and the checks are the runtime's own."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from tirx_mlir.runtime import cache, compile
from tirx_mlir.runtime.arrays import ArrayView
from tirx_mlir.runtime.errors import ArgumentError, CompileError
from tirx_mlir.runtime.kernel import bind, launch_config
from tirx_mlir.runtime.tensormap import TensorMap

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"

TYPESTR = {"float32": "<f4", "float16": "<f2", "int32": "<i4"}


class FakeGPUArray:
    """A device array as CuPy/Numba export it: only `__cuda_array_interface__`."""

    def __init__(self, shape, dtype="float32", ptr=0x7F0000000000):
        self.__cuda_array_interface__ = {"shape": tuple(shape), "typestr": TYPESTR[dtype], "data": (ptr, False),
                                         "version": 3, "strides": None}


def on_gpu0(ptr, what):
    return 0


_compiled: dict[str, object] = {}


def kernel_abi(name: str, text: str | None = None):
    """The ABI `compile()` produces for an example (or for `text`), PTX only, no cache."""
    if name not in _compiled:
        src = text if text is not None else (EXAMPLES / f"{name}.mlir").read_text()
        _compiled[name] = compile(src, use_cache=False, use_ptxas=False)
    return _compiled[name].abis[name]


def bind_cai(abi, args, grid=1, block=None):
    cfg = launch_config(abi, grid, block if block is not None else (abi.known_block_size or 128))
    return bind(abi, args, resolve_device=on_gpu0, launch=cfg)


# -- argument contracts ------------------------------------------------------------------

def test_vector_add_lengths_must_agree():
    abi = kernel_abi("vector_add")
    assert abi.extra["contract"]["shapes"] == [["n"], ["n"], ["n"]]
    assert abi.extra["contract"]["written"] == [2]
    a, b = FakeGPUArray((8,), ptr=0x10000), FakeGPUArray((8,), ptr=0x20000)
    with pytest.raises(ArgumentError, match=r"argument 2 \('c'\) dimension 0 is 16, but 'n' = 8 from argument 0"):
        bind_cai(abi, [a, b, FakeGPUArray((16,), ptr=0x30000)])
    bound = bind_cai(abi, [a, b, FakeGPUArray((8,), ptr=0x30000)])
    assert [v.value for v in bound.values][1::2] == [8, 8, 8]


def bf16(shape, ptr):
    """A bfloat16 GPU array (CAI has no bfloat16 type string; torch would give this view)."""
    return ArrayView(ptr, tuple(shape), None, "bfloat16", 0, "test", None)


@pytest.mark.parametrize("kernel", ["rmsnorm", "softmax"])
def test_row_kernels_refuse_small_outputs_and_large_grids(kernel):
    abi = kernel_abi(kernel)
    rows, cols = 4, 1024
    x = bf16((rows, cols), 0x100000)
    args = {"rmsnorm": lambda y: [x, bf16((cols,), 0x200000), y, 1e-6], "softmax": lambda y: [x, y]}[kernel]
    ok_y = bf16((rows, cols), 0x300000)
    bind_cai(abi, args(ok_y), grid=rows, block=cols // 16)
    with pytest.raises(ArgumentError, match=r"dimension 0 is 3, but 'rows' = 4"):
        bind_cai(abi, args(bf16((rows - 1, cols), 0x300000)), grid=rows, block=cols // 16)
    with pytest.raises(ArgumentError, match=r"expected grid.x <= rows .* found 5 <= 4 is false"):
        bind_cai(abi, args(ok_y), grid=rows + 1, block=cols // 16)
    with pytest.raises(ArgumentError, match=r"block.x \* 16 == cols"):
        bind_cai(abi, args(ok_y), grid=rows, block=128)


def test_outputs_aliasing_inputs_refused_unless_declared():
    vadd = kernel_abi("vector_add")
    a, b = FakeGPUArray((64,), ptr=0x10000), FakeGPUArray((64,), ptr=0x20000)
    bind_cai(vadd, [a, b, a])  # c = a + b in place: declared by tirx.inplace = [[2, 0], [2, 1]]
    text = (EXAMPLES / "vector_add.mlir").read_text().replace(", tirx.inplace = [[2, 0], [2, 1]]", "")
    strict = kernel_abi("vector_add_strict", text.replace("@vector_add(", "@vector_add_strict(", 1))
    with pytest.raises(ArgumentError, match=r"argument 2 \('c'\), which the kernel writes, shares memory with argument 0"):
        bind_cai(strict, [a, b, a])
    overlapping = FakeGPUArray((64,), ptr=0x20000 + 4 * 32)  # c starts in the middle of b
    with pytest.raises(ArgumentError, match=r"shares memory with argument 1 \('b'\)"):
        bind_cai(strict, [a, b, overlapping])
    bind_cai(strict, [a, b, FakeGPUArray((64,), ptr=0x20000 + 4 * 64)])  # adjacent, not overlapping


def test_contract_declaration_errors():
    text = (EXAMPLES / "vector_add.mlir").read_text()
    short = text.replace('tirx.arg_shapes = [["n"], ["n"], ["n"]]', 'tirx.arg_shapes = [["n"], ["n"]]')
    with pytest.raises(CompileError, match=r"tirx.arg_shapes: expected an array with one entry per argument \(3\)"):
        compile(short, use_cache=False, use_ptxas=False)
    unknown = text.replace("tirx.inplace = [[2, 0], [2, 1]]", 'tirx.constraints = ["grid.x <= m"]')
    with pytest.raises(CompileError, match=r"expected symbols of tirx.arg_shapes \(n\), found m"):
        compile(unknown, use_cache=False, use_ptxas=False)
    code = text.replace("tirx.inplace = [[2, 0], [2, 1]]", 'tirx.constraints = ["__import__(1) == 1"]')
    with pytest.raises(CompileError, match=r"expected integers, symbols"):
        compile(code, use_cache=False, use_ptxas=False)


# -- arrays ----------------------------------------------------------------------------

def test_negative_cai_shape_refused_and_empty_arrays_accepted():
    abi = kernel_abi("vector_add")
    with pytest.raises(ArgumentError, match=r"non-negative extent .* found shape \(-8,\)"):
        bind_cai(abi, [FakeGPUArray((-8,)), FakeGPUArray((8,)), FakeGPUArray((8,))])
    empty = [FakeGPUArray((0,), ptr=0) for _ in range(3)]  # CuPy exports ptr 0 for empty arrays

    def never(ptr, what):
        raise AssertionError("an empty array needs no device lookup")

    cfg = launch_config(abi, 1, 128)
    bound = bind(abi, empty, resolve_device=never, launch=cfg)
    assert [v.value for v in bound.values] == [0, 0, 0, 0, 0, 0]


# -- tensor maps ------------------------------------------------------------------------

TM_KERNEL = """
gpu.module @m {
  gpu.func @tmk(%t: !aproxy.tensormap<2, bf16, box = [64, 32], swizzle = "128B">, %o: memref<?xf32>) kernel attributes {block = [128, 1, 1]} {
    aproxy.prefetch_tensormap %t : !aproxy.tensormap<2, bf16, box = [64, 32], swizzle = "128B">
    gpu.return
  }
}
"""


def tmap(box=(32, 64), dtype="bfloat16", swizzle="128B", device=None):
    return TensorMap(bytes(128), dtype, (1024, 1024), tuple(box), swizzle, device)


def test_tensor_map_must_match_the_kernel():
    abi = kernel_abi("tmk", TM_KERNEL)
    spec = abi.args[0]
    assert (spec.kind, spec.dtype, spec.box, spec.swizzle) == ("tensormap", "bfloat16", (32, 64), "128B")
    out = FakeGPUArray((16,))
    bind_cai(abi, [tmap(), out])
    with pytest.raises(ArgumentError, match=r"expected a tensor map with box 32x64 .* found bfloat16 box 64x64"):
        bind_cai(abi, [tmap(box=(64, 64)), out])
    with pytest.raises(ArgumentError, match=r"found dtype float16"):
        bind_cai(abi, [tmap(dtype="float16"), out])
    with pytest.raises(ArgumentError, match=r"expected a tensor map of rank 2"):
        bind_cai(abi, [tmap(box=(8, 32, 64)), out])
    with pytest.raises(ArgumentError, match=r"expected a tensor map with swizzle 128B .* swizzle 64B"):
        bind_cai(abi, [tmap(swizzle="64B"), out])
    with pytest.raises(ArgumentError, match=r"expected a TensorMap"):
        bind_cai(abi, [bytes(128), out])
    with pytest.raises(ArgumentError, match=r"encoded on GPU 1"):
        bind_cai(abi, [tmap(device=1), out])  # the array is on GPU 0


# -- compile() -------------------------------------------------------------------------

def test_compile_raises_only_compile_error(tmp_path):
    bad = tmp_path / "latin1.mlir"
    bad.write_bytes(b"gpu.module @m {\n// caf\xe9\n}\n")
    with pytest.raises(CompileError, match=r"(?s)latin1.mlir:2:7\n.*expected UTF-8 text, found the byte 0xe9"):
        compile(bad, use_cache=False, use_ptxas=False)
    with pytest.raises(CompileError, match=r"nested at most 256 deep"):
        compile('"test.op"() {a = ' + "[" * 3000 + "]" * 3000 + "} : () -> ()\n", use_cache=False, use_ptxas=False)
    deep = ("gpu.module @m {\n gpu.func @deep(%a: memref<?xf32>) kernel {\n %t = arith.constant true\n"
            + "scf.if %t {\n" * 160 + "}\n" * 160 + " gpu.return\n }\n}\n")
    assert ".entry deep" in compile(deep, use_cache=False, use_ptxas=False).ptx  # RecursionError before
    with pytest.raises(CompileError, match=r"expected a value that fits f16"):
        compile(kernel_text("%f = arith.constant 70000.0 : f16"), use_cache=False, use_ptxas=False)


def kernel_text(body: str) -> str:
    return f"gpu.module @m {{\n gpu.func @k() kernel {{\n {body}\n gpu.return\n }}\n}}\n"


# -- the cache ----------------------------------------------------------------------------

def entry_dir(root: Path) -> Path:
    (d,) = [p for shard in root.iterdir() if shard.is_dir() for p in shard.iterdir() if not p.name.startswith(".")]
    return d


@pytest.mark.parametrize("damage", ["truncate-ptx", "truncate-cubin", "bad-json", "empty-abi", "align-0",
                                    "meta-missing", "extra-file"])
def test_corrupt_cache_entry_is_discarded_and_rebuilt(tmp_path, monkeypatch, damage):
    monkeypatch.setenv("TIRX_MLIR_CACHE_DIR", str(tmp_path))
    text = (EXAMPLES / "vector_add.mlir").read_text()
    first = compile(text, use_ptxas=False)
    d = entry_dir(tmp_path)
    if damage == "truncate-ptx":
        p = d / "module.ptx"
        p.write_text(p.read_text()[:100])
    elif damage == "truncate-cubin":  # a JIT entry has none: add a truncated one the meta does not vouch for
        (d / "module.cubin").write_bytes(b"\x7fELF\x02")
    elif damage == "bad-json":
        (d / "abi.json").write_text('{"vector_add": {')
    elif damage == "empty-abi":
        (d / "abi.json").write_text("{}")
    elif damage == "align-0":
        abi = json.loads((d / "abi.json").read_text())
        abi["vector_add"]["args"][0]["align"] = 0
        (d / "abi.json").write_text(json.dumps(abi))
    elif damage == "meta-missing":
        (d / "meta.json").unlink()
    else:
        (d / "notes.txt").write_text("?")
    if damage in ("empty-abi", "align-0", "bad-json"):  # make the hash agree, so only validation can catch it
        meta = json.loads((d / "meta.json").read_text())
        blob = (d / "abi.json").read_bytes()
        import hashlib

        meta["files"]["abi.json"] = {"size": len(blob), "sha256": hashlib.sha256(blob).hexdigest()}
        (d / "meta.json").write_text(json.dumps(meta))
    again = compile(text, use_ptxas=False)
    if damage == "extra-file":
        assert again.from_cache  # an unknown file does not make an entry wrong
        return
    assert not again.from_cache and again.ptx == first.ptx
    assert again.abis["vector_add"].args[0].align == 16
    assert compile(text, use_ptxas=False).from_cache  # the rebuilt entry is served next time


def test_cache_size_limit_evicts_least_recently_used(tmp_path, monkeypatch):
    monkeypatch.setenv("TIRX_MLIR_CACHE_MAX_BYTES", "5000")
    tc = cache.Toolchain("p", "d", "v", "x")
    keys = [cache.cache_key(f"ir{i}", tc, "sm_90a", "p", False) for i in range(3)]
    for i, k in enumerate(keys):
        cache.store(k, cache.Entry("x" * 2000, None, "{}", {}), tmp_path)
        past = time.time() - 100 + i
        os.utime(cache._dir(tmp_path, k) / "meta.json", (past, past))
        if i == 0:
            assert cache.load(keys[0], tmp_path) is not None  # used: now the most recent
    alive = [cache._dir(tmp_path, k).exists() for k in keys]
    assert alive == [True, False, True], alive
    assert cache.info(tmp_path)["bytes"] <= 5000


def test_stale_temporary_folders_removed_and_cli(tmp_path, monkeypatch, capsys):
    from tirx_mlir.cache import main as cache_cli

    monkeypatch.setenv("TIRX_MLIR_CACHE_DIR", str(tmp_path))
    stale = tmp_path / "ab" / ".tmp-dead"
    fresh = tmp_path / "ab" / ".tmp-writing"
    for p in (stale, fresh):
        p.mkdir(parents=True)
        (p / "module.ptx").write_text("half")
    old = time.time() - 2 * cache.STALE_TMP_SECONDS
    os.utime(stale, (old, old))
    compile((EXAMPLES / "saxpy.mlir").read_text(), use_ptxas=False)
    assert not stale.exists() and fresh.exists()  # a writer may still own the fresh one
    assert cache_cli(["info", "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["entries"] == 1 and info["bytes"] > 0 and info["root"] == str(tmp_path)
    assert cache_cli(["clear"]) == 0
    assert "removed 1 entry" in capsys.readouterr().out
    assert cache.info(tmp_path)["entries"] == 0 and not fresh.exists()


def test_truncated_cubin_is_not_served(tmp_path):
    tc = cache.Toolchain("p", "d", "v", "x")
    key = cache.cache_key("ir", tc, "sm_90a", "p", True)
    cache.store(key, cache.Entry(".version 8.5", b"\x7fELF" + bytes(4096), "{}", {"arch": "sm_90a"}), tmp_path)
    assert cache.load(key, tmp_path).cubin == b"\x7fELF" + bytes(4096)
    d = cache._dir(tmp_path, key)
    (d / "module.cubin").write_bytes(b"\x7fELF" + bytes(100))  # a writer or disk that stopped early
    assert cache.load(key, tmp_path) is None and not d.exists()


TM_CONTRACT = """
gpu.module @m {
  gpu.func @tmc(%A: !tile.global<?x?xbf16, row_major>, %o: memref<?xf32>, %k: i32) kernel attributes {block = [128, 1, 1], tirx.arg_shapes = [["m", "k"], ["m"], "k"]} {
    %c0 = arith.constant 0 : index
    %bar = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    %s = tile.alloc scope(cta) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    %g = tile.view %A[%c0 : 64, %c0 : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x64xbf16, row_major>
    tile.copy_async %g -> %s barrier(%bar[%c0]) scope(thread) : !tile.global<64x64xbf16, row_major> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>, !aproxy.mbarrier<1>
    gpu.return
  }
}
"""


def test_tensor_map_global_shape_takes_part_in_the_contract():
    abi = compile(TM_CONTRACT, use_cache=False, use_ptxas=False, verify_sync=False).abis["tmc"]
    spec = abi.args[0]
    assert spec.kind == "tensormap" and spec.box == (64, 64)
    tm = TensorMap(bytes(128), "bfloat16", (256, 512), (64, 64), "128B")
    bind_cai(abi, [tm, FakeGPUArray((256,)), 512])
    with pytest.raises(ArgumentError, match=r"argument 2 \('k'\) is 384, but 'k' = 512 from argument 0 \('A'\) dimension 1"):
        bind_cai(abi, [tm, FakeGPUArray((256,)), 384])


def test_run_deep_falls_back_when_the_stack_is_refused(monkeypatch):
    import threading

    from tirx_mlir.source import InputTooDeep, run_deep

    def depth(n):
        return 0 if n == 0 else 1 + depth(n - 1)

    assert run_deep(depth, 20000) == 20000  # beyond Python's default limit of 1000
    assert run_deep(run_deep, depth, 50) == 50  # nested: runs inline on the deep thread
    with pytest.raises(InputTooDeep, match=r"more than 30000 Python frames"):
        run_deep(depth, 100000)

    def refuse(size=None):
        raise ValueError("size not valid")

    monkeypatch.setattr(threading, "stack_size", refuse)
    assert run_deep(depth, 100) == 100
    with pytest.raises(InputTooDeep, match=r"more than \d+ Python frames"):
        run_deep(depth, 20000)
