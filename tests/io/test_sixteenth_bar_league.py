"""Issue 45's sixteenth bar, a league-table analyst (scripts/reliability_bars/sixteenth_league.py): three fault classes.

* **A column of places read as a list of items**: a league table (one row per institution, a column of places
  per published table) given where a table of lists is read was refused only when a column held 1 to m, each
  once.  World places of a subset (1, 5, 8, 22), shared places (``=3``, or 3 and 3), bands (``201-250``,
  ``1001+``) and ``Reporter`` were read as items and ranked beside the names, or refused as an item given twice.
  :func:`rankagg.io.place_columns.check_place_columns` refuses each at the column's first line, naming it; whole
  numbers in no order beside names (Entrez ids) and one-list files of numbers stay readable.
* **A table of lists headed with blanks** (`THE 2025,QS 2025`): split at blanks its header passed for an MS MARCO
  run line or a qrels line, and the table was refused as a run; :func:`rankagg.io.foreign_shapes.run_shape` now
  reads a `.csv` / `.tsv` header by its separator first.
* **Two PrefLib alternatives of one name** were refused without the line (``e.toc: alternatives 4 and 6 ...``);
  the message names the later name line.
"""

from __future__ import annotations

import gzip
import random
import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.io import InputFormatError
from rankagg.io.formats import read
from rankagg.io.preflib import read_preflib

INSTITUTIONS = ["oxford", "cambridge", "imperial", "ucl", "edinburgh", "king's_college_london", "manchester",
                "bristol", "glasgow", "warwick", "université_paris-saclay", "texas_a&m"]


def _table(columns: dict[str, list[str]], sep: str = ",") -> str:
    rows = [sep.join(columns)]
    for i in range(max(len(c) for c in columns.values())):
        rows.append(sep.join(c[i] if i < len(c) else "" for c in columns.values()))
    return "\n".join(rows) + "\n"


def _write(tmp_path, name: str, text: str) -> str:
    path = tmp_path / name
    if name.endswith(".gz"):
        path.write_bytes(gzip.compress(text.encode("utf-8")))
    else:
        path.write_text(text, encoding="utf-8")
    return str(path)


def _refused_at(path: str, line: int, column: str) -> None:
    with pytest.raises(InputFormatError) as err:
        list(read(path, kind="gene_lists"))
    message = str(err.value)
    assert message.startswith(f"{path}:{line}: list {column!r} holds "), message
    assert "\n" not in message


# the columns of places the tables publish, each beside the institutions' names (six rows); the column refused
PLACE_COLUMNS = {
    "world_places_sorted": ("THE", ["1", "5", "8", "22", "29", "38"]),
    "ties_repeated_sorted": ("THE", ["1", "2", "3", "3", "5", "6"]),
    "ties_equals_unsorted": ("THE", ["3", "=1", "6", "=1", "5", "2"]),
    "ties_trailing_equals": ("QS", ["12=", "4", "12=", "40", "7", "9"]),
    "us_news_hash": ("USN", ["#3", "#1", "#14", "#9", "#22", "#5"]),
    "bands_hyphen": ("ARWU", ["101-150", "7", "24", "151-200", "37", "48"]),
    "bands_en_dash_blanks": ("ARWU", ["101 \u2013 150", "7", "24", "151\u2013200", "37", "48"]),
    "band_open_end": ("THE", ["1001+", "55", "45", "58", "801-1000", "70"]),
    "reporter_and_dash": ("THE", ["55", "Reporter", "45", "-", "58", "70"]),
    "heading_rank": ("rank", ["22", "1", "38", "5", "29", "8"]),
    "heading_world_rank": ("World_Rank", ["22", "1", "38", "5", "29", "8"]),
    "heading_rank_display": ("rank_display", ["22", "1", "38", "5", "29", "8"]),
    "heading_position": ("Position", ["22", "1", "38", "5", "29", "8"]),
    "heading_year_rank": ("2025 rank", ["22", "1", "38", "5", "29", "8"]),
}


@pytest.mark.parametrize("suffix", [".csv", ".tsv", ".csv.gz"])
@pytest.mark.parametrize("form", sorted(PLACE_COLUMNS))
def test_a_column_of_places_is_refused_at_its_first_line(tmp_path, form, suffix):
    column, cells = PLACE_COLUMNS[form]
    other = "ARWU" if column != "ARWU" else "QS"
    columns = {"institution": INSTITUTIONS[:6], other: ["9", "2", "31", "4", "17", "6"], column: cells}
    path = _write(tmp_path, "league" + suffix, _table(columns, "\t" if ".tsv" in suffix else ","))
    _refused_at(path, 2, column)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 6), min_size=4, max_size=12), st.randoms(use_true_random=False))
