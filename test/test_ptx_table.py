"""The PTX table and the generated nvvm dialect: API, PTX printing, listing, certification."""

import subprocess
import sys

import pytest
from xdsl.dialects.builtin import FloatAttr, IntegerAttr, IntegerType, VectorType, f32, i32, i64
from xdsl.ir import Block
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.test_value import create_ssa_value

from tirx_mlir.dialects import nvvm
from tirx_mlir.dialects.nvvm import types as T
from tirx_mlir.ptx.certify import certify, find_ptxas, legal_combos


def names(mapping):
    def regname(v):
        return mapping[v]

    return regname


def test_make_infers_results_and_prints_ptx():
    a, b = create_ssa_value(f32), create_ssa_value(f32)
    op = nvvm.make("add", [a, b], type="f32", rnd="rn", ftz=True)
    assert op.results[0].type == f32
    assert op.ptx(names({a: "%f1", b: "%f2", op.results[0]: "%f3"})) == "add.rn.ftz.f32 %f3, %f1, %f2;"


def test_vector_load_with_offset():
    p = create_ssa_value(i64)
    op = nvvm.make("ld", [p], space="global", vec="v4", type="f32", offset=16)
    assert op.results[0].type == VectorType(f32, [4])
    regs = {p: "%rd1", op.results[0]: ["%f1", "%f2", "%f3", "%f4"]}
    assert op.ptx(names(regs)) == "ld.global.v4.f32 {%f1, %f2, %f3, %f4}, [%rd1+16];"


def test_ld_bf16_moves_bits():
    p = create_ssa_value(i64)
    op = nvvm.make("ld", [p], space="global", type="bf16")
    assert op.ptx(names({p: "%rd1", op.results[0]: "%rs1"})) == "ld.global.b16 %rs1, [%rd1];"


def test_param_symbol_and_shared_32bit_address():
    op = nvvm.make("ld", [], space="param", type="u64", sym="k_param_0")
    assert op.ptx(names({op.results[0]: "%rd1"})) == "ld.param.u64 %rd1, [k_param_0];"
    s, v = create_ssa_value(i32), create_ssa_value(i32)
    st = nvvm.make("st", [s, v], space="shared::cta", type="b32")
    assert st.ptx(names({s: "%r1", v: "%r2"})) == "st.shared::cta.b32 [%r1], %r2;"


def test_special_register_and_literal():
    op = nvvm.make("mov.special", reg="tid.x")
    assert op.results[0].type == i32
    assert op.ptx(names({op.results[0]: "%r1"})) == "mov.u32 %r1, %tid.x;"
    g = nvvm.make("mov.special", reg="globaltimer")
    assert g.results[0].type == i64
    c = nvvm.make("mov.const", type="f32", value=FloatAttr(1.0, f32))
    assert c.ptx(names({c.results[0]: "%f1"})) == "mov.f32 %f1, 0f3F800000;"
    n = nvvm.make("mov.const", type="u32", value=IntegerAttr(-1, IntegerType(64)))
    assert n.ptx(names({n.results[0]: "%r1"})) == "mov.u32 %r1, 4294967295;"


def test_mul_wide_result_is_wider():
    a = create_ssa_value(i32)
    op = nvvm.make("mul", [a, a], mode="wide", type="s32")
    assert op.results[0].type == i64


def test_branches_print_labels():
    b1, b2 = Block(), Block()
    p = create_ssa_value(T.i1)
    op = nvvm.make("bra.cond", [p], successors=[b1, b2])
    text = op.ptx(names({p: "%p1"}), label={b1: "$L1", b2: "$L2"}.__getitem__)
    assert text == "@%p1 bra $L1;\n\tbra.uni $L2;"
    assert nvvm.make("bar.sync", id=0).ptx(names({})) == "bar.sync 0;"
    assert nvvm.make("bar.sync", id=1, count=64).ptx(names({})) == "bar.sync 1, 64;"


