"""Exact tied scores in memory (issue 45, ``u5i_ranx_evaluate_of_fused_ties``): ``rankagg.evaluate`` of a result of
``rankagg.fuse`` measured trec_eval's order of its exact scores (a tie by docid, descending), where the run
``rankagg fuse -o`` writes holds rankagg's order (the tie rule: the smaller docid first, among others).  The contract
kept: every in-memory form holds the exact fused scores, ties included.  Added: each form is marked as rankagg's
result and ``rankagg.evaluate`` measures it as its written run; ``rankagg.api.as_written`` gives it the written
scores for the tools that read scores only (docs/conventions.md, "TREC runs").

The cases are generated: runs built so that the fused scores tie exactly (each query's second run is its first one
reversed: documents i and n-1-i sum the same two terms), four methods, every in-memory output form (dicts, run files
given as paths, a DataFrame, an Arrow table through pandas, PyTerrier frames, ``{qid: Fuser(...)(lists)}``), and the
frame filtered and shuffled as users do.  The reference is the written run as trec_eval 10.0 reads it (score
descending as a double, then docid descending: ``form_res_rels.c``; ``test_trec_eval_reference.py`` shows trec_eval
reads rankagg's written files in their order), measured here by hand (P@1, P@3, RR, nDCG@5)."""

from __future__ import annotations

import math
import random

import numpy as np
import pandas as pd
import pytest

import rankagg
from rankagg.api import as_written, fuse_files

METHODS = ["rrf", "borda", "combsum(norm=minmax)", "rrf(k=1)"]
MEASURES = ["P@1", "P@3", "RR", "nDCG@5"]
SEEDS = range(3)


def _case(seed: int):
    """Two runs per query (the second the first reversed), 3 queries of 4..7 documents with distinct scores, and
    graded qrels; the runs as ``{name: {qid: {docid: score}}}``."""
    rng = random.Random(seed)
    runs: dict[str, dict[str, dict[str, float]]] = {"a": {}, "b": {}}
    qrels: dict[str, dict[str, int]] = {}
    for q in ("q1", "q2", "q3"):
        docs = [f"d{i}" for i in rng.sample(range(20), rng.randint(4, 7))]
        n = len(docs)
        runs["a"][q] = {d: float(n - i) for i, d in enumerate(docs)}
        runs["b"][q] = {d: float(i + 1) for i, d in enumerate(docs)}
        qrels[q] = {d: rng.choice((0, 1, 1, 2)) for d in docs}
        qrels[q][docs[0]] = 0  # the tied pairs differ in grade: their order counts
        qrels[q][docs[-1]] = 2
    return runs, qrels


def _files(tmp_path, runs):
    paths = []
    for name, run in runs.items():
        path = tmp_path / f"{name}.run"
        path.write_text("".join(f"{q} Q0 {d} {k + 1} {s!r} {name}\n" for q, docs in run.items()
                                for k, (d, s) in enumerate(sorted(docs.items(), key=lambda t: -t[1]))))
        paths.append(str(path))
    return paths


def _trec_eval_order(path) -> dict[str, list[str]]:
    """Each query's documents as trec_eval 10.0 reads the file: score descending (double), docid descending."""
    rows: dict[str, list[tuple[float, str]]] = {}
    for line in open(path, encoding="utf-8"):
        q, _, d, _, s, _ = line.split()
        rows.setdefault(q, []).append((float(s), d))
    return {q: [d for _, d in sorted(r, key=lambda t: (t[0], t[1].encode()), reverse=True)] for q, r in rows.items()}


def _by_hand(order: dict[str, list[str]], qrels) -> pd.DataFrame:
    """P@1, P@3, RR and nDCG@5 of each query's ``order`` as trec_eval computes them (gain = grade, log2(i + 1))."""
    out = {}
    for q, docs in order.items():
        g = [qrels[q].get(d, 0) for d in docs]
        ideal = sorted((x for x in qrels[q].values() if x > 0), reverse=True)
        dcg = sum(x / math.log2(i + 2) for i, x in enumerate(g[:5]))
        idcg = sum(x / math.log2(i + 2) for i, x in enumerate(ideal[:5]))
        first = next((i + 1 for i, x in enumerate(g) if x > 0), None)
        out[q] = {"P@1": sum(x > 0 for x in g[:1]) / 1, "P@3": sum(x > 0 for x in g[:3]) / 3,
                  "RR": 0.0 if first is None else 1 / first, "nDCG@5": dcg / idcg if idcg else 0.0}
    return pd.DataFrame.from_dict(out, orient="index")


