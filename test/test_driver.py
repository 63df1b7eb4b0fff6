"""tirx-opt's pieces below the command line: the registry as an xDSL Universe, source
locations and what lowering keeps of them, --verify-diagnostics' matching rules, `-p` as
mlir-opt spells it, option validation, --list-passes (the lit tests in test/lit/tirx-opt
drive the command itself)."""

from __future__ import annotations

import argparse
import io
import os
import subprocess
import sys

import pytest

from tirx_mlir import diagnostics, registry
from tirx_mlir.diagnostics import Diag
from tirx_mlir.tools import driver
from tirx_mlir.tools.locparser import LocatingParser
from tirx_mlir.tools.opt import build_parser
from tirx_mlir.tools.pipeline_spec import PipelineSpecError, normalize_pipeline
from tirx_mlir.tools.verify_diagnostics import Verifier


def _parse(text: str, name: str = "k.mlir"):
    ctx = driver.make_context(driver.multiverse())
    return LocatingParser(ctx, text, name).parse_module()


# --- the registry as a Universe -------------------------------------------------------


def test_universe_holds_ours_and_clashes_with_nothing():
    from xdsl.universe import Universe

    mv = Universe.get_multiverse()  # raises ValueError on any name clash between universes
    assert set(registry.PASSES) <= set(mv.all_passes)
    assert set(registry.DIALECTS) <= set(mv.all_dialects)
    assert set(registry.TARGETS) <= set(mv.all_targets)
    # every entry names a class of that name
    for name, entry in registry.PASSES.items():
        assert registry._load(entry).name == name
    for name, entry in registry.DIALECTS.items():
        assert registry._load(entry).name == name


def test_a_clash_with_xdsl_is_an_error(monkeypatch):
    from xdsl.universe import Universe

    ours = registry._universe()
    monkeypatch.setitem(ours.all_passes, "cse", ours.all_passes["tile-dispatch"])
    with pytest.raises(ValueError, match="Duplicate definition of cse"):
        Universe.get_multiverse()


def test_importing_the_registry_imports_no_xdsl():
    code = "import sys, tirx_mlir.registry, tirx_mlir.tools.opt; print(any(m.startswith('xdsl') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


# --- locations -------------------------------------------------------------------------


SRC = """func.func @f(%i: index, %j: index) -> index {
  %0 = layout.apply #layout.layout<(4,8):(8,1)> (%i, %j) : index
  func.return %0 : index
}
"""


def test_parser_records_file_line_col_of_the_op_name():
    m = _parse(SRC)
    apply = next(o for o in m.walk() if o.name == "layout.apply")
    ret = next(o for o in m.walk() if o.name == "func.return")
    assert diagnostics.location_of(apply) == ("k.mlir", 2, 8)
    assert diagnostics.location_of(ret) == ("k.mlir", 3, 3)


def test_chunk_lines_are_those_of_the_whole_file():
    ctx = driver.make_context(driver.multiverse())
    m = LocatingParser(ctx, SRC, "k.mlir", line_offset=10).parse_module()
    apply = next(o for o in m.walk() if o.name == "layout.apply")
    assert diagnostics.location_of(apply) == ("k.mlir", 12, 8)


def test_keep_locations_names_the_op_lowered_from():
    from xdsl.pattern_rewriter import PatternRewriteWalker

    from tirx_mlir.lowering.lower_layout import LowerApply

    m = _parse(SRC)
    diagnostics.keep_locations(PatternRewriteWalker(LowerApply(), apply_recursively=False)).rewrite_module(m)
    made = [o for o in m.walk() if o.name.startswith("arith.")]
    assert made and all(diagnostics.origin_of(o) == "layout.apply" for o in made)
    assert all(diagnostics.location_of(o) == ("k.mlir", 2, 8) for o in made)


def test_without_keep_locations_lowered_ops_have_none():
    from xdsl.pattern_rewriter import PatternRewriteWalker

    from tirx_mlir.lowering.lower_layout import LowerApply

    m = _parse(SRC)
    PatternRewriteWalker(LowerApply(), apply_recursively=False).rewrite_module(m)
    made = [o for o in m.walk() if o.name.startswith("arith.")]
    assert made and all(diagnostics.origin_of(o) is None for o in made)