def test_a_subset_of_a_world_table_sorted_by_one_table_is_refused(steps, rnd):
    """The rows of a subset, sorted by their world places in one table (a step of 0 is a shared place, a step
    above 1 the places of institutions left out), the other table's places shuffled: refused at line 2 naming
    the sorted column, whatever the steps; with a shared place, as a place repeated (or as the tied places of the
    whole table)."""
    places = [str(1 + sum(steps[1:i + 1])) for i in range(len(steps))]
    other = [str(x) for x in rnd.sample(range(5, 500), len(places))]  # never 1 to m (the older rule)
    columns = {"institution": [f"inst{i}" for i in range(len(places))], "QS": other, "THE": places}
    with tempfile.TemporaryDirectory() as folder:  # hypothesis runs many examples in one test: no tmp_path
        path = _write(Path(folder), "subset.csv", _table(columns))
        with pytest.raises(InputFormatError) as err:
            list(read(path, kind="gene_lists"))
    if len(set(places)) < len(places) and not (len(places) >= 4 and places == [str(1 + i) for i in range(len(places))]):
        # a shared place repeats a number, the same text twice in the column: that is refused as a repeated item at
        # its second line (a column 1 1 5 6 beside four genes may be an Entrez id given twice: u16f), unless the
        # places are the tied places of the whole table (check_rank_columns)
        second = next(i for i, x in enumerate(places) if x in places[:i]) + 2
        # or QS is named first, by its places ascending by chance or by its values all in 0..100 (u16q's values rule)
        assert re.match(rf"{re.escape(path)}:({second}: item {places[second - 2]} appears twice|2: list '(THE|QS)' "
                        "holds )", str(err.value)), str(err.value)
        return
    # QS's shuffled places may come in ascending order by chance: then QS, the first such column, is named
    named = re.match(rf"{re.escape(path)}:2: list '(\w+)' holds ", str(err.value))
    assert named and named.group(1) in ({"THE", "QS"} if other == sorted(other, key=int) else {"THE"}), str(err.value)


# tables that are lists of ids, which must still be read as written
READ_AS_LISTS = {
    "entrez_unsorted_beside_more_symbols": {"symbol": ["TP53", "MYC", "EGFR", "KRAS", "PTEN"],
                                            "entrez": ["7157", "4609", "1956", "3845"]},
    "three_sorted_numbers_sharing_a_gene": {"symbol": ["TP53", "MYC", "672"], "entrez": ["672", "4609", "7157"]},
    "sorted_numbers_without_names": {"s1": ["12", "57", "672", "7157"], "s2": ["4609", "12", "57", "672"]},
    "institutions_with_dashes": {"THE": ["oxford", "texas_a&m", "université_paris-saclay", "king's_college_london"],
                                 "QS": ["mit", "oxford", "imperial", "ucl"]},
    "list_named_for_its_ranking": {"screen_score_rank": ["7157", "672", "4609", "1956"], "b": ["TP53", "BRCA1",
                                                                                               "MYC", "EGFR", "KRAS"]},
    "genes_named_like_marks": {"study1": ["T", "NR4A1", "RANK", "MT-ND1"], "study2": ["NR4A1", "T", "MT-ND1", "RANK"]},
}


@pytest.mark.parametrize("form", sorted(READ_AS_LISTS))
def test_lists_of_ids_are_read_as_written(tmp_path, form):
    columns = READ_AS_LISTS[form]
    (lists,) = read(_write(tmp_path, "lists.csv", _table(columns)), kind="gene_lists")
    assert lists == columns


def test_a_one_list_file_of_ascending_ids_is_read(tmp_path):
    """A .grp of Entrez ids in ascending order (GSEA's gene sets are kept so) has no column of names beside it."""
    (lists,) = read(_write(tmp_path, "set.grp", "#set\n12\n57\n672\n7157\n"), kind="gene_lists")
    assert lists == {"set": ["12", "57", "672", "7157"]}


# ------------------------------------------------------------------ headings with blanks: a header, not a run line

HEADINGS_WITH_BLANKS = [["THE 2025", "QS 2025"], ["THE 2025", "QS 2025", "ARWU 2025"],
                        ["QS World University Rankings 2025", "THE"], ["U.S. News 2025", "CWUR 2025", "Leiden 2024"]]


