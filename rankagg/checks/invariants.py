"""The invariants every method keeps, whatever its tags: its parameters declared and checked, the output
unchanged by reordered or duplicated rankers, by fusing a subset of the queries, by a copy of its state; the
input left unchanged; unanimous rankers, or a single one, followed; degenerate queries fused."""

from __future__ import annotations

from typing import Any

import numpy as np

from rankagg.checks.harness import _assert, _class, _fitted, _make, _order, _split, contract_data, learns
from rankagg.data.rankings import Rankings
from rankagg.data.validation import InvalidParameterError, Integer, Real
from rankagg.methods.registry import parse_spec

__all__ = [
    "check_parameters_declared",
    "check_ranker_permutation",
    "check_duplicated_rankers",
    "check_query_subset",
    "check_not_mutated",
    "check_state_round_trip",
    "check_unanimity",
    "check_single_ranker",
    "check_degenerate_queries",
]


# ---------------------------------------------------------------- parameters
def check_parameters_declared(name: str) -> None:
    """Every parameter has a constraint; bool/float/NaN/inf are refused where they do not belong (the class's
    declarations: a spec is checked as its registry name)."""
    name = parse_spec(name)[0]
    cls = _class(name)
    missing = sorted(set(cls.defaults) - set(cls.param_constraints))
    _assert(not missing, name, f"parameters without a declared constraint: {missing}")
    cls()  # the defaults satisfy the declaration
    for p, values in cls.param_grid.items():  # so does every value the protocol tunes over
        for v in values:
            cls(**{p: v})
    for p, c in cls.param_constraints.items():
        if p not in cls.defaults:
            continue
        bad: list[Any] = []
        if isinstance(c, Integer):
            bad = [True, float(cls.defaults[p]) if isinstance(cls.defaults[p], int) else 1.5]
        elif isinstance(c, Real):
            bad = [float("nan"), float("inf"), True]
        for v in bad:
            try:
                cls(**{p: v})
            except InvalidParameterError as exc:
                _assert(name in str(exc) and p in str(exc), name, f"error for {p}={v!r} does not name the method and parameter: {exc}")
            else:
                raise AssertionError(f"{name}: {p}={v!r} was accepted")


# ---------------------------------------------------------------- invariants
def check_ranker_permutation(name: str, seed: int = 0) -> None:
    """Reordered rankers: identical bits (unfitted), identical order (learned, trained on the same reorder)."""
    data = contract_data(seed)
    train, valid, test = _split(data)
    perm = np.random.default_rng(seed + 1).permutation(data.n_rankers)
    if perm.tolist() == list(range(data.n_rankers)):
        perm = perm[::-1]
    if not learns(name) or not _class(name).supervised:
        a = _make(name).aggregate(test)
        b = _make(name).aggregate(test.select_rankers(perm))
        _assert(np.array_equal(a, b), name, "output changes when the rankers are reordered")
        raw_a = _make(name).canonical_score(test)
        raw_b = _make(name).canonical_score(test.select_rankers(perm))
        _assert(np.array_equal(raw_a, raw_b, equal_nan=True), name, "raw scores change when the rankers are reordered")
    if learns(name) and not _class(name).order_dependent_training:
        a = _fitted(name, train, valid).aggregate(test)
        b = _fitted(name, train.select_rankers(perm), valid.select_rankers(perm)).aggregate(test.select_rankers(perm))
        _assert(np.array_equal(_order(test, a), _order(test, b)), name, "trained on reordered rankers, the consensus order changes")


def check_duplicated_rankers(name: str, seed: int = 0) -> None:
    """Every ranker given twice: the consensus order does not change (unsupervised methods)."""
    if _class(name).supervised or _class(name).not_duplication_invariant:
        return
    data = _split(contract_data(seed))[2]
    twice = data.select_rankers(np.tile(np.arange(data.n_rankers), 2))
    a, b = _make(name).aggregate(data), _make(name).aggregate(twice)
    _assert(np.array_equal(_order(data, a), _order(data, b)), name, "duplicating every ranker changes the order")


