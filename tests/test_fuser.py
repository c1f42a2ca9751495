"""rankagg.Fuser (per-query fusion): bit for bit the batch path's scores and order, on every supported
method, normalisation, combination and weighting; explanations that give the fused score back."""

from __future__ import annotations

import json
import subprocess
import sys
import threading

import numpy as np
import pytest

from rankagg.api import to_rankings
from rankagg.data.rankings import Rankings, consensus_order
from rankagg.data.tie_rule import tied_gap
from rankagg.fuser import Fuser, score_from_explanation
from rankagg.methods.registry import make_method

BOUNDS = {"L0": {"lower": {"mode": "apply", "min_score": 0.3}, "upper": {"mode": "clip", "max_score": 0.8}},
          "L1": {"lower": {"mode": "clip", "min_score": 0.2}}, "L2": {"upper": {"mode": "apply", "max_score": 0.9}}}
NORMS = ["minmax", "zscore", "sum", "max", "none", "rank", "borda", "reciprocal", "l2", "dbsf", "sigmoid", "arctan",
         "minmax_bounds"]
SPECS = (["rrf", "rrf(k=5)", "rrf(k=1, weighting='position')", "isr", "log_isr", "log_isr(sigma=0.01)", "dowdall", "borda",
          "borda(unranked='ignore')", "borda(unranked='bottom', n_candidates='query')",
          "combmin(unranked='ignore')", "combanz(unranked='ignore')", "combmed(unranked='ignore')",
          "combmnz(factor='weights')"]
         + [f"{m}(norm='{n}')" for m in ("combsum", "combmnz", "combmax", "combmin", "combanz", "combmed") for n in NORMS]
         + [f"combsum(norm='{n}', combine='{c}')" for n in ("minmax", "l2", "dbsf", "sigmoid", "zscore")
            for c in ("arithmetic_mean", "geometric_mean", "harmonic_mean")])
WEIGHTED = {"rrf", "isr", "log_isr", "borda", "combsum", "combmnz", "combmax", "combmin", "combanz", "combmed"}


def _query(rng, n_lists, ties=True):
    """One query: n_lists lists of 0..25 documents from a pool of 40, scores with ties."""
    lists = {}
    for j in range(n_lists):
        size = int(rng.integers(0 if j == n_lists - 1 else 1, 26))
        docs = rng.choice(40, size=size, replace=False)
        sc = rng.normal(3.0 * j, 1.0 + j, size=size)
        if ties:
            sc = np.round(sc, 1)
        lists[f"L{j}"] = {f"d{x:02d}": float(s) for x, s in zip(docs, sc)}
    return lists


def _batch(lists, spec, weights, scores=True):
    params = {} if weights is None else {"weights": weights}
    if "minmax_bounds" in spec:
        params["bounds"] = {k: v for k, v in BOUNDS.items() if k in lists}
    m = make_method(spec, **params)
    if scores:
        data, _, _ = to_rankings({n: {"q": l} for n, l in lists.items() if l} if all(lists.values())
                                 else {n: {"q": l} for n, l in lists.items()})
    else:  # sequences of docids: ranks only
        docs = sorted({d for l in lists.values() for d in l})
        ranks = np.full((len(docs), len(lists)), np.nan)
        for j, l in enumerate(lists.values()):
            for r, d in enumerate(l, 1):
                ranks[docs.index(d), j] = r
        data = Rankings(offsets=[0, len(docs)], ranks=ranks, qids=["q"], docids=docs, ranker_names=tuple(lists))
    s = m.score(data)
    order = consensus_order(data, s)
    return [(str(data.docids[i]), float(s[i])) for i in order], params


def _same(got, want):
    assert [d for d, _ in got] == [d for d, _ in want]
    for (d, a), (_, b) in zip(got, want):
        assert (a == b) or (np.isnan(a) and np.isnan(b)), (d, a, b)
        assert np.float64(a).tobytes() == np.float64(b).tobytes() or a == b == 0.0


