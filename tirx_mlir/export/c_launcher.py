"""C text for an exported module: a header with each kernel's launch metadata and parameter
struct, and a launcher on the CUDA driver API with the cubin embedded.

The generated code needs only `cuda.h` and libcuda (no Python, no runtime library of
ours). Per kernel `K` of module `M` it declares:

* `tirx_M_K_params`: one field per PTX `.param`, in order and with the PTX type's C type
  (a memref argument is its device pointer followed by its dynamic dimensions; a tensor
  map is a `CUtensorMap` passed by value, PTX ISA "Tensor map" / `.param .align 64 .b8[128]`);
* macros for what the launch must respect: the fixed block shape (`gpu.known_block_size`),
  the dynamic shared memory, the cluster shape, and per tensor map the element type, rank,
  box and swizzle to encode it with (`cuTensorMapEncodeTiled`);
* `tirx_M_K_launch(module, params, grid, block, stream)`: checks the block and cluster rules,
  returns `CUDA_ERROR_INVALID_VALUE` when they fail, and launches with `cuLaunchKernel`
  (`cuLaunchKernelEx` with a cluster attribute when the kernel declares a cluster shape).

`tirx_M_load` loads the embedded cubin (`cuModuleLoadData`), looks every kernel up and raises
each kernel's dynamic shared-memory limit when it needs more than 48 KB
(`CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES`).
"""

from __future__ import annotations

import re

from tirx_mlir.runtime.abi import KernelABI

#: PTX parameter type -> C type of the field that carries it.
C_TYPES = {
    "u8": "uint8_t", "s8": "int8_t", "b8": "uint8_t",
    "u16": "uint16_t", "s16": "int16_t", "b16": "uint16_t", "f16": "uint16_t", "bf16": "uint16_t",
    "u32": "uint32_t", "s32": "int32_t", "b32": "uint32_t",
    "u64": "uint64_t", "s64": "int64_t", "b64": "uint64_t",
    "f32": "float", "f64": "double", "pred": "uint8_t",
}

#: Our canonical dtype names -> CUtensorMapDataType enumerators (cuda.h).
TENSORMAP_DTYPES = {
    "bfloat16": "CU_TENSOR_MAP_DATA_TYPE_BFLOAT16", "float16": "CU_TENSOR_MAP_DATA_TYPE_FLOAT16",
    "float32": "CU_TENSOR_MAP_DATA_TYPE_FLOAT32", "float64": "CU_TENSOR_MAP_DATA_TYPE_FLOAT64",
    "float8_e4m3fn": "CU_TENSOR_MAP_DATA_TYPE_UINT8", "float8_e5m2": "CU_TENSOR_MAP_DATA_TYPE_UINT8",
    "int8": "CU_TENSOR_MAP_DATA_TYPE_UINT8", "uint8": "CU_TENSOR_MAP_DATA_TYPE_UINT8",
    "int32": "CU_TENSOR_MAP_DATA_TYPE_INT32", "uint32": "CU_TENSOR_MAP_DATA_TYPE_UINT32",
    "int64": "CU_TENSOR_MAP_DATA_TYPE_INT64", "uint64": "CU_TENSOR_MAP_DATA_TYPE_UINT64",
    "int16": "CU_TENSOR_MAP_DATA_TYPE_UINT16", "uint16": "CU_TENSOR_MAP_DATA_TYPE_UINT16",
}
TENSORMAP_SWIZZLES = {"": "CU_TENSOR_MAP_SWIZZLE_NONE", "none": "CU_TENSOR_MAP_SWIZZLE_NONE",
                      "32B": "CU_TENSOR_MAP_SWIZZLE_32B", "64B": "CU_TENSOR_MAP_SWIZZLE_64B",
                      "128B": "CU_TENSOR_MAP_SWIZZLE_128B"}

STATIC_SMEM_LIMIT = 48 * 1024


class ExportError(ValueError):
    """A kernel the C launcher cannot describe; the message names the kernel and the reason."""


def c_identifier(text: str) -> str:
    """`text` as a C identifier (other characters become '_'; a leading digit gets a '_')."""
    ident = re.sub(r"[^A-Za-z0-9_]", "_", text)
    return ident if ident and not ident[0].isdigit() else "_" + ident


def _macro(module: str, kernel: str, what: str) -> str:
    return f"TIRX_{c_identifier(module).upper()}_{c_identifier(kernel).upper()}_{what}"


def _field_name(param_name: str) -> str:
    return c_identifier(param_name)