def test_illegal_slot_value_names_slot_value_and_legal_values():
    a = create_ssa_value(f32)
    with pytest.raises(ValueError, match=r"nvvm.add: slot 'type' has illegal value 'f8'; legal values: u16"):
        nvvm.make("add", [a, a], type="f8")
    with pytest.raises(VerifyException, match=r"operand 'b' must be f32, found i32"):
        nvvm.make("add", [a, create_ssa_value(i32)], [f32], type="f32")
    with pytest.raises(ValueError, match="unknown slot 'typo'"):
        nvvm.make("add", [a, a], typo="f32")


def test_every_row_is_an_op_of_the_dialect():
    ops = {op.name for op in nvvm.NVVM.operations}
    assert ops == {r.op_name for r in nvvm.ROWS}
    for r in nvvm.ROWS:
        assert legal_combos(r, limit=10), f"row {r.name} has no legal slot combination"


def test_list_command():
    out = subprocess.run([sys.executable, "-m", "tirx_mlir.ptx", "list"], capture_output=True, text=True, check=True)
    lines = out.stdout.splitlines()
    assert len(lines) == len(nvvm.ROWS)
    assert any(l.startswith("ld[.{volatile") for l in lines)


@pytest.mark.skipif(find_ptxas() is None, reason="ptxas not found: PTX certification needs the CUDA toolkit")
def test_every_row_assembles_with_ptxas():
    # A sample of at most 200 combinations per row that still covers every legal slot value
    # (`python -m tirx_mlir.ptx certify` assembles 600 per row, `--all` every one).
    report = certify(list(nvvm.ROWS), limit=200)
    assert report.ok, report.summary()
    assert report.instances >= len(nvvm.ROWS)


def test_wgmma_ss_and_rs():
    acc = create_ssa_value(VectorType(f32, [64]))
    da, db, p = create_ssa_value(i64), create_ssa_value(i64), create_ssa_value(T.i1)
    op = nvvm.make("wgmma.mma_async", [acc, da, db, p], n=128, atype="bf16", btype="bf16", tnsp_b=1)
    assert op.results[0].type == acc.type
    assert op.tied() == [(acc, op.results[0])]
    regs = {da: "%rd1", db: "%rd2", p: "%p1", op.results[0]: [f"%f{i}" for i in range(64)]}
    text = op.ptx(names(regs))
    assert text.startswith("wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {%f0, %f1,")
    assert text.endswith("%f63}, %rd1, %rd2, %p1, 1, 1, 0, 1;")
    fp8 = nvvm.make("wgmma.mma_async", [create_ssa_value(VectorType(f32, [32])), da, db, p],
                    n=64, atype="e4m3", btype="e5m2")
    assert "m64n64k32.f32.e4m3.e5m2" in fp8.ptx(lambda v: "%x")
    a = create_ssa_value(VectorType(i32, [4]))
    rs = nvvm.make("wgmma.mma_async.rs", [acc, a, db, p], n=128, atype="f16", btype="f16")
    assert rs.ptx(lambda v: "%x").endswith(", %x, %x, 1, 1, 0;")
    with pytest.raises(ValueError, match="A from registers has no transpose"):
        nvvm.make("wgmma.mma_async.rs", [acc, a, db, p], n=128, atype="f16", btype="f16", tnsp_a=1)
    with pytest.raises(ValueError, match="slot 'n' has illegal value 100; legal values: 8..256 step 8"):
        nvvm.make("wgmma.mma_async", [acc, da, db, p], n=100, atype="f16", btype="f16")


def test_tma_load_with_coordinates_and_multicast():
    dst, mbar, mask = create_ssa_value(i32), create_ssa_value(i32), create_ssa_value(T.i16)
    tmap = create_ssa_value(i64)
    c0, c1 = create_ssa_value(i32), create_ssa_value(i32)
    op = nvvm.make("cp.async.bulk.tensor.load", [dst, tmap, c0, c1, mbar, mask], dim=2, multicast=True)
    regs = {dst: "%r1", tmap: "%rd1", c0: "%r2", c1: "%r3", mbar: "%r4", mask: "%rs1"}
    assert op.ptx(names(regs)) == (
        "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster"
        " [%r1], [%rd1, {%r2, %r3}], [%r4], %rs1;")
    with pytest.raises(VerifyException, match=r"expected 6 operand\(s\)"):
        nvvm.make("cp.async.bulk.tensor.load", [dst, tmap, c0, mbar, mask], dim=2, multicast=True)


