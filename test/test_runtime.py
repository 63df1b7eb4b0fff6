"""CPU-only tests of the runtime: argument validation, launch configuration, ABI marshaling
against fake ABIs, the disk cache and its keys. Nothing here needs a GPU."""

from __future__ import annotations

import ctypes
from collections import namedtuple

import numpy as np
import pytest

from tirx_mlir.runtime import abi as abimod
from tirx_mlir.runtime import cache
from tirx_mlir.runtime.abi import ArgSpec, KernelABI
from tirx_mlir.runtime.arrays import ArrayView
from tirx_mlir.runtime.errors import ArgumentError, CompileError
from tirx_mlir.runtime.kernel import bind, launch_config, stream_handle

P = namedtuple("P", "name kind ptx_type arg_index dim_index")


def memref(i, name, dtype, shape, signless=False):
    return ArgSpec(i, name, "memref", dtype, signless, tuple(shape))


def scalar(i, name, dtype, signless=False):
    return ArgSpec(i, name, "scalar", dtype, signless)


def rmsnorm_abi():
    """The ABI of examples/rmsnorm.mlir, as the ptx target describes it."""
    args = [memref(0, "x", "bfloat16", (None, None)), memref(1, "w", "bfloat16", (None,)),
            memref(2, "y", "bfloat16", (None, None)), scalar(3, "eps", "float32")]
    params = [P("x", "ptr", "u64", 0, None), P("x_d0", "dim", "u64", 0, 0), P("x_d1", "dim", "u64", 0, 1),
              P("w", "ptr", "u64", 1, None), P("w_d0", "dim", "u64", 1, 0),
              P("y", "ptr", "u64", 2, None), P("y_d0", "dim", "u64", 2, 0), P("y_d1", "dim", "u64", 2, 1),
              P("eps", "scalar", "f32", 3, None)]
    return KernelABI.join("rmsnorm", args, params)


def mixed_abi():
    """f32 vector with a static dim, an i32 scalar, an f16 scalar, a 2-D int32 memref."""
    args = [memref(0, "a", "float32", (None, 4)), scalar(1, "n", "int32", signless=True),
            scalar(2, "h", "float16"), memref(3, "idx", "int32", (3,), signless=True), scalar(4, "b", "bfloat16")]
    params = [P("a", "ptr", "u64", 0, None), P("a_d0", "dim", "u64", 0, 0), P("n", "scalar", "s32", 1, None),
              P("h", "scalar", "f16", 2, None), P("idx", "ptr", "u64", 3, None), P("b", "scalar", "bf16", 4, None)]
    return KernelABI.join("mixed", args, params)


def dev_view(shape, dtype="bfloat16", ptr=0x7F0000000000, device=0, strides=None):
    return ArrayView(ptr, tuple(shape), strides, dtype, device, "test", None)


def param_bytes(bound):
    """Read each param back through the kernelParams pointer array, as the driver would."""
    arr = bound.pointer_array()
    out = []
    for i, v in enumerate(bound.values):
        size = ctypes.sizeof(v)
        out.append(ctypes.string_at(arr[i], size))
    return out


# -- marshaling ----------------------------------------------------------------------------

def test_marshal_rmsnorm_device_arrays():
    x = dev_view((3, 512), ptr=0x10000)
    w = dev_view((512,), ptr=0x20000)
    y = dev_view((3, 512), ptr=0x30000)
    bound = bind(rmsnorm_abi(), (x, w, y, 1e-6))
    got = param_bytes(bound)
    u64 = lambda v: int(v).to_bytes(8, "little")  # noqa: E731
    assert got[:8] == [u64(0x10000), u64(3), u64(512), u64(0x20000), u64(512), u64(0x30000), u64(3), u64(512)]
    assert got[8] == np.float32(1e-6).tobytes()
    assert bound.device == 0 and bound.host == []