def _kernel_header(module: str, abi: KernelABI) -> str:
    k = c_identifier(abi.name)
    prefix = f"tirx_{c_identifier(module)}_{k}"
    lines = [f"/* ---- kernel {abi.name} ---------------------------------------------------- */", "/* Arguments (in order):"]
    for a in abi.args:
        extra = ""
        if a.kind == "memref":
            extra = f", {'column' if a.order == 'F' else 'row'}-major dense, base pointer {a.align}-byte aligned"
        lines.append(f" *   {a.name}: {a.describe()}{extra}")
    lines.append(" */")
    block = abi.known_block_size
    if block:
        lines += [f"#define {_macro(module, abi.name, 'BLOCK_X')} {block[0]}",
                  f"#define {_macro(module, abi.name, 'BLOCK_Y')} {block[1]}",
                  f"#define {_macro(module, abi.name, 'BLOCK_Z')} {block[2]}"]
    smem = int(abi.extra.get("dynamic_smem") or 0)
    lines.append(f"#define {_macro(module, abi.name, 'DYNAMIC_SMEM')} {smem}")
    cluster = list(abi.extra.get("cluster") or [])
    if cluster:
        cluster = cluster + [1] * (3 - len(cluster))
        for axis, v in zip("XYZ", cluster):
            lines.append(f"#define {_macro(module, abi.name, 'CLUSTER_' + axis)} {v}")
    for a in abi.args:
        if a.kind != "tensormap":
            continue
        box = list(getattr(a, "box", ()) or ())
        sw = getattr(a, "swizzle", "") or ""
        base = _macro(module, abi.name, "TMAP_" + c_identifier(a.name).upper())
        dt = TENSORMAP_DTYPES.get(a.dtype)
        lines.append(f"/* Tensor map '{a.name}': encode with cuTensorMapEncodeTiled over the global tensor "
                     f"(innermost dimension first). */")
        if dt:
            lines.append(f"#define {base}_DTYPE {dt}")
        if box:
            lines.append(f"#define {base}_RANK {len(box)}")
            # The ABI records the box outermost first (as the IR writes it); the driver takes it
            # innermost first.
            lines.append(f"#define {base}_BOX {{{', '.join(str(b) for b in reversed(box))}}}")
        lines.append(f"#define {base}_SWIZZLE {TENSORMAP_SWIZZLES.get(sw, 'CU_TENSOR_MAP_SWIZZLE_NONE')}")
    lines.append("typedef struct {")
    for p in abi.params:
        if p.kind == "tensormap":
            lines.append(f"  CUtensorMap {_field_name(p.name)};  /* by value, 64-byte aligned */")
        else:
            ctype = C_TYPES.get(p.ptx_type)
            if ctype is None:
                raise ExportError(f"kernel '{abi.name}': param '{p.name}' has PTX type '{p.ptx_type}', "
                                  f"expected one of {sorted(C_TYPES)}")
            what = {"ptr": "device pointer", "dim": f"extent of dimension {p.dim_index}", "scalar": "scalar"}[p.kind]
            lines.append(f"  {ctype} {_field_name(p.name)};  /* {what} */")
    lines.append(f"}} {prefix}_params;")
    lines.append(f"CUresult {prefix}_launch(const tirx_{c_identifier(module)}_module *m, const {prefix}_params *p,")
    lines.append("    unsigned grid_x, unsigned grid_y, unsigned grid_z,")
    lines.append("    unsigned block_x, unsigned block_y, unsigned block_z, CUstream stream);")
    return "\n".join(lines)


def header_text(module: str, abis: dict[str, KernelABI], source: str, version: str, arch: str) -> str:
    mod = c_identifier(module)
    guard = f"TIRX_{mod.upper()}_H"
    funcs = "\n".join(f"  CUfunction {c_identifier(a.name)};" for a in abis.values())
    parts = [
        f"/* Generated by tirx-mlir {version} from {source} for {arch}: launch metadata and a CUDA",
        " * driver API launcher. Do not edit; regenerate with `python -m tirx_mlir.export`. */",
        f"#ifndef {guard}", f"#define {guard}", "#include <cuda.h>", "#include <stdint.h>",
        "#ifdef __cplusplus", 'extern "C" {', "#endif",
        "typedef struct {", "  CUmodule module;", funcs, f"}} tirx_{mod}_module;",
        "/* Loads the embedded cubin into the current context and looks up every kernel. */",
        f"CUresult tirx_{mod}_load(tirx_{mod}_module *m);",
        f"CUresult tirx_{mod}_unload(tirx_{mod}_module *m);",
    ]
    parts += [_kernel_header(module, a) for a in abis.values()]
    parts += ["#ifdef __cplusplus", "}", "#endif", f"#endif /* {guard} */", ""]
    return "\n".join(parts)


def _bytes_literal(data: bytes) -> str:
    rows = []
    for i in range(0, len(data), 20):
        rows.append("  " + ", ".join(f"0x{b:02x}" for b in data[i:i + 20]) + ",")
    return "\n".join(rows)