def test_vector_lanes_and_bit_moves():
    v = create_ssa_value(VectorType(i32, [4]))
    ex = nvvm.make("mov.extract", [v], type="b32", lane=2)
    assert ex.ptx(names({v: ["%r1", "%r2", "%r3", "%r4"], ex.results[0]: "%r9"})) == "mov.b32 %r9, %r3;"
    with pytest.raises(VerifyException, match="lane = 5 is out of range"):
        nvvm.make("mov.extract", [v], type="b32", lane=5)
    a, b = create_ssa_value(i32), create_ssa_value(i32)
    pk = nvvm.make("mov.pack", [a, b], type="b32", n=2)
    assert pk.results[0].type == VectorType(i32, [2])
    assert pk.ptx(names({a: "%r1", b: "%r2", pk.results[0]: ["%r3", "%r4"]})) == "mov.b32 %r3, %r1;\n\tmov.b32 %r4, %r2;"
    f = create_ssa_value(f32)
    bits = nvvm.make("mov.bits", [f], [i32], type="b32")
    assert bits.ptx(names({f: "%f1", bits.results[0]: "%r1"})) == "mov.b32 %r1, %f1;"
    with pytest.raises(ValueError, match="cannot be inferred"):
        nvvm.make("mov.bits", [f], type="b32")
    sp = nvvm.make("mov.split", [a], [T.bf16, T.bf16], type="b32")
    assert sp.ptx(names({a: "%r1", sp.results[0]: "%rs1", sp.results[1]: "%rs2"})) == "mov.b32 {%rs1, %rs2}, %r1;"


def test_16_bit_float_lanes_move_as_b16():
    # PTX's mov has no f16/bf16 type (PTX ISA 9.7.9.10): the lane rows take the IR types and
    # print .b16, so vectors of 16-bit floats are held whole (block arguments) without bitcasts.
    v = create_ssa_value(VectorType(T.bf16, [8]))
    ex = nvvm.make("mov.extract", [v], type="bf16", lane=7)
    assert ex.results[0].type == T.bf16
    assert ex.ptx(names({v: [f"%rs{i}" for i in range(8)], ex.results[0]: "%rs9"})) == "mov.b16 %rs9, %rs7;"
    a, b = create_ssa_value(T.f16), create_ssa_value(T.f16)
    pk = nvvm.make("mov.pack", [a, b], type="f16", n=2)
    assert pk.results[0].type == VectorType(T.f16, [2])
    assert pk.ptx(names({a: "%rs1", b: "%rs2", pk.results[0]: ["%rs3", "%rs4"]})) == (
        "mov.b16 %rs3, %rs1;\n\tmov.b16 %rs4, %rs2;")
    with pytest.raises(VerifyException, match="operand 'a' must be bf16, found f16"):
        nvvm.make("mov.pack", [a, b], type="bf16", n=2)


def test_elect_setmaxnreg_and_mbarrier():
    m = create_ssa_value(i32)
    el = nvvm.make("elect.sync", [m])
    assert [r.type for r in el.results] == [i32, T.i1]
    assert el.ptx(names({m: "%r1", el.results[0]: "%r2", el.results[1]: "%p1"})) == "elect.sync %r2|%p1, %r1;"
    assert nvvm.make("setmaxnreg", action="inc", count=240).ptx(names({})) == "setmaxnreg.inc.sync.aligned.u32 240;"
    with pytest.raises(ValueError, match="slot 'count' has illegal value 100; legal values: 24..256 step 8"):
        nvvm.make("setmaxnreg", action="inc", count=100)
    addr, par = create_ssa_value(i32), create_ssa_value(i32)
    w = nvvm.make("mbarrier.try_wait.parity", [addr, par])
    assert w.ptx(names({addr: "%r1", par: "%r2", w.results[0]: "%p1"})) == (
        "mbarrier.try_wait.parity.shared::cta.b64 %p1, [%r1], %r2;")


