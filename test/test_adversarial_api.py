"""The adversarial corpus of the Python APIs (issue 13): `tirx_mlir.runtime` (`compile`,
`bind` / `launch_config`, which `Kernel.__call__` runs before any driver call) and the front
end `tirx_mlir.lang`. Each case is bad (or odd but legal) input with its expected outcome:
an `ArgumentError` / `CompileError` / `KernelError` whose message names what was expected and
what was found (a front-end error also the user's line), or acceptance. Never another
exception type, never a hang (a 10 s alarm per case). CPU only: arrays are NumPy arrays or
fake `__cuda_array_interface__` exporters whose device the test resolves."""

from __future__ import annotations

import re
import signal
from pathlib import Path

import numpy as np
import pytest

import tirx_mlir.lang as tx
from tirx_mlir.runtime import compile
from tirx_mlir.runtime.errors import ArgumentError, CompileError
from tirx_mlir.runtime.kernel import bind, launch_config

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
M, C = tx.symbols("M C")


@pytest.fixture(autouse=True)
def _no_hang():
    def alarm(*_):
        raise TimeoutError("the case ran for more than 10 s")

    old = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(10)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


@pytest.fixture(scope="module")
def va():
    return compile((EXAMPLES / "vector_add.mlir").read_text(), use_cache=False, use_ptxas=False).abis["vector_add"]


class CAI:
    """An exporter of only `__cuda_array_interface__`, with any dict (well formed or not)."""

    def __init__(self, **over):
        self.__cuda_array_interface__ = {"shape": (8,), "typestr": "<f4", "data": (0x7F0000000000, False),
                                         "version": 3, "strides": None, **over}


def _drop(key):
    c = CAI()
    del c.__cuda_array_interface__[key]
    return c


def _readonly():
    a = np.zeros(8, np.float32)
    a.setflags(write=False)
    return a


A = np.zeros(8, np.float32)
#: (name, the array passed as `c`, or the launch keywords, expected: None = accepted, else a regex)
ARRAYS = [
    ("readonly-output", _readonly(), r"argument 2 \('c'\) is written by the kernel, but the array passed is read-only"),
    ("big-endian", np.zeros(8, ">f4"), r"expected an array in the machine's byte order, found dtype >f4"),
    ("bool-dtype", np.zeros(8, bool), r"expected dtype float32 .*found bool"),
    ("structured-dtype", np.zeros(8, dtype=[("x", np.float32)]), r"expected dtype float32 .*found void32"),
    ("0-d-array", np.array(1.0, np.float32), r"expected rank 1 .*found rank 0"),
    ("negative-stride", A[::-1], r"expected a C-contiguous .*found strides \(-1,\)"),
    ("python-list", [0.0] * 8, r"expected an array .*found builtins.list"),
    ("cai-float-extent", CAI(shape=(8.5,)), r"expected 'shape' to be a tuple of integers, found \(8.5,\)"),
    ("cai-bad-typestr", CAI(typestr="zz"), r"expected a NumPy type string such as '<f4'.*found 'zz'"),
    ("cai-typestr-not-str", CAI(typestr=4), r"expected 'typestr' to be a string"),
    ("cai-no-data", _drop("data"), r"expected the key 'data'"),
    ("cai-no-shape", _drop("shape"), r"expected the key 'shape'"),
    ("cai-null-pointer-type", CAI(data=(None, False)), r"expected 'data' to be \(pointer, read_only\)"),
    ("cai-negative-pointer", CAI(data=(-16, False)), r"pointer in \[0, 2\^64\), found \(-16, False\)"),
    ("cai-strides-rank", CAI(strides=(4, 4)), r"expected 'strides' to be None or 1 integers"),
    ("cai-mask", CAI(mask=object()), r"expected no 'mask'"),
    ("cai-not-a-dict", type("X", (), {"__cuda_array_interface__": 5})(), r"expected a dict, found int"),
    ("cai-2e64-bytes", CAI(shape=(1 << 62,)), r"expected an array of at most 2\^62 bytes, found shape \(4611686018427387904,\)"),
    ("cai-2e64-elements", CAI(shape=(1 << 64,)), r"at most 2\^62 bytes"),
    ("cai-big-endian", CAI(typestr=">f4"), r"expected little-endian elements, found typestr '>f4'"),
    ("cai-negative-extent", CAI(shape=(-8,)), r"expected a non-negative extent"),
]


