"""Issue 45's nineteenth bar, the scholarly-search team (u19a_api_volume_frame): a frame of 20,000 query papers x
100 candidates x 3 rankers (6 M rows) passed the 4 GB limit in the frame reader, which keyed each query's documents
by a merge and a sort of the rows' object ids and made a NumPy text copy of every docid to break score ties.

The class: every long table rankagg.fuse reads (a pandas frame of int or str ids, an Arrow table, {run: {qid: {docid:
score}}} dicts) goes through :func:`rankagg.io.frame._assemble`.  Each member's fused lists are checked against a
hand reference (the documents of a query in order of their text, code points: 'Z' < 'a' < 'é', '10' < '9';
a score tie broken by the docid descending, trec_eval's rule).  The memory is a benchmark's, not a test's:
benchmarks/bench_frame_memory.py measures the peak of each form beside the reader before the change."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pyarrow as pa
import pytest

import rankagg

FORMS = ["frame_int_ids", "frame_str_ids", "arrow", "dicts"]


def _long(n_queries: int, depth: int, seed: int) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    parts = []
    for run in ("bm25", "specter", "scincl"):
        cand = np.argsort(rng.random((n_queries, 150)), axis=1)[:, :depth]
        q = np.repeat(200000000 + 37 * np.arange(n_queries), depth)
        parts.append(pd.DataFrame({"qid": q, "docid": q + 1 + cand.ravel(),
                                   "score": np.round(rng.random(n_queries * depth), 2), "run": run}))
    return pd.concat(parts, ignore_index=True)


def _as_form(df: pd.DataFrame, form: str) -> object:
    if form == "frame_int_ids":
        return df
    text = df.assign(qid=df["qid"].astype(str), docid=df["docid"].astype(str))
    if form == "frame_str_ids":
        return text
    if form == "arrow":
        return pa.Table.from_pandas(text, preserve_index=False)
    runs: dict = {}
    for q, d, s, r in text.itertuples(index=False):
        runs.setdefault(r, {}).setdefault(q, {})[d] = s
    return runs


def _rrf_reference(runs: dict[str, dict[str, float]]) -> list[str]:
    """One query's RRF order by hand: places by score then docid descending (bytes), sum 1 / (60 + place), ties by
    more lists, then the best place, then the smaller docid."""
    score: dict[str, float] = {}
    count: dict[str, int] = {}
    best: dict[str, int] = {}
    for lst in runs.values():
        order = sorted(lst, key=lambda d: (lst[d], d.encode()), reverse=True)
        for place, d in enumerate(order, 1):
            score[d] = score.get(d, 0.0) + 1.0 / (60 + place)
            count[d] = count.get(d, 0) + 1
            best[d] = min(best.get(d, place), place)
    return sorted(score, key=lambda d: (-score[d], -count[d], best[d], d))


#: one query paper's candidates: ids whose text order is not their look (case, accents, digits, DOI punctuation), with
#: exact score ties that only the docid breaks
TRAPS = {"bm25": {"Zotero2020": 3.0, "arXiv:2104.06979": 3.0, "é-print": 3.0, "10": 2.0, "9": 2.0,
                  "10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0": 1.0},
         "specter": {"9": 1.0, "10": 1.0, "é-print": 0.5, "Zotero2020": 0.5, "hep-th/9901001": 0.5},
         "scincl": {"hep-th/9901001": 0.9, "10": 0.9, "arXiv:2104.06979": 0.1}}


@pytest.mark.parametrize("form", ["frame_str_ids", "arrow", "dicts"])
def test_ties_and_text_order_as_trec_eval(form: str) -> None:
    rows = [("2004.07180", d, s, r) for r, lst in TRAPS.items() for d, s in lst.items()]
    df = pd.DataFrame(rows, columns=["qid", "docid", "score", "run"])
    got = rankagg.fuse(_as_form(df, form), method="rrf")
    if isinstance(got, pa.Table):
        got = got.to_pandas()
    if isinstance(got, pd.DataFrame):
        order = got.sort_values("rank")["docid"].astype(str).tolist()
    else:
        order = [str(d) for d in got["2004.07180"]]
    assert order == _rrf_reference(TRAPS)


@pytest.mark.parametrize("form", FORMS)
def test_long_table_fused_as_by_hand(form: str) -> None:
    df = _long(12, 30, seed=19)
    got = rankagg.fuse(_as_form(df, form), method="rrf", depth=None)
    if isinstance(got, pa.Table):
        got = got.to_pandas()
    if isinstance(got, pd.DataFrame):
        fused = {str(q): [str(d) for d in g.sort_values("rank")["docid"]] for q, g in got.groupby("qid")}
    else:
        fused = {str(q): [str(d) for d in lst] for q, lst in got.items()}
    for q, g in df.groupby("qid"):
        runs = {r: {str(d): float(s) for d, s in zip(h["docid"], h["score"])} for r, h in g.groupby("run")}
        assert fused[str(q)] == _rrf_reference(runs), q