@pytest.mark.parametrize("spec", SPECS)
def test_fuser_equals_batch_bit_for_bit(spec):
    rng = np.random.default_rng(abs(hash(spec)) % 2**32)
    name = make_method(spec).name
    for trial in range(12):
        n_lists = [2, 3, 5, 9][trial % 4]
        lists = _query(rng, n_lists)
        lists = {k: v for k, v in lists.items() if v} or {"L0": {"d1": 1.0}}
        weights = None
        if name in WEIGHTED and trial % 2:
            weights = {k: float(w) for k, w in zip(lists, rng.choice([0.0, 0.25, 1.0, 2.5], size=len(lists)))}
            if not any(weights.values()):
                weights[next(iter(lists))] = 1.0
        try:
            want, params = _batch(lists, spec, weights)
        except ValueError as exc:  # e.g. norm='none' on ranks only: the fuser must refuse too
            with pytest.raises(ValueError):
                Fuser(spec, **({} if weights is None else {"weights": weights}))(lists)
            return exc
        params.pop("weights", None)
        fuser = Fuser(spec, weights=weights, **params)
        _same(fuser(lists), want)
        # the same lists as (ids, scores) arrays, in any order
        arrays = {k: (list(v)[::-1], np.array(list(v.values())[::-1])) for k, v in lists.items()}
        _same(fuser(arrays), want)


@pytest.mark.parametrize("spec", ["rrf", "isr", "borda", "combsum(norm='borda')", "combmnz(norm='rank')",
                                  "combsum(norm='minmax')", "combmed(norm='reciprocal')", "combsum(norm='zscore')",
                                  "combsum", "combmnz"])
def test_fuser_on_docid_sequences_equals_batch(spec):
    rng = np.random.default_rng(3)
    for n_lists in (2, 3, 9):
        lists = {k: list(v) for k, v in _query(rng, n_lists, ties=False).items() if v}
        want, params = _batch(lists, spec, None, scores=False)
        _same(Fuser(spec)(lists), want)


def test_auto_norm_of_docid_sequences_is_borda_on_the_fast_path_too():
    """norm='auto' without scores is (n - r + 1) / n (the batch path's borda), not minmax of the ranks:
    n = 4 documents; a: x 1, y 3/4, w 1/2; b: y 1, z 3/4 (the fast path gave minmax of -rank before)."""
    lists = {"a": ["x", "y", "w"], "b": ["y", "z"]}
    want = [("y", 1.75), ("x", 1.0), ("z", 0.75), ("w", 0.5)]
    assert Fuser("combsum")(lists) == want == [(e["docid"], e["score"]) for e in Fuser("combsum").explain(lists)]
    assert Fuser("combmnz")(lists) == [("y", 3.5), ("x", 1.0), ("z", 0.75), ("w", 0.5)]


def test_hand_computed_rrf_and_tie_rule():
    got = Fuser("rrf", k=60)({"a": ["x", "y"], "b": ["y", "x"], "c": ["z"]})
    # x and y tie at 1/61 + 1/62; both in 2 lists with best rank 1: docid decides; z has 1/61
    assert [d for d, _ in got] == ["x", "y", "z"]
    assert got[0][1] == 1 / 61 + 1 / 62
    w = Fuser("rrf", weights={"a": 2.0}, k=1)({"a": ["x"], "b": ["y"]})
    assert w == [("x", 1.0), ("y", 0.5)]


@pytest.mark.parametrize("k", [60, 2**31])
@pytest.mark.parametrize("n_pairs", [1, 3, 8, 9, 30])
def test_ties_among_documents_of_several_lists_follow_the_batch_tie_rule(n_pairs, k):
    """Documents found by two lists each tie.  With k = 60 by mirrored ranks: a[i] at rank i+1 of x and
    n+i+1 of y, b[i] the other way round.  With k = 2**31 (RRF's largest) by near-ties: a[i] at rank i+1 of x
    and n-i of y, so every a has the rank sum n+1 and their points differ by less than the tie rule's 2**-40
    while their best ranks differ.  The tie rule (rankagg.data.tie_rule) orders them by best rank, then
    docid; the order must be the batch order."""
    rng = np.random.default_rng(n_pairs)
    docs = [f"d{i:03d}" for i in rng.permutation(2 * n_pairs + 5)]
    a, b = docs[: n_pairs], docs[n_pairs: 2 * n_pairs]
    filler = docs[2 * n_pairs:]
    y = b + a if k == 60 else a[::-1] + b[::-1]
    lists = {"x": a + b + filler[:2], "y": y + filler[2:], "z": filler[::-1]}
    got = Fuser("rrf", k=k)(lists)
    want, _ = _batch(lists, f"rrf(k={k!r})", None, scores=False)
    _same(got, want)
    tied = sum(1 for (_, s), (_, t) in zip(got, got[1:]) if tied_gap(s, t))
    assert tied >= (n_pairs if k == 60 else 2 * (n_pairs - 1))  # the ties are there, and were resolved


