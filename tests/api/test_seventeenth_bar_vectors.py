"""Issue 45's seventeenth bar, a vector-search engineer's day with ANN result arrays (``u17x_``).

* ``u17x_evaluate_*``: ids beyond int64 (hnswlib's uint64 labels, 64-bit hashes of the query text) crashed
  ``rankagg.evaluate`` with pyarrow's ``OverflowError`` while their column was hashed as text
  (:func:`rankagg.evaluation.inputs._arrow_encoded`); they are their decimals, as every other int id is.  Each form
  of the run and the qrels is measured against AP and P@k computed here by trec_eval's formulas.
* ``u17x_fuser_*``: a NumPy array of a Fuser's list that is not one-dimensional (FAISS's ``(1, k)`` answer to one
  query, a ``(k, 1)`` column, the whole batch, a 0-D array) was read row by row into messages about a "score
  array", or NumPy's own TypeError; every door of the Fuser (call, explain, top, an engine preset whose legs' scores
  are mapped first) now names the list, which part and the shape."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

import rankagg
from rankagg.engines import preset

# ----------------------------------------------------------------------------- ids beyond int64 in evaluate

BIG = [2**64 - 1, 2**63, 2**63 + 7, 12, 2**64 - 977]  # hnswlib labels / hashes, a small id among them
SCORES = [0.9, 0.7, 0.5, 0.3, 0.1]  # the run's order is BIG's


def _ap(ranked, rel):
    hits, total = 0, 0.0
    for i, d in enumerate(ranked, 1):
        if rel.get(d, 0) > 0:
            hits += 1
            total += hits / i
    return total / sum(1 for g in rel.values() if g > 0)


def _run(form: str, qid, ids):
    if form == "dict":
        return {qid: dict(zip(ids, SCORES))}
    if form == "fuser":  # {qid: fuser(lists)}, README's form of the Fuser's answers
        return {qid: rankagg.Fuser("rrf")({"hnsw": (np.array(ids, dtype=object), np.array(SCORES))})}
    column = pd.Series(ids, dtype=object) if form == "frame-object" else pd.Series(np.array(ids, dtype=np.uint64))
    qcol = pd.Series([qid] * len(ids), dtype=object if isinstance(qid, int) else None)
    return pd.DataFrame({"q_id": qcol, "doc_id": column, "score": SCORES})


@pytest.mark.parametrize("form", ["dict", "fuser", "frame-object", "frame-uint64"])
@pytest.mark.parametrize("qid", ["q7", 2**64 - 12, 5])
@pytest.mark.parametrize("qrels_form", ["dict", "frame"])
def test_ids_beyond_int64_are_their_decimals(form, qid, qrels_form):
    rel = {BIG[1]: 1, BIG[3]: 2, 2**63 + 1: 1}  # the last judged but not retrieved
    if qrels_form == "dict":
        qrels = {qid: rel}
    else:
        qrels = pd.DataFrame({"query_id": pd.Series([qid] * 3, dtype=object), "doc_id": pd.Series(list(rel), dtype=object),
                              "relevance": list(rel.values())})
    got = rankagg.evaluate(_run(form, qid, BIG), qrels, ["AP", "P@2", "P@5"])
    assert got["AP"] == pytest.approx(_ap(BIG, rel), rel=1e-12)  # (1/2 + 2/4) / 3
    assert got["P@2"] == pytest.approx(0.5) and got["P@5"] == pytest.approx(0.4)


def test_a_query_id_beyond_int64_matches_only_its_own_qrels():
    run = {2**64 - 1: {"a": 2.0, "b": 1.0}, 2**64 - 2: {"a": 2.0, "b": 1.0}}
    got = rankagg.evaluate(run, {2**64 - 1: {"b": 1}, 2**64 - 2: {"a": 1}}, ["AP"])
    assert got["AP"] == pytest.approx((0.5 + 1.0) / 2)


# ----------------------------------------------------------------------------- arrays that are not one list

I = np.array([[17, 4, 99, 23]], dtype=np.int64)  # index.search(xq[None], 4) for one query: (1, k)
D = np.array([[0.25, 0.5, 0.75, 1.0]], dtype=np.float32)
BM25 = (np.array([4, 5]), np.array([2.0, 1.0]))

# (the list as given, which part is named, its shape)
SHAPES = [
    ((I, -D), "ids", (1, 4)),
    ((I[0], -D), "scores", (1, 4)),
    (I, "list", (1, 4)),
    ((I[0][:, None], -D[0][:, None]), "ids", (4, 1)),
    (np.vstack([I, I + 1]), "list", (2, 4)),
    ((np.vstack([I, I + 1]), np.vstack([-D, -D])), "ids", (2, 4)),
    ((np.array(17), np.array(0.5)), "ids", ()),
    (np.array(17), "list", ()),
    ((I[0], np.float32(-0.25) * np.ones((4, 1, 1))), "scores", (4, 1, 1)),
]
DOORS = {
    "call": lambda lists: rankagg.Fuser("rrf")(lists),
    "explain": lambda lists: rankagg.Fuser("combsum", norm="minmax").explain(lists),
    "top": lambda lists: rankagg.Fuser("rrf").top(lists, 3),
    "declared": lambda lists: rankagg.Fuser("rrf", lists=["dense", "bm25", "e5"])(lists),
    "milvus": lambda lists: preset("milvus_weighted")(lists),
    "qdrant": lambda lists: preset("qdrant_rrf")(lists),
}


@pytest.mark.parametrize("door", sorted(DOORS))
@pytest.mark.parametrize("given,part,shape", SHAPES, ids=[f"{p}-{s}" for _, p, s in SHAPES])
def test_an_array_that_is_not_one_list_is_named_with_its_shape(door, given, part, shape):
    with pytest.raises(ValueError) as err:
        DOORS[door]({"bm25": BM25, "dense": given})
    message = str(err.value)
    verb = "is" if part == "list" else "are"
    assert message.startswith(f"list 'dense': the {part} {verb} a {len(shape)}-D array of shape {shape}"), message
    assert "\n" not in message


@pytest.mark.parametrize("door", ["call", "explain", "top", "declared"])
def test_the_row_itself_is_fused_as_rrf_by_hand(door):
    got = DOORS[door]({"bm25": BM25, "dense": (I[0], -D[0])})
    items = got.items if door == "top" else got
    if door == "explain":
        items = [(e["docid"], e["score"]) for e in items]
        # CombSUM(min-max): 4 = 2/3 + 1, 17 = 1, 99 = 1/3, then 5 and 23 tie at 0: 5's best place (2) first
        assert [d for d, _ in items] == [4, 17, 99, 5, 23]
        assert [s for _, s in items] == pytest.approx([5 / 3, 1.0, 1 / 3, 0.0, 0.0], rel=1e-7, abs=1e-12)
        return
    ref = {17: 1 / 61, 4: 1 / 62 + 1 / 61, 99: 1 / 63, 23: 1 / 64, 5: 1 / 62}
    want = sorted(ref, key=lambda d: -ref[d])[: 3 if door == "top" else 5]
    assert [d for d, _ in items] == want
    assert all(s == pytest.approx(ref[d], rel=1e-15) for d, s in items)


def test_a_tuple_of_two_numpy_scalars_is_still_two_docids():
    got = rankagg.Fuser("rrf")({"a": (np.int64(3), np.int64(4))})
    assert [d for d, _ in got] == [3, 4]
