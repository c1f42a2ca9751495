"""St.Agg's parallel kernels called from several threads at once (Dask's threaded workers do that): numba's
default threading layer aborts the whole process on a concurrent parallel launch, so the family runs its parallel
kernels one at a time (``contests.PARALLEL_KERNELS``).  In a subprocess: an abort would take pytest down."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

THREADS = r"""
import threading
import numpy as np
from rankagg.io.synthetic import make_mallows
from rankagg.methods.registry import make_method

data = make_mallows(n_queries=200, n_items=80, n_rankers=5)
specs = ["stagg", "stagg(method=exact)", "stagg(method=normal)", "stagg(utility=rrf, method=refined)"]
alone = {s: make_method(s).score(data) for s in specs}  # compiled (and cached) before the threads start
for attempt in range(6):
    barrier = threading.Barrier(8)
    results = {}
    def work(i):
        spec = specs[i % len(specs)]
        barrier.wait()
        results[i] = (spec, make_method(spec).score(data))
    threads = [threading.Thread(target=work, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(np.array_equal(s, alone[spec]) for spec, s in results.values()), attempt
print("ok")
"""


def test_parallel_kernels_from_many_threads_at_once():
    # workqueue: the layer numba falls back to without OpenMP or TBB, the one that aborts on a concurrent launch
    env = {**os.environ, "PYTHONPATH": str(ROOT), "NUMBA_NUM_THREADS": "2", "NUMBA_THREADING_LAYER": "workqueue"}
    done = subprocess.run([sys.executable, "-c", THREADS], env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0 and done.stdout.strip().endswith("ok"), (done.returncode, done.stderr[-3000:])
