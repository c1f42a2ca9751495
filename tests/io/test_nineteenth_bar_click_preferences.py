"""Issue 45's nineteenth bar, an online-evaluation team's interleaving experiments and click logs: the three fault
classes it found, each generated over its members.

* An experiment platform's export given as it is: the interleaving log naming the rankers ``control, treatment`` or
  ``baseline, candidate`` (a one-row export was ranked as three gene-list items, silently; more rows were told "item
  2026-11-28 appears twice in list date"), the per-pair win counts ``ranker_a, ranker_b, wins_a, wins_b, ties`` (one
  row ranked, silently; more told a table of values), and the click log ``session_id, query, doc, position,
  clicked`` (told it was a rank tracker's export).  Each is refused at its header, saying what it is and how to write
  it as comparisons (``rankagg/io/comparison_shapes.py``).
* That note was given only by the lists reader of ``.csv`` / ``.tsv``: the same tables as JSON lines, Parquet or a
  frame (pandas, Arrow, polars, a list of records) were told what a run needs.  Every door that refuses them gives
  it.
* A bootstrap by judges of comparisons without a judge column (and ``davidson(judges=True)``) named neither the
  file nor what to do; it names the source.
"""

from __future__ import annotations

import json

import pandas as pd
import polars as pl
import pyarrow as pa
import pytest

import rankagg
from rankagg.api.gene_lists import read_gene_lists
from rankagg.api.preferences import fuse_comparisons

#: (the two ranker columns, the verdict column) as A/B and interleaving platforms name them
JUDGMENT_SHAPES = [(("control", "treatment"), "winner"), (("Control", "Treatment"), "preferred"),
                   (("baseline", "candidate"), "winner"), (("control", "experiment"), "better"),
                   (("champion", "challenger"), "winner"), (("ranker_a", "ranker_b"), "winner"),
                   (("control", "variant"), "winner")]
#: (ranker columns, win-count columns, tie column or None)
COUNT_SHAPES = [(("ranker_a", "ranker_b"), ("wins_a", "wins_b"), "ties"), (("ranker_a", "ranker_b"), ("wins_a", "wins_b"), None),
                (("system1", "system2"), ("wins1", "wins2"), "draws"),
                (("control", "treatment"), ("control_wins", "treatment_wins"), "ties"),
                (("model_a", "model_b"), ("a_wins", "b_wins"), "ties")]
#: click logs: (columns, the click column)
CLICK_SHAPES = [["session_id", "query", "doc", "position", "clicked"], ["impression_id", "qid", "url", "rank", "click"],
                ["search_id", "query", "docid", "pos", "is_click"], ["sid", "query", "doc", "slot", "clicks"]]
#: the doors a table can be given at
DOORS = ["csv", "jsonl", "parquet", "frame", "arrow", "polars", "records"]


def _rows(columns, n):
    """``n`` rows of plausible values for ``columns`` (ids as words, counts and positions as whole numbers)."""
    out = []
    for k in range(n):
        row = {}
        for i, c in enumerate(columns):
            low = c.lower()
            if any(w in low for w in ("win", "tie", "draw", "click", "pos", "rank", "slot")):
                row[c] = (k * 7 + i) % 5
            else:
                row[c] = f"{low}-{k}"
        out.append(row)
    return out


def door_table(tmp_path, door, frame, stem="export"):
    """``frame`` at ``door`` (a file of that suffix, or the object): (what rankagg.fuse is given, the name its message
    starts with)."""
    if door == "frame":
        return frame, "dataframe"
    if door == "arrow":
        return pa.Table.from_pandas(frame, preserve_index=False), "Arrow table"
    if door == "polars":
        return pl.from_pandas(frame), "polars DataFrame"
    if door == "records":
        return frame.to_dict("records"), "run 'run1'"
    path = tmp_path / f"{stem}.{door}"
    if door in ("csv", "tsv"):
        frame.to_csv(path, index=False, sep="\t" if door == "tsv" else ",")
    elif door == "jsonl":
        path.write_text("".join(json.dumps(r) + "\n" for r in frame.to_dict("records")))
    else:
        frame.to_parquet(path)
    return str(path), path.name


def _given(tmp_path, door, columns, n):
    """The table at ``door``: (what rankagg.fuse is given, the name its message starts with)."""
    return door_table(tmp_path, door, pd.DataFrame(_rows(columns, n), columns=columns))