def test_ldmatrix_x1_spells_a_list():
    a = create_ssa_value(i32)
    op = nvvm.make("ldmatrix", [a], num="x1", space="shared")
    assert op.ptx(names({a: "%r1", op.results[0]: "%r2"})) == "ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%r2}, [%r1];"


def test_mbarrier_cluster_forms_and_defaults():
    a, n = create_ssa_value(i32), create_ssa_value(i32)
    local = nvvm.make("mbarrier.arrive", [a])
    assert local.ptx(names({a: "%r1", local.results[0]: "%rd1"})) == "mbarrier.arrive.shared::cta.b64 %rd1, [%r1];"
    remote = nvvm.make("mbarrier.arrive", [a], sem="release", scope="cluster", space="shared::cluster")
    assert not remote.results
    assert remote.ptx(names({a: "%r1"})) == "mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%r1];"
    tx = nvvm.make("mbarrier.arrive.expect_tx", [a, n], space="shared::cluster")
    assert tx.ptx(names({a: "%r1", n: "%r2"})) == "mbarrier.arrive.expect_tx.shared::cluster.b64 _, [%r1], %r2;"
    g = create_ssa_value(i64)
    gen = nvvm.make("mbarrier.try_wait.parity", [g, n], sem="acquire", scope="cluster", space="generic")
    assert gen.ptx(names({g: "%rd1", n: "%r2", gen.results[0]: "%p1"})) == (
        "mbarrier.try_wait.parity.acquire.cluster.b64 %p1, [%rd1], %r2;")
    with pytest.raises(VerifyException, match="must be i64, found i32"):
        nvvm.make("mbarrier.try_wait.parity", [a, n], [T.i1], space="generic")
    with pytest.raises(ValueError, match="sem = release needs scope = cta or cluster"):
        nvvm.make("mbarrier.arrive", [a], sem="release")
    with pytest.raises(ValueError, match="slot 'space' has illegal value 'shared::cluster'"):
        nvvm.make("mbarrier.try_wait.parity", [a, n], space="shared::cluster")
    relaxed = nvvm.make("mbarrier.arrive", [a], sem="relaxed", scope="cta")
    assert relaxed.row.ptx_for(relaxed.slots()) == (8, 6) and local.row.ptx_for(local.slots()) == (8, 0)


def test_cluster_queries_and_tma_cache_hint():
    a = create_ssa_value(i32)
    r = nvvm.make("getctarank", [a], space="shared::cluster", type="u32")
    assert r.ptx(names({a: "%r1", r.results[0]: "%r2"})) == "getctarank.shared::cluster.u32 %r2, %r1;"
    dst, mbar, mask, tmap = create_ssa_value(i32), create_ssa_value(i32), create_ssa_value(T.i16), create_ssa_value(i64)
    c0, pol = create_ssa_value(i32), create_ssa_value(i64)
    op = nvvm.make("cp.async.bulk.tensor.load", [dst, tmap, c0, mbar, mask, pol], dim=1, multicast=True,
                   cache_hint=True)
    regs = {dst: "%r1", tmap: "%rd1", c0: "%r2", mbar: "%r4", mask: "%rs1", pol: "%rd2"}
    assert op.ptx(names(regs)) == (
        "cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster"
        ".L2::cache_hint [%r1], [%rd1, {%r2}], [%r4], %rs1, %rd2;")
    with pytest.raises(ValueError, match="mode = im2col needs dim = 3, 4 or 5"):
        nvvm.make("cp.async.bulk.tensor.load", [dst, tmap, c0, mbar], dim=1, mode="im2col")