@pytest.mark.parametrize("k", [60, 2**31])
def test_rank_points_that_round_equal_still_follow_the_tie_rule(k):
    """x and z (rank 1) tie; y (rank 2 of one list) comes after them, by its points and by the tie rule's best
    rank: (x, z, y) for every k RRF accepts (the fast path's docid shortcut gave x, y, z)."""
    lists = {"a": ["x", "y"], "b": ["z"]}
    got = Fuser("rrf", k=k)(lists)
    assert [d for d, _ in got] == ["x", "z", "y"]
    want, _ = _batch(lists, f"rrf(k={k!r})", None, scores=False)
    _same(got, want)


@pytest.mark.parametrize("k", [2**31 + 1, 1e15, 1e17, 1e300, 10**30])
def test_a_k_that_erases_the_ranks_is_refused(k):
    """Beyond 2**31 a rank step moves the points by less than the tie rule resolves (and at 1e17, k + r is k in
    doubles): the order would be the tie rule's, not RRF's; refused naming k (u11s_rrf_k_huge_int)."""
    with pytest.raises(ValueError, match=r"parameter k .*2147483648"):
        Fuser("rrf", k=k)
    with pytest.raises(ValueError, match=r"parameter k "):
        make_method("rrf", k=k)


@pytest.mark.parametrize("spec", ["rrf", "isr", "log_isr(sigma=0.01)", "borda", "combsum", "combmnz",
                                  "combmnz(factor='weights')", "combmax", "combmin", "combanz", "combmed",
                                  "combsum(norm='dbsf', combine='geometric_mean')",
                                  "combsum(norm='l2', combine='harmonic_mean')",
                                  "combsum(norm='minmax', combine='arithmetic_mean')"])
def test_explanation_reproduces_every_fused_score(spec):
    rng = np.random.default_rng(7)
    name = make_method(spec).name
    for n_lists in (2, 3, 9):
        lists = {k: v for k, v in _query(rng, n_lists).items() if v}
        weights = None if name in ("dowdall",) else {k: float(i % 3) + 0.5 for i, k in enumerate(lists)}
        fuser = Fuser(spec, weights=weights)
        plain = fuser(lists)
        expl = json.loads(json.dumps(fuser.explain(lists)))  # through JSON and back
        assert [(e["docid"], e["score"]) for e in expl] == plain
        for e in expl:
            assert score_from_explanation(e) == e["score"]
            assert e["tie_group"] >= 1
            assert set(e["lists"]) == set(lists)
            for name_, part in e["lists"].items():
                if part["rank"] is not None:
                    assert lists[name_][e["docid"]] == part["score"]
                    assert part["weight"] == weights[name_]


def test_explanation_fields_hand_computed():
    e = Fuser("rrf", weights={"a": 2.0}, k=10).explain({"a": {"x": 3.0, "y": 2.0}, "b": ["y"]})
    assert [x["docid"] for x in e] == ["y", "x"]  # y: 2/12 + 1/11 > x: 2/11
    assert e[1]["lists"]["a"] == {"rank": 1, "score": 3.0, "normalised": 1 / 11, "weight": 2.0, "contribution": 2 / 11}
    assert e[1]["lists"]["b"] == {"rank": None, "score": None, "normalised": None, "weight": 1.0, "contribution": None}
    assert e[0]["lists"]["b"]["rank"] == 1 and e[0]["lists"]["b"]["score"] is None
    assert e[0]["score"] == 1 / 11 + 2 / 12 and e[0]["tie_group"] == 1
    t = Fuser("rrf").explain({"a": ["x", "y"], "b": ["y", "x"]})
    assert [x["tie_group"] for x in t] == [2, 2]


