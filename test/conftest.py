"""Pytest setup shared by every test: the `gpu` marker, and how pytest-xdist shares out the
tests (`python3 -m pytest -q -n 2`, README's test command).

Tests marked `@pytest.mark.gpu` run only where the CUDA driver finds a GPU; elsewhere they
are skipped with the reason (no driver, no device, ...) printed in the summary (-ra).

Under xdist (`-n N`), each worker is its own pytest session, so a module- or session-scoped
fixture is computed once per worker that runs a test of its module. The modules in
ONE_WORKER_MODULES share an expensive fixture by all their tests, so each is handed to one
worker as a whole (largest first); every other test goes to whichever worker is free.

The cyclic garbage collector: after collection and after each module, what is alive is
frozen out of its scans (`gc.freeze`) and it runs less often (GC_THRESHOLDS); a worker's
collector otherwise took 10-12% of its CPU time walking the IR and memo tables it keeps.
"""

from __future__ import annotations

import functools
import gc

import pytest


@functools.lru_cache(maxsize=1)
def gpu_status() -> tuple[bool, str]:
    from tirx_mlir.runtime.driver import gpu_status as status

    return status()


#: Test modules whose tests all share one expensive module- or session-scoped fixture: each
#: runs on one xdist worker (the fixture computed once). The fixtures run their own work in
#: parallel (two processes), so one such module keeps both cores busy.
ONE_WORKER_MODULES = {
    "test/test_lit.py": "every lit file in one lit run (lit_results, its own worker pool)",
    "test/test_adversarial.py": "the corpus in two runner processes (results)",
    "test/test_inspect.py": "the GEMM report (gemm_report)",
    "test/test_export.py": "the exported vector_add and GEMM (vector_add, gemm)",
    "test/test_hang_check.py": "the GEMM IR (ir)",
    "test/test_completeness.py": "the completeness report (report)",
    "test/test_ptx_table.py": "every row's legal slot combinations (certify.legal_combos keeps them)",
}


#: Modules with the longest single tests (seconds each: the sync checker, lowering to PTX
#: and ptxas), slowest first. Their tests are handed out before the rest, so that the two
#: workers do not end with one long test running alone; in a module, its verify-sync tests
#: first. (The ONE_WORKER_MODULES go first anyway: xdist orders units by their test count.)
SLOW_FIRST = [
    "test/test_gemm_persistent_ptxas.py",
    "test/test_tutorial.py",
    "test/test_attention.py",
    "test/test_gemm_blockwise.py",
    "test/test_gemm_pingpong.py",
    "test/test_verify_sync.py",
    "test/test_gemm_tile.py",
    "test/test_gemm_aproxy_ptxas.py",
    "test/test_profile.py",
    "test/test_lang.py",
]


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """xdist's default `--dist load`, except that each module of ONE_WORKER_MODULES is one
    unit of work (other `--dist` modes are left as they are)."""
    if config.getoption("dist") != "load":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class Scheduler(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            module = nodeid.split("::", 1)[0]
            return module if module in ONE_WORKER_MODULES else nodeid

    return Scheduler(config, log)


def pytest_collection_finish(session):
    """Freeze what collection left (every test module and what it imported) out of the
    cyclic garbage collector's scans (`gc.freeze`; see pytest_runtest_teardown)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


#: The collector's thresholds while tests run (Python's default: 700, 10, 10). Tests build
#: and drop IR of tens of thousands of objects at a time: with the defaults the collector
#: runs thousands of times a module, and a full collection (every object not frozen) is
#: frequent; these halve its CPU time (test_lang_gemm_persistent.py: 4.1 s of 37 s to 2.0
#: s). Garbage cycles left in the oldest generation are collected at module boundaries.
GC_THRESHOLDS = (20000, 50, 100)


@pytest.hookimpl(trylast=True)
def pytest_runtest_teardown(item, nextitem):
    """After a module's last test (its fixtures torn down): collect its garbage, then freeze
    what is still alive (caches the next modules share, `functools` memos) out of later
    scans. A worker's heap grows to millions of objects (IR, memo tables); each full
    collection walks all of them, which cost 10-12% of a module's CPU time (measured on
    test_lang_gemm_persistent.py). Frozen objects are still freed by reference counting."""
    if nextitem is None or getattr(nextitem, "module", None) is not getattr(item, "module", None):
        gc.collect()
        gc.freeze()


def pytest_configure(config):
    config.addinivalue_line("markers", "gpu: needs an NVIDIA Hopper GPU (skipped elsewhere, with the reason)")


def pytest_collection_modifyitems(config, items):
    # The slow modules' tests first (SLOW_FIRST); every worker sorts the same way.
    rank = {m: i for i, m in enumerate(SLOW_FIRST)}
    order = {id(item): k for k, item in enumerate(items)}

    def key(item):
        module = item.nodeid.split("::", 1)[0]
        return (rank.get(module, len(rank)), "verify" not in item.name, order[id(item)])

    items.sort(key=key)
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