def test_marshal_numpy_host_arrays_marked_for_copy():
    a = np.random.rand(5, 4).astype(np.float32)
    idx = np.arange(3, dtype=np.uint32)  # signless i32 accepts uint32 too
    bound = bind(mixed_abi(), (a, -7, 1.5, idx, 3.0))
    assert [pos for pos, _, _ in bound.host] == [0, 4]
    got = param_bytes(bound)
    assert got[1] == (5).to_bytes(8, "little")
    assert got[2] == np.int32(-7).tobytes()
    assert got[3] == np.float16(1.5).tobytes()
    assert got[5] == (0x4040).to_bytes(2, "little")  # bf16(3.0)
    assert bound.device is None


def test_bf16_scalar_rounds_to_nearest_even():
    abi = mixed_abi()
    a = np.zeros((1, 4), np.float32)
    idx = np.zeros(3, np.int32)
    # 1 + 2^-8 is halfway between bf16 1.0 and 1.0078125: ties to even -> 1.0 (0x3F80)
    bound = bind(abi, (a, 0, 0.0, idx, 1.0 + 2**-8))
    assert param_bytes(bound)[5] == (0x3F80).to_bytes(2, "little")


# -- validation ----------------------------------------------------------------------------

def test_wrong_argument_count_lists_signature():
    with pytest.raises(ArgumentError, match=r"kernel 'rmsnorm': expected 4 arguments \(x: memref<\?x\?xbfloat16>.*found 3"):
        bind(rmsnorm_abi(), (dev_view((2, 512)),) * 3)


def test_wrong_dtype_names_argument():
    x = np.zeros((2, 512), np.float32)
    with pytest.raises(ArgumentError, match=r"argument 0 \('x'\): expected dtype bfloat16 .* found float32"):
        bind(rmsnorm_abi(), (x, dev_view((512,)), dev_view((2, 512)), 1e-6))


def test_wrong_rank():
    with pytest.raises(ArgumentError, match=r"argument 1 \('w'\): expected rank 1 .* found rank 2"):
        bind(rmsnorm_abi(), (dev_view((2, 512)), dev_view((2, 512)), dev_view((2, 512)), 1e-6))


def test_static_shape_mismatch():
    a = np.zeros((5, 3), np.float32)
    with pytest.raises(ArgumentError, match=r"argument 0 \('a'\): expected shape \('\?', 4\).*found \(5, 3\) \(dimension 1 is 3, must be 4\)"):
        bind(mixed_abi(), (a, 1, 1.0, np.zeros(3, np.int32), 1.0))


def test_non_contiguous_rejected():
    a = np.zeros((4, 5), np.float32).T  # shape (5, 4), column-major
    with pytest.raises(ArgumentError, match=r"argument 0 \('a'\): expected a C-contiguous.*found strides \(1, 5\)"):
        bind(mixed_abi(), (a, 1, 1.0, np.zeros(3, np.int32), 1.0))
    x = dev_view((2, 512), strides=(1024, 1))  # a row-strided slice of a device array
    with pytest.raises(ArgumentError, match="C-contiguous"):
        bind(rmsnorm_abi(), (x, dev_view((512,)), dev_view((2, 512)), 1e-6))


def test_misaligned_pointer_rejected():
    x = dev_view((2, 512), ptr=0x10002)
    with pytest.raises(ArgumentError, match=r"argument 0 \('x'\): expected a data pointer aligned to 16 bytes.*found 0x10002"):
        bind(rmsnorm_abi(), (x, dev_view((512,)), dev_view((2, 512)), 1e-6))


def test_arrays_on_different_devices_rejected():
    with pytest.raises(ArgumentError, match=r"argument 2 \('y'\): expected an array on GPU 0 .*found one on GPU 1"):
        bind(rmsnorm_abi(), (dev_view((2, 512)), dev_view((512,)), dev_view((2, 512), device=1), 1e-6))


