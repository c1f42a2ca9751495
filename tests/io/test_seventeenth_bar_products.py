"""Issue 45's seventeenth bar, an e-commerce search team's exports (``u17e_api_upper_columns``,
``u17e_api_lowercased_sku``, ``u17e_api_qrels_purchases_column``, ``u17e_api_evaluate_run_sku_column``,
``u17e_api_polars_upper_columns``, ``u17e_api_arrow_qrels_sku``): a table of runs or qrels whose columns lack a
role's name (Snowflake's upper-case ``QUERY, SKU, SCORE, RUN``, a ``sku`` or ``purchases`` column) was refused
without the columns it has ("needs columns for docid (e.g. q_id/qid, ...)", "qrels DataFrame needs query, document
and rel columns"), and an Arrow or polars table of four rows whose columns no role reads as "the DataFrame of
runs has no rows".  Every door now names the missing role, the names it is read from and the columns the table
has, as the Parquet door did.  The expectations are written out here by hand: the names each role is read from
(docs/conventions.md, ``rankagg fuse --help``), and the columns each table was built with."""

from __future__ import annotations

from typing import Any, Callable

import pandas as pd
import pytest

import rankagg
from rankagg.io.format_io import frame_blocks
from rankagg.io.frame import from_dataframe

pa = pytest.importorskip("pyarrow")

#: the names each role is read from, as the docs list them (written out, not imported)
ACCEPTED = {"qid": ("q_id", "qid", "query_id", "query"), "docid": ("doc_id", "docid", "docno", "doc"),
            "run": ("run", "ranker", "name", "system", "tag", "run_name"), "score": ("score",),
            "label": ("label", "relevance", "rel")}

#: the exports: role -> the column name the team's tool wrote ("value": the score, or the qrels' grade)
EXPORTS = {
    "snowflake_upper": {"qid": "QUERY", "docid": "SKU", "run": "RUN", "score": "SCORE", "label": "PURCHASES"},
    "lowercased_sku": {"qid": "query", "docid": "sku", "run": "run", "score": "score", "label": "relevance"},
    "search_term": {"qid": "search_term", "docid": "doc_id", "run": "run", "score": "ltr_score", "label": "purchases"},
    "source_column": {"qid": "q_id", "docid": "doc_id", "run": "source", "score": "score", "label": "clicks"},
}


def _table(names: dict[str, str], roles: tuple[str, ...]) -> pd.DataFrame:
    values = {"qid": ["red_shoes"] * 4, "docid": ["000123", "000124", "000124", "000123"],
              "run": ["lexical", "lexical", "ltr", "ltr"], "score": [2.0, 1.0, 0.9, 0.3], "label": [3, 0, 0, 3]}
    return pd.DataFrame({names[r]: values[r] for r in roles})


def _missing(names: dict[str, str], checked: tuple[str, ...]) -> list[str]:
    return [r for r in checked if names[r] not in ACCEPTED[r]]


def _as(kind: str, df: pd.DataFrame) -> Any:
    if kind == "pandas":
        return df
    if kind == "arrow":
        return pa.Table.from_pandas(df, preserve_index=False)
    pl = pytest.importorskip("polars")
    return pl.from_pandas(df)


