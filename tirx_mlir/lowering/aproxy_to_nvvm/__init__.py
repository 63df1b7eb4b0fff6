"""`aproxy-to-nvvm`: the `aproxy` dialect lowered to `nvvm` ops plus arith and cf.

One xDSL `RewritePattern` per aproxy op (MLIR's populateNVGPUToNVVMConversionPatterns
style), driven by `PatternRewriteWalker`.

Expects: `gpu.func ... kernel` functions (inside `gpu.module`s) that use aproxy ops and
types, verified (docs/aproxy.md). Runs before the SIMT passes (`gpu-to-nvvm`,
`arith-to-nvvm`, ...), which lower the arith it leaves; `tirx-to-ptx` runs it after
tile-dispatch and lower-layout.

Guarantees, for every kernel:
* no aproxy op remains, and no value of an aproxy type except the kernel's
  `!aproxy.tensormap` arguments (the PTX target declares them `.param .align 64 .b8 x[128]`);
  `!aproxy.smem`, `!aproxy.mbarrier`, `!aproxy.pipeline` values become i32 shared-window
  addresses and `!aproxy.pipe_state` one i32 iteration counter (scf iter_args included);
* shared memory: every `smem_alloc` / `mbarrier_alloc` / `pipeline` gets, in op order, an
  aligned offset in the module's dynamic buffer `@__tirx_dyn_smem` (a zero-sized
  `memref.global` in address space 3 that the target prints `.extern .shared`); the kernel
  gets `dynamic_smem = <total bytes> : i64` (see `dynamic_smem_bytes`);
* `pipeline`: thread 0 initializes full[s] (count 1) and empty[s] (count `arrivals`),
  `fence.mbarrier_init.release.cluster`, then `bar.sync 0` (PTX ISA "mbarrier.init": init before
  any other mbarrier op; the CTA barrier publishes it);
* pipe_state `it`: stage = it % S, phase = (it / S) & 1; producer_acquire waits empty[stage]
  with parity phase ^ 1 (a fresh mbarrier reports the phase before phase 0 as complete,
  PTX ISA "mbarrier.test_wait / mbarrier.try_wait"), then the elected thread does arrive.expect_tx(tx_bytes) on
  full[stage]; consumer_wait waits full[stage] with parity phase; consumer_release: the
  elected thread arrives on empty[stage]. "Elected": every thread inside `elect_one`,
  else the thread with tid.x % 128 == 0 (one per warpgroup);
* `mbarrier_wait` (and the pipeline waits): a loop around `mbarrier.try_wait.parity` (PTX
  ISA "mbarrier.test_wait / mbarrier.try_wait"); so that it is a real loop, every kernel the
  pass touches leaves in cf form (xDSL's scf-to-cf patterns plus `WhileLowering`) — except
  one whose aproxy ops are shared-memory regions only (smem_alloc / smem_offset /
  smem_address: tile.stash's), which keeps its scf ops for memref-to-nvvm;
* `specialize`: wg = tid.x / 128; each role an `scf.if` on membership that starts with
  `setmaxnreg.dec` / `.inc` (PTX ISA "setmaxnreg") when its regs differ from the entry count
  (65536 / block threads, rounded down to a multiple of 8, at most 256); kernels with
  register budgets get `tirx.min_ctas_per_sm = 1` (the target prints `.minnctapersm 1`, so
  ptxas knows the register count at entry);
* `elect_one warpgroup` -> `scf.if (tid.x % 128 == 0)`; `elect_one warp` -> `elect.sync`
  (PTX ISA "elect.sync") predicate;
* TMA, bulk groups, fences, wgmma and named barriers map one-to-one to their PTX rows
  (docs/aproxy.md lists them); `wgmma_desc` becomes i64 arithmetic on the address
  (PTX ISA "Matrix Descriptor Format"); `wgmma_wait n (%acc)` is `wgmma.wait_group n`
  followed by the accumulator re-made from its lanes (`mov.extract`, `mov.pack`), so reads
  of the result stay after the wait; `smem_address` is the view's i32 address, and casts
  of views to i32 (identities after retyping) are folded.
A table row the lowering needs but the PTX table lacks is a diagnostic at the aproxy op; an
aproxy op without a pattern is "no lowering for aproxy.X" at the op (never left in place).

Layout of the package:
* `conversion.py` - the pass (`AproxyToNvvm`), `lower_kernel`: retype scf-carried aproxy
  values to i32, walk the leaf patterns in program order, then the region patterns
  (elect_one, specialize) innermost first, drop the casts, scf -> cf;
* `patterns.py` - the pattern lists `LEAF_PATTERNS`, `REGION_PATTERNS`,
  `populate_aproxy_to_nvvm_patterns(k)`, and `lowered_op_types()` (the op classes lowered);
* `common.py` - `AproxyLowering` (the pattern base), `KernelState` (per-kernel values:
  tid, warpgroup, leader, shared base, tensor-map addresses, `val()` of a lowered operand,
  barrier / stage / phase addresses, the `try_wait` loop, `elected()`), builders
  (`nv`, `c32`, `add`, ...), `smem_layout` / `dynamic_smem_bytes`;
* pattern modules by concern, as in `tirx_mlir/dialects/aproxy/`: `memory`, `mbarrier`,
  `pipeline`, `tma`, `fences`, `wgmma`, `roles`.

Adding the lowering of a new aproxy op `aproxy.foo` (class `ap.FooOp`):
1. in the module of its concern (or a new module), write

       class FooLowering(AproxyLowering):
           '''`foo` -> <the PTX rows> (PTX ISA "<section>").'''

           def rewrite(self, op: ap.FooOp, rewriter: PatternRewriter) -> None:
               a = self.k.val(op, op.bar)          # lowered operands
               nv(op, "<ptx table row>", [a], None, **slots)  # ops inserted before `op`
               rewriter.erase(op)         # or self.replace(op, rewriter, [values])

   (the op class is read from the `op` annotation; results of aproxy type are replaced
   through `self.replace`, which keeps their type visible to later patterns);
2. add `module.FooLowering,` to `LEAF_PATTERNS` in patterns.py (`REGION_PATTERNS` for an op
   with regions whose body ops must be lowered first);
3. add a lit test under test/lit/aproxy-to-nvvm/.
Pass options (fields of `AproxyToNvvm`) reach the patterns as `self.k.options`.
"""

from .common import (
    DYN_SMEM,
    AproxyLowering,
    KernelState,
    dynamic_smem_bytes,
    smem_layout,
)
from .conversion import AproxyToNvvm, WhileLowering, lower_kernel, scf_to_cf
from .patterns import (
    LEAF_PATTERNS,
    REGION_PATTERNS,
    lowered_op_types,
    populate_aproxy_region_patterns,
    populate_aproxy_to_nvvm_patterns,
)

__all__ = [
    "DYN_SMEM",
    "LEAF_PATTERNS",
    "REGION_PATTERNS",
    "AproxyLowering",
    "AproxyToNvvm",
    "KernelState",
    "WhileLowering",
    "dynamic_smem_bytes",
    "lower_kernel",
    "lowered_op_types",
    "populate_aproxy_region_patterns",
    "populate_aproxy_to_nvvm_patterns",
    "scf_to_cf",
    "smem_layout",
]
