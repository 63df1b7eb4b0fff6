"""Every parametrized attribute and type of our dialects compares and hashes by its parameters.

xDSL's `==` and `hash` of a `ParametrizedAttribute` are the dataclass ones of the decorated
class: a parameter declared on an undecorated base class (one that shares parse / print
between attributes) is left out of them unless that base is a dataclass too. Then
`#layout.ldmatrix<x4>` equalled `#layout.ldmatrix<x2, trans>`, and verifiers that compare
layouts could not tell them apart."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import bf16, f16, f32
from xdsl.ir import ParametrizedAttribute

from tirx_mlir.registry import DIALECTS


def _attribute_classes():
    import importlib

    for module, name in DIALECTS.values():
        dialect = getattr(importlib.import_module(module), name)
        for cls in dialect.attributes:
            if issubclass(cls, ParametrizedAttribute):
                yield cls


@pytest.mark.parametrize("cls", list(_attribute_classes()), ids=lambda c: c.name)
def test_parameters_take_part_in_equality(cls):
    params = [p for p, _ in cls.get_irdl_definition().parameters]
    fields = set(cls.__dataclass_fields__)
    assert [p for p in params if p not in fields] == []


def test_fragment_layouts_differ_by_parameters():
    from tirx_mlir.dialects.layout import WgmmaAAttr, WgmmaAccAttr
    from tirx_mlir.dialects.layout.fragments import LdmatrixAttr, StmatrixAttr

    assert LdmatrixAttr(4, False) != LdmatrixAttr(2, True)
    assert StmatrixAttr(4, False) != StmatrixAttr(4, True)
    assert LdmatrixAttr(4, True) == LdmatrixAttr(4, True)
    assert WgmmaAccAttr(128, f32) != WgmmaAccAttr(128, f16)
    assert WgmmaAccAttr(128, f32) != WgmmaAccAttr(64, f32)
    assert hash(WgmmaAccAttr(128, f32)) == hash(WgmmaAccAttr(128, f32))
    assert WgmmaAAttr(bf16) == WgmmaAAttr(bf16) != WgmmaAAttr(f16)