def check_query_subset(name: str, seed: int = 0) -> None:
    """Per-query methods (and fitted models): fusing some queries == fusing all, then selecting."""
    data = contract_data(seed)
    train, valid, test = _split(data)
    m = _fitted(name, train, valid)
    if not (m.get_tags().per_query or m.is_fitted):
        return
    whole = m.aggregate(test)
    pick = np.array([test.n_queries - 1, 0, test.n_queries - 2])
    part = test.select_queries(pick)
    rows = np.concatenate([np.arange(test.offsets[q], test.offsets[q + 1]) for q in pick])
    _assert(np.array_equal(m.aggregate(part), whole[rows]), name, "a subset of queries is fused differently")


def check_not_mutated(name: str, seed: int = 0) -> None:
    """``fit`` and ``aggregate`` leave every array of their inputs unchanged."""
    data = contract_data(seed)
    train, valid, test = _split(data)
    before = [(r, [np.array(a, copy=True) for a in _arrays(r)]) for r in (train, valid, test)]
    _fitted(name, train, valid).aggregate(test)
    for r, arrays in before:
        for x, y in zip(_arrays(r), arrays):
            same = np.array_equal(x, y, equal_nan=True) if x.dtype.kind == "f" else np.array_equal(x, y)
            _assert(same, name, "the input was modified")


def _arrays(r: Rankings) -> list[np.ndarray]:
    return [a for a in (r.offsets, r.ranks, r.scores, r.labels, r.qids, r.docids) if a is not None]


def check_state_round_trip(name: str, seed: int = 0) -> None:
    """``set_state(get_state())`` on a fresh instance (copies, Dask workers) scores bit for bit."""
    train, valid, test = _split(contract_data(seed))
    m = _fitted(name, train, valid)
    _assert(np.array_equal(m.copy().aggregate(test), m.aggregate(test)), name, "a copy scores differently")


def check_unanimity(name: str, seed: int = 0) -> None:
    """All rankers give the same complete list: the consensus is that list (unsupervised methods)."""
    if _class(name).supervised:
        return
    rng = np.random.default_rng(seed)
    n, k = 7, 4
    truth = rng.permutation(n) + 1.0
    ranks = np.tile(truth[:, None], (1, k))
    data = Rankings(offsets=np.array([0, n]), ranks=ranks, qids=np.array(["q"]), docids=np.array([f"d{i}" for i in range(n)]),
                    ranker_names=tuple(f"R{j}" for j in range(k)), scores=-ranks)
    out = _make(name).aggregate(data)
    _assert(np.array_equal(np.argsort(-out), np.argsort(truth)), name, "unanimous rankers are not followed")


def check_single_ranker(name: str, seed: int = 0) -> None:
    """One ranker with a complete list: the consensus is its order (unsupervised methods)."""
    if _class(name).supervised:
        return
    rng = np.random.default_rng(seed)
    n = 6
    ranks = np.asarray((rng.permutation(n) + 1.0)[:, None], dtype=np.float64)
    data = Rankings(offsets=np.array([0, n]), ranks=ranks, qids=np.array(["q"]), docids=np.array([f"d{i}" for i in range(n)]),
                    ranker_names=("R0",), scores=-ranks)
    out = _make(name).aggregate(data)
    _assert(np.array_equal(np.argsort(-out), np.argsort(ranks[:, 0])), name, "one ranker's own order is not returned")


def check_degenerate_queries(name: str, seed: int = 0) -> None:
    """A query nobody ranked and a one-item query: finite, distinct scores ``1..n`` per query."""
    train, valid, test = _split(contract_data(seed))
    out = _fitted(name, train, valid).aggregate(test)
    _assert(bool(out.shape == (test.n_items,) and np.all(np.isfinite(out))), name, "non-finite or missing output")
    for sl in test.query_slices():
        _assert(sorted(out[sl].tolist()) == list(range(1, sl.stop - sl.start + 1)), name, "scores are not 1..n per query")