def test_scalar_validation():
    a = np.zeros((1, 4), np.float32)
    idx = np.zeros(3, np.int32)
    with pytest.raises(ArgumentError, match=r"argument 1 \('n'\): expected an integer \(int32\), found float 1.5"):
        bind(mixed_abi(), (a, 1.5, 1.0, idx, 1.0))
    with pytest.raises(ArgumentError, match=r"argument 1 \('n'\): 8589934592 does not fit in int32"):
        bind(mixed_abi(), (a, 2**33, 1.0, idx, 1.0))
    with pytest.raises(ArgumentError, match=r"argument 2 \('h'\): expected a number \(float16\), found str"):
        bind(mixed_abi(), (a, 1, "1.0", idx, 1.0))
    with pytest.raises(ArgumentError, match=r"argument 3 \('eps'\): expected a scalar float32, found an array"):
        bind(rmsnorm_abi(), (dev_view((2, 512)), dev_view((512,)), dev_view((2, 512)), np.zeros(3)))


def test_non_array_for_memref():
    with pytest.raises(ArgumentError, match=r"argument 0 \('x'\): expected an array .* found builtins.list"):
        bind(rmsnorm_abi(), ([1.0], dev_view((512,)), dev_view((2, 512)), 1e-6))


class FakeHostDLPack:
    """A host array that speaks DLPack only (like a CPU torch.Tensor or JAX CPU array)."""

    def __dlpack__(self, stream=None):
        raise AssertionError("the runtime must not consume a host DLPack array")

    def __dlpack_device__(self):
        return (1, 0)  # kDLCPU


def test_host_dlpack_array_rejected_with_advice():
    with pytest.raises(ArgumentError, match=r"argument 0 \('x'\): expected a GPU array or a NumPy array, found a host \(CPU\).*numpy.asarray"):
        bind(rmsnorm_abi(), (FakeHostDLPack(), dev_view((512,)), dev_view((2, 512)), 1e-6))


class FakeCAI:
    def __init__(self, ptr, shape, typestr, strides=None):
        self.__cuda_array_interface__ = {"version": 3, "data": (ptr, False), "shape": shape,
                                         "typestr": typestr, "strides": strides}


def test_cuda_array_interface_device_resolved_by_pointer():
    args = [memref(0, "a", "float32", (None,)), memref(1, "b", "float32", (None,))]
    params = [P("a", "ptr", "u64", 0, None), P("a0", "dim", "u64", 0, 0),
              P("b", "ptr", "u64", 1, None), P("b0", "dim", "u64", 1, 0)]
    abi = KernelABI.join("k", args, params)
    devices = {0x1000: 0, 0x2000: 1}
    resolve = lambda ptr, what: devices[ptr]  # noqa: E731
    bound = bind(abi, (FakeCAI(0x1000, (8,), "<f4"), FakeCAI(0x1000, (8,), "<f4")), resolve_device=resolve)
    assert bound.device == 0 and param_bytes(bound)[1] == (8).to_bytes(8, "little")
    with pytest.raises(ArgumentError, match="found one on GPU 1"):
        bind(abi, (FakeCAI(0x1000, (8,), "<f4"), FakeCAI(0x2000, (8,), "<f4")), resolve_device=resolve)
    with pytest.raises(ArgumentError, match=r"argument 1 \('b'\): expected dtype float32 .* found float16"):
        bind(abi, (FakeCAI(0x1000, (8,), "<f4"), FakeCAI(0x1000, (8,), "<f2")), resolve_device=resolve)


# -- launch configuration -------------------------------------------------------------------