def _kernel_launcher(module: str, abi: KernelABI) -> str:
    mod = c_identifier(module)
    k = c_identifier(abi.name)
    prefix = f"tirx_{mod}_{k}"
    args = ", ".join(f"(void *)&p->{_field_name(p.name)}" for p in abi.params)
    lines = [f"CUresult {prefix}_launch(const tirx_{mod}_module *m, const {prefix}_params *p,",
             "    unsigned grid_x, unsigned grid_y, unsigned grid_z,",
             "    unsigned block_x, unsigned block_y, unsigned block_z, CUstream stream) {",
             f"  void *args[] = {{{args}}};" if abi.params else "  void **args = 0;",
             "  if (!m || !p || !m->" + k + ") return CUDA_ERROR_INVALID_VALUE;",
             "  if (!grid_x || !grid_y || !grid_z || (unsigned long long)block_x * block_y * block_z > 1024ULL"
             " || !block_x || !block_y || !block_z || block_z > 64) return CUDA_ERROR_INVALID_VALUE;"]
    if abi.known_block_size:
        bx, by, bz = abi.known_block_size
        lines.append(f"  if (block_x != {bx} || block_y != {by} || block_z != {bz}) return CUDA_ERROR_INVALID_VALUE;")
    smem = int(abi.extra.get("dynamic_smem") or 0)
    cluster = list(abi.extra.get("cluster") or [])
    if cluster:
        cx, cy, cz = cluster + [1] * (3 - len(cluster))
        lines += [
            f"  if (grid_x % {cx} || grid_y % {cy} || grid_z % {cz}) return CUDA_ERROR_INVALID_VALUE;",
            "  CUlaunchAttribute attr;",
            "  attr.id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;",
            f"  attr.value.clusterDim.x = {cx}; attr.value.clusterDim.y = {cy}; attr.value.clusterDim.z = {cz};",
            "  CUlaunchConfig cfg = {0};",
            "  cfg.gridDimX = grid_x; cfg.gridDimY = grid_y; cfg.gridDimZ = grid_z;",
            "  cfg.blockDimX = block_x; cfg.blockDimY = block_y; cfg.blockDimZ = block_z;",
            f"  cfg.sharedMemBytes = {smem}; cfg.hStream = stream; cfg.attrs = &attr; cfg.numAttrs = 1;",
            f"  return cuLaunchKernelEx(&cfg, m->{k}, args, 0);",
        ]
    else:
        lines.append(f"  return cuLaunchKernel(m->{k}, grid_x, grid_y, grid_z, block_x, block_y, block_z, "
                     f"{smem}, stream, args, 0);")
    lines.append("}")
    return "\n".join(lines)


def source_text(module: str, abis: dict[str, KernelABI], image: bytes, image_kind: str) -> str:
    """The launcher: the embedded image (a cubin, or NUL-terminated PTX the driver JITs)."""
    mod = c_identifier(module)
    data = image if image_kind == "cubin" else image + b"\0"
    load = [f"CUresult tirx_{mod}_load(tirx_{mod}_module *m) {{",
            "  CUresult r;",
            "  if (!m) return CUDA_ERROR_INVALID_VALUE;",
            f"  r = cuModuleLoadData(&m->module, tirx_{mod}_image);",
            "  if (r != CUDA_SUCCESS) return r;"]
    for a in abis.values():
        k = c_identifier(a.name)
        load.append(f'  r = cuModuleGetFunction(&m->{k}, m->module, "{a.name}");')
        load.append("  if (r != CUDA_SUCCESS) return r;")
        smem = int(a.extra.get("dynamic_smem") or 0)
        if smem > STATIC_SMEM_LIMIT:
            load.append(f"  r = cuFuncSetAttribute(m->{k}, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, {smem});")
            load.append("  if (r != CUDA_SUCCESS) return r;")
    load += ["  return CUDA_SUCCESS;", "}"]
    unload = [f"CUresult tirx_{mod}_unload(tirx_{mod}_module *m) {{",
              "  if (!m || !m->module) return CUDA_ERROR_INVALID_VALUE;",
              "  CUresult r = cuModuleUnload(m->module);", "  m->module = 0;", "  return r;", "}"]
    parts = [f'#include "{module}.h"', "",
             f"/* The {image_kind} image ({len(image)} bytes). */",
             f"static const unsigned char tirx_{mod}_image[{len(data)}] __attribute__((aligned(8))) = {{",
             _bytes_literal(data), "};", "", "\n".join(load), "", "\n".join(unload), ""]
    parts += [_kernel_launcher(module, a) + "\n" for a in abis.values()]
    return "\n".join(parts)
