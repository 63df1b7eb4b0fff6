"""Our kernels inside other frameworks: `torch_ops` registers them as PyTorch custom ops
(torch.compile, CUDA graphs, the current stream). Import a submodule to use it; this package
imports no framework by itself."""
