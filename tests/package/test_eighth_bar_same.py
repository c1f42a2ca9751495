"""Issue 45's eighth bar, "the same answer every time": Numba's cache changes how fast a kernel starts, never what
it returns nor whether it runs (rankagg._numba_cache).  A cache file that does not read back (cut short by a full
disk or an interrupted copy, overwritten, left by something else) stopped every command needing the kernel with
``UnpicklingError`` (``u8r_numba_cache_foreign``): numba's loader counted only ``OSError`` as a miss.

Generated: every kind of damage, on each of the two files of a cached kernel (the index ``.nbi``, the code
``.nbc``); the answer is the kernel's bytes computed with a fresh cache, and the entry is written anew.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

# a small cached kernel of rankagg's, its output printed as bytes
KERNEL = """
import numpy as np
import rankagg
from rankagg.features._log_ranks_kernel import log_imputed_kernel
ranks = np.array([[1.0, 2.0], [2.0, np.nan], [3.0, 1.0], [1.0, 1.0], [np.nan, 2.0]])
print(log_imputed_kernel(ranks, np.array([0, 3, 5]), True, False).tobytes().hex())
"""

DAMAGE = {
    "garbage": lambda b: b"\x80\x04" + bytes(range(256)),
    "truncated": lambda b: b[: len(b) // 2],
    "empty": lambda b: b"",
    "another_pickle": lambda b: b"\x80\x04\x95\x05\x00\x00\x00\x00\x00\x00\x00K\x07.",  # pickle of 7, not the index's
}


def _run(cache: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, NUMBA_CACHE_DIR=str(cache), PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    return subprocess.run([sys.executable, "-c", KERNEL], capture_output=True, text=True, env=env, timeout=300)


@pytest.fixture(scope="module")
def filled(tmp_path_factory) -> tuple[Path, str]:
    """A cache filled by a cold run, and that run's answer."""
    cache = tmp_path_factory.mktemp("filled") / "cache"
    first = _run(cache)
    assert first.returncode == 0, first.stderr
    return cache, first.stdout


# every kind of damage, each of the two files (a run costs a compile: not the full product)
CASES = [("garbage", ".nbi"), ("garbage", ".nbc"), ("truncated", ".nbi"), ("empty", ".nbc"), ("another_pickle", ".nbi")]


def test_every_damage_is_generated():
    assert {d for d, _ in CASES} == set(DAMAGE) and {s for _, s in CASES} == {".nbi", ".nbc"}


@pytest.mark.parametrize("damage, suffix", CASES)
def test_a_damaged_cache_file_is_a_miss(tmp_path, filled, damage, suffix):
    cache = tmp_path / "cache"
    shutil.copytree(filled[0], cache)
    files = [p for p in cache.rglob(f"*{suffix}") if "_log_ranks_kernel" in p.name]
    assert files, "the kernel was cached"
    for p in files:
        p.write_bytes(DAMAGE[damage](p.read_bytes()))
    damaged = _run(cache)
    assert damaged.returncode == 0, damaged.stderr
    assert damaged.stdout == filled[1]
    # the entry was written anew: the index reads back (numba's own loader, no rankagg in between)
    index = [p for p in cache.rglob("*.nbi") if "_log_ranks_kernel" in p.name]
    assert index and all(p.stat().st_size > 20 for p in index)
