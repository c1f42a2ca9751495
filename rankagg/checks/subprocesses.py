"""The checks that run in other interpreters, for many methods at once: a saved model loaded and scored in a
fresh process (:func:`check_save_load_fresh_process`), and the same outputs under other ``PYTHONHASHSEED``,
``NUMBA_NUM_THREADS`` and BLAS thread counts (:func:`check_environment_independence`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Iterable

import numpy as np
from numpy.typing import NDArray

from rankagg.checks.harness import _fitted, _split, contract_data
from rankagg.data.rankings import Rankings
from rankagg.models import save_model

__all__ = ["check_save_load_fresh_process", "check_environment_independence"]


# ---------------------------------------------------------------- other processes
_LOAD_AND_SCORE = """
import json, sys
import numpy as np
from rankagg.models import load_model
from rankagg.data.rankings import Rankings
d = np.load(sys.argv[1], allow_pickle=False)
test = Rankings(offsets=d["offsets"], ranks=d["ranks"], qids=d["qids"], docids=d["docids"],
                ranker_names=tuple(d["names"]), scores=d["scores"])
out = {}
for path in sys.argv[3:]:
    out[path] = load_model(path).aggregate(test).tolist()
json.dump(out, open(sys.argv[2], "w"))
"""


def _child_env(**extra: str) -> dict[str, str]:
    env = dict(os.environ)
    root = str(Path(__file__).resolve().parents[2])
    env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    env.update(extra)
    return env


def _save_rankings(data: Rankings, path: Path) -> None:
    assert data.scores is not None  # contract_data always has scores
    np.savez(path, offsets=data.offsets, ranks=data.ranks, qids=data.qids, docids=data.docids,
             names=np.array(data.ranker_names), scores=data.scores)


def check_save_load_fresh_process(names: Iterable[str], seed: int = 0, workdir: str | os.PathLike | None = None) -> None:
    """Fit each method, save it (JSON and NPZ), load and score it in ONE new interpreter:
    the scores equal the in-process scores bit for bit."""
    train, valid, test = _split(contract_data(seed))
    with tempfile.TemporaryDirectory(dir=workdir) as tmp:
        tmpdir = Path(tmp)
        _save_rankings(test, tmpdir / "test.npz")
        expected: dict[str, NDArray[np.float64]] = {}
        for i, name in enumerate(names):  # a file per method by its place: a spec's quotes make no file name
            m = _fitted(name, train, valid)
            for ext in ("json", "npz"):
                path = str(save_model(m, tmpdir / f"method{i}.{ext}"))
                expected[path] = m.aggregate(test)
        if not expected:
            return
        out = tmpdir / "out.json"
        subprocess.run([sys.executable, "-c", _LOAD_AND_SCORE, str(tmpdir / "test.npz"), str(out), *expected],
                       check=True, env=_child_env(), timeout=600)
        got = json.loads(out.read_text())
        bad = [Path(p).name for p, v in expected.items() if not np.array_equal(np.asarray(got[p]), v)]
        if bad:
            raise AssertionError(f"loaded in a new process, these models score differently: {bad}")


_HASH_ALL = """
import hashlib, json, sys
import numpy as np
from rankagg.checks.harness import _fitted, _split, contract_data
train, valid, test = _split(contract_data(int(sys.argv[2])))
out = {}
for name in sys.argv[3:]:
    s = np.ascontiguousarray(_fitted(name, train, valid).aggregate(test))
    out[name] = hashlib.sha256(s.tobytes()).hexdigest()
json.dump(out, open(sys.argv[1], "w"))
"""


def check_environment_independence(names: Iterable[str], seed: int = 0,
                                   environments: tuple[dict[str, str], ...] = (
                                       {"PYTHONHASHSEED": "0", "NUMBA_NUM_THREADS": "1",
                                        "OMP_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1"},
                                       {"PYTHONHASHSEED": "12345", "NUMBA_NUM_THREADS": "2",
                                        "OMP_NUM_THREADS": "2", "OPENBLAS_NUM_THREADS": "2"},
                                   )) -> None:
    """Every method fitted and aggregated in one subprocess per environment: identical outputs."""
    names = list(names)
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for i, env in enumerate(environments):
            out = Path(tmp) / f"hash{i}.json"
            subprocess.run([sys.executable, "-c", _HASH_ALL, str(out), str(seed), *names],
                           check=True, env=_child_env(**env), timeout=900)
            results.append(json.loads(out.read_text()))
    differ = [n for n in names if len({r[n] for r in results}) > 1]
    if differ:
        raise AssertionError(f"outputs depend on PYTHONHASHSEED / NUMBA_NUM_THREADS / BLAS threads: {differ}")
