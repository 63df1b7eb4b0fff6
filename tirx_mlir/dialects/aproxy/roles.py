"""aproxy named barriers and warp specialization: specialize, role, warpgroup_index, elect_one."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import I64, ArrayAttr, IndexType, IntegerAttr, StringAttr
from xdsl.ir import Attribute, Block, Operation, Region
from xdsl.irdl import (IRDLOperation, irdl_op_definition, opt_prop_def, prop_def, region_def,
                       result_def, traits_def)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import NoTerminator, Pure

from tirx_mlir.dialects.sync_semantics import SyncSemantics

from ._common import (REGISTER_FILE, _err, _int_prop, _print_body, _region_from, block_threads,
                      enclosing, index, kernel_of)

# Named barriers ------------------------------------------------------------------------


class _NamedBarrierOp(IRDLOperation):
    barrier_id = prop_def(IntegerAttr[I64])
    threads = prop_def(IntegerAttr[I64])

    assembly_format = "`id` `(` $barrier_id `)` `,` `threads` `(` $threads `)` attr-dict"

    def __init__(self, barrier_id: int, threads: int):
        super().__init__(properties={"barrier_id": _int_prop(barrier_id),
                                     "threads": _int_prop(threads)})

    def verify_(self) -> None:
        # PTX ISA "bar, barrier": 16 barriers per CTA; the thread count is a
        # multiple of the warp size (32).
        i, t = self.barrier_id.value.data, self.threads.value.data
        if not 0 <= i <= 15:
            raise _err(self.name, f"expected a barrier id in [0, 15] (PTX ISA \"bar, barrier\"), found {i}")
        if t < 32 or t % 32:
            raise _err(self.name, f"expected a thread count that is a positive multiple of 32 "
                                  f"(PTX ISA \"bar, barrier\"), found {t}")
        func = kernel_of(self)
        dims = block_threads(func) if func is not None else None
        if dims is not None:
            total = dims[0] * dims[1] * dims[2]
            if t > total:
                raise _err(self.name, f"expected at most {total} threads (the block size), found {t}")


@irdl_op_definition
class NamedBarrierSyncOp(_NamedBarrierOp):
    """`aproxy.named_barrier_sync id(i), threads(n)` — bar.sync i, n (PTX ISA "bar, barrier")."""

    name = "aproxy.named_barrier_sync"
    traits = traits_def(SyncSemantics(waits=("named",), arrives=("named",), width="warp"))


@irdl_op_definition
class NamedBarrierArriveOp(_NamedBarrierOp):
    """`aproxy.named_barrier_arrive id(i), threads(n)` — bar.arrive i, n (PTX ISA "bar, barrier")."""

    name = "aproxy.named_barrier_arrive"
    traits = traits_def(SyncSemantics(arrives=("named",), width="warp"))


# Warp specialization -------------------------------------------------------------------


@irdl_op_definition
class SpecializeOp(IRDLOperation):
    """`aproxy.specialize { aproxy.role ... }` — the CTA splits into roles by warpgroup
    (tid.x / 128). Every warpgroup of the block belongs to exactly one role."""

    name = "aproxy.specialize"
    body = region_def("single_block")
    traits = traits_def(NoTerminator(), SyncSemantics(region="roles"))

    def __init__(self, roles: Sequence[Operation] = ()):
        super().__init__(regions=[Region(Block(list(roles)))])

    @property
    def roles(self) -> list[RoleOp]:
        return [op for op in self.body.block.ops if isinstance(op, RoleOp)]

    @classmethod
    def parse(cls, parser: Parser) -> SpecializeOp:
        attrs = parser.parse_optional_attr_dict_with_keyword()
        region = _region_from(parser)
        op = cls.create(regions=[region])
        if attrs is not None:
            op.attributes.update(attrs.data)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes, print_keyword=True)
        _print_body(printer, self.body)

    def verify_(self) -> None:
        nm = self.name
        for op in self.body.block.ops:
            if not isinstance(op, RoleOp):
                raise _err(nm, f"expected only aproxy.role ops in its body, found {op.name}")
        if enclosing(self, SpecializeOp) is not None or enclosing(self, RoleOp) is not None:
            raise _err(nm, "expected not to be nested inside another aproxy.specialize")
        func = kernel_of(self)
        if func is None:
            raise _err(nm, "expected to be inside a gpu.func kernel")
        dims = block_threads(func)
        if dims is None:
            raise _err(nm, "expected the enclosing gpu.func to have a block = [x, y, z] "
                           "attribute (roles are assigned by warpgroup), found none")
        if dims[1] != 1 or dims[2] != 1 or dims[0] % 128:
            raise _err(nm, f"expected a block of [128*k, 1, 1] threads (whole warpgroups "
                           f"along x), found {dims}")
        nwg = dims[0] // 128
        owner: dict[int, str] = {}
        names: set[str] = set()
        for role in self.roles:
            rn = role.role_name.data
            if rn in names:
                raise _err(nm, f"expected distinct role names, found \"{rn}\" twice")
            names.add(rn)
            for wg in role.warpgroup_list:
                if wg >= nwg:
                    raise _err(nm, f"expected warpgroups in [0, {nwg - 1}] for a block of "
                                   f"{dims[0]} threads, found warpgroup {wg} in role \"{rn}\"")
                if wg in owner:
                    raise _err(nm, f"expected disjoint roles, found warpgroup {wg} in both "
                                   f"\"{owner[wg]}\" and \"{rn}\"")
                owner[wg] = rn
        missing = [w for w in range(nwg) if w not in owner]
        if missing:
            raise _err(nm, f"expected every warpgroup of the block ({nwg}) to belong to a "
                           f"role, found warpgroup(s) {missing} in none")
        with_regs = [r for r in self.roles if r.regs is not None]
        if with_regs and len(with_regs) != len(self.roles):
            raise _err(nm, "expected regs(...) on every role or on none, found it on "
                           f"{len(with_regs)} of {len(self.roles)}")
        if with_regs:
            total = sum(r.regs.value.data * 128 * len(r.warpgroup_list) for r in self.roles)
            if total > REGISTER_FILE:
                detail = " + ".join(f"{len(r.warpgroup_list)}x128x{r.regs.value.data}"
                                    for r in self.roles)
                raise _err(nm, f"expected the register budget (sum of regs x 128 threads "
                               f"per warpgroup) to fit {REGISTER_FILE} registers, found "
                               f"{detail} = {total}")


@irdl_op_definition
class RoleOp(IRDLOperation):
    """`aproxy.role "name" warpgroups(i, ...) (regs(r))? { body }` — the body runs on the
    listed warpgroups; with regs, each warpgroup first adjusts its register count with
    setmaxnreg (PTX ISA "setmaxnreg")."""

    name = "aproxy.role"
    role_name = prop_def(StringAttr)
    warpgroups = prop_def(ArrayAttr)
    regs = opt_prop_def(IntegerAttr)
    body = region_def("single_block")
    traits = traits_def(NoTerminator(), SyncSemantics(region="role", orders=("registers",)))

    def __init__(self, name: str, warpgroups: Sequence[int], regs: int | None,
                 body: Region | None = None):
        props: dict[str, Attribute] = {
            "role_name": StringAttr(name),
            "warpgroups": ArrayAttr([_int_prop(w) for w in warpgroups])}
        if regs is not None:
            props["regs"] = _int_prop(regs)
        super().__init__(properties=props, regions=[body or Region(Block())])

    @property
    def warpgroup_list(self) -> list[int]:
        return [a.value.data for a in self.warpgroups.data]

    @classmethod
    def parse(cls, parser: Parser) -> RoleOp:
        rn = parser.parse_str_literal(" (role name)")
        parser.parse_keyword("warpgroups")
        wgs = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, lambda: parser.parse_integer(allow_boolean=False))
        regs = None
        if parser.parse_optional_keyword("regs"):
            with parser.in_parens():
                regs = parser.parse_integer(allow_boolean=False)
        attrs = parser.parse_optional_attr_dict_with_keyword()
        region = _region_from(parser)
        op = cls(rn, wgs, regs, region)
        if attrs is not None:
            op.attributes.update(attrs.data)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f' "{self.role_name.data}" warpgroups('
                             f"{', '.join(str(w) for w in self.warpgroup_list)})")
        if self.regs is not None:
            printer.print_string(f" regs({self.regs.value.data})")
        printer.print_op_attributes(self.attributes, print_keyword=True)
        _print_body(printer, self.body)

    def verify_(self) -> None:
        nm = self.name
        rn = self.role_name.data
        parent = self.parent_op()
        if parent is not None and not isinstance(parent, SpecializeOp):
            raise _err(nm, f"expected to be directly inside aproxy.specialize, found it "
                           f"inside {parent.name}")
        wgs = self.warpgroup_list
        if not wgs:
            raise _err(nm, f"expected at least one warpgroup in role \"{rn}\", found none")
        if len(set(wgs)) != len(wgs) or any(w < 0 for w in wgs):
            raise _err(nm, f"expected distinct non-negative warpgroups in role \"{rn}\", "
                           f"found {wgs}")
        if self.regs is not None:
            r = self.regs.value.data
            # PTX ISA "setmaxnreg": imm-reg-count in [24, 256], a multiple of 8.
            if not (24 <= r <= 256 and r % 8 == 0):
                raise _err(nm, f"expected regs a multiple of 8 in [24, 256] (PTX ISA "
                               f"\"setmaxnreg\") in role \"{rn}\", found {r}")


@irdl_op_definition
class WarpgroupIndexOp(IRDLOperation):
    """`%i = aproxy.warpgroup_index` — the position (index) of the executing warpgroup in
    the enclosing role's warpgroup list (0 for the first listed)."""

    name = "aproxy.warpgroup_index"
    traits = traits_def(SyncSemantics(defines="warpgroup-index"), Pure())
    result = result_def(IndexType)

    assembly_format = "attr-dict"

    def __init__(self):
        super().__init__(result_types=[index])

    def verify_(self) -> None:
        if self.parent_op() is not None and enclosing(self, RoleOp) is None:
            raise _err(self.name, "expected to be inside an aproxy.role, found none around it")


