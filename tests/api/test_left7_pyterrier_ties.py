"""The PyTerrier transformer's result (``rankagg.api.pyterrier.Fusion``) is rankagg's result like ``rankagg.fuse``'s
frames (tests/api/test_left7_fused_ties.py): ``rankagg.evaluate`` measures its exact ties in its ``rank`` order, the
written run's.  The transformer merged the topics' columns in, and pandas' merge dropped the frame's mark, so exact
ties were read by docid, descending.  PyTerrier is in the ``bench`` extra: without it this skips, except in CI."""

from __future__ import annotations

import os

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

TOPICS = pd.DataFrame({"qid": ["1", "2"], "query": ["black cats", "sea fish"]})


def _retriever(reverse: bool) -> pt.Transformer:
    """Six documents per topic, the second retriever's list the first's reversed: RRF ties D000/D005, D001/D004, ..."""
    def retrieve(topics: pd.DataFrame) -> pd.DataFrame:
        rows = [(q, query, i, f"D{i:03d}", float(6 - i if not reverse else i + 1)) for q, query in
                zip(topics["qid"], topics["query"]) for i in range(6)]
        return pt.model.add_ranks(pd.DataFrame(rows, columns=["qid", "query", "docid", "docno", "score"]))
    return pt.apply.generic(retrieve)


def test_the_transformers_ties_are_measured_in_its_rank_order():
    out = Fusion(_retriever(False), _retriever(True), method="rrf").transform(TOPICS)
    first = out[out["rank"] == 0].set_index("qid")["docno"]
    assert out.groupby("qid")["score"].nunique().eq(3).all()  # three exact ties per topic
    assert (first == "D000").all()  # the tie rule: the smaller docid first; trec_eval's reading of the scores: D005
    qrels = {q: {"D000": 1} for q in TOPICS["qid"]}
    assert rankagg.evaluate(out, qrels, ["P@1", "RR"]) == {"P@1": 1.0, "RR": 1.0}