def test_launch_config_normalizes_and_checks():
    abi = rmsnorm_abi()
    cfg = launch_config(abi, 7, (512,))
    assert cfg.grid == (7, 1, 1) and cfg.block == (512, 1, 1) and cfg.cluster is None
    with pytest.raises(ArgumentError, match=r"grid: dimension x must be in \[1, 2147483647\], found 0"):
        launch_config(abi, 0, 256)
    with pytest.raises(ArgumentError, match=r"block \(64, 32, 1\) has 2048 threads, at most 1024"):
        launch_config(abi, 1, (64, 32))
    with pytest.raises(ArgumentError, match=r"block: dimension x must be an int, found 2.5"):
        launch_config(abi, 1, (2.5,))
    with pytest.raises(ArgumentError, match=r"grid \(3, 1, 1\) is not a multiple of cluster \(2, 1, 1\)"):
        launch_config(abi, 3, 128, cluster=2)
    with pytest.raises(ArgumentError, match="smem must be a non-negative int"):
        launch_config(abi, 1, 128, smem=-1)
    assert launch_config(abi, (4, 2), 128, cluster=(2, 2)).cluster == (2, 2, 1)


def test_known_block_size_enforced():
    abi = rmsnorm_abi()
    abi.known_block_size = (256, 1, 1)
    with pytest.raises(ArgumentError, match=r"block must be \(256, 1, 1\) \(the kernel's gpu.known_block_size\), found \(128, 1, 1\)"):
        launch_config(abi, 1, 128)


def test_stream_handles():
    class TorchLike:
        cuda_stream = 1234

    class Proto:
        def __cuda_stream__(self):
            return (0, 99)

    assert stream_handle(None, "s") == 0
    assert stream_handle(5, "s") == 5
    assert stream_handle(TorchLike(), "s") == 1234
    assert stream_handle(Proto(), "s") == 99
    with pytest.raises(ArgumentError, match="expected a CUDA stream"):
        stream_handle("default", "s")


# -- ABI -----------------------------------------------------------------------------------

def test_abi_rejects_params_that_do_not_match_signature():
    args = [memref(0, "x", "bfloat16", (None, None))]
    with pytest.raises(CompileError, match=r"argument 0 \('x', memref<\?x\?xbfloat16>\) should travel as params \['ptr', 'dim', 'dim'\]"):
        KernelABI.join("k", args, [P("x", "ptr", "u64", 0, None), P("x0", "dim", "u64", 0, 0)])
    with pytest.raises(CompileError, match="refers to argument 3, but the kernel has 1 arguments"):
        KernelABI.join("k", args, [P("x", "ptr", "u64", 3, None)])


def test_abi_json_roundtrip():
    abis = {"rmsnorm": rmsnorm_abi(), "mixed": mixed_abi()}
    back = abimod.loads(abimod.dumps(abis))
    assert back["rmsnorm"].args == abis["rmsnorm"].args
    assert back["mixed"].params == abis["mixed"].params


def test_kernel_signature_read_from_ir():
    from xdsl.parser import Parser

    from tirx_mlir.registry import make_context

    text = """
    gpu.module @m {
      gpu.func @k(%x: memref<?x8xbf16>, %n: i32, %s: f32, %u: memref<4xui8>) kernel {
        gpu.return
      }
    }"""
    sigs = abimod.kernel_signatures(Parser(make_context(), text).parse_module())
    args, known = sigs["k"]
    assert [(a.name, a.kind, a.dtype, a.shape, a.signless) for a in args] == [
        ("x", "memref", "bfloat16", (None, 8), False), ("n", "scalar", "int32", (), True),
        ("s", "scalar", "float32", (), False), ("u", "memref", "uint8", (4,), False)]
    assert known is None


# -- cache -----------------------------------------------------------------------------------

TC = cache.Toolchain(ptxas="V13.0.88", driver="13.0", package="0.1.0", xdsl="0.75.0")


