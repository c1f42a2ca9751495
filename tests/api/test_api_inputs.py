"""Issue 27: API inputs.  ``rankagg.fuse`` and ``rankagg.evaluate`` take dicts, DataFrames, ranx-like objects
and paths; the property test generates runs in each form (NaN scores, duplicate documents, empty queries,
non-string ids, one run or several) and checks a clean ``ValueError`` (issue 33: a column mixing str and int ids
is one) or the answer computed by brute force
(RRF: sum of 1 / (60 + rank), rank by score descending then docid descending, as trec_eval)."""

from __future__ import annotations

import math
import tempfile
from pathlib import Path

import numpy as np
import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st

import rankagg

ids = st.sampled_from(["a", "b", "c", "d", 1, 2])
score = st.one_of(st.floats(-5, 5, allow_nan=False), st.just(float("nan")))
rows = st.lists(st.tuples(st.sampled_from(["u", "v", "w"]), st.sampled_from(["1", "2", 3]), ids, score), max_size=12)


def _brute(rows_ok: list[tuple[str, str, str, float]]) -> dict[str, dict[str, float]]:
    runs: dict[str, dict[str, dict[str, float]]] = {}
    for r, q, d, s in rows_ok:
        runs.setdefault(r, {}).setdefault(q, {})[d] = s
    out: dict[str, dict[str, float]] = {}
    for run in runs.values():
        for q, docs in run.items():
            order = sorted(docs, key=lambda d: (-docs[d], [-ord(ch) for ch in d]))
            for rank, d in enumerate(order, 1):
                out.setdefault(q, {})[d] = out.get(q, {}).get(d, 0.0) + 1.0 / (60 + rank)
    return out


def _as(form: str, rows: list, folder: Path):
    if form == "frame":
        return pd.DataFrame(rows, columns=["run", "qid", "docid", "score"])
    if form == "paths":
        paths = []
        for r in sorted({row[0] for row in rows}):
            p = folder / f"{r}.run"
            p.write_text("".join(f"{q} Q0 {d} 0 {s!r} {r}\n" for rr, q, d, s in rows if rr == r))
            paths.append(str(p))
        return paths
    runs: dict = {}
    for r, q, d, s in rows:
        runs.setdefault(r, {}).setdefault(q, {})[d] = s  # a dict keeps the last duplicate: not one any more
    return runs


@settings(max_examples=80, deadline=None, database=None)
@given(rows=rows, form=st.sampled_from(["dict", "frame", "paths"]))
def test_fuse_any_input_is_a_clean_error_or_brute_force_rrf(rows, form):
    with tempfile.TemporaryDirectory() as tmp:
        given_runs = _as(form, rows, Path(tmp))
        held = rows
        if form == "dict":  # what the dict holds
            held = [(r, q, d, s) for r, qs in given_runs.items() for q, ds in qs.items() for d, s in ds.items()]
        str_rows = [(r, str(q), str(d), s) for r, q, d, s in held]
        keys = [(r, q, d) for r, q, d, _ in str_rows]
        # issue 33: a column of ids holds one type (str, or all int); a file's ids are all text
        mixed = form != "paths" and any(len({type(x[i]) for x in held}) > 1 for i in (1, 2))
        bad = not str_rows or any(math.isnan(s) for *_, s in str_rows) or len(set(keys)) != len(keys) or mixed
        try:
            got = rankagg.fuse(given_runs, "rrf(k=60)", depth=None)
        except ValueError as exc:
            assert bad, f"refused good runs: {exc}"
            return
        assert not bad, "fused runs with NaN scores, duplicate documents or no rows"
        if isinstance(got, pd.DataFrame):
            frame, got = got, {}
            for q, d, v in zip(frame["qid"], frame["docid"], frame["score"]):
                got.setdefault(q, {})[d] = v
        want = _brute(str_rows)
        assert {str(q) for q in got} == set(want)
        for q, docs in want.items():
            g = got[q] if q in got else got[int(q)]
            assert {str(d) for d in g} == set(docs)
            for d, v in docs.items():
                assert math.isclose(g[d] if d in g else g[int(d)], v, rel_tol=1e-6)


@settings(max_examples=60, deadline=None, database=None)
@given(run=st.dictionaries(st.sampled_from(["1", "2"]), st.dictionaries(st.sampled_from("abcd"), st.floats(-5, 5), max_size=4),
                           max_size=2),
       qrels=st.dictionaries(st.sampled_from(["1", "2", "3"]), st.dictionaries(st.sampled_from("abcde"), st.integers(0, 2), min_size=1,
                                                                                 max_size=4), max_size=3),
       form=st.sampled_from(["dict", "frame"]))
def test_evaluate_any_input_is_a_clean_error_or_brute_force_precision(run, qrels, form):
    """P@2 by brute force (NaN scores are class 3's validator, tested with it)."""
    if form == "frame":
        run_in = pd.DataFrame([(q, d, s) for q, ds in run.items() for d, s in ds.items()], columns=["qid", "docid", "score"])
        qrels_in = pd.DataFrame([(q, d, g) for q, ds in qrels.items() for d, g in ds.items()], columns=["qid", "docid", "label"])
    else:
        run_in, qrels_in = run, qrels
    try:
        got = rankagg.evaluate(run_in, qrels_in, ["P@2"], per_query=True)
    except ValueError:
        assert not {q for q, docs in run.items() if docs} & set(qrels)  # only when no ranked query is judged
        return
    for q in got.index:
        docs = run.get(str(q), {})
        # trec_eval 10.0's order: the score as a double (descending), then the docid (descending)
        top = sorted(docs, key=lambda d: (-float(docs[d]), [-ord(ch) for ch in d]))[:2]
        assert math.isclose(got.loc[q, "P@2"], sum(qrels.get(str(q), {}).get(d, 0) > 0 for d in top) / 2)