def _refusal(given) -> str:
    with pytest.raises(ValueError) as err:
        rankagg.fuse(given)
    return str(err.value)


@pytest.mark.parametrize("door", DOORS)
@pytest.mark.parametrize("n", [1, 3])
@pytest.mark.parametrize("pair,verdict", JUDGMENT_SHAPES)
def test_interleaving_logs_are_named_at_every_door(tmp_path, door, n, pair, verdict):
    given, name = _given(tmp_path, door, ["date", "query", pair[0], pair[1], verdict], n)
    message = _refusal(given)
    assert message.count("\n") == 0 and name in message
    assert f"name the columns {pair[0]} and {pair[1]} item_a and item_b" in message
    assert f"write outcome from {verdict}" in message


@pytest.mark.parametrize("door", DOORS)
@pytest.mark.parametrize("n", [1, 3])
@pytest.mark.parametrize("pair,wins,ties", COUNT_SHAPES)
def test_win_count_tables_are_named_at_every_door(tmp_path, door, n, pair, wins, ties):
    columns = [*pair, *wins] + ([ties] if ties else [])
    given, name = _given(tmp_path, door, columns, n)
    message = _refusal(given)
    assert message.count("\n") == 0 and name in message
    assert f"comparison rows of {pair[0]} (item_a) and {pair[1]} (item_b)" in message
    assert f"outcome win with count {wins[0]}, loss with count {wins[1]}" in message
    assert (f"tie with count {ties}" in message) == (ties is not None)


@pytest.mark.parametrize("door", DOORS)
@pytest.mark.parametrize("columns", CLICK_SHAPES)
def test_click_logs_are_named_at_every_door(tmp_path, door, columns):
    given, name = _given(tmp_path, door, columns, 4)
    message = _refusal(given)
    assert message.count("\n") == 0 and name in message
    assert "is a click log" in message and "skip-above" in message and "item_a" in message
    assert "rank tracker" not in message


@pytest.mark.parametrize("header", ["Top queries,Clicks,Impressions,CTR,Position", "query,clicks,position",
                                    "keyword,url,position,clicks"])
def test_click_reports_without_impressions_are_no_click_logs(tmp_path, header):
    path = tmp_path / "report.csv"  # a tracker's report per query or page (no impression column), named as one
    path.write_text(header + "\n" + ",".join(["3"] * len(header.split(","))) + "\n")
    message = _refusal(str(path))
    assert "rank tracker" in message and "click log" not in message


def test_one_row_control_treatment_csv_is_not_read_as_lists(tmp_path):
    path = tmp_path / "il.csv"
    path.write_text("date,query,control,treatment,winner\n2026-11-28,q017,prod-v12.3,cand_B,cand_B\n")
    with pytest.raises(ValueError, match=r"il\.csv:1: .*name the columns control and treatment item_a"):
        read_gene_lists(str(path))


@pytest.mark.parametrize("columns", [["study_a", "study_b"], ["control", "study"], ["wins_a", "wins_b"],
                                     ["position", "gene"], ["treatment", "control_group"]])
def test_lists_of_such_names_are_still_lists(tmp_path, columns):
    path = tmp_path / "lists.csv"
    path.write_text(",".join(columns) + "\nTP53,EGFR\nEGFR,TP53\nMYC,MYC\n")
    lists = read_gene_lists(str(path))
    assert {k: list(v) for k, v in lists.items()} == {columns[0]: ["TP53", "EGFR", "MYC"],
                                                        columns[1]: ["EGFR", "TP53", "MYC"]}


@pytest.mark.parametrize("method,bootstrap", [("davidson", 5), ("davidson(judges=True)", 0), ("arena", 5)])
@pytest.mark.parametrize("suffix", [".csv", ".jsonl"])
def test_judges_asked_of_comparisons_without_judges_name_the_file(tmp_path, method, bootstrap, suffix):
    frame = pd.DataFrame({"query": "d", "item_a": ["prod", "prod", "cand"], "item_b": ["cand", "exp", "exp"],
                          "outcome": ["win", "tie", "loss"]})
    path = tmp_path / f"c{suffix}"
    frame.to_csv(path, index=False) if suffix == ".csv" else frame.to_json(path, orient="records", lines=True)
    with pytest.raises(ValueError) as err:
        fuse_comparisons(str(path), method, bootstrap=bootstrap, by="judges")
    assert str(err.value).startswith(f"{path}: ") and "no judge column" in str(err.value)