def _long(runs) -> pd.DataFrame:
    return pd.DataFrame([(n, q, d, s) for n, run in runs.items() for q, docs in run.items() for d, s in docs.items()],
                        columns=["run", "qid", "docid", "score"])


def _forms(runs, paths, method):
    """Every in-memory output form of ``rankagg.fuse`` (and the Fuser's), as rankagg.evaluate takes it."""
    import pyarrow as pa

    yield "dict", rankagg.fuse(runs, method)
    yield "run files", rankagg.fuse(paths, method)
    frame = rankagg.fuse(_long(runs), method)
    yield "DataFrame", frame
    yield "DataFrame, top 3 rows of each query, shuffled", frame[frame["rank"] <= 3].sample(frac=1.0, random_state=1)
    yield "Arrow table (to_pandas)", rankagg.fuse(pa.Table.from_pandas(_long(runs)), method).to_pandas()
    pt = {n: pd.DataFrame([(q, d, s) for q, docs in run.items() for d, s in docs.items()], columns=["qid", "docno", "score"])
          for n, run in runs.items()}
    yield "PyTerrier frames", rankagg.fuse(pt, method)
    fuser = rankagg.Fuser(method)
    yield "Fuser results", {q: fuser({n: run[q] for n, run in runs.items()}) for q in runs["a"]}


def _measured_as_written(tmp_path, runs, qrels, method, params) -> list[dict[str, dict[str, float]]]:
    """Every form's per-query values against the written run's, as trec_eval reads the file, by hand; returns the
    dict form's scores."""
    paths = _files(tmp_path, runs)
    written = tmp_path / "fused.run"
    fuse_files(paths, written, method=method.split("(")[0], params=params)
    order = _trec_eval_order(written)
    want = _by_hand(order, qrels)
    seen = []
    for name, result in _forms(runs, paths, method):
        got = rankagg.evaluate(result, qrels, MEASURES, per_query=True)
        kept = want.loc[got.index] if "top 3" not in name else _by_hand({q: d[:3] for q, d in order.items()}, qrels)
        assert np.allclose(got[MEASURES].to_numpy(), kept[MEASURES].to_numpy(), rtol=0, atol=1e-12), (name, got, kept)
        if name == "dict":  # the consensus order is the written run's
            assert list(result) == list(order) and all(list(result[q]) == order[q] for q in order)
            seen.append(result)
    return seen


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("seed", SEEDS)
def test_every_form_is_measured_as_its_written_run(tmp_path, method, seed):
    runs, qrels = _case(seed)
    (result,) = _measured_as_written(tmp_path, runs, qrels, method, _params(method))
    # the contract kept: exact scores, exact ties (where trec_eval's order of the exact scores is another)
    scores = [s for docs in result.values() for s in docs.values()]
    assert len(scores) > len(set(scores))
    if method == "rrf":  # each document's two terms, by hand: 1 / (60 + rank in a) + 1 / (60 + rank in b)
        for q, docs in result.items():
            n = len(docs)
            rank_a = {d: k + 1 for k, d in enumerate(runs["a"][q])}
            assert all(s == 1 / (60 + rank_a[d]) + 1 / (60 + n + 1 - rank_a[d]) for d, s in docs.items())


def test_a_near_tie_the_tie_rule_orders_is_measured_as_written(tmp_path):
    """Scores equal up to rounding are ties the tie rule orders (docs/methods.md): CombSUM gives a, ranked by both
    runs, 0.7 + 0.1 = 0.7999999999999999 and b, ranked by one, 0.8; a comes first, below b's exact score."""
    runs = {"a": {"1": {"a": 0.7, "b": 0.8, "c": 0.05}}, "b": {"1": {"a": 0.1, "c": 0.01}}}
    qrels = {"1": {"a": 1, "b": 0, "c": 2}}
    (result,) = _measured_as_written(tmp_path, runs, qrels, "combsum(norm='none')", {"norm": "none"})
    assert list(result["1"].items())[:2] == [("a", 0.7999999999999999), ("b", 0.8)]


