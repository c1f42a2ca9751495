"""rankagg's fusion in a PyTerrier pipeline, with PyTerrier itself (issue 50 item 1): its frames as its
transformers give them fuse to the bytes of the run files ``pt.io.write_results`` writes, and
:class:`rankagg.api.pyterrier.Fusion` composes with ``>>``, ``%`` and ``+``.  Java is never started: the
retrievers are pure-Python transformers (``pt.apply.generic``) that give PyTerrier's result frames.

PyTerrier is in the ``bench`` extra: without it these tests skip, except in CI (``CI=true``), where they fail.
"""

from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pandas as pd
import pytest

try:
    import pyterrier as pt
except ImportError:  # pragma: no cover - the bench extra is installed in CI
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail("PyTerrier is not installed (the bench extra): CI must run these tests", pytrace=False)
    pytest.skip("needs PyTerrier (pip install python-terrier, or rankagg[bench])", allow_module_level=True)

import rankagg
from rankagg.api.pyterrier import Fusion
from rankagg.cli import main

TOPICS = pd.DataFrame({"qid": ["1", "2", "3"], "query": ["black cats", "dog food", "sea fish"]})


def retriever(seed: int, n_docs: int = 15, ties: bool = False) -> pt.Transformer:
    """A pure-Python retriever: for each topic, documents with scores, as PyTerrier's retrievers give them (qid,
    query, docid: Terrier's number, docno, score, rank from 0 by pt.model.add_ranks)."""
    def retrieve(topics: pd.DataFrame) -> pd.DataFrame:
        rows = []
        for qid, query in zip(topics["qid"], topics["query"]):
            rng = np.random.default_rng([seed, int(qid), len(query)])
            docs = rng.choice(60, size=n_docs, replace=False)
            scores = rng.choice([3.0, 2.0, 1.5, 0.0, -0.0], size=n_docs) if ties else rng.normal(10, 3, size=n_docs)
            rows += [(qid, query, int(d), f"D{d:03d}", float(s)) for d, s in zip(docs, scores)]
        return pt.model.add_ranks(pd.DataFrame(rows, columns=["qid", "query", "docid", "docno", "score"]))
    return pt.apply.generic(retrieve)


def test_java_is_not_started():
    assert not pt.java.started()


@pytest.mark.parametrize("method", ["rrf", "combsum", "borda"])
def test_pyterrier_frames_fuse_to_the_bytes_of_the_files_pyterrier_writes(method, tmp_path):
    """Each pipeline's frame, and the run file PyTerrier writes of it (0-based ranks in the rank field): the
    frames fused by Fusion, written by rankagg's writer, are the bytes ``rankagg fuse`` writes from the files."""
    pipelines = {"bm25": retriever(1, ties=True), "dense": retriever(2), "splade": retriever(3, ties=True)}
    paths = []
    for name, p in pipelines.items():
        res = p.transform(TOPICS)
        assert res["rank"].min() == 0 and "docid" in res.columns  # PyTerrier's shape
        pt.io.write_results(res, str(tmp_path / f"{name}.res"), run_name=name)
        paths.append(str(tmp_path / f"{name}.res"))
    assert main(["fuse", *paths, "--method", method, "-o", str(tmp_path / "fused.run"), "--quiet"]) == 0
    want = (tmp_path / "fused.run").read_text()
    tag = want.split()[5]
    fused = Fusion(pipelines, method=method).transform(TOPICS)
    assert [f"{q} Q0 {d} {r + 1}" for q, d, r in zip(fused["qid"], fused["docno"], fused["rank"])] == \
        [" ".join(line.split()[:4]) for line in want.splitlines()]  # the files' order, ranks from 0
    from rankagg.api.fuse_forms import to_rankings
    from rankagg.api.fusion_spec import make_fusion
    from rankagg.io.trec_writer import format_trec_run

    data, kind, _ = to_rankings({n: p.transform(TOPICS) for n, p in pipelines.items()})
    data, scores = make_fusion(method).fuse(data)
    assert kind == "pyterrier" and format_trec_run(data, scores, tag=tag, depth=1000) == want  # the same bytes


def test_fusion_sits_in_a_pipeline():
    a, b, c = retriever(1), retriever(2), retriever(3, ties=True)
    fusion = Fusion(a, b, method="rrf", k=20)
    plain = fusion.transform(TOPICS)
    assert list(plain.columns) == ["qid", "query", "docno", "score", "rank"]
    assert plain.equals(fusion(TOPICS))  # called as a PyTerrier transformer is
    want = rankagg.fuse([a.transform(TOPICS), b.transform(TOPICS)], "rrf", k=20)
    assert np.array_equal(plain["score"].to_numpy(), want["score"].to_numpy())
    assert plain["docno"].tolist() == want["docno"].tolist()
    # % k: PyTerrier's rank cutoff reads the ranks from 0
    top3 = (fusion % 3).transform(TOPICS)
    assert top3.groupby("qid")["rank"].apply(list).tolist() == [[0, 1, 2]] * 3
    pd.testing.assert_frame_equal(top3.reset_index(drop=True),
                                  plain[plain["rank"] < 3].reset_index(drop=True), check_dtype=False)
    # a query rewriter before it, a re-ranker after it
    rewrite = pt.apply.query(lambda row: row["query"] + " tail")
    rerank = pt.apply.doc_score(lambda row: -row["score"])
    out = (rewrite >> fusion % 5 >> rerank).transform(TOPICS)
    assert set(out["query"]) == {q + " tail" for q in TOPICS["query"]} and "query_0" in out.columns
    assert len(out) == 15 and out.groupby("qid")["rank"].min().tolist() == [0, 0, 0]
    # + : PyTerrier's CombSUM of the fused run and another
    summed = (fusion + c).transform(TOPICS)
    one = plain.set_index(["qid", "docno"])["score"]
    other = c.transform(TOPICS).set_index(["qid", "docno"])["score"]
    both = one.index.intersection(other.index)
    assert np.allclose(summed.set_index(["qid", "docno"]).loc[both, "score"], one[both] + other[both])
    # fusions of fusions
    nested = Fusion(fusion, c, method="combsum").transform(TOPICS)
    assert len(nested) and nested["rank"].min() == 0


