"""tirx-mlir: a Hopper (sm_90a) tile-level kernel compiler on xDSL."""

__version__ = "0.1.0"