def test_inherit_location():
    from xdsl.dialects import arith
    from xdsl.dialects.builtin import IndexType, IntegerAttr

    m = _parse(SRC)
    apply = next(o for o in m.walk() if o.name == "layout.apply")
    c = arith.ConstantOp(IntegerAttr(1, IndexType()))
    diagnostics.inherit_location(c, apply)
    assert diagnostics.origin_of(c) == "layout.apply" and diagnostics.describe(c) == "k.mlir:2:8"


# --- --verify-diagnostics ---------------------------------------------------------------


ANNOTATED = """op one
// expected-error @-1 {{first}}
// expected-warning @+2 {{second}}
// a comment
op two
op three // expected-error {{third}}
// expected-note @above {{third's note}}
// expected-remark @below {{fifth}}
// expected-error-re @below {{six {{[0-9]+}} seven}}
op five
// expected-error @unknown {{nowhere}}
"""


def _verifier():
    return Verifier("a.mlir", ANNOTATED.splitlines())


def test_annotations_resolve_to_their_lines():
    # as in MLIR, @above skips lines that carry an annotation (line 6 does)
    v = _verifier()
    got = [(e.severity, e.line, e.text) for e in v.expected]
    assert got == [("error", 1, "first"), ("warning", 5, "second"), ("error", 6, "third"),
                   ("note", 5, "third's note"), ("remark", 10, "fifth"),
                   ("error", 10, "six {{[0-9]+}} seven"), ("error", None, "nowhere")]


def test_all_matched_is_clean():
    v = _verifier()
    for sev, line, msg in [("error", 1, "the first one"), ("warning", 5, "a second"),
                           ("remark", 10, "fifth!"), ("error", 10, "six 42 seven")]:
        v.consume(Diag(sev, msg, ("a.mlir", line, 1)))
    v.consume(Diag("error", "third", ("a.mlir", 6, 4), notes=[Diag("note", "third's note", ("a.mlir", 5, 1))]))
    v.consume(Diag("error", "nowhere at all", None))
    assert v.finish() == ""


def test_wrong_line_wrong_severity_and_missing_are_reported():
    v = _verifier()
    v.consume(Diag("error", "first", ("a.mlir", 2, 1)))  # right text, wrong line
    v.consume(Diag("warning", "third", ("a.mlir", 6, 1)))  # right line, wrong severity
    v.consume(Diag("error", "six x seven", ("a.mlir", 10, 1)))  # regex does not match
    report = v.finish()
    assert "a.mlir:2:1: error: unexpected error: first" in report
    assert "a.mlir:6:1: error: unexpected warning: third" in report
    assert "unexpected error: six x seven" in report
    assert 'expected-error-re "six {{[0-9]+}} seven" was not produced' in report
    assert 'expected-note "third\'s note" was not produced' in report
    assert 'expected-error "nowhere" was not produced (at an unknown location)' in report


def test_malformed_annotation_is_an_error():
    v = Verifier("a.mlir", ["op // expected-error missing braces"])
    assert "malformed expected-* annotation" in v.finish()


def test_warnings_of_a_pass_are_verified(monkeypatch, tmp_path):
    from dataclasses import dataclass

    from xdsl.passes import ModulePass

    @dataclass(frozen=True)
    class WarnEachReturn(ModulePass):
        name = "test-warn-each-return"

        def apply(self, ctx, op):
            for o in op.walk():
                if o.name == "func.return":
                    diagnostics.warning(o, "a return")

    monkeypatch.setitem(driver.multiverse().all_passes, WarnEachReturn.name, lambda: WarnEachReturn)
    src = tmp_path / "w.mlir"
    src.write_text("func.func @f() {\n  func.return // expected-warning {{a return}}\n}\n")
    args = build_parser().parse_args([str(src), "-p", WarnEachReturn.name, "--verify-diagnostics"])
    out, err = io.StringIO(), io.StringIO()
    assert driver.Driver(args, out, err).run() == 0, err.getvalue()
    src.write_text("func.func @f() {\n  func.return\n}\n")
    args = build_parser().parse_args([str(src), "-p", WarnEachReturn.name])
    err = io.StringIO()
    assert driver.Driver(args, io.StringIO(), err).run() == 0  # a warning does not fail the run
    assert f"{src}:2:3: warning: a return" in err.getvalue()


# --- -p and options ---------------------------------------------------------------------


