"""The many-runs engine (rankagg/evaluation/trec_batch.py): runs evaluated together give, bit for bit, what each
gives alone; run files (pyarrow's dictionaries, ties broken on the strings in C) what their columns give."""

from __future__ import annotations

import re

import numpy as np
import pandas as pd
import pytest

import rankagg
from rankagg.evaluation.files import evaluate_trec_files
from rankagg.evaluation.trec_eval import evaluate_columns, evaluate_many
from rankagg.io.rules import MAX_ID_CHARS, id_fault

MEASURES = ["P@1", "P@5", "nDCG@3", "nDCG", "AP", "AP@4", "RR", "R@10", "Rprec", "Bpref", "RBP(p=0.5)", "Judged@5"]


def _runs(seed: int, n_runs: int = 5):
    """Runs over overlapping queries (one run misses a query, one has an unjudged query), scores with float32
    ties (1 + 1e-9 is 1 in single precision) and docids that tie-break by string order (D1 < d1 < d1a)."""
    rng = np.random.default_rng(seed)
    docs = ["D1", "d1", "d1a", "d2", "x9", "Z", "é", "d10"] + [f"n{i}" for i in range(30)]
    qrels = {"qid": [], "docid": [], "rel": []}
    for q in ("q1", "q2", "q10"):
        for d in rng.choice(docs, 15, replace=False):
            qrels["qid"].append(q)
            qrels["docid"].append(str(d))
            qrels["rel"].append(int(rng.integers(-1, 4)))
    runs = []
    for r in range(n_runs):
        queries = ["q1", "q2", "unjudged"] if r == 1 else ["q1", "q2", "q10", "unjudged"]
        run = {"qid": [], "docid": [], "score": []}
        for q in queries:
            for d in rng.choice(docs, int(rng.integers(1, 25)), replace=False):
                run["qid"].append(q)
                run["docid"].append(str(d))
                run["score"].append(float(rng.choice([1.0, 1.0 + 1e-9, 0.5, 2.0, float(rng.random())])))
        runs.append(run)
    return runs, qrels


@pytest.mark.parametrize("seed", range(4))
def test_runs_together_equal_each_alone_bit_for_bit(seed):
    runs, qrels = _runs(seed)
    together = evaluate_many(runs, qrels, MEASURES)
    for run, (qids, values) in zip(runs, together):
        alone_qids, alone = evaluate_columns(run, qrels, MEASURES)
        assert qids == alone_qids == sorted(set(run["qid"]) & set(qrels["qid"]))
        for m in MEASURES:
            assert np.array_equal(values[m], alone[m]), m


@pytest.mark.parametrize("seed", range(3))
def test_files_equal_their_columns(tmp_path, seed):
    """The command's path (files parsed by pyarrow, docids coded per file, ties on the strings) against the
    columns path, and against pytrec_eval where installed."""
    runs, qrels = _runs(seed)
    qpath = tmp_path / "qrels"
    qpath.write_text("".join(f"{q} 0 {d} {g}\n" for q, d, g in zip(qrels["qid"], qrels["docid"], qrels["rel"])))
    paths = []
    for i, run in enumerate(runs):
        p = tmp_path / f"r{i}.run"
        p.write_text("".join(f"{q}\tQ0\t{d}\t{k}\t{s!r}\tt{i}\n" for k, (q, d, s) in
                             enumerate(zip(run["qid"], run["docid"], run["score"]))))
        paths.append(str(p))
    got = evaluate_trec_files(qpath, paths, MEASURES)
    for run, res in zip(runs, got):
        qids, values = evaluate_columns(run, qrels, MEASURES)
        assert res.qids == qids
        for m in MEASURES:
            assert np.array_equal(res.values[m], values[m]), m


def test_api_takes_a_list_of_runs():
    runs, qrels = _runs(7, n_runs=3)
    frames = [__import__("pandas").DataFrame(r) for r in runs]
    assert rankagg.evaluate(frames, qrels_frame(qrels), ["AP", "P@5"]) == [
        rankagg.evaluate(f, qrels_frame(qrels), ["AP", "P@5"]) for f in frames]
    per = rankagg.evaluate(tuple(frames), qrels_frame(qrels), ["AP"], per_query=True)
    assert len(per) == 3 and list(per[1].index) == ["q1", "q2"]  # run 1 has no q10
    with pytest.raises(ValueError, match="run 1 and the qrels share no query"):
        rankagg.evaluate([frames[0], {"nobody": {"d": 1.0}}], qrels_frame(qrels), ["AP"])


def qrels_frame(qrels):
    import pandas as pd

    return pd.DataFrame(qrels)


def _as_mapping(run):
    out: dict = {}
    for q, d, s in zip(run["qid"], run["docid"], run["score"]):
        out.setdefault(q, {})[d] = s
    return out


@pytest.mark.parametrize("seed", range(4))
def test_loaded_runs_equal_their_columns_bit_for_bit(seed):
    """``rankagg.evaluate`` of runs loaded as ``{qid: {docid: score}}`` (checked without hashing the ids, each
    line's grade looked up in its query's judgements: issue 35) gives the columns path's values, bit for bit;
    the same with int scores, and with a query without documents (no line: not a query of the run)."""
    from rankagg.evaluation.inputs import checked_run_mapping

    runs, qrels = _runs(seed)
    maps = [_as_mapping(r) for r in runs]
    maps[0]["empty"] = {}
    maps[2] = {q: {d: int(100 * s) for d, s in docs.items()} for q, docs in maps[2].items()}
    assert all(checked_run_mapping(m, "run") is not None for m in maps)  # the fast path is the one tested
    columns = [{"qid": [q for q, docs in m.items() for _ in docs], "docid": [d for docs in m.values() for d in docs],
                "score": [s for docs in m.values() for s in docs.values()]} for m in maps]
    got = rankagg.evaluate(maps, qrels_frame(qrels), MEASURES, per_query=True)
    for frame, cols in zip(got, columns):
        qids, values = evaluate_columns(cols, qrels, MEASURES)
        assert list(frame.index) == qids
        for m in MEASURES:
            assert np.array_equal(frame[m].to_numpy(), values[m]), m


