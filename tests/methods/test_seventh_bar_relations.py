"""Metamorphic relations of the methods that issue 45's seventh bar (reliability matrix, ``u7m_``) found broken,
generated over the registry: a run of weight 0 is the run left out of sums and statistics (CombMIN, CombMED,
CombMAX), and counted where docs/methods.md says the formula counts it, on the batch and the Fuser face alike;
and a document's name decides fused scores only in the methods docs/methods.md names as breaking ties inside
their estimate."""

from __future__ import annotations

import itertools
import random
import re
from pathlib import Path

import pytest

import rankagg
from rankagg import Fuser
from rankagg.methods.registry import list_methods, make_method, method_class, method_tags

ROOT = Path(__file__).resolve().parents[2]
UNSUPERVISED = [m for m in list_methods() if not method_class(m).supervised]
WEIGHTED = [m for m in UNSUPERVISED if "weights" in make_method(m).get_params()]
OWN_DEPTH = ("own_items", "pseudo_qrels")  # a depth of their own: given, so that the output keeps every document


def _spec(m: str) -> str:
    return f"{m}(depth=20)" if m in OWN_DEPTH else m


def _runs(seed: int, n_runs: int = 4) -> dict:
    """``n_runs`` runs of 2 queries, 6 of 9 documents each, scores drawn without ties."""
    rnd = random.Random(seed)
    return {f"r{j}": {str(q): {f"d{d}": round(rnd.uniform(0, 10), 3) for d in rnd.sample(range(9), 6)} for q in (1, 2)}
            for j in range(n_runs)}


def _near(a: float, b: float, scale: float) -> bool:
    return abs(a - b) <= 1e-9 * scale


def _weighted_settings() -> list[str]:
    """Every weighted method at its defaults, each value of the parameter that chooses its combination (CombMNZ's
    factor, CombSUM's combine), and a norm that can be negative for the Comb family."""
    specs = list(WEIGHTED)
    for m in WEIGHTED:
        params = make_method(m).get_params()
        specs += [f"{m}(factor={v!r})" for v in ("count", "weights") if "factor" in params and v != params["factor"]]
        specs += [f"{m}(combine={v!r})" for v in ("arithmetic_mean", "geometric_mean") if "combine" in params]
        specs += [f"{m}(norm='zscore')"] if "norm" in params else []
    return specs


def _counts_runs(spec: str) -> bool:
    """docs/methods.md, Weights of 0: the formula counts the run of weight 0 (its rule multiplies or divides by the
    number of returning runs, or adds unweighted scores)."""
    m = make_method(spec)
    rule = m.fuser_rule(True) if method_tags(spec).fuser else ""
    return rule in ("sum*count", "sum*factor", "sum/count", "wmnz")


@pytest.mark.parametrize("spec", _weighted_settings())
def test_weight_zero(spec):
    """A run of weight 0 against the run left out: the other runs' documents score the same (their order the same
    where their scores differ) in sums and statistics; where the formula counts the run (docs/methods.md), the
    score is the formula's with the run counted: the linear parts under the weights, or Borda by hand."""
    for seed in (1, 2, 3):
        runs = _runs(seed, 3)
        zero = rankagg.fuse(runs, spec, weights={"r2": 0.0}, depth=None)
        if method_tags(spec).fuser:  # the per-query face: the same scores
            fuser = Fuser(spec, weights={"r0": 1.0, "r1": 1.0, "r2": 0.0})
            for q in zero:
                assert dict(fuser({n: r[q] for n, r in runs.items() if q in r})) == zero[q], (spec, seed, q)
        if spec == "borda":  # its documents still count among the candidates n
            want_all = _borda_by_hand(runs, {"r0": 1.0, "r1": 1.0, "r2": 0.0})
        elif _counts_runs(spec):
            if method_tags(spec).linear is None:
                continue  # combanz's mean and the weighted CombMNZ: no linear parts to compare with
            data, scores = _linear_scores(spec, runs, [1.0, 1.0, 0.0])
            want_all = {q: {d: scores[(q, d)] for d in zero[q]} for q in zero}
        else:
            want_all = rankagg.fuse({"r0": runs["r0"], "r1": runs["r1"]}, spec, depth=None)
        for q, want in want_all.items():
            scale = max(abs(v) for v in want.values()) or 1.0
            assert all(_near(zero[q][d], s, scale) for d, s in want.items()), (seed, q, zero[q], want)
            pos = {d: i for i, d in enumerate(zero[q])}
            assert not any(want[x] > want[y] and pos[x] > pos[y] and not _near(want[x], want[y], scale)
                           for x, y in itertools.permutations(want, 2)), (seed, q, zero[q], want)


