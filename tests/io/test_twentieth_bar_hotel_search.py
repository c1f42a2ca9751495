"""Issue 45's twentieth bar, a travel site's hotel rankers (scripts/reliability_bars/twentieth_hotels.py): two
classes of a search team's tables that every door refused without saying what they were.

* A run saved as a table of ids in ranked order, no score (a Kaggle submission ``SearchId,PropertyId``): evaluate
  said "expected 6 fields", fuse read it as gene lists ("item 2 appears twice in list SearchId").  Generated over
  separators, header names, query ids (the first query's id 1 made ``1 1 1 4 4 4`` pass for tied places) and doors.
* A judgements table whose labels are flag columns (Expedia's ``click_bool``, ``booking_bool``) given as qrels: the
  refusal said to name "its columns qid, docid, rel", not which columns hold the labels nor how to make one grade.
"""

from __future__ import annotations

import itertools

import pytest

import rankagg
from rankagg.io.gene_lists import gene_table_blocks

SEPARATORS = {",": "csv", "\t": "tsv", ";": "csv"}
HEADERS = [("SearchId", "PropertyId"), ("srch_id", "prop_id"), ("session", "item")]
FIRST_QUERY = [1, 1007]


def _submission(tmp_path, sep, header, first, name="sub"):
    """A submission of three searches of 3, 3 and 2 hotels, best first, as Kaggle takes it; its path."""
    q0 = first
    rows = [(q0, 40540), (q0, 127604), (q0, 95578), (q0 + 3, 142515), (q0 + 3, 58399), (q0 + 3, 126060),
            (q0 + 6, 6241), (q0 + 6, 76717)]
    path = tmp_path / f"{name}.{SEPARATORS[sep]}"
    path.write_text(sep.join(header) + "\n" + "".join(f"{q}{sep}{d}\n" for q, d in rows))
    return path


def _qrels(tmp_path):
    path = tmp_path / "qrels.txt"
    path.write_text("2 0 40540 0\n2 0 127604 5\n2 0 95578 1\n")
    return path


CASES = list(itertools.product(SEPARATORS, HEADERS, FIRST_QUERY))
#: the lists' door refuses a .csv separated by semicolons first (an Excel export), naming that
LIST_CASES = [c for c in CASES if c[0] != ";"]


@pytest.mark.parametrize("sep, header, first", CASES)
def test_submission_given_to_evaluate_is_named_a_ranked_table(tmp_path, sep, header, first):
    path = _submission(tmp_path, sep, header, first)
    with pytest.raises(ValueError) as err:
        rankagg.evaluate(str(path), str(_qrels(tmp_path)), ["nDCG@38"])
    msg = str(err.value)
    assert f"{path.name}:1" in msg and "header" in msg and "ranked order" in msg
    assert f"column {header[0]!r} repeats {str(first)!r}" in msg and "rank" in msg and "qid" in msg


@pytest.mark.parametrize("sep, header, first", LIST_CASES)
def test_submissions_given_to_fuse_are_no_gene_lists(tmp_path, sep, header, first):
    a = _submission(tmp_path, sep, header, first, "model")
    b = _submission(tmp_path, sep, header, first, "prod")
    with pytest.raises(ValueError) as err:
        rankagg.fuse([str(a), str(b)], "rrf")
    msg = str(err.value)
    assert "model." in msg and "ranked order" in msg and "qid" in msg and "appears twice" not in msg


@pytest.mark.parametrize("sep, header, first", LIST_CASES)
def test_gene_table_reader_names_the_query_column(tmp_path, sep, header, first):
    """The lists' own reader (a gene table read directly): refused at the query column's first repeat, line 3."""
    path = _submission(tmp_path, sep, header, first)
    with pytest.raises(ValueError) as err:
        list(gene_table_blocks(path))
    msg = str(err.value)
    assert f"{path.name}:3" in msg and f"list {header[0]!r} repeats {str(first)!r}" in msg and "qid" in msg


@pytest.mark.parametrize("sep", [",", "\t"])
def test_gene_lists_with_short_lists_are_still_read(tmp_path, sep):
    """Empty cells ending a shorter list repeat too: they are no query column, and the lists are read."""
    path = tmp_path / f"genes.{SEPARATORS[sep]}"
    rows = [("TP53", "BRCA1"), ("EGFR", "TP53"), ("MYC", ""), ("KRAS", ""), ("PTEN", "")]
    path.write_text(f"study1{sep}study2\n" + "".join(f"{a}{sep}{b}\n" for a, b in rows))
    assert list(gene_table_blocks(path))


FLAG_HEADERS = [
    (["srch_id", "prop_id", "position", "click_bool", "gross_bookings_usd", "booking_bool"], "booking_bool", "click_bool"),
    (["session_id", "item_id", "clicked", "purchased"], "purchased", "clicked"),
    (["qid", "docid", "is_click", "is_order"], "is_order", "is_click"),
]


@pytest.mark.parametrize("sep", [",", "\t"])
@pytest.mark.parametrize("header, strong, weak", FLAG_HEADERS)
def test_qrels_with_label_flags_say_how_to_make_a_grade(tmp_path, sep, header, strong, weak):
    path = tmp_path / f"log.{'tsv' if sep == chr(9) else 'csv'}"
    row = ["2", "40540"] + ["1"] * (len(header) - 2)
    path.write_text(sep.join(header) + "\n" + sep.join(row) + "\n")
    run = tmp_path / "price.run"
    run.write_text("2 Q0 40540 1 -129.0 price\n")
    with pytest.raises(ValueError) as err:
        rankagg.evaluate(str(run), str(path), ["nDCG@38"])
    msg = str(err.value)
    assert f"{path.name}:1" in msg and f"5 where {strong} is 1, else 1 where {weak} is 1" in msg


def test_qrels_with_one_flag_say_it_is_the_grade(tmp_path):
    path = tmp_path / "clicks.csv"
    path.write_text("query_id,doc_id,shown_at,click_bool\n2,40540,1,1\n")
    run = tmp_path / "price.run"
    run.write_text("2 Q0 40540 1 -129.0 price\n")
    with pytest.raises(ValueError, match=r"clicks.csv:1: .*1 where click_bool is 1, else 0"):
        rankagg.evaluate(str(run), str(path), ["nDCG@38"])


def _pandas(frame):
    return frame


def _arrow(frame):
    pa = pytest.importorskip("pyarrow")
    return pa.Table.from_pandas(frame, preserve_index=False)


def _polars(frame):
    pl = pytest.importorskip("polars")
    return pl.from_pandas(frame)


@pytest.mark.parametrize("form", [_pandas, _arrow, _polars])
@pytest.mark.parametrize("header, strong, weak", FLAG_HEADERS)
def test_qrels_frame_with_label_flags_says_how_to_make_a_grade(form, header, strong, weak):
    """The tables' door too: the columns named, then how to make one grade of the flags."""
    pd = pytest.importorskip("pandas")
    frame = pd.DataFrame([["2", "40540"] + [1] * (len(header) - 2)], columns=["qid", "docid"] + header[2:])
    with pytest.raises(ValueError) as err:
        rankagg.evaluate({"2": {"40540": 1.0}}, form(frame), ["nDCG@38"])
    msg = str(err.value)
    assert "needs a column for label" in msg and f"5 where {strong} is 1, else 1 where {weak} is 1" in msg
