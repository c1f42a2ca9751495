"""Issue 45's sixteenth bar, a quantitative analyst's factor composite (``u16q_`` in
``scripts/reliability_bars/sixteenth_quant.py``): the fault classes it found, generated.

* **A category no row holds was a run.**  A factor filtered out of a frame whose run column is a pandas Categorical
  (``df[df.run != 'quality']`` keeps the category), an Arrow dictionary with an entry no row uses, a polars Enum:
  the frame, Arrow and polars forms fused a phantom run (Borda gave every stock its share, mean_rank a place), and
  the Parquet table's streaming failed with ``KeyError: 'quality'``; an unused dictionary entry of an id column that
  fails the id rule (a blank) refused a table no row of which holds it.  Each form is given the same three-stock
  date and must give the hand-computed Borda of its two factors; a run the caller names with nothing in it (the
  dict form, as an empty run file) stays a run.
* **A table of values per row read as gene lists**: a wide table of whole-number percentile ranks (ticker,
  value_pctile, ...) was fused as lists whose items were the numbers.  Generated over separators, headings, value
  ranges and the place of the name column, each refused at its column's first line; Entrez ids beside symbols and
  lists of other lengths are still read.
* **An Arrow extension type read as its storage**: a pandas ``Period`` q_id written to Parquet is ``int64`` named
  ``pandas.period``; the Parquet reader and an Arrow table read by ``pq.read_table`` fused the queries as 648, 649
  (months since 1970).  Each id column (q_id, doc_id, run) of both doors, registered or not, is refused naming it.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

import rankagg
from rankagg.io import InputFormatError
from rankagg.io.formats import read
from rankagg.io.run_inputs import runs_rankings

# one date, three stocks: value ranks A B C, momentum B C A; Borda (n = 3): A 3 + 1, B 2 + 3, C 1 + 2
ROWS = [("2024-01-31", "A", "value", 3.0), ("2024-01-31", "B", "value", 2.0), ("2024-01-31", "C", "value", 1.0),
        ("2024-01-31", "A", "momentum", 1.0), ("2024-01-31", "B", "momentum", 3.0), ("2024-01-31", "C", "momentum", 2.0)]
BORDA = {"B": 5.0, "A": 4.0, "C": 3.0}
MEAN_RANK = {"B": -1.5, "A": -2.0, "C": -2.5}  # minus the mean place: B (2 + 1) / 2, A (1 + 3) / 2, C (3 + 2) / 2
CATEGORIES = [["value", "momentum", "quality"], ["quality", "value", "momentum"], ["value", "quality", "momentum", "lowvol"]]


def _frame(categories):
    df = pd.DataFrame(ROWS, columns=["q_id", "doc_id", "run", "score"])
    df["run"] = pd.Categorical(df.run, categories=categories)
    return df


def _arrow_dictionary(categories):
    df = pd.DataFrame(ROWS, columns=["q_id", "doc_id", "run", "score"])
    idx = pa.array([categories.index(r) for r in df.run], type=pa.int8())
    run = pa.DictionaryArray.from_arrays(idx, pa.array(categories))
    return pa.table({"q_id": df.q_id.tolist(), "doc_id": df.doc_id.tolist(), "run": run, "score": df.score.tolist()})


def _as_scores(out):
    if isinstance(out, pa.Table):
        out = out.to_pandas()
    if type(out).__module__.startswith("polars"):
        out = out.to_pandas()
    if isinstance(out, pd.DataFrame):
        return {d: float(s) for d, s in zip(out.doc_id, out.score)}
    return {d: float(s) for d, s in out["2024-01-31"].items()}


FORMS = {
    "pandas": _frame,
    "arrow_from_pandas": lambda c: pa.Table.from_pandas(_frame(c), preserve_index=False),
    "arrow_dictionary": _arrow_dictionary,
    "polars_enum": lambda c: __import__("polars").from_pandas(_frame(c).assign(run=lambda f: f.run.astype(str)))
    .with_columns(__import__("polars").col("run").cast(__import__("polars").Enum(c))),
}


@pytest.mark.parametrize("categories", CATEGORIES)
@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("method, want", [("borda", BORDA), ("mean_rank", MEAN_RANK)])
def test_a_category_no_row_holds_is_no_run(form, categories, method, want):
    if form == "polars_enum":
        pytest.importorskip("polars")
    got = _as_scores(rankagg.fuse(FORMS[form](categories), method, depth=None))
    assert got == pytest.approx(want, rel=1e-12)


@pytest.mark.parametrize("categories", CATEGORIES)
def test_a_parquet_dictionary_entry_no_row_holds_is_no_run(tmp_path, categories):
    path = tmp_path / "factors.parquet"
    pq.write_table(_arrow_dictionary(categories), path)
    assert _as_scores(rankagg.fuse(str(path), "borda", depth=None)) == pytest.approx(BORDA, rel=1e-12)  # streamed
    data = runs_rankings([str(path)])  # the whole-table reader of the other commands
    assert sorted(data.ranker_names) == ["momentum", "value"]


@pytest.mark.parametrize("column", ["q_id", "doc_id"])
@pytest.mark.parametrize("door", ["parquet", "arrow"])
def test_an_unused_dictionary_entry_is_not_held_to_the_id_rule(tmp_path, column, door):
    table = _arrow_dictionary(["value", "momentum"])
    values = table.column(column).to_pylist()
    distinct = list(dict.fromkeys(values))
    entries = distinct + ["not an id"]  # a blank: no TREC line holds it, but no row does either
    idx = pa.array([entries.index(v) for v in values], type=pa.int8())
    table = table.set_column(table.schema.get_field_index(column), column,
                             pa.DictionaryArray.from_arrays(idx, pa.array(entries)))
    if door == "parquet":
        pq.write_table(table, tmp_path / "t.parquet")
        table = str(tmp_path / "t.parquet")
    assert _as_scores(rankagg.fuse(table, "borda", depth=None)) == pytest.approx(BORDA, rel=1e-12)


def test_a_run_named_with_nothing_in_it_stays_a_run():
    runs = {"value": {"q": {"A": 3.0, "B": 2.0, "C": 1.0}}, "momentum": {"q": {"A": 1.0, "B": 3.0, "C": 2.0}},
            "quality": {}}
    got = rankagg.fuse(runs, "borda", depth=None)["q"]
    assert got == pytest.approx({d: s + 2.0 for d, s in BORDA.items()})  # quality's share: (3 - 0 + 1) / 2


# ------------------------------------------------------------------ a table of values per row, read as gene lists
NAMES = ["AAPL", "MSFT", "BRK.B", "BF-B", "JPM", "XOM", "NVDA", "AMZN", "META", "GOOGL", "0700.HK", "RDS-A"]


def _values(kind: str, rng: np.random.Generator, n: int) -> list[str]:
    if kind == "percentile":  # distinct whole percentiles of n stocks
        return [str(round(100 * (p + 1) / n)) for p in rng.permutation(n)]
    if kind == "percentile_from_0":
        return [str(round(100 * p / (n - 1))) for p in rng.permutation(n)]
    return [str(r) for r in rng.choice(np.arange(1, 3000), size=n, replace=False)]  # ranks in a 3000-stock universe


@pytest.mark.parametrize("sep, suffix", [(",", "csv"), ("\t", "tsv")])
@pytest.mark.parametrize("heading, kind", [("{}_pctile", "percentile"), ("{}", "percentile"), ("{}", "percentile_from_0"),
                                           ("{} Rank", "ranks"), ("{}_score", "ranks"), ("{}-percentile", "ranks")])
@pytest.mark.parametrize("name_column", ["first", "last"])
@pytest.mark.parametrize("n", [5, 12])
def test_a_table_of_values_per_row_is_no_table_of_lists(tmp_path, sep, suffix, heading, kind, name_column, n):
    rng = np.random.default_rng(n)
    factors = [heading.format(f) for f in ("value", "momentum", "quality")]
    columns = {f: _values(kind, rng, n) for f in factors}
    header = ["ticker", *factors] if name_column == "first" else [*factors, "ticker"]
    rows = [[NAMES[i] if h == "ticker" else columns[h][i] for h in header] for i in range(n)]
    path = tmp_path / f"factors.{suffix}"
    path.write_text("\n".join(sep.join(r) for r in [header, *rows]) + "\n", encoding="utf-8")
    # a heading of scores (value_score) is refused by the score-column rule first (u16f): the same line and list
    with pytest.raises(InputFormatError, match=rf"factors\.{suffix}:2: list '{factors[0]}' holds (whole|only) numbers"):
        list(read(str(path), kind="gene_lists"))


@pytest.mark.parametrize("text", [
    "symbol,entrez\nTP53,7157\nBRCA1,672\nEGFR,1956\nMYC,4609\nPTEN,\n",  # Entrez ids beside more symbols
    "study1,study2\nTP53,7157\nMYC,672\nEGFR,1956\nKRAS,\n",  # lists of two lengths
    "study1,study2\nTP53,7\nMYC,12\nEGFR,19\nKRAS,33\nPTEN,\nRB1,\n",  # small ids in a shorter list
])
def test_integer_lists_beside_names_that_are_no_table_of_values_are_read(tmp_path, text):
    path = tmp_path / "genes.csv"
    path.write_text(text, encoding="utf-8")
    (lists,) = read(str(path), kind="gene_lists")
    header = text.splitlines()[0].split(",")
    assert list(lists) == header
    assert lists[header[1]] == [r.split(",")[1] for r in text.splitlines()[1:] if r.split(",")[1]]


# ------------------------------------------------------------------ an Arrow extension type read as its storage
def _period_frame(column: str) -> pd.DataFrame:
    df = pd.DataFrame(ROWS, columns=["q_id", "doc_id", "run", "score"])
    months = pd.period_range("2024-01", periods=3, freq="M")
    if column == "q_id":
        df["q_id"] = pd.Series([months[0]] * len(df), dtype="period[M]")
    elif column == "doc_id":
        df["doc_id"] = df.doc_id.map({"A": months[0], "B": months[1], "C": months[2]}).astype("period[M]")
    else:
        df["run"] = df.run.map({"value": months[0], "momentum": months[1]}).astype("period[M]")
    return df


@pytest.mark.parametrize("column", ["q_id", "doc_id", "run"])
@pytest.mark.parametrize("door", ["parquet_file", "read_table", "storage_only"])
def test_an_extension_type_id_column_is_refused_naming_it(tmp_path, column, door):
    path = tmp_path / "factors.parquet"
    _period_frame(column).to_parquet(path)
    if door == "parquet_file":
        given, where = str(path), r"factors\.parquet:1: "
    else:
        given, where = pq.read_table(path), r"Arrow table: row 0: "
        if door == "storage_only":  # a table from a tool that does not know the extension: int64 named pandas.period
            named = {b"ARROW:extension:name": b"pandas.period", b"ARROW:extension:metadata": b'{"freq": "M"}'}
            schema = pa.schema([f.with_type(f.type.storage_type).with_metadata(named)
                                if isinstance(f.type, pa.ExtensionType) else f for f in given.schema])
            given = pa.Table.from_arrays([c.storage if isinstance(c.type, pa.ExtensionType) else c
                                          for c in (col.combine_chunks() for col in given.columns)], schema=schema)
    with pytest.raises(InputFormatError, match=where + f"column {column} is the Arrow extension type pandas.period"):
        rankagg.fuse(given, "borda")


def test_an_extension_type_stored_as_text_is_its_text(tmp_path):
    class Ticker(pa.ExtensionType):
        def __init__(self):
            super().__init__(pa.string(), "desk.ticker")

        def __arrow_ext_serialize__(self):
            return b""

        @classmethod
        def __arrow_ext_deserialize__(cls, storage_type, serialized):
            return cls()

    table = _arrow_dictionary(["value", "momentum"])
    table = table.set_column(1, pa.field("doc_id", Ticker()),
                             pa.ExtensionArray.from_storage(Ticker(), pa.array(table.column("doc_id").to_pylist())))
    path = tmp_path / "t.parquet"
    pq.write_table(table, path)
    assert _as_scores(rankagg.fuse(str(path), "borda", depth=None)) == pytest.approx(BORDA, rel=1e-12)