@pytest.mark.parametrize("spec, want", [
    ("a,b", "a,b"),
    (" a , b ", "a,b"),
    ("builtin.module(a, b{x=1 y=2})", "a,b{x=1 y=2}"),
    ("builtin.module(builtin.module(a), b)", "a,b"),
    ('a{s="x, y"}', 'a{s="x, y"}'),
    ("", ""),
])
def test_pipeline_spec(spec, want):
    assert normalize_pipeline(spec) == want


@pytest.mark.parametrize("spec, why", [
    ("func.func(cse)", "anchors passes on func.func ops"),
    ("builtin.module(a", "expected '[)]'"),
    ("a b", "expected ',' between passes"),
    ("a{x=1", "unclosed '{'"),
])
def test_pipeline_spec_errors(spec, why):
    with pytest.raises(PipelineSpecError, match=why):
        normalize_pipeline(spec)


def test_option_hook_rejects_out_of_range_values_however_the_pass_is_made():
    from tirx_mlir.pass_options import PassOptionError
    from tirx_mlir.passes.profile_instrument import ProfileInstrument

    with pytest.raises(PassOptionError, match="option 'max_events': expected an integer in"):
        ProfileInstrument(max_events=0)
    with pytest.raises(driver.DriverError, match="option 'scope': expected warpgroup or warp, found 'cta'"):
        driver.build_passes("profile-instrument{scope=cta}", driver.multiverse())


def test_list_passes_has_a_summary_for_every_pass():
    from tirx_mlir.tools.list_passes import our_passes

    infos = our_passes()
    assert [i.name for i in infos] == list(registry.PASSES)
    for i in infos:
        assert i.summary and not i.summary.lower().startswith("see the"), i.name
    pi = next(i for i in infos if i.name == "profile-instrument")
    assert {o.name: (o.type, o.default) for o in pi.options}["max_events"] == ("int", "4096")
    assert all(o.meaning for o in pi.options)


def test_version_does_not_build_the_driver(capsys):
    from tirx_mlir.tools.opt import main

    assert main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("tirx-opt (tirx-mlir) ")


