"""What the kernel builders share to build IR: xDSL's `Builder` at the end of a block, with
the few constants and index arithmetic every builder writes, and the module printer."""

from __future__ import annotations

from io import StringIO

from xdsl.builder import Builder
from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType, IntegerAttr, ModuleOp
from xdsl.ir import Block, Operation, SSAValue
from xdsl.printer import Printer
from xdsl.rewriter import InsertPoint


class BlockBuilder(Builder):
    """xDSL's `Builder` inserting at the end of `block`. `b.insert(op)` (or `b.op(op)`)
    appends an op and returns it; calling the builder, `b(op)`, appends it and returns its
    single result."""

    def __init__(self, block: Block):
        super().__init__(InsertPoint.at_end(block))

    def op(self, o: Operation) -> Operation:
        return self.insert(o)

    def __call__(self, o: Operation) -> SSAValue:
        return self.insert(o).results[0]

    def named(self, v: SSAValue, hint: str) -> SSAValue:
        """`v`, named `hint` in the printed IR."""
        v.name_hint = hint
        return v

    def idx(self, v: int) -> SSAValue:
        """An `index` constant."""
        return self(arith.ConstantOp(IntegerAttr(v, IndexType())))

    def c32(self, v: int) -> SSAValue:
        """An `i32` constant."""
        return self(arith.ConstantOp.from_int_and_width(v, 32))

    def add(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self(arith.AddiOp(a, b))

    def mul(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self(arith.MuliOp(a, b))

    def ceil_div(self, x: SSAValue, d: int) -> SSAValue:
        """ceil(x / d) for an index x >= 0 and a constant d > 0."""
        return self(arith.DivUIOp(self.add(x, self.idx(d - 1)), self.idx(d)))

    def k_tiles(self, k: SSAValue, bk: int) -> SSAValue:
        """`k_tiles` = ceil(K / bk) for an i32 K: the K tiles of a GEMM."""
        kt = self.ceil_div(self(arith.IndexCastOp(k, IndexType())), bk)
        kt.name_hint = "k_tiles"
        return kt

    def tile_origin(self, bm: int, bn: int) -> tuple[SSAValue, SSAValue]:
        """(`m0`, `n0`) = (block_id.y * bm, block_id.x * bn): the output tile of this CTA."""
        from tirx_mlir.dialects import gpu

        m0 = self.mul(self(gpu.BlockIdOp(gpu.dim("y"))), self.idx(bm))
        n0 = self.mul(self(gpu.BlockIdOp(gpu.dim("x"))), self.idx(bn))
        m0.name_hint, n0.name_hint = "m0", "n0"
        return m0, n0


def kernel_entry(arg_types, names) -> tuple[Block, BlockBuilder]:
    """The kernel body's entry block, its arguments of `arg_types` named `names`, and a
    builder at its end."""
    entry = Block(arg_types=list(arg_types))
    for a, n in zip(entry.args, names):
        a.name_hint = n
    return entry, BlockBuilder(entry)


def producer_stage_loop(pipe: SSAValue):
    """The body of a pipeline producer's K loop (block arguments kt: index, ps: the
    pipeline state), a builder at its end, and the stage `aproxy.producer_acquire` gave:
    (body, builder, kt, ps, stage)."""
    from tirx_mlir.dialects import aproxy as ap

    body = Block(arg_types=[IndexType(), ap.PipeStateType()])
    kt, ps = body.args
    kt.name_hint, ps.name_hint = "kt", "ps"
    lb = BlockBuilder(body)
    stage = lb(ap.ProducerAcquireOp(pipe, ps))
    stage.name_hint = "stage"
    return body, lb, kt, ps, stage


def kernel_module(b: BlockBuilder, name: str, arg_types, entry: Block, threads: int,
                  cluster: int = 1) -> ModuleOp:
    """Ends the kernel body `b` (of block `entry`) with `gpu.return` and wraps it:
    `gpu.module @kernels { gpu.func @name(arg_types) kernel }` with `block = [threads, 1, 1]`
    (and `cluster = [cluster, 1, 1]` where cluster > 1)."""
    from xdsl.dialects.builtin import ArrayAttr, StringAttr, i64
    from xdsl.ir import Region

    from tirx_mlir.dialects import gpu

    def dims(x: int) -> ArrayAttr:
        return ArrayAttr([IntegerAttr(x, i64), IntegerAttr(1, i64), IntegerAttr(1, i64)])

    b.op(gpu.ReturnOp())
    func = gpu.FuncOp(name, (list(arg_types), []), Region(entry), kernel=True)
    func.attributes["block"] = dims(threads)
    if cluster > 1:
        func.attributes["cluster"] = dims(cluster)
    return ModuleOp([gpu.ModuleOp(StringAttr("kernels"), Region(Block([func])))])


def module_text(module: ModuleOp) -> str:
    """Verify a built module and print it as IR text that parses back with tirx-opt."""
    module.verify()
    out = StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue() + "\n"
