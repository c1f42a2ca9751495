"""What ``docs/results-schema.md`` states of a protocol record beyond its keys' types: the shapes and sums a hand-
written or edited file must keep, checked by :func:`rankagg.experiments.results.validate_record`.

A record is read by ``rankagg report``, the renderer and the runner, which trust its numbers: a ``test`` mean that
is not the mean of the fold means is printed as it is, a qid given twice pairs a significance test at random, and
a fold dropped from a file is averaged as if it were there.  Each rule below is one sentence of the schema page;
every committed result keeps them all (the render test, tests/experiments/test_experiments.py, reads each one).  The protocol writes five
folds; a record of another number of folds is read by the same rules over the folds it holds (``rankagg report``
states the number of folds the files record).
"""

from __future__ import annotations

import re
from typing import Any, Mapping

import numpy as np

__all__ = ["check_protocol_shapes"]

_HASH = re.compile(r"[0-9a-f]{16}")


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_protocol_shapes(record: Mapping[str, Any], where: str) -> None:
    """Raise ``ValueError`` naming ``where`` and the first rule of the schema the record breaks: ``spec_hash`` 16 hex,
    ``grid`` lists and ``grid_size`` their product, ``seeds`` integers, the folds numbered 1..N whose ``params`` are
    the record's, qids distinct strings, ``test`` the mean of the fold means, and the per-query values, folds 1..N
    concatenated, N runs whose means are the fold means (values rounded to 6 decimals, so within 1e-6)."""
    if not isinstance(record["spec_hash"], str) or not _HASH.fullmatch(record["spec_hash"]):
        raise ValueError(f"{where}: spec_hash {record['spec_hash']!r} is not 16 hexadecimal digits")
    size = 1
    for name, values in record["grid"].items():
        if not isinstance(values, list) or not values:
            raise ValueError(f"{where}: grid[{name!r}] must be a non-empty list of values, got {values!r}")
        size *= len(values)
    if not _int(record["grid_size"]) or record["grid_size"] != size:
        raise ValueError(f"{where}: grid_size {record['grid_size']!r} is not the number of settings of grid ({size})")
    if not isinstance(record["seeds"], list) or not all(_int(s) for s in record["seeds"]):
        raise ValueError(f"{where}: seeds must be a list of integers, got {record['seeds']!r}")
    if not _int(record["measures_version"]):
        raise ValueError(f"{where}: measures_version must be an integer, got {record['measures_version']!r}")
    folds = record["folds"]
    n_folds = len(folds)
    if not folds or [f.get("fold") for f in folds] != list(range(1, n_folds + 1)):
        raise ValueError(f"{where}: folds must be numbered 1, 2, ... in order (the protocol's 1..5), got "
                         f"{[f.get('fold') for f in folds]}")
    if not isinstance(record["params"], list) or record["params"] != [f["params"] for f in folds]:
        raise ValueError(f"{where}: params must list the parameters of folds 1..{n_folds} (each fold's params)")
    qids = record["per_query"]["qids"]
    if not set(map(type, qids)) <= {str}:
        raise ValueError(f"{where}: per_query qids must be strings")
    if len(set(qids)) != len(qids):
        twice = sorted({q for q in qids if qids.count(q) > 1})[:3]
        raise ValueError(f"{where}: per_query names qid {twice[0]!r} more than once (a test pairs queries by qid)")
    means: dict[str, np.ndarray] = {}
    try:  # a number too large for a double (JSON allows 1e999 as an integer's digits) is no mean of anything
        for m, value in record["test"].items():
            per_fold = [f["test"].get(m) if isinstance(f.get("test"), dict) else None for f in folds]
            if any(v is None or isinstance(v, bool) or not isinstance(v, (int, float)) for v in per_fold):
                raise ValueError(f"{where}: folds' test lack measure {m!r} of test")
            fold_mean = sum(v for v in per_fold if v is not None) / n_folds  # none is None (checked above)
            if not abs(value - fold_mean) <= 1e-9 * max(1.0, abs(fold_mean)):
                raise ValueError(f"{where}: test[{m!r}] = {value!r} is not the mean of the {n_folds} fold means "
                                 f"({fold_mean!r})")
            means[m] = np.asarray(per_fold, dtype=float)
        _check_runs(record["per_query"], means, len(qids), n_folds, where)
    except (OverflowError, TypeError) as exc:
        raise ValueError(f"{where}: test, folds and per_query must hold finite numbers ({exc})") from None


def _check_runs(per_query: Mapping[str, Any], means: dict[str, np.ndarray], n: int, n_folds: int, where: str) -> None:
    """Some cut of the per-query values into ``n_folds`` consecutive non-empty runs has each fold's mean, in every measure
    at once (the record does not store where a fold ends, so the cut is searched; a failed start is not retried)."""
    measures = [m for m in means if m in per_query]
    if not measures:
        return
    values = np.array([per_query[m] for m in measures], dtype=float)  # None (no value) becomes NaN: not checked
    whole = ~np.isnan(values).any(axis=1)
    measures, values = [m for m, w in zip(measures, whole) if w], values[whole]
    if not measures:
        return
    sums = np.concatenate([np.zeros((len(measures), 1)), np.cumsum(values, axis=1)], axis=1)
    target = np.stack([means[m] for m in measures])
    tol = 1e-6 * np.maximum(1.0, np.abs(target))
    dead: set[tuple[int, int]] = set()
    stack = [(0, 0)]
    while stack:
        fold, start = stack.pop()
        if fold == n_folds:
            if start == n:
                return
            continue
        if (fold, start) in dead:
            continue
        dead.add((fold, start))
        ends = np.arange(start + 1, n + 1)  # the first measure proposes the ends, all of them must agree
        ends = ends[np.abs((sums[0, ends] - sums[0, start]) / (ends - start) - target[0, fold]) <= tol[0, fold]]
        seg = (sums[:, ends] - sums[:, [start]]) / (ends - start)
        ok = np.all(np.abs(seg - target[:, [fold]]) <= tol[:, [fold]], axis=0)
        stack.extend((fold + 1, int(e)) for e in ends[ok])
    raise ValueError(f"{where}: the per-query values are not the folds' test values: no cut of the {n} queries into "
                     f"{n_folds} runs, folds 1..{n_folds} in order, has each fold's test means (per_query or a "
                     "fold's test was changed)")
