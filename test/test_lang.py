"""The Python front end (tirx_mlir.lang): IR it builds, control flow, locations, and errors
at the user's line (test/lang_kernels/*.py hold the broken kernels; each marks the line
its error must name with `# LINE: <name>`)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from xdsl.dialects.builtin import FileLineColLoc
from xdsl.parser import Parser

import tirx_mlir.lang as tx
from tirx_mlir.registry import make_context

M, C = tx.symbols("M C")
HERE = Path(__file__).resolve().parent
KERNELS = HERE / "lang_kernels"


def line_of(file: Path, tag: str) -> int:
    for i, text in enumerate(file.read_text().splitlines(), 1):
        if f"# LINE: {tag}" in text:
            return i
    raise AssertionError(tag)


def error_of(fn) -> tx.KernelError:
    with pytest.raises(tx.KernelError) as ei:
        fn()
    return ei.value


# -- a kernel with every kind of control flow -------------------------------------------------

@tx.kernel(threads=128)
def flow(x: tx.Tensor[M, C, tx.f32], y: tx.Tensor[M, C, tx.f32], n: tx.i32, *,
         N: int = 256, UNROLL: int = 2, FLAG: bool = True):
    t = tx.row_tile(1, N)
    acc = tx.fill(0.0, shape=(1, t.cols), dtype=tx.f32, layout=t)
    for i in range(n):                       # run-time bound: scf.for carrying acc
        acc = acc + tx.load(x[i:i + 1, 0:t.cols], t)
    for k in range(UNROLL):                  # Python bound: unrolled
        acc = acc * 2.0
    if FLAG:                                 # compile-time: folded
        acc = acc + 1.0
    b = tx.block_id(0)
    if b == 0:                               # run-time: scf.if with a result
        acc = acc - 1.0
    tx.copy(y[0:1, 0:t.cols], acc)


def _module_text(k, **params):
    return k.ir(locations=False, **params)


def test_control_flow_becomes_scf():
    text = _module_text(flow)
    assert re.search(r"%acc = scf\.for %i = %\d+ to %\d+ step %\d+ iter_args\(%acc_1 = %\d+\) -> "
                     r"\(!tile\.frag<1x256xf32, #tile\.rows<1x256, threads = 128, vec = 2>>\)", text), text
    assert text.count("tile.scale") == 2           # UNROLL = 2
    assert text.count("scf.if") == 1 and "%acc_2 = scf.if" in text
    assert text.count("tile.add") == 2             # the loop's add and the folded FLAG branch
    folded = _module_text(flow, UNROLL=0, FLAG=False)
    assert "tile.scale" not in folded and folded.count("tile.add") == 1


def test_ir_parses_back_and_has_python_locations():
    text = flow.ir()
    module = Parser(make_context(), text).parse_module()
    module.verify()
    this = str(Path(__file__).resolve())
    located = [op for op in module.walk() if isinstance(op.location, FileLineColLoc)]
    assert located and all(op.location.filename.data == this for op in located)
    lines = {op.location.line.data for op in located}
    src = Path(__file__).read_text().splitlines()
    for_line = next(i for i, s in enumerate(src, 1) if "for i in range(n):" in s)
    assert for_line in lines
    fors = [op for op in module.walk() if op.name == "scf.for"]
    assert fors[0].location.line.data == for_line and fors[0].location.column.data == 5


def test_specializations_are_cached_and_distinct():
    a = flow.module(N=256)
    b = flow.module(N=512)
    assert "1x512" in str(b) and "1x512" not in str(a)
    assert str(flow.module(N=256)) == str(a)


def test_tirx_opt_reads_the_printed_ir(tmp_path):
    f = tmp_path / "flow.mlir"
    f.write_text(flow.ir())
    out = subprocess.run(["tirx-opt", str(f), "-p", "tile-dispatch"], capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    assert "scf.for" in out.stdout and "tile." not in out.stdout.replace("tile_", "")


# -- errors at the user's line -------------------------------------------------------------

def _broken():
    import importlib.util

    spec = importlib.util.spec_from_file_location("lang_broken", KERNELS / "broken.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_pass_diagnostic_names_the_python_line():
    b = _broken()
    e = error_of(lambda: b.bf16_sum.compile())
    line = line_of(KERNELS / "broken.py", "bf16_sum")
    assert e.loc.file.endswith("broken.py") and e.loc.line == line
    text = str(e)
    assert text.startswith(f"{KERNELS / 'broken.py'}:{line}:9: error: tile-dispatch: tile.reduce_sum: "
                           "no dispatch variant applies")
    assert "row_tile (priority 20): expected f32 elements" in text
    assert "    s = tx.sum(xs)  # noqa: F841  # LINE" in text and text.rstrip().endswith("^")


def test_tirx_opt_diagnostic_names_the_python_line(tmp_path):
    """The printed IR keeps the Python locations: tirx-opt's diagnostic is at broken.py."""
    b = _broken()
    f = tmp_path / "broken.mlir"
    f.write_text(b.bf16_sum.ir())
    out = subprocess.run(["tirx-opt", str(f), "-p", "tile-dispatch"], capture_output=True, text=True, check=False)
    line = line_of(KERNELS / "broken.py", "bf16_sum")
    assert out.returncode == 1
    assert f"broken.py:{line}:9: error: tile-dispatch: tile.reduce_sum" in out.stderr
    assert "Traceback" not in out.stderr