def _params(method: str) -> dict:
    if "(" not in method:
        return {}
    key, value = method[method.index("(") + 1:-1].split("=")
    return {key: float(value) if key == "k" else value}


@pytest.mark.parametrize("seed", SEEDS)
def test_as_written_gives_every_form_the_files_scores(tmp_path, seed):
    """``as_written``: the written file's scores bit for bit, in the form given; read by scores alone (trec_eval's
    rule), each gives rankagg's order."""
    runs, _ = _case(seed)
    paths = _files(tmp_path, runs)
    written = tmp_path / "fused.run"
    fuse_files(paths, written, method="rrf")
    lines = [line.split() for line in open(written)]
    file_scores = {(q, d): float(s) for q, _, d, _, s, _ in lines}
    order = _trec_eval_order(written)
    for name, result in _forms(runs, paths, "rrf"):
        if "top 3" in name:
            continue
        w = as_written(result)
        if isinstance(w, pd.DataFrame):
            docid = "docno" if "docno" in w.columns else "docid"
            pairs = {(q, d): s for q, d, s in zip(w["qid"], w[docid], w["score"])}
        else:
            pairs = {(q, d): s for q, docs in w.items() for d, s in (docs.items() if isinstance(docs, dict) else docs)}
        assert np.array_equal(np.array([pairs[k] for k in file_scores]).view(np.int64),
                              np.array(list(file_scores.values())).view(np.int64)), name
        by_scores = {q: [d for (qq, d), _ in sorted(((k, s) for k, s in pairs.items() if k[0] == q),
                                                   key=lambda t: (t[1], t[0][1].encode()), reverse=True)]
                     for q in order}
        assert by_scores == order, name
        plain = w if isinstance(w, pd.DataFrame) else {k: dict(v) for k, v in w.items()}  # no mark: its scores
        assert rankagg.evaluate(plain, {"q1": {order["q1"][0]: 1}}, ["P@1"])["P@1"] == 1.0


def test_a_result_whose_scores_were_changed_is_read_by_its_scores():
    """The order is rankagg's only while the scores agree with it: a score raised past its neighbours, or two
    results concatenated (a rank twice), are read by their scores as any run is; a non-number is named."""
    runs, qrels = _case(0)
    r = rankagg.fuse(runs, "rrf")
    q = "q1"
    docs = list(r[q])
    r[q][docs[-1]] = r[q][docs[0]] + 1.0  # the last document now scores highest
    got = rankagg.evaluate(r, qrels, MEASURES, per_query=True)  # the mark is each query's (session 15, u7p):
    plain = rankagg.evaluate({k: dict(v) for k, v in r.items()}, qrels, MEASURES, per_query=True)
    untouched = rankagg.evaluate(rankagg.fuse(runs, "rrf"), qrels, MEASURES, per_query=True)
    assert got.loc[[q]].equals(plain.loc[[q]])  # the changed query by its scores, the others in rankagg's order
    assert got.drop(index=q).equals(untouched.drop(index=q))
    frame = rankagg.fuse(_long(runs), "rrf")
    twice = pd.concat([frame, frame.assign(docid=frame["docid"] + "x")])
    assert rankagg.evaluate(twice, qrels, MEASURES, per_query=True).equals(
        rankagg.evaluate(pd.DataFrame(twice.to_dict("list")), qrels, MEASURES, per_query=True))
    bad = rankagg.fuse(runs, "rrf")
    bad[q][docs[0]] = "high"
    with pytest.raises(ValueError, match="high"):
        rankagg.evaluate(bad, qrels, ["P@1"])
    with pytest.raises(ValueError, match="as_written reads a result of rankagg.fuse"):
        as_written({k: dict(v) for k, v in rankagg.fuse(runs, "rrf").items()})