@pytest.mark.parametrize("run, match", [
    ({"q1": {"d 1": 1.0}}, "document id 'd 1' holds a blank or a newline"),
    ({"q1": {"": 1.0}}, "document id '' is empty"),
    ({"q\t1": {"d1": 1.0}}, "query id 'q.t1' holds a blank or a newline"),
    ({"q1": {"d\x0b": 1.0}}, "holds a blank or a newline"),
    ({"q1": {"d" * (MAX_ID_CHARS + 1): 1.0}}, f"is longer than {MAX_ID_CHARS} characters"),
    ({"q1": {"d\x00": 1.0}}, "holds a NUL character"),
    ({"q1": {"d1": float("nan")}}, "score nan of document d1 for query q1 is not finite"),
    ({"q1": {"d1": "1_5"}}, "score '1_5' of document d1 for query q1 is not a number"),  # '1.5' is read: 1.5
    ({"q1": {"d1": True}}, "score True of document d1 for query q1 is not a number"),
    ({"q1": {1: 1.0, "1": 2.0}}, "document id mixes str and int"),  # as every form refuses it
])
def test_loaded_run_faults_are_named(run, match):
    """A loaded run is checked by the columns' rules: the fast path refuses what they refuse, with their message
    (a non-str id or a non-float score goes to the columns path, which names it)."""
    _, qrels = _runs(0)
    with pytest.raises(ValueError, match=match):
        rankagg.evaluate(run, qrels_frame(qrels), ["AP"])


@pytest.mark.parametrize("form", ["mapping", "columns"])
def test_evaluation_refuses_the_ids_the_readers_refuse_and_no_other(form):
    """Issue 45: one id rule (rankagg.io.rules.id_fault) for reading, writing and evaluating.  Each control
    character and each character Python's ``\\s`` matches, inside a docid: evaluated when the readers accept
    it (a no-break space, an em space, \\x1c: trec_eval's tokenizer, C's isspace, reads them inside a token),
    refused with the readers' reason otherwise."""
    chars = [chr(c) for c in range(1, 0x3001) if c < 0x20 or chr(c).isspace()]
    assert "\u00a0" in chars and "\x1c" in chars and " " in chars
    for c in chars:
        docid = f"a{c}b"
        run = {"q1": {docid: 1.0, "x": 0.5}}
        given = run if form == "mapping" else pd.DataFrame({"qid": ["q1", "q1"], "docid": [docid, "x"],
                                                              "score": [1.0, 0.5]})
        fault = id_fault(docid)
        if fault is None:
            assert rankagg.evaluate(given, {"q1": {docid: 1}}, ["RR"])["RR"] == 1.0, repr(c)
        else:
            with pytest.raises(ValueError, match=re.escape(f"document id {docid!r} {fault}")):
                rankagg.evaluate(given, {"q1": {"x": 1}}, ["RR"])


def test_loaded_run_ranks_counted_at_the_edges_of_single_precision():
    """The loaded path counts each judged document's rank (no sort of the lines): -0.0 ties 0.0, scores past
    single precision keep their order (doubles, as trec_eval 10.0 reads them), a near-tie 1e-9 apart is no
    tie, negative scores order below zero, and a tie is broken by the docid (the larger first, as trec_eval's
    strcmp) -- the columns path's values, bit for bit, on a hand-made run where judged and unjudged documents
    share every tie."""
    qrels = {"qid": ["q"] * 6, "docid": ["a", "c", "e", "g", "i", "k"], "rel": [1, 0, 2, 1, 1, 0]}
    scores = {"a": -0.0, "b": 0.0, "c": 1e39, "d": 2e39, "e": -1e39, "f": -2.5, "g": -2.5, "h": 1.0,
              "i": 1.0 + 1e-9, "j": 0.0, "k": -3e39, "l": 5.0}
    run = {"q": scores, "unjudged": {"x": 1.0}}
    cols = {"qid": ["q"] * len(scores) + ["unjudged"], "docid": [*scores, "x"], "score": [*scores.values(), 1.0]}
    got = rankagg.evaluate(run, qrels_frame(qrels), MEASURES, per_query=True)
    qids, values = evaluate_columns(cols, qrels, MEASURES)
    assert list(got.index) == qids == ["q"]
    for m in MEASURES:
        assert np.array_equal(got[m].to_numpy(), values[m]), m
    # by hand: the order is d c (2e39 > 1e39), l, i h (1 + 1e-9 > 1), j b a (0, docid descending), g f, e k;
    # the relevant i, a, g, e at ranks 4, 8, 9, 11 (float32 read d c and k e as ties at infinity: e at 12)
    assert got["RR"].iloc[0] == 1 / 4 and got["P@5"].iloc[0] == 1 / 5
    assert got["AP"].iloc[0] == (1 / 4 + 2 / 8 + 3 / 9 + 4 / 11) / 4