def _bind(abi, a, b, c, **launch):
    cfg = launch_config(abi, launch.pop("grid", 1), launch.pop("block", 128), **launch)
    return bind(abi, [a, b, c], resolve_device=lambda ptr, what: 0, launch=cfg)


@pytest.mark.parametrize("name, arr, expect", ARRAYS, ids=[c[0] for c in ARRAYS])
def test_runtime_arrays(va, name, arr, expect):
    a = b = CAI() if isinstance(arr, CAI) else A
    if isinstance(arr, CAI) and "shape" in arr.__cuda_array_interface__ and arr.__cuda_array_interface__["shape"] != (8,):
        a = b = arr  # a shape every argument shares, so the contract (one n) is not what fails
    with pytest.raises(ArgumentError) as e:
        _bind(va, a, b, arr)
    assert re.search(expect, str(e.value)), str(e.value)
    assert "kernel 'vector_add'" in str(e.value)


LAUNCHES = [
    ("smem-2e40", dict(smem=1 << 40), r"smem=1099511627776 bytes of dynamic shared memory: expected at most 232448"),
    ("smem-227KB-plus-1", dict(smem=232449), r"expected at most 232448"),
    ("smem-float", dict(smem=1.5), r"smem must be a non-negative int"),
    ("grid-zero", dict(grid=0), r"grid: dimension x must be in \[1, 2147483647\], found 0"),
    ("grid-y-65536", dict(grid=(1, 65536)), r"dimension y must be in \[1, 65535\], found 65536"),
    ("grid-string", dict(grid="4"), r"grid: expected a positive int or a tuple of 1-3 positive ints, found '4'"),
    ("block-z-65", dict(block=(1, 1, 65)), r"block: dimension z must be in \[1, 64\], found 65"),
    ("block-1089-threads", dict(block=(33, 33)), r"has 1089 threads, at most 1024"),
    ("cluster-16", dict(cluster=16, grid=16), r"cluster: dimension x must be in \[1, 8\], found 16"),
    ("cluster-grid-not-multiple", dict(cluster=2, grid=3), r"not a multiple of cluster"),
]


@pytest.mark.parametrize("name, launch, expect", LAUNCHES, ids=[c[0] for c in LAUNCHES])
def test_runtime_launches(va, name, launch, expect):
    with pytest.raises(ArgumentError) as e:
        _bind(va, A, A, A, **launch)
    assert re.search(expect, str(e.value)), str(e.value)


def test_runtime_legal_edges(va):
    empty = np.zeros(0, np.float32)
    assert _bind(va, empty, empty, empty).values[1].value == 0  # empty arrays: n = 0
    assert len(_bind(va, A, A, A, smem=232448, grid=np.int64(4)).values) == 6
    ro = _readonly()  # a read-only input is fine: only c is written
    assert len(_bind(va, ro, ro, A).values) == 6
    wrong = type("W", (), {})()
    with pytest.raises(ArgumentError, match=r"expected 3 arguments \(a: memref<\?xfloat32>"):
        bind(va, [A, A], resolve_device=lambda p, w: 0)
    with pytest.raises(ArgumentError, match=r"found test_adversarial_api.W"):
        _bind(va, A, A, wrong)


