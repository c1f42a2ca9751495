"""Issue 45's nineteenth bar, an enterprise expert-finding team (scripts/reliability_bars/nineteenth_experts.py): a
fault class at the door of tables.

* A run given as a one-column Arrow stream: the Voting Model summed in pandas (``groupby(['qid', 'docid'])['score']
  .sum()``, a Series) given as a run, in ``{name: Series}``, a list, or alone, or a polars Series or a pyarrow array
  that exports the Arrow C stream, got pyarrow's "Cannot import schema: ArrowSchema describes non-struct type
  double", naming neither the run nor what it was (:func:`rankagg.io.arrow_stream.arrow_stream_table`).  Each form
  is now refused naming the run and the object, with the index levels to make columns of.
"""

from __future__ import annotations

from typing import Any, Callable

import pandas as pd
import pyarrow as pa
import pytest

import rankagg

polars = pytest.importorskip("polars")


def _votes() -> pd.Series:
    """The Voting Model's CombSUM of a topic's documents per person: a Series indexed by (qid, docid)."""
    docs = pd.DataFrame({"qid": ["CE-012"] * 3, "docno": ["d1", "d2", "d3"], "score": [0.031, 0.022, 0.009]})
    assoc = pd.DataFrame({"docno": ["d1", "d1", "d2", "d3"], "docid": ["jane.doe@corp.example", "000417", "000417",
                                                                       "j+ml@x.org"]})
    return docs.merge(assoc, on="docno").groupby(["qid", "docid"])["score"].sum()


def _frame() -> pd.DataFrame:
    return pd.DataFrame({"qid": ["CE-012"] * 2, "docid": ["000417", "j+ml@x.org"], "score": [9.1, 8.0]})


COLUMNS: dict[str, Callable[[], Any]] = {
    "pandas Series": _votes,
    "pandas Series of ranks": lambda: _votes().rank(ascending=False).astype("int64"),
    "polars Series": lambda: polars.Series("score", [0.3, 0.2]),
    "pyarrow ChunkedArray": lambda: pa.chunked_array([[0.3, 0.2]]),
}

PLACES: dict[str, Callable[[Any], Any]] = {
    "in a dict beside a frame": lambda col: {"votes": col, "profile-bm25": _frame()},
    "in a list beside a frame": lambda col: [col, _frame()],
    "alone": lambda col: col,
}


@pytest.mark.parametrize("place", PLACES)
@pytest.mark.parametrize("column", COLUMNS)
def test_a_one_column_run_is_refused_naming_it(column: str, place: str) -> None:
    col = COLUMNS[column]()
    runs = PLACES[place](col)
    if place == "alone" and not hasattr(type(col), "__arrow_c_stream__"):
        pytest.skip("no Arrow stream to read")  # pragma: no cover - every column above exports one
    with pytest.raises(ValueError) as got:
        rankagg.fuse(runs, method="rrf")
    message = str(got.value)
    library, kind = column.split(" ")[:2]
    assert f"a {library} {kind} is one column" in message, message
    assert "Cannot import schema" not in message
    if place != "alone":
        assert {"in a dict beside a frame": "run 'votes'", "in a list beside a frame": "run 'run1'"}[place] in message
    if column.startswith("pandas"):
        assert "qid, docid as columns: .reset_index()" in message


def test_the_series_as_its_hint_says_is_read() -> None:
    """The advice works: the Series' index as columns is a run, fused as a frame is (RRF by hand)."""
    got = rankagg.fuse({"votes": _votes().reset_index(), "profile-bm25": _frame()}, method="rrf")
    votes = {"000417": 0.053, "jane.doe@corp.example": 0.031, "j+ml@x.org": 0.009}
    profile = {"000417": 9.1, "j+ml@x.org": 8.0}
    want: dict[str, float] = {}
    for lst in (votes, profile):
        for r, d in enumerate(sorted(lst, key=lambda d: (-lst[d], d)), 1):
            want[d] = want.get(d, 0.0) + 1.0 / (60 + r)
    scores = dict(zip(got["docid"], got["score"]))
    assert scores.keys() == want.keys()
    assert all(abs(scores[d] - want[d]) < 1e-12 for d in want)


def test_an_arrow_table_is_still_read() -> None:
    """A stream that is a table (a polars frame) is read as before."""
    got = rankagg.fuse({"votes": polars.from_pandas(_votes().reset_index()), "profile-bm25": polars.from_pandas(_frame())},
                       method="rrf")
    assert sorted(got["docid"].to_list()) == ["000417", "j+ml@x.org", "jane.doe@corp.example"]