@pytest.mark.parametrize("suffix", [".csv", ".tsv", ".csv.gz", ".tsv.gz"])
@pytest.mark.parametrize("headings", HEADINGS_WITH_BLANKS, ids=lambda h: "|".join(h))
def test_a_table_of_lists_headed_with_blanks_is_read(tmp_path, headings, suffix):
    """Split at blanks, 'THE 2025,QS 2025' is three fields ending in a number (MS MARCO's 'qid pid rank') and
    'THE 2025<TAB>QS 2025' four (a qrels line): the table was refused as a run before its header was read."""
    pool = ["oxford", "mit", "cambridge", "stanford", "harvard", "imperial", "eth_zürich"]
    columns = {h: pool[k:] + pool[:k] for k, h in enumerate(headings)}
    path = _write(tmp_path, "tables" + suffix, _table(columns, "\t" if ".tsv" in suffix else ","))
    (lists,) = read(path, kind="gene_lists")
    assert lists == columns


@pytest.mark.parametrize("text,shape", [("1048585\t7187158\t1\n1048585\t7187159\t2\n", "MS MARCO"),
                                        ("301 0 FBIS3-10082 1\n301 0 FBIS3-10169 0\n", "qrels")])
def test_a_run_or_qrels_named_tsv_is_still_named(tmp_path, text, shape):
    """Fields whole between the tabs (or a line without tabs): the shapes of runs and qrels are named as before."""
    path = _write(tmp_path, "run.tsv", text)
    with pytest.raises(ValueError, match=shape):
        list(read(path, kind="gene_lists"))


# ------------------------------------------------------------------ PrefLib: one name for two alternatives

def _election(names: list[str | None]) -> str:
    head = ["# FILE NAME: e.toc", "# TITLE: tables", "# DATA TYPE: toc", f"# NUMBER ALTERNATIVES: {len(names)}",
            "# NUMBER VOTERS: 1", "# NUMBER UNIQUE ORDERS: 1"]
    head += [f"# ALTERNATIVE NAME {i}: {n}" for i, n in enumerate(names, 1) if n is not None]
    return "\n".join(head + ["1: " + ",".join(str(i) for i in range(1, len(names) + 1))]) + "\n"


@pytest.mark.parametrize("first,second", [(0, 1), (0, 5), (3, 5), (2, 4)])
def test_two_alternatives_of_one_name_are_refused_at_the_second_name(tmp_path, first, second):
    names: list[str | None] = ["Université Paris-Saclay", "Texas A&M University", "ETH Zürich", "UCL", "EPFL",
                               "King's College London"]
    names[second] = names[first]
    path = tmp_path / "e.toc"
    path.write_text(_election(names), encoding="utf-8")
    at = rf"^{re.escape(str(path))}:{7 + second}: "
    with pytest.raises(InputFormatError, match=at + f"alternatives {first + 1} and {second + 1} have the same name"):
        read_preflib(str(path))


def test_a_name_that_is_an_unnamed_alternatives_number_is_refused_at_its_line(tmp_path):
    """Alternative 2 has no name line (named '2', as old PrefLib files are); alternative 4 is named '2'."""
    path = tmp_path / "e.toc"
    path.write_text(_election(["oxford", None, "mit", "2"]), encoding="utf-8")
    at = rf"^{re.escape(str(path))}:9: "
    with pytest.raises(InputFormatError, match=at + "alternatives 2 and 4 have the same name '2'"):
        read_preflib(str(path))


def test_random_lines_of_names(tmp_path):
    """The refused line is the later name line, whatever the order the name lines come in."""
    rnd = random.Random(16)
    for _ in range(10):
        n = rnd.randint(3, 7)
        order = rnd.sample(range(1, n + 1), n)
        a, b = rnd.sample(range(1, n + 1), 2)
        name = {k: f"inst{k}" for k in range(1, n + 1)}
        name[b] = name[a]
        head = ["# FILE NAME: e.soc", "# TITLE: t", "# DATA TYPE: soc", f"# NUMBER ALTERNATIVES: {n}",
                "# NUMBER VOTERS: 1", "# NUMBER UNIQUE ORDERS: 1"]
        head += [f"# ALTERNATIVE NAME {k}: {name[k]}" for k in order]
        path = tmp_path / "e.soc"
        path.write_text("\n".join(head + ["1: " + ",".join(str(k) for k in range(1, n + 1))]) + "\n", "utf-8")
        line = 7 + max(order.index(a), order.index(b))
        with pytest.raises(InputFormatError, match=rf"^{re.escape(str(path))}:{line}: alternatives"):
            read_preflib(str(path))
