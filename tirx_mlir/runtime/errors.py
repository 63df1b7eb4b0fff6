"""Exceptions raised by the runtime.

Every message names what went wrong in the user's terms: the kernel, the argument (by
position and name), what was expected and what was found. Command-line front ends
(`python -m tirx_mlir.run`) print `str(error)` and exit non-zero; they never show a
traceback for these.
"""

from __future__ import annotations


class TirxRuntimeError(Exception):
    """Base class of every error the runtime raises on purpose."""


class CompileError(TirxRuntimeError):
    """The IR did not parse, verify, lower, print as PTX, or assemble."""


class ArgumentError(TirxRuntimeError, TypeError):
    """A kernel argument does not match the kernel's signature (count, dtype, shape,
    contiguity, alignment, device) or a launch option (grid, block, smem, cluster) is bad."""


class DriverError(TirxRuntimeError):
    """A CUDA driver call failed, or there is no usable CUDA driver / GPU."""


class NoGPUError(DriverError):
    """No CUDA driver or no GPU is present on this machine."""