SOURCES = [
    ("bom", "\ufeff" + (EXAMPLES / "vector_add.mlir").read_text(), None),
    ("bom-bytes", b"\xef\xbb\xbf" + (EXAMPLES / "vector_add.mlir").read_bytes(), None),
    ("utf16", (EXAMPLES / "vector_add.mlir").read_text().encode("utf-16"), r"<bytes>:1:1.*expected UTF-8 text, found the byte 0xff"),
    ("none", None, r"expected IR text, a path, or an xDSL ModuleOp, found NoneType"),
    ("comments-only", "// nothing\n", r"the IR has no kernel"),
    ("deep", "gpu.module @m {\n" + "gpu.module @n {\n" * 300 + "}\n" * 301, r"nested at most 256 deep"),
    ("bad-option", ("kw", {"hang_ms": 0}), r"option 'hang_ms': expected a number of milliseconds in \[1, 3600000\]"),
    ("unknown-option", ("kw", {"bogus": 1}), r"unknown pipeline option\(s\) bogus"),
    ("vector-extract-oob", "gpu.module @m {\n  gpu.func @k(%o: memref<?xf32>) kernel {\n    %v = arith.constant dense<1.0> : vector<4xf32>\n"
     "    %f = vector.extract %v[7] : f32 from vector<4xf32>\n    %c0 = arith.constant 0 : index\n    memref.store %f, %o[%c0] : memref<?xf32>\n"
     "    gpu.return\n  }\n}\n", r"<input>:4:10.*expected a position in \[0, 3\]"),
]


@pytest.mark.parametrize("name, src, expect", SOURCES, ids=[c[0] for c in SOURCES])
def test_compile_inputs(name, src, expect):
    if isinstance(src, tuple):
        run = lambda: compile((EXAMPLES / "vector_add.mlir").read_text(), use_cache=False, use_ptxas=False, **src[1])  # noqa: E731
    else:
        run = lambda: compile(src, use_cache=False, use_ptxas=False)  # noqa: E731
    if expect is None:
        assert "vector_add" in run().abis
        return
    with pytest.raises(CompileError) as e:
        run()
    assert re.search(expect, str(e.value), re.S), str(e.value)


# -- the front end --------------------------------------------------------------------------

def _k(body, threads=128, **params):
    """A kernel from `body` (a function taking the tensors), traced with `params`."""
    return tx.kernel(threads=threads)(body).ir(**params)


def lang_huge_python_loop(x: tx.Tensor[M, tx.f32]):
    for i in range(10**9):  # LINE
        pass


def lang_negative_slice(x: tx.Tensor[M, C, tx.f32]):
    t = tx.row_tile(1, 128)
    tx.load(x[0:1, -128:0], t)  # LINE


def lang_fill_overflow(x: tx.Tensor[M, C, tx.f16]):
    t = tx.row_tile(1, 128)
    tx.fill(1e6, shape=(1, 128), dtype=tx.f16, layout=t)  # LINE


def lang_alloc_negative_stages(x: tx.Tensor[M, C, tx.f32]):
    tx.alloc((64, 64), tx.bf16, swizzle="128B", major="K", stages=-2)  # LINE


def lang_slice_step(x: tx.Tensor[M, C, tx.f32]):
    t = tx.row_tile(1, 128)
    tx.load(x[0:1, 0:256:2], t)  # LINE


def lang_block_id_3(x: tx.Tensor[M, C, tx.f32]):
    tx.block_id(3)  # LINE


def lang_barrier_16(x: tx.Tensor[M, C, tx.f32]):
    tx.barrier(16, 128)  # LINE


def lang_yield(x: tx.Tensor[M, tx.f32]):
    yield 1  # LINE


def lang_global(x: tx.Tensor[M, tx.f32]):
    global _G  # LINE
    _G = 1


def lang_varargs(*xs):  # LINE
    pass


def lang_if_on_index(x: tx.Tensor[M, tx.f32]):
    if tx.block_id(0):  # LINE
        pass


def lang_nan_fill(x: tx.Tensor[M, C, tx.f32]):
    t = tx.row_tile(1, 128)
    tx.fill(float("nan"), shape=(1, 128), dtype=tx.f32, layout=t)