def test_usage_errors_are_one_line_exit_1(capsys):
    from tirx_mlir.tools.opt import main

    assert main(["--no-such-flag"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("tirx-opt: error: unrecognized arguments")
    assert isinstance(build_parser(), argparse.ArgumentParser)


def test_mlir_spelling_without_space():
    v = Verifier("a.mlir", ["op", "// expected-error@-1 {{x}}", "// expected-note@+1{{y}}", "op"])
    assert [(e.severity, e.line, e.text) for e in v.expected] == [("error", 1, "x"), ("note", 4, "y")]


# --- start-up: what a cold run imports --------------------------------------------------


ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _cold(args: list[str], show_modules: bool = False):
    """`tirx-opt ARGS` in a fresh interpreter: (exit status, stdout, stderr, the modules it
    imported when show_modules)."""
    code = ("import sys; sys.path.insert(0, %r); sys.argv[0] = 'tirx-opt'\n"
            "from tirx_mlir.tools.opt import main\n"
            "rc = main()\n" % ROOT)
    if show_modules:
        code += "sys.stdout.flush(); sys.stderr.write('\\nMODULES ' + ' '.join(sorted(sys.modules)) + '\\n')\n"
    code += "sys.exit(rc)\n"
    p = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, cwd=ROOT)
    mods: set[str] = set()
    err = p.stderr
    if show_modules:
        err, _, tail = err.rpartition("\nMODULES ")
        mods = set(tail.split())
    return p.returncode, p.stdout, err, mods


def test_a_simt_compile_imports_only_what_it_needs():
    """SIMT input through tirx-to-ptx: no tile/aproxy/layout/prof dialect or pass, none of xDSL's
    math and vector dialects (the kernel has no such op), no importlib.metadata (the multiverse
    of xDSL's universe and ours is merged directly) and no asyncio (lean_deprecated.py)."""
    rc, out, err, mods = _cold(["examples/vector_add.mlir", "-p", "tirx-to-ptx", "-t", "ptx"], show_modules=True)
    assert rc == 0, err
    assert ".entry vector_add(" in out
    unwanted = {"asyncio", "importlib.metadata", "xdsl.dialects.math", "xdsl.dialects.vector",
                "tirx_mlir.dialects.tile", "tirx_mlir.dialects.aproxy", "tirx_mlir.dialects.layout",
                "tirx_mlir.dialects.prof", "tirx_mlir.lowering.tile_dispatch", "tirx_mlir.passes.verify_sync",
                "tirx_mlir.lowering.arith_to_nvvm_math"}
    assert not unwanted & mods, sorted(unwanted & mods)


@pytest.mark.parametrize("path, args", [
    ("test/lit/arith-to-nvvm/math.mlir", ["-p", "arith-to-nvvm"]),
    ("test/lit/arith-to-nvvm/vector.mlir", ["-p", "arith-to-nvvm"]),
    ("test/lit/arith-to-nvvm/errors.mlir", ["--split-input-file", "-p", "arith-to-nvvm"]),
    ("test/lit/memref-to-nvvm/vector.mlir", ["-p", "memref-to-nvvm"]),
    ("test/lit/memref-to-nvvm/errors.mlir", ["--split-input-file", "-p", "memref-to-nvvm"]),
    ("test/lit/pipeline/loop-vector-f16.mlir", ["-p", "tirx-to-ptx", "-t", "ptx"]),
    ("examples/softmax.mlir", ["-p", "tirx-to-ptx", "-t", "ptx"]),
])
def test_a_cold_run_lowers_math_and_vector_as_a_warm_one(path, args):
    """The math / vector patterns that a cold run imports only when the input has such ops
    (SimtLowering.optional_patterns) give the output of a process that has every dialect
    loaded (the fork server's, runtime.compile's)."""
    import xdsl.dialects.math  # noqa: F401 - loaded: the optional patterns are on
    import xdsl.dialects.vector  # noqa: F401

    from tirx_mlir.tools.opt import main

    rc, out, err, _ = _cold([path, *args])
    buf_out, buf_err = io.StringIO(), io.StringIO()
    old = sys.stdout, sys.stderr
    cwd = os.getcwd()
    try:
        os.chdir(ROOT)
        sys.stdout, sys.stderr = buf_out, buf_err
        warm_rc = main([path, *args])
    finally:
        sys.stdout, sys.stderr = old
        os.chdir(cwd)
    assert (rc, out, err) == (warm_rc, buf_out.getvalue(), buf_err.getvalue())
    assert "Traceback" not in err


def test_the_quick_entry_point_reader_agrees_with_importlib_metadata():
    from importlib.metadata import entry_points

    from xdsl.universe import Universe

    eps = driver.universe_entry_points()
    assert eps is not None
    assert sorted(eps) == sorted((e.name, e.value) for e in entry_points(group="xdsl.universe"))
    mv, ref = driver.multiverse(), Universe.get_multiverse()
    for table in ("all_dialects", "all_passes", "all_targets", "all_frontends"):
        assert set(getattr(mv, table)) == set(getattr(ref, table)), table


def test_lean_deprecated_wraps_as_typing_extensions_does():
    import warnings

    import typing_extensions

    from tirx_mlir.tools import lean_deprecated

    lean_deprecated.install()  # a no-op here when asyncio is already imported
    original = typing_extensions.deprecated
    if getattr(original, "_tirx_lean", False):
        original = original.__mro__[1]
    saved = typing_extensions.deprecated
    try:
        typing_extensions.deprecated = original
        had = sys.modules.pop("asyncio", None)
        try:
            lean_deprecated.install()
        finally:
            if had is not None:
                sys.modules["asyncio"] = had
        lean = typing_extensions.deprecated
        assert lean is not original and issubclass(lean, original)
    finally:
        typing_extensions.deprecated = saved

    results = []
    for deco in (original, lean):
        @deco("use g", stacklevel=1)
        def f(x):
            """doc"""
            return x + 1

        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            value = f(1)
        results.append((value, f.__name__, f.__doc__, f.__deprecated__, [(x.category, str(x.message), x.filename, x.lineno) for x in w]))

        @deco("old class")
        class C:
            pass

        assert C.__deprecated__ == "old class"
    assert results[0] == results[1]


def test_main_leaves_the_garbage_collector_as_it_found_it():
    import gc

    from tirx_mlir.tools.opt import main

    assert gc.isenabled()
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdout, sys.stderr
    try:
        sys.stdout, sys.stderr = out, err
        assert main([os.path.join(ROOT, "examples", "vector_add.mlir"), "-p", "tirx-to-ptx", "-t", "ptx"]) == 0
        assert main(["--no-such-flag"]) == 1
    finally:
        sys.stdout, sys.stderr = old
    assert gc.isenabled()


def test_the_entry_point_reader_takes_one_copy_of_each_distribution(tmp_path, monkeypatch):
    """Two copies of one distribution on sys.path (an editable install's `*.egg-info` in the
    working directory and the installed `*.dist-info`, say): importlib.metadata lists the
    first one's entry points only, and so does the quick reader."""
    from importlib.metadata import entry_points

    from tirx_mlir.tools import driver

    for d, folder, value in ((tmp_path / "a", "tirx_dup_plugin.egg-info", "first:U"),
                             (tmp_path / "b", "tirx_dup_plugin-1.0.dist-info", "second:U")):
        info = d / folder
        info.mkdir(parents=True)
        (info / ("PKG-INFO" if folder.endswith("egg-info") else "METADATA")).write_text(
            "Metadata-Version: 2.1\nName: tirx-dup-plugin\nVersion: 1.0\n")
        (info / "entry_points.txt").write_text(f"[xdsl.universe]\ntirx_dup_plugin = {value}\n")
    monkeypatch.setattr(sys, "path", [str(tmp_path / "a"), str(tmp_path / "b"), *sys.path])
    eps = driver.universe_entry_points()
    assert eps is not None
    assert [e for e in eps if e[0] == "tirx_dup_plugin"] == [("tirx_dup_plugin", "first:U")]
    assert sorted(eps) == sorted((e.name, e.value) for e in entry_points(group="xdsl.universe"))


def test_another_xdsl_plugin_goes_through_xdsls_multiverse(tmp_path):
    """With an `xdsl.universe` entry point other than xDSL's and ours, the multiverse comes
    from xDSL's Universe.get_multiverse(): the plugin's pass is known to tirx-opt."""
    (tmp_path / "tirx_test_plugin.py").write_text(
        "from dataclasses import dataclass\n"
        "from xdsl.passes import ModulePass\n"
        "from xdsl.universe import Universe\n"
        "@dataclass(frozen=True)\n"
        "class Nothing(ModulePass):\n"
        "    name = 'tirx-test-nothing'\n"
        "    def apply(self, ctx, op):\n"
        "        pass\n"
        "UNIVERSE = Universe(all_passes={'tirx-test-nothing': lambda: Nothing})\n")
    info = tmp_path / "tirx_test_plugin-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: tirx-test-plugin\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text("[xdsl.universe]\ntirx_test_plugin = tirx_test_plugin:UNIVERSE\n")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([ROOT, str(tmp_path)]))
    p = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "tirx-opt"), "-p", "tirx-test-nothing"],
                       input="func.func @f() {\n  func.return\n}\n", capture_output=True, text=True, env=env)
    assert p.returncode == 0, p.stderr
    assert "func.func @f()" in p.stdout


