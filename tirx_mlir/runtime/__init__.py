"""tirx_mlir.runtime: compile tirx IR to PTX/cubin, load it with cuda-python, launch it.

    from tirx_mlir.runtime import compile
    mod = compile(open("examples/vector_add.mlir").read())
    mod.vector_add(a, b, c, grid=(n + 255) // 256, block=256)

See docs/runtime.md.
"""

from .abi import ArgSpec, KernelABI, ParamSpec
from .compiler import compile, lower_to_ptx
from .driver import gpu_status
from .errors import ArgumentError, CompileError, DriverError, NoGPUError, TirxRuntimeError
from .module import CompiledModule, Kernel

__all__ = [
    "compile", "lower_to_ptx", "gpu_status", "CompiledModule", "Kernel", "KernelABI", "ArgSpec",
    "ParamSpec", "ArgumentError", "CompileError", "DriverError", "NoGPUError", "TirxRuntimeError",
]
