"""What the reproduction checks compute, as a library (issue 46: tests import no script).

``scripts/check_method_fingerprints.py`` and ``scripts/check_results_reproduce.py`` are the command lines
over this module; the tests import it (and run the scripts as a user does, in a subprocess).

* **Method fingerprints**: a method's fingerprint is the SHA-256 (first 16 hex digits) of the bytes of its
  ``score`` and of its ``aggregate`` on the test subset of MQ2008-agg fold 1, after fitting on the fold's
  training subset (slow and supervised methods on prefixes: :func:`fingerprint`).  Bits depend on the
  processor's kernels, so they are computed under :data:`PINNED_ENV` (the script's docstring says why).
* **Committed results**: every committed record (``results/experiments/<experiment>/*.json``) records the
  resolved cell it ran; :func:`cell_of` rebuilds it and :func:`differences` compares a rerun with it, floats
  exactly.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

__all__ = ["PINNED_ENV", "FINGERPRINT_DATASET", "FINGERPRINT_FOLD", "fingerprint", "fingerprints", "compare",
           "cell_of", "differences", "compared_part", "committed_files", "committed_rows", "as_committed"]

#: the environment every fingerprint is computed in: NumPy without its AVX-512 kernels, OpenBLAS' Haswell
#: kernels, one thread, so that the same code gives the same bits on any x86-64 with AVX2
PINNED_ENV = {"NPY_DISABLE_CPU_FEATURES": "X86_V4 AVX512_ICL AVX512_SPR", "OPENBLAS_CORETYPE": "Haswell",
              "OMP_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}
FINGERPRINT_DATASET = "MQ2008-agg"
FINGERPRINT_FOLD = 1


def _prefix(data: Any, n: int) -> Any:
    import numpy as np

    return data.select_queries(np.arange(min(n, data.n_queries)))


def _digest(x: Any) -> str:
    import numpy as np

    return hashlib.sha256(np.ascontiguousarray(x, dtype=np.float64).tobytes()).hexdigest()[:16]


def fingerprint(name: str, fold: Any) -> list[str] | str:
    """``[hash of score, hash of aggregate]`` of one method on ``fold``, or ``"ERROR ..."``.

    The process-wide feature cache is emptied first: batched SVD features can differ in the last bit with the
    batch they were computed in, so a method is fingerprinted from a cold cache whatever ran before it.
    Supervised methods fit on 60 training and 20 validation queries and score 40 test queries; methods tagged
    ``slow_fit`` fit on 40 training queries and score 40 test queries; the others see the whole subsets.
    """
    from rankagg.features.feature_cache import default_cache
    from rankagg.methods.registry import make_method

    default_cache().clear()
    m = make_method(name)
    train, test = fold.train, fold.test
    try:
        if m.supervised:
            train, test = _prefix(train, 60), _prefix(test, 40)
            m.fit(train, _prefix(fold.vali, 20))
        elif m.get_tags().slow_fit:  # exponential or iterative fits: 40-query prefixes
            test = _prefix(test, 40)
            m.fit(_prefix(train, 40))
        else:
            m.fit(train)
        return [_digest(m.score(test)), _digest(m.aggregate(test))]
    except Exception as e:  # recorded, so that a method that starts or stops failing shows up
        return f"ERROR {type(e).__name__}: {e}"[:200]


def fingerprints(methods: list[str], data_dir: str | None = None, progress: Any = None) -> dict[str, list[str] | str]:
    """:func:`fingerprint` of each method on MQ2008-agg fold 1; ``progress(name, value, seconds)`` after each."""
    import time

    from rankagg.io.datasets import load_letor_agg

    fold = load_letor_agg(FINGERPRINT_DATASET, data_dir).fold(FINGERPRINT_FOLD)
    out: dict[str, list[str] | str] = {}
    for name in methods:
        t = time.perf_counter()
        out[name] = fingerprint(name, fold)
        if progress is not None:
            progress(name, out[name], time.perf_counter() - t)
    return out


def compare(got: dict[str, Any], reference: dict[str, Any], complete: bool) -> list[str]:
    """Lines describing every difference between fingerprints and the reference (empty when equal); with
    ``complete``, a method of the reference that was not computed is a difference too."""
    diffs = [f"{name}: {reference.get(name, '(not in the reference)')} -> {value}"
             for name, value in got.items() if reference.get(name) != value]
    if complete:
        diffs += [f"{name}: in the reference but not registered" for name in sorted(set(reference) - set(got))]
    return diffs


def cell_of(doc: dict[str, Any]) -> Any:
    """The resolved cell (:class:`~rankagg.experiments.resolved_cell.CellSpec`) a committed record ran."""
    from rankagg.experiments.resolved_cell import CellSpec

    return CellSpec(dataset=doc["dataset"], method=doc["method"], fixed=doc["fixed"], grid=doc["grid"],
                    select_by=doc["select_by"], spec=doc["spec"])


def differences(committed: Any, rerun: Any, where: str = "") -> list[str]:
    """Every place where two JSON documents differ (floats compared exactly; NaN equals NaN)."""
    if isinstance(committed, dict) and isinstance(rerun, dict):
        out = [f"{where}.{k}: missing in the rerun" for k in committed if k not in rerun]
        out += [f"{where}.{k}: new in the rerun" for k in rerun if k not in committed]
        for k in committed:
            if k in rerun:
                out += differences(committed[k], rerun[k], f"{where}.{k}")
        return out
    if isinstance(committed, list) and isinstance(rerun, list):
        if len(committed) != len(rerun):
            return [f"{where}: {len(committed)} entries committed, {len(rerun)} rerun"]
        return [d for i, (a, b) in enumerate(zip(committed, rerun)) for d in differences(a, b, f"{where}[{i}]")]
    both_nan = isinstance(committed, float) and isinstance(rerun, float) and committed != committed and rerun != rerun
    return [] if committed == rerun or both_nan else [f"{where}: {committed!r} -> {rerun!r}"]


def compared_part(doc: dict[str, Any]) -> dict[str, Any]:
    """The numbers a rerun must reproduce (timings, labels and versions are not results)."""
    return {
        "spec_hash": doc["spec_hash"],
        "method": doc["method"],
        "select_by": doc["select_by"],
        "grid_size": doc["grid_size"],
        "measures_version": doc.get("measures_version"),
        "test": doc["test"],
        "folds": [{k: f[k] for k in ("fold", "params", "validation", "test", "grid_validation")} for f in doc["folds"]],
        "per_query": doc["per_query"],
    }


def committed_files(results: Path, families: set[str], datasets: tuple[str, ...],
                    methods: set[str] | None = None) -> dict[str, list[Path]]:
    """The committed files under ``results`` (``<experiment>/*.json``) of the chosen families and datasets (and
    methods, if given), grouped by cell (spec hash), in path order."""
    from rankagg.experiments.results import read_record
    from rankagg.methods.registry import list_methods, method_family

    known = set(list_methods()) if methods is None else set(list_methods()) & methods
    groups: dict[str, list[Path]] = {}
    for path in sorted(results.glob("*/*.json")):
        doc = read_record(path)
        if doc.get("dataset") in datasets and doc.get("method") in known and method_family(doc["method"]) in families:
            groups.setdefault(doc["spec_hash"], []).append(path)
    return groups


def committed_rows(results: Path, families: set[str], datasets: tuple[str, ...]) -> list[Path]:
    """One committed file per distinct cell (spec hash) of the chosen families and datasets."""
    return [paths[0] for paths in committed_files(results, families, datasets).values()]


def _trim(rerun: dict[str, Any], doc: dict[str, Any]) -> dict[str, Any]:
    """The rerun restricted to the measures the committed file kept (``stored_measures``)."""
    keep = set(doc["test"])
    rerun["test"] = {m: v for m, v in rerun["test"].items() if m in keep}
    rerun["per_query"] = {m: v for m, v in rerun["per_query"].items() if m == "qids" or m in keep}
    return rerun


def as_committed(rerun: dict[str, Any], doc: dict[str, Any]) -> dict[str, Any]:
    """The rerun as the runner writes the committed file: its label, experiment and stored measures."""
    rec = _trim(dict(rerun, label=doc["label"], spec=doc["spec"]), doc)
    if "experiment" in doc:
        rec["experiment"] = doc["experiment"]
    return rec
