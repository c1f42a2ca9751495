"""The invariants every registered method promises, checked for any of them (scikit-learn's
``check_estimator`` is the model).

``check_method(name)`` runs every in-process check on one registered method;
the individual ``check_*`` functions can be called alone.  Two checks need
other processes and run for many methods at once: :func:`check_save_load_fresh_process`
(save, then load and score in a new interpreter) and :func:`check_environment_independence`
(the same outputs under other ``PYTHONHASHSEED``, ``NUMBA_NUM_THREADS`` and BLAS thread counts).
``tests/package/test_contract.py`` runs all of them over :func:`list_methods`,
so a new method is covered without any edit.

What is checked
---------------
* parameters are declared (``param_constraints`` covers ``defaults``; defaults and
  every ``param_grid`` value satisfy it) and bools,
  floats, NaN and infinities are refused where integers / finite numbers are due;
* permuting the rankers leaves the output bit-identical (unfitted methods) or
  the consensus order identical (learned methods trained on equally permuted data);
* duplicating every ranker leaves the consensus order unchanged;
* per-query methods: fusing a subset of the queries equals fusing all, then selecting;
* the input is not mutated; fitted state survives ``get_state``/``set_state``
  (the path of copies and the Dask backend) bit for bit;
* unanimity: identical complete lists give that order; one ranker gives its own order;
* a query nobody ranked and a one-item query are aggregated (finite, distinct scores).

Checks chosen by the method's tags (:class:`rankagg.methods.base.MethodTags`):

* the tags are consistent with the class (a ``linear`` method takes ``weights``, a method
  that learns from the test queries is not per-query, ``fast_params`` are valid parameters);
* ``linear``: :meth:`~rankagg.methods.base.Aggregator.linear_parts` gives the score under
  any weights (``(contributions @ w) * factor``, up to rounding);
* ``score_entries``: scoring the run entries equals scoring their rank matrix, bit for bit;
* ``reads_scores`` false: dropping the input scores changes no bit of the output;
* ``fuser``: the per-query :class:`~rankagg.fuser.Fuser`, which reads the formula the class declares
  (:mod:`rankagg.methods.per_query`), gives the batch scores and order bit for bit.

The data are small generated problems (:func:`rankagg.io.synthetic.make_metasearch`);
slow learners run with the reduced settings of their ``fast_params`` tag.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable, Iterable

import numpy as np
from numpy.typing import NDArray

from rankagg.data.entries import RunEntries
from rankagg.data.rankings import Rankings, consensus_order
from rankagg.data.validation import InvalidParameterError, Integer, Real
from rankagg.io.synthetic import make_metasearch
from rankagg.methods.base import Aggregator
from rankagg.methods.registry import list_methods, make_method, method_class, parse_spec
from rankagg.models import save_model

__all__ = [
    "check_method",
    "check_tags",
    "check_linear_parts",
    "check_entries_scoring",
    "check_ranks_only",
    "check_fuser",
    "check_parameters_declared",
    "check_ranker_permutation",
    "check_duplicated_rankers",
    "check_query_subset",
    "check_not_mutated",
    "check_state_round_trip",
    "check_unanimity",
    "check_single_ranker",
    "check_degenerate_queries",
    "check_save_load_fresh_process",
    "check_environment_independence",
    "contract_data",
    "learns",
]


def contract_data(seed: int = 0, *, n_queries: int = 8, n_items: int = 8, n_rankers: int = 5) -> Rankings:
    """Small labelled problem: top-5 lists of ``n_rankers`` rankers (one spammer), plus a query
    that no ranker ranked and a one-item query at the end."""
    base = make_metasearch(n_queries, n_items, n_rankers, top_k=5, n_spammers=1, random_state=seed)
    k = base.n_rankers
    odd = Rankings(
        offsets=np.array([0, 3, 4]),
        ranks=np.vstack([np.full((3, k), np.nan), np.full((1, k), 1.0)]),
        qids=np.array(["q_unranked", "q_single"]),
        docids=np.array(["u0", "u1", "u2", "s0"]),
        ranker_names=base.ranker_names,
        scores=np.vstack([np.full((3, k), np.nan), np.ones((1, k))]),
        labels=np.array([0, 1, 0, 1], dtype=np.int64),
    )
    return Rankings.concatenate([base, odd])


def _class(name: str) -> type[Aggregator]:
    """The class of a registry name or a spec with parameters (``pseudo_qrels(chance='subtract')``): every
    check runs on a spec too, with its parameters (tests check settings that are not the defaults so)."""
    return method_class(parse_spec(name)[0])


def learns(name: str) -> bool:
    """Whether ``fit`` learns state (supervised, or unsupervised with declared fitted state)."""
    cls = _class(name)
    return bool(cls.supervised or cls.fitted_attributes)


def _make(name: str, **params: Any) -> Aggregator:
    return make_method(name, **{**_class(name).class_tags().fast_params, **params})


def _split(data: Rankings) -> tuple[Rankings, Rankings, Rankings]:
    """train / valid / test query subsets of :func:`contract_data` (test keeps the odd queries)."""
    n = data.n_queries
    return data.select_queries(np.arange(0, 4)), data.select_queries(np.arange(4, 6)), data.select_queries(np.arange(6, n))


def _fitted(name: str, train: Rankings, valid: Rankings, **params: Any) -> Aggregator:
    m = _make(name, **params)
    return m.fit(train, valid) if learns(name) else m


def _order(data: Rankings, out: NDArray[np.float64]) -> NDArray[np.int64]:
    return consensus_order(data, out)


def _assert(cond: bool, name: str, what: str) -> None:
    if not cond:
        raise AssertionError(f"{name}: {what}")


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


# ---------------------------------------------------------------- chosen by the tags
def check_tags(name: str) -> None:
    """The tags agree with the class: what they promise is there."""
    cls = _class(name)
    tags = cls.class_tags()
    unknown = sorted(set(tags.fast_params) - set(cls.defaults))
    _assert(not unknown, name, f"fast_params names parameters the method does not take: {unknown}")
    _make(name)  # the fast parameters are valid
    if tags.linear is not None:
        _assert("weights" in cls.defaults, name, "tagged linear (a weighted sum over rankers) but takes no weights")
    if tags.weights_not_copies:
        _assert("weights" in cls.defaults, name, "declares weights_not_copies but takes no weights")
    if tags.score_entries:
        _assert(cls.score_entries is not Aggregator.score_entries, name, "tagged score_entries but does not implement it")
    if tags.learns_from_test:
        _assert(not cls.class_tags().per_query and not cls.supervised, name,
                "learns from the test queries, so it is unsupervised and not per-query")
    if tags.fuser is not None:
        from rankagg.methods.per_query import CombFusion, PointsFusion

        declares = PointsFusion if tags.fuser == "points" else CombFusion
        _assert(issubclass(cls, declares), name, f"tagged fuser={tags.fuser!r} but does not declare its per-query "
                f"formula ({declares.__name__})")


def check_linear_parts(name: str, seed: int = 0) -> None:
    """Tag ``linear``: ``(contributions @ w) * factor`` is the score under ``weights=w`` (up to rounding)."""
    m = _make(name)
    if m.get_tags().linear is None:
        return
    data = _split(contract_data(seed))[2]
    contrib, factor = m.linear_parts(data)
    _assert(contrib.shape == (data.n_items, data.n_rankers) and factor.shape == (data.n_items,), name,
            "linear_parts has the wrong shapes")
    rng = np.random.default_rng(seed)
    for w in (np.ones(data.n_rankers), rng.uniform(0.0, 3.0, data.n_rankers)):
        got = (contrib @ w) * factor
        want = m.with_params(weights=list(w)).score(data)
        ok = np.allclose(got, want, rtol=1e-12, atol=1e-12, equal_nan=True)
        _assert(bool(ok), name, "linear_parts does not give the score under weights")


def _entries(data: Rankings) -> RunEntries:
    r = data.local_ranks()
    item, ranker = np.nonzero(~np.isnan(r))
    return RunEntries(offsets=data.offsets, qids=data.qids, docids=data.docids, ranker_names=data.ranker_names,
                      item=item.astype(np.int64), ranker=ranker.astype(np.int64), rank=r[item, ranker],
                      score=None if data.scores is None else data.scores[item, ranker])


def check_entries_scoring(name: str, seed: int = 0) -> None:
    """Tag ``score_entries``: scoring the run entries equals scoring their rank matrix, bit for bit."""
    m = _make(name)
    if not m.get_tags().score_entries:
        return
    entries = _entries(_split(contract_data(seed))[2])
    a, b = m.score_entries(entries), m.score(entries.to_rankings())
    _assert(np.array_equal(a.view(np.uint64), b.view(np.uint64)), name, "score_entries differs from score")


def check_ranks_only(name: str, seed: int = 0) -> None:
    """Tag ``reads_scores`` false: without the input scores the output is the same, bit for bit."""
    m = _make(name)
    if m.get_tags().reads_scores or learns(name):
        return
    test = _split(contract_data(seed))[2]
    bare = Rankings(offsets=test.offsets, ranks=test.ranks, qids=test.qids, docids=test.docids,
                    ranker_names=test.ranker_names)
    _assert(np.array_equal(m.aggregate(test), _make(name).aggregate(bare)), name, "tagged ranks-only, but reads the scores")


from rankagg.checks.faces import check_fuser  # noqa: E402  (a face: the Fuser on generated lists)

IN_PROCESS_CHECKS: tuple[Callable[[str], None], ...] = (
    check_tags,
    check_linear_parts,
    check_entries_scoring,
    check_ranks_only,
    check_fuser,
    check_parameters_declared,
    check_ranker_permutation,
    check_duplicated_rankers,
    check_query_subset,
    check_not_mutated,
    check_state_round_trip,
    check_unanimity,
    check_single_ranker,
    check_degenerate_queries,
)


def check_method(name: str) -> None:
    """Every in-process check on one registered method (raises AssertionError on the first failure)."""
    for check in IN_PROCESS_CHECKS:
        check(name)


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
from rankagg.checks import _fitted, _split, contract_data
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


if __name__ == "__main__":  # python -m rankagg.checks [name ...]
    for method in sys.argv[1:] or list_methods():
        check_method(method)
        print(method, "ok", flush=True)