def test_window_depth_from_model_and_errors(tmp_path):
    lists = {"a": ["x", "y", "z"], "b": ["z", "w"]}
    assert [d for d, _ in Fuser("rrf", window=1)(lists)] == ["x", "z"]
    assert len(Fuser("rrf", depth=2)(lists)) == 2
    model = tmp_path / "m.json"
    model.write_text(json.dumps({"format": "rankagg-fusion", "method": "rrf", "params": {"k": 5},
                                 "weights": {"a": 2.0}}))
    assert Fuser.from_model(model)(lists) == Fuser("rrf", weights={"a": 2.0}, k=5)(lists)
    with pytest.raises(ValueError, match="Fuser supports"):
        Fuser("kemeny")
    with pytest.raises(ValueError, match="unknown list"):
        Fuser("rrf", weights={"zz": 1.0})(lists)
    with pytest.raises(ValueError, match="appears twice"):
        Fuser("rrf")({"a": ["x", "x"]})
    with pytest.raises(ValueError, match="not a finite number"):
        Fuser("combsum")({"a": {"x": float("nan")}})
    with pytest.raises(ValueError, match="every list or for none"):
        Fuser("combsum(norm='minmax')")({"a": {"x": 1.0}, "b": ["x"]})
    with pytest.raises(ValueError, match="3 ids but 2 scores"):
        Fuser("rrf")({"a": (["x", "y", "z"], [1.0, 2.0])})
    with pytest.raises(ValueError, match="window"):
        Fuser("rrf", window=0)
    other = tmp_path / "o.json"
    other.write_text(json.dumps({"format": "rankagg-model", "name": "rrf"}))
    with pytest.raises(ValueError, match="not a fusion model"):
        Fuser.from_model(other)


@pytest.mark.parametrize("given", [{"method": "borda"}, {"weights": {"a": 5.0}}, {"k": 3}, {"norm": "minmax"},
                                   {"positions": "raw"}, {"k": 5, "window": 2}],
                         ids=["method", "weights", "model-param", "method-param", "default-param", "with-window"])
def test_from_model_refuses_what_the_model_sets(tmp_path, given):
    """The method, its weights and every parameter are the model's (a keyword met the model's in the
    constructor: ``TypeError: got multiple values``, or silently replaced a learnt default); the Fuser's own
    options (window, depth, calibration, min_score) are taken."""
    model = tmp_path / "m.json"
    model.write_text(json.dumps({"format": "rankagg-fusion", "method": "rrf", "params": {"k": 5},
                                 "weights": {"a": 2.0}}))
    with pytest.raises(ValueError, match=r"m\.json: the model sets the method.*" + sorted(set(given) - {"window"})[0]):
        Fuser.from_model(model, **given)
    assert Fuser.from_model(model, window=2, depth=1)({"a": ["x", "y", "z"]}) == [("x", 2.0 / 6)]


def test_thread_safe():
    rng = np.random.default_rng(11)
    queries = [{k: v for k, v in _query(rng, 3).items() if v} for _ in range(40)]
    fuser = Fuser("combsum(norm='dbsf')", weights=None)
    want = [fuser(q) for q in queries]
    got: list = [None] * (4 * len(queries))
    errors = []

    def work(t):
        try:
            for i, q in enumerate(queries):
                got[t * len(queries) + i] = fuser(q)
        except Exception as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(t,)) for t in range(4)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert not errors
    assert got == want * 4


def test_no_call_imports_numba():
    code = ("import sys, rankagg\n"
            "from tests.test_fuser import SPECS, _query\n"
            "import numpy as np\n"
            "rng = np.random.default_rng(0)\n"
            "for spec in SPECS:\n"
            "    for n in (3, 9):\n"
            "        lists = {k: v for k, v in _query(rng, n).items() if v}\n"
            "        try:\n"
            "            rankagg.Fuser(spec)(lists)\n"
            "        except ValueError:\n"
            "            pass\n"
            "assert 'numba' not in sys.modules, 'numba was imported'\n")
    import os
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([os.getcwd()] + sys.path))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert out.returncode == 0, out.stderr[-2000:]


def test_explain_files_matches_fuse_and_reproduces_scores(tmp_path):
    from rankagg.api import fuse
    from rankagg.fuser import explain_files

    rng = np.random.default_rng(5)
    paths = []
    for j in range(3):
        p = tmp_path / f"run{j}.txt"
        lines = []
        for q in ("q1", "q2"):
            docs = rng.choice(20, size=8, replace=False)
            for r, (d, s) in enumerate(zip(docs, np.sort(np.round(rng.random(8), 2))[::-1]), 1):
                lines.append(f"{q} Q0 d{d} {r} {s} tag{j}")
        p.write_text("\n".join(lines) + "\n")
        paths.append(p)
    out = tmp_path / "explain.jsonl"
    n = explain_files(paths, out, "combsum", params={"norm": "minmax"}, depth=None)
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert n == len(rows) > 0
    want = fuse([str(p) for p in paths], "combsum", norm="minmax", depth=None)
    for r in rows:
        assert want[r["qid"]][r["docid"]] == r["score"]
        assert score_from_explanation(r) == r["score"]