def test_row_semantics():
    a, n = create_ssa_value(i32), create_ssa_value(i32)
    sem = nvvm.row_semantics(nvvm.make("mbarrier.arrive", [a], sem="release", scope="cluster",
                                       space="shared::cluster"))
    assert (sem.arrives, sem.order, sem.scope, sem.remote, sem.writes) == (
        "mbarrier", "release", "cluster", True, ("shared::cluster",))
    wait = nvvm.row_semantics(nvvm.make("mbarrier.try_wait.parity", [a, n]))
    assert (wait.waits, wait.order, wait.scope) == ("mbarrier", "acquire", "cta")
    bar = nvvm.row_semantics(nvvm.make("bar.sync", id=1, count=128))
    assert (bar.width, bar.threads, bar.waits) == ("cta", 128, "named_barrier")
    assert nvvm.row_semantics(nvvm.make("barrier.cluster.wait", acquire=True)).width == "cluster"
    assert nvvm.make("wgmma.fence").semantics().width == "warpgroup"
    p = create_ssa_value(i64)
    st = nvvm.row_semantics(nvvm.make("st", [p, create_ssa_value(f32)], space="global", sem="release",
                                      scope="gpu", type="f32"))
    assert (st.writes, st.reads, st.order, st.scope, st.proxy) == (("global",), (), "release", "gpu", "generic")
    assert nvvm.row_semantics(nvvm.make("add", [a, a], type="u32")) == nvvm.Sem()
    for r in nvvm.ROWS:
        assert r.pure or r.sem is not None, f"row {r.name} declares no semantics"


def test_list_expand_prints_every_concrete_spelling():
    out = subprocess.run([sys.executable, "-m", "tirx_mlir.ptx", "list", "--expand", "barrier.cluster.arrive",
                          "mbarrier.try_wait.parity"], capture_output=True, text=True, check=True)
    got = [l.split()[0] for l in out.stdout.splitlines()]
    arrive = [g for g in got if g.startswith("barrier.cluster")]
    assert sorted(arrive) == sorted(f"barrier.cluster.arrive{s}{a}" for s in ("", ".release", ".relaxed")
                                    for a in ("", ".aligned"))
    assert "mbarrier.try_wait.parity.acquire.cluster.shared.b64" in got
    assert "mbarrier.try_wait.parity.b64" in got  # the generic-address form
    assert not any("{" in g or "|" in g for g in got)


def test_vector_atom_red_and_video_rows():
    """Issue 13's families: vector atom/red print d and b as brace lists in the ISA's syntax
    order; video selectors print after their register; vop4's 4096 byte selectors are each
    enumerated by the exhaustive listing without multiplying the other slots."""
    p, q = create_ssa_value(i64), create_ssa_value(i64)
    v = create_ssa_value(VectorType(i32, [2]))
    op = nvvm.make("atom.vec", [p, v], space="global", op="add", vec="v2", type="f16x2", offset=0)
    assert op.results[0].type == VectorType(i32, [2])
    names = {p: "%rd1", v: ["%r1", "%r2"], op.results[0]: ["%r3", "%r4"]}
    assert op.ptx(lambda x: names[x], None) == "atom.global.add.noftz.v2.f16x2 {%r3, %r4}, [%rd1], {%r1, %r2};"
    sem = nvvm.row_semantics(op)
    assert (sem.reads, sem.writes, sem.order, sem.scope) == (("global",), ("global",), "relaxed", "gpu")
    with pytest.raises(ValueError, match="vec = v8 does not take type = f32"):
        nvvm.make("red.vec", [p, create_ssa_value(VectorType(f32, [8]))], op="add", vec="v8", type="f32")
    a, b, c = (create_ssa_value(i32) for _ in range(3))
    op = nvvm.make("vadd4", [a, b, c], dtype="s32", atype="s32", btype="u32", sat=True, mask="b20",
                   asel="b7654", bsel="b0000")
    names = {a: "%r1", b: "%r2", c: "%r3", op.results[0]: "%r4"}
    assert op.ptx(lambda x: names[x], None) == "vadd4.s32.s32.u32.sat %r4.b20, %r1.b7654, %r2.b0000, %r3;"
    assert nvvm.row_semantics(op) == nvvm.Sem()
    every = legal_combos(nvvm.row("vmax4"), limit=10**9, exhaustive=True)
    assert {c.get("asel") for c in every} >= set(nvvm.table_video.VOP4_SEL) - {"b1024"}
    assert len(every) < 10_000
