"""Issue 45's thirteenth bar, a recommender-systems engineer's day (u13r_): user and item ids are integers in
every RecSys tool, and ``rankagg.fuse`` gave them back as text (``fused[7]`` a KeyError, a merge on an int64
column refused), ``rankagg.evaluate(per_query=True)`` indexed by text, while the Fuser gives int ids back.  The
rules still compare and write an integer id as its decimal (``1`` and ``'1'`` are one query in a TREC file);
the result gives the ids back in the type they came in: Python ints for a dict, the column's dtype for a frame or
an Arrow table.  Generated over the integer types and forms; text ids stay text.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

import rankagg

RUNS = {"cf": {7: {101: 3.0, 102: 2.0, 103: 1.0}, 9: {104: 1.0}}, "pop": {7: {102: 5.0, 105: 4.0}, 9: {101: 2.0}}}


def _text_run(run):
    return {str(q): {str(d): s for d, s in docs.items()} for q, docs in run.items()}


WANT = rankagg.fuse({n: _text_run(r) for n, r in RUNS.items()}, "rrf")  # the same fusion, ids as text


@pytest.mark.parametrize("cast", [int, np.int64, np.int32, np.uint64, np.int8], ids=lambda c: c.__name__)
def test_dict_runs_give_back_int_ids(cast):
    runs = {n: {cast(q): {cast(d): s for d, s in docs.items()} for q, docs in r.items()} for n, r in RUNS.items()}
    got = rankagg.fuse(runs, "rrf")
    assert list(got) == [7, 9] and all(type(q) is int for q in got)
    assert {q: list(d.items()) for q, d in got.items()} == {int(q): [(int(d), s) for d, s in docs.items()]
                                                             for q, docs in WANT.items()}
    per_user = rankagg.evaluate(got, {7: {102: 1}, 9: {104: 1}}, ["nDCG@10"], per_query=True)
    assert per_user.index.tolist() == [7, 9] and per_user.loc[7, "nDCG@10"] == 1.0


def _long(dtype_q, dtype_d):
    rows = [(n, q, d, s) for n, r in RUNS.items() for q, docs in r.items() for d, s in docs.items()]
    return pd.DataFrame({"run": [r[0] for r in rows], "q_id": pd.array([r[1] for r in rows], dtype=dtype_q),
                         "doc_id": pd.array([r[2] for r in rows], dtype=dtype_d), "score": [r[3] for r in rows]})


@pytest.mark.parametrize("dtype_q, dtype_d", [("int64", "int64"), ("Int64", "UInt64"), ("int32", "uint64"),
                                              ("str", "int64"), ("int64", "str")])
def test_frames_and_arrow_tables_give_back_their_id_dtypes(dtype_q, dtype_d):
    frame = _long(dtype_q, dtype_d) if "str" not in (dtype_q, dtype_d) else \
        _long(*(object if t == "str" else t for t in (dtype_q, dtype_d))).astype({c: str for c, t in
                                                                                 (("q_id", dtype_q), ("doc_id", dtype_d))
                                                                                 if t == "str"})
    got = rankagg.fuse(frame, "rrf")
    for col, given in (("q_id", frame["q_id"].dtype), ("doc_id", frame["doc_id"].dtype)):
        assert got[col].dtype == given, col
    assert [(str(q), str(d), s) for q, d, s in zip(got["q_id"], got["doc_id"], got["score"])] == \
        [(q, d, s) for q, docs in WANT.items() for d, s in docs.items()]
    users = pd.DataFrame({"q_id": frame["q_id"].unique(), "segment": ["a", "b"]})
    assert len(got.merge(users, on="q_id")) == len(got)  # a merge on the id column of the given type
    pa = pytest.importorskip("pyarrow")
    table = rankagg.fuse(pa.Table.from_pandas(frame, preserve_index=False), "rrf")
    assert table.schema.field("q_id").type == pa.Table.from_pandas(frame).schema.field("q_id").type


def test_the_top_uint64_id_comes_back_whole():
    frame = pd.DataFrame({"run": ["a", "a"], "q_id": ["1", "1"], "doc_id": np.array([2**64 - 1, 5], dtype=np.uint64),
                          "score": [1.0, 2.0]})
    assert rankagg.fuse(frame, "rrf")["doc_id"].tolist() == [5, 2**64 - 1]


def test_text_ids_stay_text_and_a_mix_is_refused():
    got = rankagg.fuse({n: _text_run(r) for n, r in RUNS.items()}, "rrf")
    assert all(type(q) is str and all(type(d) is str for d in docs) for q, docs in got.items())
    with pytest.raises(ValueError, match="mixes str and int"):
        rankagg.fuse({"cf": RUNS["cf"], "pop": _text_run(RUNS["pop"])}, "rrf")