ELECT_SCOPES = ("warp", "warpgroup")


@irdl_op_definition
class ElectOneOp(IRDLOperation):
    """`aproxy.elect_one warp|warpgroup { body }` — the body runs on one thread of each
    executing warp (elect.sync, PTX ISA "elect.sync") or of each executing warpgroup (the
    thread with tid.x % 128 == 0). The executing threads must be converged."""

    name = "aproxy.elect_one"
    scope = prop_def(StringAttr)
    body = region_def("single_block")
    traits = traits_def(NoTerminator(), SyncSemantics(region="elect", width="scope"))

    def __init__(self, scope: str = "warpgroup", body: Region | None = None):
        super().__init__(properties={"scope": StringAttr(scope)},
                         regions=[body or Region(Block())])

    @classmethod
    def parse(cls, parser: Parser) -> ElectOneOp:
        pos = parser.pos
        scope = parser.parse_optional_identifier()
        if scope not in ELECT_SCOPES:
            parser.raise_error(f"aproxy.elect_one: expected a scope warp or warpgroup, "
                               f"found {scope!r}", pos)
        attrs = parser.parse_optional_attr_dict_with_keyword()
        op = cls(scope, _region_from(parser))
        if attrs is not None:
            op.attributes.update(attrs.data)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.scope.data}")
        printer.print_op_attributes(self.attributes, print_keyword=True)
        _print_body(printer, self.body)

    def verify_(self) -> None:
        if self.scope.data not in ELECT_SCOPES:
            raise _err(self.name, f"expected a scope warp or warpgroup, found \"{self.scope.data}\"")