DOORS: dict[str, tuple[tuple[str, ...], tuple[str, ...], Callable[[Any], Any], str]] = {
    # door: (the table's roles, the roles checked first, the call, the form)
    "fuse_pandas": (("qid", "docid", "run", "score"), ("qid", "docid", "run"), lambda t: rankagg.fuse(t, "rrf"), "pandas"),
    "fuse_arrow": (("qid", "docid", "run", "score"), ("qid", "docid", "run"), lambda t: rankagg.fuse(t, "rrf"), "arrow"),
    "fuse_polars": (("qid", "docid", "run", "score"), ("qid", "docid", "run"), lambda t: rankagg.fuse(t, "rrf"), "polars"),
    "evaluate_run_pandas": (("qid", "docid", "score"), ("qid", "docid", "score"),
                            lambda t: rankagg.evaluate(t, {"red_shoes": {"000123": 1}}, ["nDCG@10"]), "pandas"),
    "evaluate_run_arrow": (("qid", "docid", "score"), ("qid", "docid", "score"),
                           lambda t: rankagg.evaluate(t, {"red_shoes": {"000123": 1}}, ["nDCG@10"]), "arrow"),
    "evaluate_qrels_pandas": (("qid", "docid", "label"), ("qid", "docid", "label"),
                              lambda t: rankagg.evaluate({"red_shoes": {"000123": 2.0}}, t, ["nDCG@10"]), "pandas"),
    "evaluate_qrels_arrow": (("qid", "docid", "label"), ("qid", "docid", "label"),
                             lambda t: rankagg.evaluate({"red_shoes": {"000123": 2.0}}, t, ["nDCG@10"]), "arrow"),
    "evaluate_qrels_polars": (("qid", "docid", "label"), ("qid", "docid", "label"),
                              lambda t: rankagg.evaluate({"red_shoes": {"000123": 2.0}}, t, ["nDCG@10"]), "polars"),
    "frame_blocks": (("qid", "docid", "run", "score"), ("qid", "docid", "run", "score"),
                     lambda t: list(frame_blocks(t)), "pandas"),
    "from_dataframe": (("qid", "docid", "run", "score"), ("qid", "docid"),
                       lambda t: from_dataframe(t, ranker=t.columns[2]), "pandas"),
}

CASES = [(door, export) for door in DOORS for export, names in EXPORTS.items()
         if _missing(names, DOORS[door][1])]


@pytest.mark.parametrize("door,export", CASES)
def test_a_missing_role_is_named_with_the_columns_the_table_has(door: str, export: str) -> None:
    roles, checked, call, kind = DOORS[door]
    names = EXPORTS[export]
    df = _table(names, roles)
    with pytest.raises(ValueError) as caught:
        call(_as(kind, df))
    msg = str(caught.value)
    assert "\n" not in msg
    assert "no rows" not in msg  # four rows: refused for their columns
    for column in df.columns:  # every column the user holds, named as the table names it
        assert column in msg, (column, msg)
    for role in _missing(names, checked):
        assert ACCEPTED[role][0] in msg, (role, msg)  # and the name that role is read from


def test_cases_cover_each_door_and_a_missing_role_of_each_kind() -> None:
    assert {d for d, _ in CASES} == set(DOORS)
    assert {r for d, e in CASES for r in _missing(EXPORTS[e], DOORS[d][1])} == {"qid", "docid", "run", "score", "label"}


def test_a_table_of_many_columns_is_named_by_its_first_ones() -> None:
    df = pd.DataFrame({f"feature_{i}": [0.5] for i in range(60)} | {"QUERY": ["q"], "SKU": ["000123"]})
    with pytest.raises(ValueError) as caught:
        rankagg.fuse(df, "rrf")
    msg = str(caught.value)
    assert "feature_0" in msg and "(62 columns)" in msg and "feature_59" not in msg and len(msg) < 800


def test_the_names_are_found_case_as_given_when_the_export_is_renamed() -> None:
    df = _table(EXPORTS["snowflake_upper"], ("qid", "docid", "run", "score"))
    df = df.rename(columns={"QUERY": "q_id", "SKU": "doc_id", "RUN": "run", "SCORE": "score"})
    for kind in ("pandas", "arrow", "polars"):
        got = rankagg.fuse(_as(kind, df), "rrf")
        rows = got if kind == "pandas" else (got.to_pandas() if kind == "arrow" else got.to_pandas())
        # rrf by hand: 000123 at places 1 and 2 (1/61 + 1/62), 000124 at 2 and 1: a tie, the smaller id first
        assert list(rows["doc_id"]) == ["000123", "000124"]
        assert rows["score"].tolist() == pytest.approx([1 / 61 + 1 / 62] * 2)