def _linear_scores(spec: str, runs: dict, w: list[float]) -> tuple:
    """``(contributions @ w) * factor`` from the method's linear parts (``rankagg tune``'s fast path), by (query,
    docid), on the runs read as rankagg.fuse reads them."""
    import numpy as np

    from rankagg.api.fuse_forms import to_rankings

    data = to_rankings(runs)[0]
    contrib, factor = make_method(spec).linear_parts(data)
    score = (contrib @ np.asarray(w)) * factor
    return data, {(str(data.qids[data.query_of_item[i]]), str(data.docids[i])): float(score[i]) for i in range(data.n_items)}


def _borda_by_hand(runs: dict, weights: dict) -> dict:
    """Borda (Aslam & Montague; the class's defaults): a ranker's ``n - r + 1`` points times its weight, n the
    query's documents some ranker returned, an unranked document ``(n - k + 1) / 2`` (unranked='share'); the
    documents of the other runs only (the scores compared)."""
    out: dict = {}
    for q in runs["r0"]:
        docs = {d for r in runs.values() for d in r[q]}
        n = len(docs)
        score = dict.fromkeys(docs, 0.0)
        for name, r in runs.items():
            order = sorted(r[q], key=lambda d: -r[q][d])
            for d in docs:
                points = n - order.index(d) if d in r[q] else (n - len(order) + 1) / 2
                score[d] += weights[name] * points
        out[q] = {d: v for d, v in score.items() if d in runs["r0"][q] or d in runs["r1"][q]}
    return out


def _named_in_docs() -> set[str]:
    text = (ROOT / "docs" / "methods.md").read_text(encoding="utf-8")
    paragraph = text.split("**Names inside an estimate.**")[1].split("\n\n")[0]
    return set(re.findall(r"`([a-z0-9_]+)`", paragraph)) & set(UNSUPERVISED)


def _moved_by_names(m: str, seeds: tuple[int, ...]) -> bool:
    """Whether renaming the documents so that their string order reverses (d0..d8 -> z8..z0) changes a fused
    score (beyond 1e-9 of the query's scale) or the order of two documents whose scores differ."""
    new_name = {f"d{i}": f"z{8 - i}" for i in range(9)}
    for seed in seeds:
        runs = _runs(seed)
        renamed = {n: {q: {new_name[d]: s for d, s in docs.items()} for q, docs in r.items()} for n, r in runs.items()}
        a, b = (rankagg.fuse(x, _spec(m), depth=None) for x in (runs, renamed))
        for q in a:
            scale = max(abs(v) for v in a[q].values()) or 1.0
            if any(not _near(s, b[q][new_name[d]], scale) for d, s in a[q].items()):
                return True
            pos = {d: i for i, d in enumerate(b[q])}
            if any(pos[new_name[x]] > pos[new_name[y]] and not _near(a[q][x], a[q][y], scale)
                   for x, y in itertools.combinations(a[q], 2)):
                return True
    return False


def test_names_decide_only_where_the_docs_say():
    """docs/methods.md names the methods whose estimate breaks ties by docid: each of them does move with the
    names (on one of three inputs), and no other unsupervised method moves on the input that moves most of them."""
    named = _named_in_docs()
    assert named, "docs/methods.md: no paragraph naming the methods whose estimate reads the docids"
    assert not (still := sorted(m for m in named if not _moved_by_names(m, (1, 3, 4)))), f"documented, not moved: {still}"
    moved = sorted(m for m in UNSUPERVISED if m not in named and _moved_by_names(m, (4,)))
    assert not moved, f"moved by the names, not documented in docs/methods.md: {moved}"
