"""PyTerrier result frames as they come (issue 50 item 1), without PyTerrier: frames of the documented shape
(``qid, docid, docno, score, rank`` with ranks from 0, a ``query`` column), one, a list or ``{name: frame}``.

The rules (rankagg/io/pyterrier_frames.py): the document is ``docno`` (``docid`` is Terrier's number); each run's
ranks come from its scores by the trec_eval rule, as in the run file PyTerrier writes from the frame
(``pt.io.write_results``: ``qid Q0 docno rank score run``, the 0-based rank as it is); the rank column is
checked (whole numbers from 0, ordering the scores), ties in any order.  The frames fuse to the bytes
``rankagg fuse`` writes from those files.
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

import rankagg
from rankagg.api.fuse_forms import to_rankings
from rankagg.api.fusion_spec import make_fusion
from rankagg.cli import main
from rankagg.defaults import DEFAULT_DEPTH, DEFAULT_METHOD
from rankagg.io.formats import FORMATS, recognise
from rankagg.io.trec_writer import format_trec_run


def add_ranks(frame: pd.DataFrame) -> pd.DataFrame:
    """pyterrier.model.add_ranks (PyTerrier 1.1.2), transcribed: each query's score rank, descending, ties in
    frame order ("first"), from 0; the frame not sorted."""
    frame = frame.drop(columns=["rank"], errors="ignore")
    frame["rank"] = frame.groupby("qid", sort=False)["score"].rank(ascending=False, method="first").astype(int) - 1
    return frame


def retrieved(seed: int, queries: dict[str, str], n_docs: int = 12, ties: bool = True) -> pd.DataFrame:
    """A result frame as a PyTerrier retriever gives it: qid, query, docid (Terrier's number), docno, score
    (ties and -0.0 among them), rank from 0; rows in retrieval order per query, not sorted by score."""
    rng = np.random.default_rng(seed)
    rows = []
    for qid, text in queries.items():
        docs = rng.choice(40, size=n_docs, replace=False)
        scores = rng.choice([2.5, 1.0, 0.0, -0.0, 0.5], size=n_docs) if ties else rng.normal(size=n_docs)
        rows += [(qid, text, int(d), f"doc{d}", float(s)) for d, s in zip(docs, scores)]
    return add_ranks(pd.DataFrame(rows, columns=["qid", "query", "docid", "docno", "score"]))


def write_results(frame: pd.DataFrame, path: Path, run_name: str) -> None:
    """pyterrier.io.write_results(frame, path, run_name=...) in its trec format (PyTerrier 1.1.2's
    ``_write_results_trec``), transcribed: ``qid Q0 docno rank score run``, the frame's rank as it is (from 0)."""
    out = frame.copy()[["qid", "docno", "rank", "score"]]
    out.insert(1, "Q0", "Q0")
    out.insert(5, "run_name", run_name)
    out.to_csv(path, sep=" ", header=False, index=False)


QUERIES = {"q1": "cats", "q2": "dogs and cats", "q10": "fish"}


def _cli_fused(paths: list[Path], method: str, out: Path) -> bytes:
    argv = ["fuse", *map(str, paths), "-o", str(out), "--quiet"] + ([] if method == DEFAULT_METHOD else ["--method", method])
    assert main(argv) == 0
    return out.read_bytes()


@pytest.mark.parametrize("method", [DEFAULT_METHOD, "rrf", "combmnz", "borda"])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_frames_fuse_to_the_bytes_of_the_run_files_pyterrier_writes(method, seed, tmp_path):
    frames = {"bm25": retrieved(seed, QUERIES), "dense": retrieved(seed + 10, QUERIES, ties=False),
              "splade": retrieved(seed + 20, QUERIES)}
    paths = []
    for name, frame in frames.items():
        write_results(frame, tmp_path / f"{name}.res", name)
        paths.append(tmp_path / f"{name}.res")
    want = _cli_fused(paths, method, tmp_path / "fused.run")
    tag = want.split(b"\n", 1)[0].split()[-1].decode()
    data, kind, _ = to_rankings(frames)
    assert kind == "pyterrier" and data.ranker_names == ("bm25", "dense", "splade")
    data, scores = make_fusion(method).fuse(data)
    assert format_trec_run(data, scores, tag=tag, depth=DEFAULT_DEPTH).encode() == want
    # and rankagg.fuse gives the files' fused scores, in their order, bit for bit
    fused = rankagg.fuse(frames, method)
    from_files = rankagg.fuse([str(p) for p in paths], method)
    for q, part in fused.groupby("qid", sort=False):
        assert part["docno"].tolist() == list(from_files[q])
        assert np.array_equal(part["score"].to_numpy(), np.array(list(from_files[q].values())))


def test_the_fused_frame_is_a_pyterrier_result_frame():
    frames = [retrieved(0, QUERIES), retrieved(1, QUERIES)]
    fused = rankagg.fuse(frames, "rrf")
    assert list(fused.columns) == ["qid", "query", "docno", "score", "rank"]
    assert fused["qid"].unique().tolist() == list(QUERIES) and fused["query"].tolist() == fused["qid"].map(QUERIES).tolist()
    for _, part in fused.groupby("qid", sort=False):
        assert part["rank"].tolist() == list(range(len(part)))  # from 0, in rank order
        assert np.all(np.diff(part["score"].to_numpy()) <= 0)
    assert add_ranks(fused.copy())["rank"].tolist() == fused["rank"].tolist()  # PyTerrier's own ranks agree


def test_ties_are_ranked_by_the_trec_eval_rule_whatever_the_rank_column_says():
    """Two documents tied at 1.0: PyTerrier ranks them in frame order, trec_eval (and rankagg) by docno descending.
    By hand: run a ranks b (2.0), then the tie z, y; RRF(k=60) of one run is 1/61, 1/62, 1/63."""
    frame = pd.DataFrame({"qid": ["1"] * 3, "docno": ["y", "z", "b"], "score": [1.0, 1.0, 2.0], "rank": [1, 2, 0]})
    fused = rankagg.fuse({"r": frame}, "rrf", k=60)
    assert fused["docno"].tolist() == ["b", "z", "y"]
    assert fused["score"].tolist() == [1 / 61, 1 / 62, 1 / 63] and fused["rank"].tolist() == [0, 1, 2]
    swapped = frame.assign(rank=[2, 1, 0])  # the other order of the tie: the same answer
    pd.testing.assert_frame_equal(rankagg.fuse({"r": swapped}, "rrf", k=60), fused)


def test_the_document_is_docno_not_terrier_s_docid():
    """docid is Terrier's internal number: two runs whose docids disagree on the same docnos fuse by docno."""
    a = pd.DataFrame({"qid": ["1", "1"], "docid": [7, 8], "docno": ["x", "y"], "score": [2.0, 1.0], "rank": [0, 1]})
    b = pd.DataFrame({"qid": ["1", "1"], "docid": [8, 7], "docno": ["x", "y"], "score": [3.0, 0.5], "rank": [0, 1]})
    fused = rankagg.fuse({"a": a, "b": b}, "rrf", k=60)
    assert fused["docno"].tolist() == ["x", "y"] and fused["score"].tolist() == [2 / 61, 2 / 62]
    qrels = pd.DataFrame({"qid": ["1"], "docid": [8], "docno": ["x"], "label": [1]})
    assert rankagg.evaluate(a, qrels, ["RR", "P@1"]) == {"RR": 1.0, "P@1": 1.0}  # x at rank 1, by docno


def test_how_runs_are_named():
    f = retrieved(0, {"1": "a"})
    assert to_rankings({"bm25": f, "dense": f})[0].ranker_names == ("bm25", "dense")
    assert to_rankings([f, f])[0].ranker_names == ("run1", "run2")
    assert to_rankings(f)[0].ranker_names == ("run1",)
    both = pd.concat([f.assign(name="bm25"), f.assign(name="dense")], ignore_index=True)  # frames concatenated
    assert to_rankings(both)[0].ranker_names == ("bm25", "dense")
    empty = f.iloc[:0]
    assert to_rankings({"bm25": f, "none": empty})[0].ranker_names == ("bm25", "none")  # retrieved nothing: a run


def test_the_registry_tells_pyterrier_frames_by_their_columns():
    f = retrieved(0, {"1": "a"})
    assert recognise(f) is FORMATS["pyterrier"] and recognise({"a": f}) is FORMATS["pyterrier"]
    assert recognise([f, f]) is FORMATS["pyterrier"]
    long = pd.DataFrame({"q_id": ["1"], "doc_id": ["d"], "score": [1.0], "run": ["r"]})
    assert recognise(long) is FORMATS["pandas"]
    assert recognise({"r": {"1": {"d": 1.0}}}) is FORMATS["mapping"]
    assert "is a PyTerrier result frame" in FORMATS["pandas"].recognise(f)
    assert "PyTerrier result frames" in FORMATS["mapping"].recognise({"a": f})
    assert "without docno" in FORMATS["pyterrier"].recognise({"a": long.rename(columns={"q_id": "qid"})})


@pytest.mark.parametrize("rank, says", [
    ([0, 2, 1], None), ([1, 3, 2], None), ([0, 1, 2], r"row 2: document c of query 1 is ranked 2, after document b "
                                                      r"ranked 1, but scores higher \(1\.0 > 0\.5\)"),
    ([0, -1, 2], r"row 1: rank -1 is not a whole number from 0"), ([0, 1.5, 2], r"row 1: rank 1\.5"),
    ([0, None, 2], r"row 1: rank"), (["0", "x", "2"], r"row 1: rank 'x'")])
def test_the_rank_column_is_checked_against_the_scores(rank, says):
    frame = pd.DataFrame({"qid": ["1"] * 3, "docno": ["a", "b", "c"], "score": [2.0, 0.5, 1.0], "rank": rank})
    if says is None:  # ranks from 0 or from 1 that order the scores: the scores' ranks either way
        assert rankagg.fuse({"r": frame}, "rrf", k=60)["docno"].tolist() == ["a", "c", "b"]
        return
    with pytest.raises(ValueError, match=r"PyTerrier frame 'r': " + says):
        rankagg.fuse({"r": frame}, "rrf")


@pytest.mark.parametrize("bad, says", [
    (lambda f: f.assign(score=[1.0, float("nan")]), "score"),
    (lambda f: f.assign(docno=["a", "a"]), "appears twice"),
    (lambda f: f.assign(docno=["a", "b c"]), "blank"),
    (lambda f: f.assign(qid=[None, "1"]), "missing|null|None")])
def test_every_runs_rule_applies_to_pyterrier_frames_naming_the_frame(bad, says):
    frame = pd.DataFrame({"qid": ["1", "1"], "docno": ["a", "b"], "score": [1.0, 0.5], "rank": [0, 1]})
    with pytest.raises(ValueError, match=re.compile(f"PyTerrier frame 'r'.*({says})", re.S)):
        rankagg.fuse({"r": bad(frame)}, "rrf")


def test_weights_name_the_frames():
    a = pd.DataFrame({"qid": ["1", "1"], "docno": ["x", "y"], "score": [2.0, 1.0]})
    b = pd.DataFrame({"qid": ["1", "1"], "docno": ["y", "x"], "score": [2.0, 1.0]})
    tied = rankagg.fuse({"a": a, "b": b}, "rrf", k=60)
    assert tied["score"].tolist() == [1 / 61 + 1 / 62] * 2
    weighted = rankagg.fuse({"a": a, "b": b}, "rrf", weights={"b": 2.0}, k=60)
    assert weighted["docno"].tolist() == ["y", "x"] and weighted["score"].tolist() == [2 / 61 + 1 / 62, 1 / 61 + 2 / 62]