@pytest.mark.parametrize("name, message", [
    ("wrong_arg", "tx.load: expected a global tensor or shared buffer window, found int 3"),
    ("shape_mismatch", "tx.copy: the source is 1x256 but the destination is 2x256"),
    ("not_dividing", "tx.row_tile: 3 rows do not divide the 128 threads of the scope"),
    ("carried_type", "loop-carried 'acc' enters the loop as value of type !tile.frag<1x256xf32"),
    ("escapes", "'fresh' is not defined here (a name first assigned inside a run-time loop"),
    ("as_bool", "a run-time value (i1) is used as a Python bool"),
    ("cta_tile_mismatch", "tx.row_tile: a row tile of 512 threads spans the CTA: expected the "
                          "kernel's threads to be 512, found 128"),
    ("block_param", "compile-time parameter T (the kernel's threads): expected an int between 1 "
                    "and 1024, found 2048"),
    ("macro_error", "tx.load: expected a global tensor or shared buffer window, found int 3"),
    ("minimum_frag", "tx.minimum: expected a scalar (fragments have tile.max only)"),
    ("store_async_swapped", "tx.store_async: expected (global window, shared buffer), found (buffer"),
])
def test_front_end_errors_at_the_line(name, message):
    b = _broken()
    e = error_of(lambda: getattr(b, name).ir())
    assert message in e.message, e.message
    assert e.loc.line == line_of(KERNELS / "broken.py", name), str(e)
    assert "Traceback" not in str(e)


def test_compile_time_parameter_out_of_range():
    b = _broken()
    e = error_of(lambda: b.ranged.ir(R=3))
    assert e.message == "compile-time parameter R = 3 is out of range: expected one of 1, 2, 4"
    assert e.loc.line == line_of(KERNELS / "broken.py", "ranged")
    e = error_of(lambda: b.ranged.ir(R="2"))
    assert "expected int, found str '2'" in e.message
    e = error_of(lambda: b.ranged.ir(Q=1))
    assert "unknown compile-time parameter(s) Q" in e.message