def test_cache_key_covers_ir_and_toolchain():
    base = cache.cache_key("ir", TC, "sm_90a", "p", True)
    assert base == cache.cache_key("ir", TC, "sm_90a", "p", True)
    variants = [
        cache.cache_key("ir ", TC, "sm_90a", "p", True),
        cache.cache_key("ir", cache.Toolchain("V13.1", "13.0", "0.1.0", "0.75.0"), "sm_90a", "p", True),
        cache.cache_key("ir", cache.Toolchain("V13.0.88", "13.1", "0.1.0", "0.75.0"), "sm_90a", "p", True),
        cache.cache_key("ir", cache.Toolchain("V13.0.88", "13.0", "0.2.0", "0.75.0"), "sm_90a", "p", True),
        cache.cache_key("ir", TC, "sm_90", "p", True),
        cache.cache_key("ir", TC, "sm_90a", "q", True),
        cache.cache_key("ir", TC, "sm_90a", "p", False),
        cache.cache_key("ir", cache.Toolchain("V13.0.88", "13.0", "0.1.0", "0.75.0", source="abc"), "sm_90a", "p", True),
    ]
    assert len(set(variants + [base])) == len(variants) + 1


def test_cache_root_env_override(tmp_path, monkeypatch):
    monkeypatch.setenv("TIRX_MLIR_CACHE_DIR", str(tmp_path / "c"))
    assert cache.cache_root() == tmp_path / "c"
    monkeypatch.delenv("TIRX_MLIR_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "x"))
    assert cache.cache_root() == tmp_path / "x" / "tirx_mlir"
    monkeypatch.setenv("TIRX_MLIR_CACHE", "0")
    assert not cache.cache_enabled()


def test_cache_store_and_load_roundtrip(tmp_path):
    key = cache.cache_key("ir", TC, "sm_90a", "p", True)
    assert cache.load(key, tmp_path) is None
    abi_json = abimod.dumps({"rmsnorm": rmsnorm_abi()})
    cache.store(key, cache.Entry(".version 8.0", b"\x7fELF", abi_json, {"arch": "sm_90a"}), tmp_path)
    hit = cache.load(key, tmp_path)
    assert hit.ptx == ".version 8.0" and hit.cubin == b"\x7fELF" and hit.meta == {"arch": "sm_90a"}
    assert abimod.loads(hit.abi_json)["rmsnorm"].args == rmsnorm_abi().args
    assert not [p for p in (tmp_path / key[:2]).iterdir() if p.name.startswith(".tmp-")]


def test_gpu_status_explains_absence():
    from tirx_mlir.runtime.driver import gpu_status

    ok, reason = gpu_status()
    assert isinstance(ok, bool) and reason


# -- tensor maps ------------------------------------------------------------------------------

def test_tensormap_plan_reverses_to_driver_order():
    from tirx_mlir.runtime.tensormap import plan_tiled

    # a row-major 256 x 1024 bf16 matrix, 64 x 64 boxes, 128B swizzle
    p = plan_tiled(0x1000, "bfloat16", (256, 1024), (2048, 2), (64, 64), swizzle=128)
    assert p.data_type == "BFLOAT16" and p.rank == 2
    assert p.global_dim == (1024, 256) and p.global_strides == (2048,) and p.box_dim == (64, 64)
    assert p.swizzle == "128B" and p.element_strides == (1, 1)


@pytest.mark.parametrize("kw, message", [
    (dict(ptr=0x1008), r"global address must be 16-byte aligned, found 0x1008"),
    (dict(strides=(2050, 2)), r"stride of dimension 0 must be a positive multiple of 16 bytes"),
    (dict(strides=(2048, 4)), r"innermost dimension must be contiguous \(stride 2 bytes for bfloat16\), found 4"),
    (dict(box=(64, 512)), r"box dimension 1 must be in \[1, 256\], found 512"),
    (dict(box=(64, 4)), r"inner box row must be a multiple of 16 bytes, found 4 x 2 = 8"),
    (dict(box=(64, 128), swizzle="128B"), r"with swizzle 128B the inner box row may be at most 128 bytes, found 256"),
    (dict(swizzle=96), r"swizzle must be none, 32, 64 or 128"),
    (dict(dtype="complex64"), r"dtype must be one of"),
])
def test_tensormap_plan_rejects(kw, message):
    from tirx_mlir.runtime.tensormap import plan_tiled

    args = dict(ptr=0x1000, dtype="bfloat16", shape=(256, 1024), strides=(2048, 2), box=(64, 64), swizzle="none")
    args.update(kw)
    with pytest.raises(ArgumentError, match=message):
        plan_tiled(args["ptr"], args["dtype"], args["shape"], args["strides"], args["box"], args["swizzle"])


def test_tensormap_param_marshaled_by_value():
    from tirx_mlir.runtime.tensormap import TensorMap

    args = [ArgSpec(0, "a_map", "opaque"), memref(1, "c", "float32", (None,))]
    params = [P("a_map", "tensormap", "b8", 0, None), P("c", "ptr", "u64", 1, None), P("c0", "dim", "u64", 1, 0)]
    abi = KernelABI.join("gemm", args, params)
    assert abi.args[0].kind == "tensormap"
    tm = TensorMap(bytes(range(128)), "bfloat16", (64, 64), (64, 64), "none")
    bound = bind(abi, (tm, dev_view((8,), "float32")))
    assert param_bytes(bound)[0] == bytes(range(128))
    with pytest.raises(ArgumentError, match=r"argument 0 \('a_map'\): expected a TensorMap"):
        bind(abi, (b"\0" * 128, dev_view((8,), "float32")))


# -- compile() errors --------------------------------------------------------------------------

def test_compile_reports_parse_errors_with_location(tmp_path, monkeypatch):
    from tirx_mlir.runtime import compile

    monkeypatch.setenv("TIRX_MLIR_CACHE_DIR", str(tmp_path))
    with pytest.raises(CompileError, match=r"does not parse or verify:\n(.|\n)*bogus\.op"):
        compile('gpu.module @m {\n  "bogus.op"() : () -> ()\n}\n')


def test_compile_requires_a_kernel(tmp_path, monkeypatch):
    from tirx_mlir.runtime import compile

    monkeypatch.setenv("TIRX_MLIR_CACHE_DIR", str(tmp_path))
    with pytest.raises(CompileError, match=r"the IR has no kernel: expected a `gpu.func @name\(...\) kernel`"):
        compile("gpu.module @m {\n  gpu.func @f(%a: f32) {\n    gpu.return\n  }\n}\n")


def test_compile_rejects_other_sources():
    from tirx_mlir.runtime import compile

    with pytest.raises(CompileError, match="expected IR text, a path, or an xDSL ModuleOp, found int"):
        compile(42)


def test_run_cli_reports_errors_without_traceback(tmp_path, capsys):
    from tirx_mlir.run import main

    assert main([str(tmp_path / "missing.mlir")]) == 2
    assert "error: cannot read" in capsys.readouterr().err
    bad = tmp_path / "bad.mlir"
    bad.write_text('"bogus.op"() : () -> ()\n')
    assert main([str(bad), "--no-cache"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: the IR does not parse or verify") and "Traceback" not in err
    assert main([str(bad), "--shape", "rows"]) == 2
    assert "--shape: expected name=value pairs" in capsys.readouterr().err


# -- recipes (CPU side: inputs, poisoning, references, comparison) ------------------------------

class HostBackend:
    """Keeps float64 host arrays whatever the dtype: enough to check the recipes' plumbing."""

    name = "host64"

    def from_host(self, values, dtype):
        a = np.asarray(values, dtype=np.float64)
        return a, a

    def poisoned(self, shape, dtype):
        return np.full(shape, np.nan)

    def to_host(self, arr):
        return np.asarray(arr, dtype=np.float64)

    def synchronize(self):
        pass


def test_recipes_build_poisoned_cases():
    from tirx_mlir.kernels.simt_recipes import RECIPES

    rng = np.random.default_rng(0)
    for name, recipe in RECIPES.items():
        for shape in recipe.test_shapes:
            case = recipe.case(dict(shape), rng, HostBackend())
            for out_name, arr in case.outputs.items():
                ref = case.reference[out_name]
                assert ref.shape == arr.shape and np.isfinite(ref).all()
                if name != "saxpy":  # saxpy updates y in place, so y holds inputs, not NaN
                    assert np.isnan(arr).all()
            assert all(isinstance(d, int) and d >= 1 for d in case.grid + case.block)


def test_recipe_references():
    from tirx_mlir.kernels.simt_recipes import RECIPES

    rng = np.random.default_rng(1)
    sm = RECIPES["softmax"].case({"rows": 3, "cols": 512}, rng, HostBackend())
    np.testing.assert_allclose(sm.reference["y"].sum(axis=1), 1.0, rtol=1e-12)
    assert sm.grid == (3,) and sm.block == (32,)
    rn = RECIPES["rmsnorm"].case({"rows": 2, "cols": 1024}, rng, HostBackend())
    x, w, _, eps = rn.args
    np.testing.assert_allclose(rn.reference["y"][0], x[0] / np.sqrt(np.mean(x[0] ** 2) + eps) * w, rtol=1e-12)
    va = RECIPES["vector_add"].case({"n": 1000}, rng, HostBackend())
    assert va.grid == (4,) and va.block == (256,)  # 1000 is not a multiple of the block


def test_recipe_shape_errors():
    from tirx_mlir.kernels.simt_recipes import RECIPES, RecipeError

    with pytest.raises(RecipeError, match=r"rmsnorm: cols must be a multiple of 512 in \[512, 16384\].*found 1000"):
        RECIPES["rmsnorm"].case({"rows": 2, "cols": 1000}, np.random.default_rng(), HostBackend())
    with pytest.raises(RecipeError, match=r"softmax: shape needs exactly \('rows', 'cols'\), found \('n',\)"):
        RECIPES["softmax"].case({"n": 2}, np.random.default_rng(), HostBackend())
    with pytest.raises(RecipeError, match="n must be a positive int, found 0"):
        RECIPES["vector_add"].case({"n": 0}, np.random.default_rng(), HostBackend())


def test_compare_flags_nan_and_out_of_tolerance():
    from tirx_mlir.kernels.simt_recipes import Tolerance, compare

    ref = np.array([1.0, 2.0, 3.0, 4.0])
    tol = Tolerance(rtol=1e-3, atol=0.0)
    assert compare("y", ref * (1 + 5e-4), ref, tol).passed
    bad = compare("y", np.array([1.0, 2.0, np.nan, 4.01]), ref, tol)
    assert not bad.passed and bad.nan_count == 1 and bad.bad_count == 2
    assert "1 NaN (unwritten?)" in bad.line() and bad.line().endswith("FAIL")


# -- compile() end to end (CPU: PTX, and a cubin where ptxas exists) --------------------------------

def test_compile_vector_add_and_cache_hit(tmp_path, monkeypatch):
    from pathlib import Path

    from tirx_mlir.runtime import compile
    from tirx_mlir.targets.cubin import find_ptxas

    monkeypatch.setenv("TIRX_MLIR_CACHE_DIR", str(tmp_path))
    text = (Path(__file__).resolve().parents[1] / "examples" / "vector_add.mlir").read_text()
    mod = compile(text)
    assert not mod.from_cache and ".entry vector_add" in mod.ptx
    assert (mod.cubin is not None) == (find_ptxas() is not None)
    abi = mod.abis["vector_add"]
    assert [(a.name, a.kind, a.dtype, a.shape) for a in abi.args] == [
        ("a", "memref", "float32", (None,)), ("b", "memref", "float32", (None,)), ("c", "memref", "float32", (None,))]
    assert [p.kind for p in abi.params] == ["ptr", "dim"] * 3
    again = compile(text)
    assert again.from_cache and again.ptx == mod.ptx and again.cubin == mod.cubin
    assert again.abis["vector_add"].params == abi.params
    jit = compile(text, use_ptxas=False)
    assert jit.cubin is None and jit.image_kind == "ptx (driver JIT)"
    if find_ptxas() is not None:
        assert jit.key != mod.key  # the cache keeps the JIT and the ptxas builds apart
    assert repr(again.vector_add) == "<tirx kernel vector_add(a: memref<?xfloat32>, b: memref<?xfloat32>, c: memref<?xfloat32>)>"


def test_declared_dynamic_smem_and_cluster():
    abi = rmsnorm_abi()
    abi.extra.update({"dynamic_smem": 65536, "cluster": [2, 1, 1]})
    cfg = launch_config(abi, 4, 128)
    assert cfg.smem == 65536 and cfg.cluster is None  # compiled cluster shape: a plain launch
    with pytest.raises(ArgumentError, match=r"smem=1024 bytes, but the kernel declares dynamic_smem = 65536 bytes"):
        launch_config(abi, 4, 128, smem=1024)
    with pytest.raises(ArgumentError, match=r"grid \(3, 1, 1\) is not a multiple of the kernel's cluster shape \(2, 1, 1\)"):
        launch_config(abi, 3, 128)
    with pytest.raises(ArgumentError, match=r"cluster=\(4, 1\) differs from the kernel's compiled cluster shape \(2, 1, 1\)"):
        launch_config(abi, 4, 128, cluster=(4, 1))
    assert launch_config(abi, 4, 128, cluster=2).cluster is None


def test_tile_global_arguments_and_column_major():
    from xdsl.parser import Parser

    from tirx_mlir.registry import make_context

    text = """
    gpu.module @m {
      gpu.func @k(%a: !tile.global<?x?xbf16, row_major>, %b: !tile.global<?x8xf32, col_major>) kernel {
        gpu.return
      }
    }"""
    args, _ = abimod.kernel_signatures(Parser(make_context(), text).parse_module())["k"]
    assert [(a.kind, a.dtype, a.shape, a.order) for a in args] == [
        ("memref", "bfloat16", (None, None), "C"), ("memref", "float32", (None, 8), "F")]
    params = [P("a", "ptr", "u64", 0, None), P("a0", "dim", "u64", 0, 0), P("a1", "dim", "u64", 0, 1),
              P("b", "ptr", "u64", 1, None), P("b0", "dim", "u64", 1, 0)]
    abi = KernelABI.join("k", args, params)
    a = dev_view((4, 16))
    fortran = np.asfortranarray(np.zeros((5, 8), np.float32))
    bound = bind(abi, (a, fortran))
    assert param_bytes(bound)[4] == (5).to_bytes(8, "little")
    with pytest.raises(ArgumentError, match=r"argument 1 \('b'\): expected a column-major \(Fortran-order, dense\) array"):
        bind(abi, (a, np.zeros((5, 8), np.float32)))


def test_source_fingerprint_is_stable_hex():
    fp = cache.source_fingerprint()
    assert fp == cache.source_fingerprint() and len(fp) == 16 and int(fp, 16) >= 0


def test_launch_without_a_stream_uses_the_array_librarys_current_stream(monkeypatch):
    """stream=None: a CuPy argument's current stream (a stand-in `cupy` module whose
    get_current_stream() says which), 0 for NumPy arrays; an explicit stream wins."""
    import sys
    import types

    import numpy as np

    from tirx_mlir.runtime.kernel import current_stream, stream_handle

    cupy = types.ModuleType("cupy")
    cupy.cuda = types.SimpleNamespace(get_current_stream=lambda: types.SimpleNamespace(ptr=0xC0FFEE))
    monkeypatch.setitem(sys.modules, "cupy", cupy)
    FakeCupyArray = type("ndarray", (), {"__module__": "cupy._core.core"})
    assert current_stream([np.zeros(4), FakeCupyArray()]) == 0xC0FFEE
    assert current_stream([np.zeros(4), 1.5]) == 0
    assert stream_handle(None, "s", [FakeCupyArray()]) == 0xC0FFEE
    assert stream_handle(7, "s", [FakeCupyArray()]) == 7