LANG = [
    (lang_huge_python_loop, r"a Python loop over 1000000000 iterations is unrolled .*expected at most 4096"),
    (lang_negative_slice, r"dimension 1: expected a slice start >= 0 .*found -128:0"),
    (lang_fill_overflow, r"tx.fill: expected a value that fits f16 \(largest finite 65504\), found 1e\+06"),
    (lang_alloc_negative_stages, r"tx.alloc: expected stages to be an int >= 1 \(or 0: no stages\), found -2"),
    (lang_slice_step, r"slices take no step, found 2"),
    (lang_block_id_3, r"expected dimension 0, 1 or 2, found 3"),
    (lang_barrier_16, r"expected a barrier id in \[0, 15\].*found 16"),
    (lang_yield, r"'yield' is not supported in a kernel"),
    (lang_global, r"'global' is not supported in a kernel"),
    (lang_varargs, r"\*args and \*\*kwargs are not supported"),
    (lang_if_on_index, r"needs an i1 condition \(a comparison\), found index"),
]


def _line(fn) -> int:
    import inspect

    lines, start = inspect.getsourcelines(fn)
    return start + next(i for i, text in enumerate(lines) if "# LINE" in text)


@pytest.mark.parametrize("fn, expect", LANG, ids=[f.__name__ for f, _ in LANG])
def test_front_end(fn, expect):
    with pytest.raises(tx.KernelError) as e:
        _k(fn)
    assert re.search(expect, e.value.message), e.value.message
    assert e.value.loc is not None and e.value.loc.line == _line(fn), (e.value.loc, _line(fn))


def test_front_end_bad_uses():
    with pytest.raises(tx.KernelError, match=r"@tx.kernel: expected a function definition, found int 5"):
        tx.kernel(threads=128)(5)
    with pytest.raises(tx.KernelError, match=r"expected threads between 1 and 1024.*found 2048"):
        tx.kernel(threads=2048)(lang_nan_fill)
    k = tx.kernel(threads=128)(lang_nan_fill)
    with pytest.raises(TypeError):  # locations is keyword-only: k.ir(4) was taken for locations=4
        k.ir(4)
    text = k.ir(locations=False)  # a NaN fill is legal and prints as its bit pattern, which parses back
    assert "tile.fill 0x7FC00000" in text
    from tirx_mlir.tools.driver import make_context, multiverse
    from tirx_mlir.source import parse_source

    parse_source(make_context(multiverse()), text).verify()


# -- the module CLIs: one error line, exit 1 or 2, never a traceback ------------------------

CLIS = [
    (["tirx_mlir.ptx", "coverage", "/nonexistent.ptx"], r"^error: cannot read /nonexistent.ptx: No such file or directory$"),
    (["tirx_mlir.ptx", "spellings", "/"], r"^error: cannot read /: Is a directory$"),
    (["tirx_mlir.ptx", "certify", "nosuchrow"], r"^error: no PTX table row named 'nosuchrow'"),
    (["tirx_mlir.ptx", "list", "--expand", "nosuchrow"], r"^error: no PTX table row named 'nosuchrow'"),
    (["tirx_mlir.run", str(EXAMPLES / "vector_add.mlir"), "--shape", "n=-5", "--ptx"], r"n must be a positive extent, found -5"),
]


@pytest.mark.parametrize("argv, expect", CLIS, ids=[" ".join(a[:3]).replace("/", "_") for a, _ in CLIS])
def test_module_clis(argv, expect, capsys):
    import importlib

    mod = importlib.import_module(argv[0] + ".__main__" if argv[0] == "tirx_mlir.ptx" else argv[0])
    try:
        rc = mod.main(argv[1:])
    except SystemExit as e:  # argparse-style exits
        rc = e.code
    err = capsys.readouterr().err.strip()
    assert rc in (1, 2), rc
    assert "Traceback" not in err
    assert re.search(expect, err.splitlines()[-1]), err
