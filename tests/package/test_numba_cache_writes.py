"""Numba's cache changes how fast a kernel starts, never whether it runs (rankagg._numba_cache): an entry that cannot
be written (a full disk, a quota, a read-only remount, ``ulimit -f``) is not written and the compiled kernel runs.
Numba let the ``OSError`` through, so on a fresh checkout (a cold cache) under ``ulimit -f`` a command stopped with
"standard output: File too large" (``u6s_out_fsize_keeps_previous_model``, vague once the cache was cold)."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import types
from pathlib import Path

import pytest

from rankagg._numba_cache import tolerate_damaged_cache

# a small cached kernel of rankagg's, its output printed as bytes; the limit is set before anything is compiled
KERNEL = """
import resource, sys
import numpy as np
limit = int(sys.argv[1])
if limit:
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
import rankagg
from rankagg.features._log_ranks_kernel import log_imputed_kernel
ranks = np.array([[1.0, 2.0], [2.0, np.nan], [3.0, 1.0], [1.0, 1.0], [np.nan, 2.0]])
print(log_imputed_kernel(ranks, np.array([0, 3, 5]), True, False).tobytes().hex())
"""


def _run(cache: Path, limit: int) -> subprocess.CompletedProcess:
    env = dict(os.environ, NUMBA_CACHE_DIR=str(cache), PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    return subprocess.run([sys.executable, "-c", KERNEL, str(limit)], capture_output=True, text=True, env=env,
                          timeout=300)


def test_a_cold_cache_under_a_file_size_limit_compiles_and_runs(tmp_path):
    free = _run(tmp_path / "free", 0)
    assert free.returncode == 0, free.stderr
    capped = _run(tmp_path / "capped", 1024)  # below any index or kernel numba writes
    assert capped.returncode == 0, capped.stderr
    assert capped.stdout == free.stdout
    # nothing half-written: no entry over the limit, no temporary file left
    left = [p for p in (tmp_path / "capped").rglob("*") if p.is_file()]
    assert all(p.stat().st_size <= 1024 and ".tmp." not in p.name for p in left)


def _caching(fails: BaseException) -> types.SimpleNamespace:
    """A stand-in for numba.core.caching whose IndexDataCacheFile fails to save with ``fails``."""
    class IndexDataCacheFile:
        def _load_index(self) -> dict:
            return {}

        def _load_data(self, name: str) -> object:
            raise OSError(name)

        def save(self, key: object, data: object) -> None:
            raise fails

    return types.SimpleNamespace(IndexDataCacheFile=IndexDataCacheFile)


@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EROFS, errno.EIO, errno.EACCES])
def test_an_entry_that_cannot_be_written_is_not_written(code):
    caching = _caching(OSError(code, os.strerror(code)))
    tolerate_damaged_cache(caching)
    assert caching.IndexDataCacheFile().save(("sig",), b"kernel") is None


def test_what_is_no_write_error_is_still_raised():
    """A fault of the entry itself (numba cannot pickle it) is numba's to report, not a write to skip."""
    caching = _caching(TypeError("cannot pickle"))
    tolerate_damaged_cache(caching)
    with pytest.raises(TypeError, match="cannot pickle"):
        caching.IndexDataCacheFile().save(("sig",), b"kernel")