@pytest.mark.parametrize("maker, tag, message", [
    ("make_try", "try", "'try' is not supported in a kernel"),
    ("make_break", "break", "'break' inside a loop of a kernel is not supported"),
    ("make_return", "return", "a kernel returns nothing"),
    ("make_annotation", "annotation", "kernel argument x: expected a tx.Tensor[...] or scalar type"),
    ("make_macro_return", "macro_return", "a macro returns from its own body only"),
    ("make_self_call", "self_call", "@tx.kernel k is not callable: a kernel cannot call itself"),
    ("make_other_kernel_call", "other_kernel_call", "@tx.kernel helper is not callable: a kernel cannot call"),
    ("make_bad_tensor", "bad_tensor", "tx.Tensor[...]: expected extents followed by an element type"),
    ("make_zero_division", "zero_division", "integer division or modulo by zero (`% 0`)"),
    ("make_float_floordiv", "float_floordiv", "`//` on a float value (f32): use `/`"),
    ("make_window_setitem", "window_setitem", "a global tensor window is not assigned into: write tx.copy(dst[...], value)"),
    ("make_window_math", "window_math", "a global tensor window holds no values to compute with: read it into a fragment first"),
    ("make_buffer_math", "buffer_math", "a shared buffer holds no values to compute with"),
    ("make_argument_default", "argument_default", "kernel argument n: a run-time argument takes no default (found = 4)"),
])
def test_unsupported_python_constructs(maker, tag, message):
    import importlib.util

    spec = importlib.util.spec_from_file_location("lang_unsupported", KERNELS / "unsupported.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    e = error_of(getattr(mod, maker))
    assert message in e.message
    assert e.loc.line == line_of(KERNELS / "unsupported.py", tag)


# -- constructs the attention kernel needed: macros, index math, barriers, TMA stores ----------

@tx.macro
def _last_row(n, bm):
    """A macro: index math (minui, subi), an unsigned comparison, an scf.if with a result."""
    last = tx.minimum(tx.block_id(0) * bm, n - bm)
    if last >= tx.constant(64):
        last = last - 1
    return last


@tx.kernel(threads="128 * (1 + W)")
def _attention_constructs(o: tx.Tensor[M, C, tx.bf16], n: tx.i32, *, W: int = 1):
    row = _last_row(tx.cast(n, tx.index), 64)
    s = tx.alloc((64, 64), tx.bf16)
    with tx.role("consumer", warpgroups=list(range(1 + W))):
        acc = tx.fill(0.0, shape=(64, 64), dtype=tx.f32, layout=tx.acc_layout(64, 64))
        tx.wgmma_hold(acc)
        tx.barrier_arrive(4, 128)
        tx.copy(s, tx.cast(acc, tx.bf16))
        tx.store_async(o[row:row + 64, 0:64], s)
        tx.store_wait(0, read=True)
    tx.barrier(1, 128 * (1 + W))
    grid = tx.grid_dim(0)
    o[grid:grid + 1, 0:64]  # a view of the row after the grid's (unused)


def test_macro_and_attention_constructs_build_their_ops():
    text = _attention_constructs.ir(locations=False, W=1)
    assert "block = [256 : i64, 1 : i64, 1 : i64]" in text
    assert re.search(r"arith.subi %\w+, %\w+ : index", text)       # n - 64
    assert "arith.minui" in text and "arith.cmpi uge" in text     # unsigned index math
    assert re.search(r"%last = scf.if %\w+ -> \(index\)", text)     # the macro's branch result
    assert "aproxy.wgmma_hold" in text and "aproxy.named_barrier_arrive id(4), threads(128)" in text
    assert "tile.store_async" in text and "tile.store_wait 0 read scope(warpgroup)" in text
    assert "gpu.grid_dim x" in text and "named_barrier_sync id(1), threads(256)" in text
    assert "block = [384" in _attention_constructs.ir(locations=False, W=2)
    Parser(make_context(), text).parse_module().verify()


def test_macro_ops_carry_the_macros_lines():
    module = Parser(make_context(), _attention_constructs.ir(W=1)).parse_module()
    src = Path(__file__).read_text().splitlines()
    minimum_line = next(i for i, s in enumerate(src, 1) if "last = tx.minimum(" in s)
    (op,) = [o for o in module.walk() if o.name == "arith.minui"]
    assert op.location.line.data == minimum_line


def test_macro_outside_a_kernel_is_an_error():
    e = error_of(lambda: _last_row(1, 64))
    assert "_last_row is a @tx.macro: call it inside a @tx.kernel function" in e.message


@tx.kernel(threads=128)
def _optional_carry(x: tx.Tensor[M, C, tx.f32], n: tx.i32, *, EXTRA: bool = False):
    t = tx.row_tile(1, 256)
    acc = tx.load(x[0:1, 0:t.cols], t)
    if EXTRA:
        extra = acc
    for i in tx.range(n):
        acc = acc + 1.0
        if EXTRA:  # a compile-time branch that may leave `extra` undefined
            extra = extra * 2.0
    tx.copy(x[0:1, 0:t.cols], acc)


def test_loop_carries_only_the_names_a_folded_branch_defines():
    assert "iter_args(%acc_1 = %" in _optional_carry.ir(locations=False, EXTRA=False)
    assert re.search(r"iter_args\(%acc_1 = %\w+, %extra_1 = %\w+\)",
                     _optional_carry.ir(locations=False, EXTRA=True))


# -- the zoo: IR parses, lowers, assembles ----------------------------------------------------

def test_kernel_threads_and_min_ctas_must_name_parameters():
    def body(x: tx.Tensor[M, C, tx.f32], *, T: int = 256):
        pass

    e = error_of(lambda: tx.kernel(threads="B")(body))
    assert "@tx.kernel: threads='B' names no compile-time parameter (the kernel's: T)" in e.message
    e = error_of(lambda: tx.kernel(threads="T", min_ctas=40)(body))
    assert "@tx.kernel: expected min_ctas between 1 and 32" in e.message


K2, KH = tx.symbols("2*K K//2")


@tx.kernel(threads="T", min_ctas="CTAS")
def _scaled(x: tx.Tensor[M, K2, tx.f32], y: tx.Tensor[M, KH, tx.f32], *, K: int = 0,
            T: int = 256, CTAS: int = 0):
    t = tx.row_tile(1, 512, threads=T)
    tx.copy(y[0:1, 0:t.cols], tx.load(x[0:1, 0:t.cols], t))


def test_block_size_extents_and_min_ctas_from_parameters():
    text = _scaled.ir(locations=False, K=1024, T=256, CTAS=3)
    assert "block = [256 : i64, 1 : i64, 1 : i64]" in text
    assert "tirx.min_ctas_per_sm = 3 : i64" in text
    assert "%x: !tile.global<?x2048xf32, row_major>, %y: !tile.global<?x512xf32, row_major>" in text
    assert "scope(cta)" in text and "#tile.rows<1x512, threads = 256, vec = 2>" in text
    text = _scaled.ir(locations=False, K=0, T=512)  # K = 0: run-time extents, no min_ctas
    assert "!tile.global<?x?xf32, row_major>" in text and "min_ctas" not in text
    assert "block = [512 : i64" in text


@pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas not on PATH")
@pytest.mark.parametrize("name", ["rmsnorm", "softmax", "add_rmsnorm"])
def test_zoo_long_rows_are_cta_wide_and_lean(name, tmp_path):
    """N = 8192 over 512 threads (zoo.config): static columns, so only 16-byte accesses and
    no per-chunk guard; few registers (ptxas -v), so that four CTAs fit on an SM."""
    from tirx_mlir.lang import zoo
    from tirx_mlir.runtime.compiler import lower_to_ptx

    rows, threads = zoo.config(8192, name)
    assert (rows, threads) == (1, 512)
    text = zoo.KERNELS[name].ir(N=8192, ROWS=rows, THREADS=threads, COLS=8192)
    assert "scope(cta)" in text and "block = [512" in text
    ptx, _ = lower_to_ptx(text)
    assert "ld.global.b16" not in ptx and "st.global.b16" not in ptx
    assert ptx.count("ld.global.v4.b32") >= 2 and "bar.sync 0" in ptx
    f = tmp_path / "k.ptx"
    f.write_text(ptx)
    out = subprocess.run(["ptxas", "-arch=sm_90a", "-v", str(f), "-o", str(tmp_path / "k.cubin")],
                         capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    regs = int(re.search(r"Used (\d+) registers", out.stderr).group(1))
    assert regs <= 40 and "0 bytes spill" in out.stderr, out.stderr


def test_zoo_ir_round_trips():
    from tirx_mlir.lang import zoo

    ctx = make_context()
    for name, k in zoo.KERNELS.items():
        rows, threads = zoo.config(128, name)
        text = k.ir(N=128, ROWS=rows, THREADS=threads)
        m = Parser(ctx, text).parse_module()
        m.verify()
        assert f"gpu.func @{name}(" in text


@pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas not on PATH")
@pytest.mark.parametrize("name", ["softmax", "rmsnorm", "layernorm", "add_rmsnorm", "swiglu", "rotary"])
def test_zoo_lowers_and_assembles(name, tmp_path):
    """tirx-to-ptx (aproxy-verify-sync included) and ptxas -arch=sm_90a; ragged widths
    (1000: padded chunks; rotary: 128) and ROWS > 1 and = 1."""
    from tirx_mlir.lang import zoo
    from tirx_mlir.runtime.compiler import lower_to_ptx

    n = 128 if name == "rotary" else 1000
    rows, threads = zoo.config(n, name)
    ptx, abis = lower_to_ptx(zoo.KERNELS[name].ir(N=n, ROWS=rows, THREADS=threads))
    f = tmp_path / f"{name}.ptx"
    f.write_text(ptx)
    out = subprocess.run(["ptxas", "-arch=sm_90a", str(f), "-o", str(tmp_path / "k.cubin")],
                         capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    assert "ld.global.v4" in ptx or "ld.global.v2" in ptx
    assert name in abis


def test_rotary_refuses_ragged_halves():
    from tirx_mlir.lang import zoo

    e = error_of(lambda: zoo.rotary.ir(N=1000, ROWS=1))
    assert "rotary: N / 2 = 500 must be a multiple of 1024" in e.message
    assert e.loc.file.endswith("zoo.py")


# -- the GEMM in the front end ----------------------------------------------------------------

# (test/test_lang_gemm_tile.py: the kernel is the retired hand builder's, op for op)


@pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas not on PATH")
def test_front_end_gemm_assembles(tmp_path):
    from tirx_mlir.lang.gemm import gemm
    from tirx_mlir.runtime.compiler import lower_to_ptx

    ptx, abis = lower_to_ptx(gemm.ir(BN=128, STAGES=4))
    f = tmp_path / "gemm.ptx"
    f.write_text(ptx)
    out = subprocess.run(["ptxas", "-arch=sm_90a", str(f), "-o", str(tmp_path / "g.cubin")],
                         capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    assert "wgmma.mma_async" in ptx and [a.kind for a in abis["gemm_bf16"].args][:2] == ["tensormap", "tensormap"]


def test_reflected_integer_division_divides_the_constant():
    """`7 // n` and `7 % n` (a Python int on the left of a run-time value) are the unsigned
    division and remainder of the constant by n, not of n by the constant."""

    @tx.kernel(threads=128)
    def reflected(x: tx.Tensor[M, tx.f32], n: tx.i32):
        q = 7 // n  # noqa: F841
        r = 7 % n  # noqa: F841

    text = reflected.ir(locations=False)
    sevens = set(re.findall(r"(%\S+) = arith.constant 7 : i32", text))
    div = re.search(r"arith.divui (%\S+), %n : i32", text)
    rem = re.search(r"arith.remui (%\S+), %n : i32", text)
    assert div and rem and {div.group(1), rem.group(1)} <= sevens, text
