"""Device-function call sequences: `call` / `call.uni` and `st.param` into the call
sequence's `.param` variables.

A call sequence (PTX ISA 9.7.12.5 call; 5.1.6.2 "Parameter state space" in device functions)
is a `{ ... }` scope that declares one `.param` variable per argument (and one for the
return value), writes the arguments with `st.param`, calls, and reads the return value with
`ld.param` (the `ld` row with `space = param` and `sym`):

    {
    .param .b32 param0;
    st.param.f32 [param0], %f1;
    .param .b32 retval0;
    call.uni (retval0), axpy, (param0);
    ld.param.f32 %f2, [retval0];
    }

The rows print the instructions; the scope and the `.param` / `.func` declarations are
directives (the certification harness builds them: tirx_mlir/ptx/certify.py). Only direct
calls: the callee is a function symbol (indirect calls through a register with a `.callprototype`
or a call table are not rows).
"""

from __future__ import annotations

from .spec import Addr, Flag, In, Instr, Slot, Sym, Syms
from .table_common import BITS_OF, LD_IR_TYPES, LD_TYPES, Sem, Slots, _bad, _bits_type

# The callee is opaque to the table: it may read and write any memory the caller can reach.
_CALL_SEM = Sem(reads=("generic",), writes=("generic",), proxy="generic",
                isa="PTX ISA 9.7.12.5 call (the callee may access any memory)")

_CALL_DOC = ("Direct call of a device function: `callee` a `.func` symbol, `args` the call "
             "sequence's `.param` variables (absent: none). `uni`: the call is not divergent.")

call = Instr(
    "call",
    "call{.uni} {callee}{,args};",
    slots=[Flag("uni")],
    operands=[Sym("callee", refers="func"), Syms("args")],
    ptx=(2, 0), sm=20,
    doc=_CALL_DOC,
    sem=_CALL_SEM,
)

call_ret = Instr(
    "call.ret",
    "call{.uni} ({ret}), {callee}{,args};",
    slots=[Flag("uni")],
    operands=[Sym("ret", refers="param"), Sym("callee", refers="func"), Syms("args")],
    ptx=(2, 0), sm=20,
    doc=_CALL_DOC + " `ret`: the `.param` variable the callee's return value is written to "
                    "(read it after the call with `ld.param`).",
    sem=_CALL_SEM,
)


def _check_st_param(s: Slots) -> str | None:
    # PTX ISA 9.7.9.9: 256-bit accesses need sm_100.
    return _bad("vec" in s and BITS_OF[_bits_type(s)] * int(s["vec"][1:]) > 128,
                "vector accesses are at most 128 bits wide on sm_90")


st_param = Instr(
    "st.param",
    "st.param{.vec}{.bits} [{addr}], {v};",
    slots=[Slot("vec", ("v2", "v4"), optional=True), Slot("type", LD_TYPES + LD_IR_TYPES)],
    # PTX ISA 5.1.6.2: a call sequence's .param variable is written by name (ptxas takes no
    # register address here).
    operands=[Addr("addr", space="param", sym=True, reg=False), In("v", ty="type", vec="vec")],
    derived={"bits": _bits_type},
    ptx=(2, 0), sm=20,
    check=_check_st_param,
    doc="Store of a call argument into a call sequence's `.param` variable `sym` (at `offset`). "
        "f16/bf16/f16x2/bf16x2 values are stored as raw .b16/.b32 bits.",
    sem=Sem(writes=("param",), proxy="generic", order="weak",
            isa="PTX ISA 9.7.9.9 st; 5.1.6.2 parameter state space (call sequences)"),
)

CALL_ROWS = [call, call_ret, st_param]
