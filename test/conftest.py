"""Pytest setup shared by every test: the `gpu` marker.

Tests marked `@pytest.mark.gpu` run only where the CUDA driver finds a GPU; elsewhere they
are skipped with the reason (no driver, no device, ...) printed in the summary (-ra).
"""

from __future__ import annotations

import functools

import pytest


@functools.lru_cache(maxsize=1)
def gpu_status() -> tuple[bool, str]:
    from tirx_mlir.runtime.driver import gpu_status as status

    return status()


def pytest_configure(config):
    config.addinivalue_line("markers", "gpu: needs an NVIDIA Hopper GPU (skipped elsewhere, with the reason)")


def pytest_collection_modifyitems(config, items):
    gpu_items = [item for item in items if "gpu" in item.keywords]
    if not gpu_items:
        return
    ok, reason = gpu_status()
    if ok:
        return
    skip = pytest.mark.skip(reason=f"no usable GPU: {reason}")
    for item in gpu_items:
        item.add_marker(skip)


def pytest_report_header(config):
    ok, reason = gpu_status()
    return f"tirx-mlir GPU: {reason}" if ok else f"tirx-mlir GPU: none ({reason}); gpu tests will be skipped"