def test_named_pipelines_take_weights_by_name():
    a, b = retriever(1), retriever(2)
    fused = Fusion({"bm25": a, "dense": b}, method="rrf", weights={"dense": 3.0}).transform(TOPICS)
    want = rankagg.fuse({"bm25": a.transform(TOPICS), "dense": b.transform(TOPICS)}, "rrf", weights={"dense": 3.0})
    assert np.array_equal(fused["score"].to_numpy(), want["score"].to_numpy())
    unweighted = Fusion({"bm25": a, "dense": b}, method="rrf").transform(TOPICS)
    assert not np.array_equal(fused["score"].to_numpy(), unweighted["score"].to_numpy())


def test_a_query_nobody_retrieves_for_has_no_row():
    empty = pt.apply.generic(lambda t: pd.DataFrame({"qid": pd.Series(dtype=str), "docno": pd.Series(dtype=str),
                                                     "score": pd.Series(dtype=float), "rank": pd.Series(dtype=int)}))
    out = Fusion(empty, empty).transform(TOPICS)
    assert out.empty and list(out.columns) == ["qid", "query", "docno", "score", "rank"]
    some = Fusion(empty, retriever(1), method="rrf").transform(TOPICS)
    assert sorted(set(some["qid"])) == ["1", "2", "3"]


@pytest.mark.parametrize("make, error, says", [
    (lambda: Fusion(), ValueError, "needs the pipelines"),
    (lambda: Fusion(retriever(1), "bm25"), TypeError, "pipeline 'run2' is a str, not a PyTerrier transformer"),
    (lambda: Fusion(retriever(1), retriever(2), method="no_such_method"), ValueError, "no_such_method"),
    (lambda: Fusion(retriever(1), retriever(2), method="rrf", kk=3), ValueError, "kk")])
def test_a_bad_fusion_is_refused_when_it_is_made(make, error, says):
    with pytest.raises(error, match=says):
        make()


def test_pyterrier_s_evaluation_and_rankagg_s_agree_on_its_frames():
    """pt.Evaluate (ir_measures on PyTerrier's frames) and rankagg.evaluate on the same frame and qrels frame,
    with ir_measures objects: the same values (the document is docno, not Terrier's docid).  ir_measures reads the
    scores alone and breaks exact ties by docno; rankagg.evaluate measures rankagg's result as its written run
    (docs/conventions.md), so PyTerrier is given its written scores (``as_written``)."""
    from ir_measures import AP, RR, P, nDCG

    from rankagg.api import as_written

    res = Fusion(retriever(1), retriever(2), method="rrf").transform(TOPICS)
    rng = np.random.default_rng(5)
    qrels = pd.DataFrame([(q, f"D{d:03d}", int(rng.integers(0, 3))) for q in ("1", "2", "3") for d in range(0, 60, 2)],
                         columns=["qid", "docno", "label"])
    measures = [nDCG @ 10, AP(rel=2), P @ 5, RR]
    theirs = pt.Evaluate(as_written(res), qrels, metrics=measures)
    ours = rankagg.evaluate(res.assign(docid=np.arange(len(res))), qrels, measures)
    assert ours.keys() == {str(m) for m in measures}
    for m in measures:
        assert ours[str(m)] == pytest.approx(theirs[str(m)], abs=1e-12), m


def test_without_pyterrier_the_import_says_how_to_install_it(tmp_path):
    """Importing the transformer without PyTerrier is an ImportError naming the package; rankagg itself and its
    frames reading need no PyTerrier."""
    blocker = tmp_path / "pyterrier.py"
    blocker.write_text("raise ImportError('no PyTerrier here')\n")
    code = ("import rankagg, pandas as pd\n"
            "f = pd.DataFrame({'qid': ['1'], 'docno': ['d'], 'score': [1.0], 'rank': [0]})\n"
            "print(rankagg.fuse({'a': f}, 'rrf')['rank'].tolist())\n"
            "try:\n    import rankagg.api.pyterrier\nexcept ImportError as e:\n    print(e)\n")
    root = os.path.dirname(os.path.dirname(rankagg.__file__))
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), root])}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True).stdout
    assert out.splitlines() == ["[0]", "rankagg.api.pyterrier needs PyTerrier: pip install python-terrier "
                                       "(or rankagg's bench extra)"]
