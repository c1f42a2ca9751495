"""Tables of other libraries (polars, and any exporter of the Arrow C stream, ``__arrow_c_stream__``) at
``rankagg.fuse`` and ``rankagg.evaluate``: read as the Arrow table they export, through the same rules as a
pandas frame, with the same answer bit for bit; a fused polars table comes back as polars, another exporter's
as an Arrow table.  Before: ``rankagg.fuse(polars_frame)`` was refused as "a sequence of runs or a DataFrame,
got DataFrame", and ``rankagg.evaluate`` refused polars and pyarrow tables alike."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

import rankagg
from rankagg.io import InputFormatError
from rankagg.io.formats import FORMATS, which

pl = pytest.importorskip("polars")
pa = pytest.importorskip("pyarrow")

RUNS = pd.DataFrame({"qid": ["1", "1", "1", "1", "1", "2", "2", "10"],
                     "docid": ["a", "b", "a", "c", "b", "x", "y", "x"],
                     "score": [3.0, 2.0, 1.0, 1.0, 0.5, 2.0, 2.0, 7.0],  # tied scores within a run and across
                     "run": ["r1", "r1", "r2", "r2", "r2", "r1", "r1", "r2"]})


def _reader(frame: pd.DataFrame):
    """An exporter of the Arrow C stream that is neither a pandas frame nor a pyarrow Table, nor has from_arrow."""
    table = pa.Table.from_pandas(frame, preserve_index=False)
    return pa.RecordBatchReader.from_batches(table.schema, table.to_batches())


def test_the_registry_recognises_the_exporters_as_their_own_format():
    assert which(pl.from_pandas(RUNS)) is FORMATS["arrow-stream"]
    assert which(_reader(RUNS)) is FORMATS["arrow-stream"]
    assert which(RUNS) is FORMATS["pandas"] and which(pa.Table.from_pandas(RUNS)) is FORMATS["arrow"]
    assert "Arrow C stream" in FORMATS["arrow-stream"].recognise(pl.from_pandas(RUNS).lazy())


@pytest.mark.parametrize("method,weights", [("rrf", None), ("rrf", {"r1": 2.0}), ("combsum(norm='minmax')", None),
                                            ("borda", {"r2": 0.5})])
def test_a_polars_table_fuses_as_the_pandas_frame_and_comes_back_as_polars(method, weights):
    want = rankagg.fuse(RUNS, method, weights=weights)
    got = rankagg.fuse(pl.from_pandas(RUNS), method, weights=weights)
    assert isinstance(got, pl.DataFrame)
    got = got.to_pandas()
    assert got[["qid", "docid", "rank"]].astype(str).values.tolist() == want[["qid", "docid", "rank"]].astype(str).values.tolist()
    assert got["score"].to_numpy().tobytes() == want["score"].to_numpy().tobytes()  # bit for bit
    other = rankagg.fuse(_reader(RUNS), method, weights=weights)
    assert isinstance(other, pa.Table) and other.column("score").to_numpy().tobytes() == got["score"].to_numpy().tobytes()


def test_rrf_on_a_polars_table_by_hand():
    got = rankagg.fuse(pl.from_pandas(RUNS), "rrf").filter(pl.col("qid") == "1")
    # query 1: r1 ranks a, b; r2 ranks a, c, b (score 1.0 tie between a and c: docid descending puts c first)
    a, b, c = 1 / 61 + 1 / 62, 1 / 62 + 1 / 63, 1 / 61
    assert got["docid"].to_list() == ["a", "b", "c"]
    assert np.allclose(got["score"].to_list(), [a, b, c], rtol=0, atol=1e-15)


@pytest.mark.parametrize("bad,message", [
    (RUNS.assign(qid=[None] + RUNS["qid"].tolist()[1:]), r"polars DataFrame: row 0: qid is missing"),
    (RUNS.assign(docid=["a", "a", *RUNS["docid"].tolist()[2:]]), r"polars DataFrame: .*document a appears twice for query 1 in run r1"),
    (RUNS.assign(score=[np.inf, *RUNS["score"].tolist()[1:]]), r"polars DataFrame"),
], ids=["null", "duplicate", "infinite"])
def test_a_fault_in_a_polars_table_is_refused_naming_it(bad, message):
    with pytest.raises((InputFormatError, ValueError), match=message):
        rankagg.fuse(pl.from_pandas(bad))


def test_a_lazy_frame_is_told_to_collect():
    with pytest.raises(ValueError, match=r"polars.*LazyFrame \(collect\(\) it first\)"):
        rankagg.fuse(pl.from_pandas(RUNS).lazy())


def test_evaluate_reads_polars_and_pyarrow_tables_as_the_pandas_frames():
    run = RUNS[RUNS["run"] == "r2"].drop(columns="run")
    qrels = pd.DataFrame({"qid": ["1", "1", "10"], "docid": ["c", "b", "x"], "rel": [1, 2, 1]})
    measures = ["P@1", "RR", "nDCG@3", "AP"]
    want = rankagg.evaluate(run, qrels, measures)
    # query 1: a and c tie at 1.0, c first (docid descending, trec_eval's rule), relevant; query 10: x, relevant
    assert want["P@1"] == want["RR"] == 1.0
    for form in (pl.from_pandas, lambda f: pa.Table.from_pandas(f, preserve_index=False), _reader):
        assert rankagg.evaluate(form(run), form(qrels), measures) == want
    with pytest.raises(InputFormatError, match=r"run polars DataFrame: row 0: docid is missing"):
        rankagg.evaluate(pl.from_pandas(run.assign(docid=[None, "c", "b", "x"])), qrels, measures)