def test_the_command_exits_fast_with_mlir_opts_statuses(tmp_path):
    """tools/tirx-opt (opt.entry: no interpreter teardown) keeps main()'s exit statuses and
    output: the PTX on stdout or in -o's file, 1 with one line for an error, 0 and no
    complaint when the reader of stdout goes away."""
    tool = [sys.executable, os.path.join(ROOT, "tools", "tirx-opt")]
    example = os.path.join(ROOT, "examples", "vector_add.mlir")
    ok = subprocess.run([*tool, example, "-p", "tirx-to-ptx", "-t", "ptx"], capture_output=True, text=True)
    assert ok.returncode == 0 and ok.stdout.rstrip().endswith("}") and ok.stderr == ""
    out = tmp_path / "k.ptx"
    p = subprocess.run([*tool, example, "-p", "tirx-to-ptx", "-t", "ptx", "-o", str(out)], capture_output=True, text=True)
    assert p.returncode == 0 and out.read_text() == ok.stdout
    bad = subprocess.run([*tool, str(tmp_path / "missing.mlir")], capture_output=True, text=True)
    assert bad.returncode == 1 and bad.stderr.startswith("tirx-opt: error: cannot read") and bad.stdout == ""
    closed = subprocess.Popen([*tool, example, "-p", "tirx-to-ptx", "-t", "ptx"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE)
    closed.stdout.close()
    assert closed.wait() == 0
    assert closed.stderr.read() == b""
