"""A table of lists lists one kind of item (issue 45, the family of half the sixteenth bar's faults).

A CSV/TSV table of values per row (a name, then a count, a score, a population, an id of another namespace) given
where a table of lists is read used to be refused only by signs of something else (headings of scores, places
1..m, values in 0..100, ascending places); every other table of values was read as lists, its numbers ranked as
items beside the names (u16f, u16q, u16u).  The rule now recognises a table of lists by what its lists share: a list
whose every item is a whole number, as long as a list of names beside it and sharing no item with any list of names,
is refused at its first line, naming it.  Generated here: the tables users export (any headings, any whole numbers,
repeats, signs, leading zeros, the name column anywhere, CSV or TSV, plain or gzip) are refused, by the reader and by
the command (nothing written); lists that share an item, lists of other lengths and tables of names only are read as
written."""

from __future__ import annotations

import csv
import gzip
import io

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
import pytest

from rankagg.cli import main
from rankagg.io.formats import read
from rankagg.io import InputFormatError

#: headings a spreadsheet gives a column of values, none of them a word the other rules read (score, rank, place)
VALUE_HEADINGS = ("count", "reads", "population", "votes", "market_cap", "entrez", "wins", "n", "value", "2024",
                  "study2", "Stars", "PMID", "followers")
NAMES = [f"{a}{b}" for a in ("TP", "MY", "EG", "KR", "BR", "PT", "RB", "CD") for b in ("53", "C", "FR", "AS1", "X")]


def _table(header: list[str], columns: list[list[str]], sep: str) -> str:
    buf = io.StringIO()
    rows = [[c[i] if i < len(c) else "" for c in columns] for i in range(max(len(c) for c in columns))]
    csv.writer(buf, delimiter=sep, lineterminator="\n").writerows([header, *rows])
    return buf.getvalue()


def _write(folder, text: str, suffix: str):
    path = folder / f"table{suffix}"
    path.write_bytes(gzip.compress(text.encode(), mtime=0) if suffix.endswith(".gz") else text.encode())
    return str(path)


@st.composite
def tables_of_values(draw):
    """One row per item: a column of names and 1-3 columns of whole numbers as long as it."""
    m = draw(st.integers(2, 12))
    names = draw(st.lists(st.sampled_from(NAMES), min_size=m, max_size=m, unique=True))
    k = draw(st.integers(1, 3))
    headings = draw(st.lists(st.sampled_from(VALUE_HEADINGS), min_size=k, max_size=k, unique=True))
    numbers = st.integers(-10**6, 10**12).map(str) | st.integers(0, 999).map(lambda v: f"{v:05d}")  # zero-padded ids
    values = [draw(st.lists(numbers, min_size=m, max_size=m)) for _ in range(k)]
    at = draw(st.integers(0, k))  # where the name column stands
    header = headings[:at] + ["symbol"] + headings[at:]
    columns = values[:at] + [names] + values[at:]
    return header, columns, headings


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(table=tables_of_values(), suffix=st.sampled_from([".csv", ".tsv", ".csv.gz", ".tsv.gz"]))
@example(table=(["symbol", "count", "2024"], [["TP53", "BRCA1"], ["5", "6"], ["7", "8"]], ["count", "2024"]),
         suffix=".tsv")  # its header once read as MS MARCO's 'qid docid rank', refused at line 1 (a random draw)
@example(table=(["symbol", "reads", "population", "market_cap"], [["TP53", "TPC", "TPFR", "TPAS1"], ["0", "0", "0", "0"],
                                                                  ["0", "0", "0", "1"], ["0", "1", "0", "0"]],
                ["reads", "population", "market_cap"]),
         suffix=".csv")  # once told a long table of rankings: 'population' 0, 0, 0, 1 within blocks of 'market_cap'
def test_a_table_of_values_beside_names_is_refused_at_line_2(tmp_path_factory, table, suffix):
    header, columns, headings = table
    path = _write(tmp_path_factory.mktemp("t"), _table(header, columns, "\t" if ".tsv" in suffix else ","), suffix)
    with pytest.raises(InputFormatError) as err:
        list(read(path, kind="gene_lists"))
    # the first rule to see it may be the tied or 1..m places of a small column; each names a column of values at
    # line 2 (a repeated whole number in a column of another length would be a repeated item at a later line)
    # (or, three columns of 0s, 1s and 2s, the places of a survey's rows; or, a few rows whose columns of values cut
    # them into blocks of two places or more that each hold 0, 1, ...: a long table of rankings, as a card sort's is)
    message = str(err.value)
    assert message.startswith(f"{path}:2: "), message
    assert (any(f"list {h!r} holds" in message for h in headings) or "every row holds the places" in message
            or "is a long table of rankings" in message), message


def test_blocks_of_one_row_make_no_long_table_of_rankings(tmp_path):
    """A column of places is a long table's only when two blocks of rows hold two places or more: 'population' 0, 0,
    0, 1 cut by 'market_cap' 0, 1, 0, 0 into blocks of one, one and two rows was told a long table of rankings."""
    path = _write(tmp_path, "symbol,reads,population,market_cap\nTP53,0,0,0\nTPC,0,0,1\nTPFR,0,0,0\nTPAS1,0,1,0\n",
                  ".csv")
    with pytest.raises(InputFormatError) as err:
        list(read(path, kind="gene_lists"))
    assert "long table of rankings" not in str(err.value) and str(err.value).startswith(f"{path}:2: "), err.value


def test_the_command_refuses_an_annotation_table_and_writes_nothing(tmp_path, capfd):
    """Symbols beside their Entrez ids, one row per gene: read as two lists, no gene is ranked by both."""
    path = tmp_path / "annotation.csv"
    path.write_text("symbol,entrez\nTP53,7157\nBRCA1,672\nEGFR,1956\nMYC,4609\nPTEN,5728\n", encoding="utf-8")
    out = tmp_path / "rra.tsv"
    assert main(["fuse", str(path), "-o", str(out), "--quiet"]) == 2
    err = capfd.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert f"{path}:2: list 'entrez' holds whole numbers (7157, 672, 1956, 4609, ...) as long as the list of names " \
           "'symbol' beside it and shares no item with it" in err, err
    assert not out.exists()


@st.composite
def tables_of_lists(draw):
    """Lists a table really holds: ids of one namespace (whole numbers) beside names, either sharing an item with a
    list of names or of another length than every list of names; or names only."""
    form = draw(st.sampled_from(["shares_an_item", "other_length", "names_only"]))
    m = draw(st.integers(2, 10))
    names = draw(st.lists(st.sampled_from(NAMES), min_size=m, max_size=m, unique=True))
    # ids above 100 and in no order: the signs of places (1..m, ties, ascending) do not apply
    ids = draw(st.lists(st.integers(101, 10**7).map(str), min_size=2, max_size=12, unique=True))
    ids = sorted(ids, key=lambda v: (int(v) * 7919) % 104729)
    if form == "shares_an_item":
        ids = ids[:m] + [str(i) for i in range(10**8, 10**8 + m - len(ids[:m]))]
        if all(int(a) < int(b) for a, b in zip(ids, ids[1:])):
            ids = ids[::-1]  # ascending whole numbers as long as the names are places (check_place_columns)
        names = names[:-1] + [ids[0]]  # a list of names that holds one of the ids: one namespace of items
    elif form == "other_length":
        if len(ids) == m:
            ids = ids[:-1]
    else:
        ids = draw(st.lists(st.sampled_from(NAMES), min_size=m, max_size=m, unique=True))
    return {"symbols": names, "study2": ids}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(columns=tables_of_lists(), sep=st.sampled_from([",", "\t"]))
def test_lists_of_one_kind_are_read_as_written(tmp_path_factory, columns, sep):
    path = _write(tmp_path_factory.mktemp("t"), _table(list(columns), list(columns.values()), sep),
                  ".csv" if sep == "," else ".tsv")
    (lists,) = read(path, kind="gene_lists")
    assert lists == columns


def test_lists_given_as_their_own_files_are_never_compared(tmp_path, capfd):
    """The way to fuse lists of two namespaces anyway: each as its own .grp (the message of the table names the
    others); the command reads them."""
    (tmp_path / "symbols.grp").write_text("TP53\nBRCA1\nEGFR\n", encoding="utf-8")
    (tmp_path / "ids.grp").write_text("7157\n672\n1956\n", encoding="utf-8")
    out = tmp_path / "rra.tsv"
    assert main(["fuse", str(tmp_path / "symbols.grp"), str(tmp_path / "ids.grp"), "-o", str(out), "--quiet"]) == 0
    assert sorted(line.split("\t")[2] for line in out.read_text().splitlines()[1:]) == sorted(
        ["TP53", "BRCA1", "EGFR", "7157", "672", "1956"])


# a header whose last heading is a number (a year, a study's number) is 3 or 4 blank-separated fields ending in a
# whole number: it was taken for MS MARCO's 'qid docid rank' or a qrels line and the table refused as a run
@pytest.mark.parametrize("header", [["2021", "2022", "2023", "2024"], ["gene", "count", "study2", "2024"],
                                    ["symbols", "GSE1", "7"], ["a", "b", "c", "10"]])
@pytest.mark.parametrize("suffix", [".tsv", ".tsv.gz"])
def test_a_header_ending_in_a_number_is_a_header(tmp_path, header, suffix):
    pool = ["TP53", "MYC", "EGFR", "KRAS", "PTEN"]
    columns = [pool[j:] + pool[:j] for j in range(len(header))]
    (lists,) = read(_write(tmp_path, _table(header, columns, "\t"), suffix), kind="gene_lists")
    assert lists == dict(zip(header, columns))


@pytest.mark.parametrize("text,shape", [("1 0 d1 1\n1 0 d2 0\n", "qrels line"), ("1 d1 1\n1 d2 2\n", "MS MARCO")])
def test_a_file_of_qrels_or_ms_marco_lines_is_still_named(tmp_path, text, shape, capfd):
    path = tmp_path / "lines.tsv"
    path.write_text(text, encoding="utf-8")
    assert main(["fuse", str(path), "-o", str(tmp_path / "out.tsv"), "--quiet"]) == 2
    err = capfd.readouterr().err
    assert f"{path}:1: " in err and shape in err, err


@st.composite
def long_tables(draw):
    """A notebook's export of a run: a row per (query, document), its score (decimals), columns in any order."""
    n_q = draw(st.integers(1, 4))
    qids = draw(st.lists(st.sampled_from(["1", "2", "17", "P001", "q-9"]), min_size=n_q, max_size=n_q, unique=True))
    per = draw(st.integers(2, 5))
    rows = [(q, f"NCT{k:08d}", f"{draw(st.floats(-50, 50, allow_nan=False)):.4f}") for q in qids for k in range(per)]
    order = draw(st.permutations([0, 1, 2]))
    header = [("patient_id", "trial_id", "score")[i] for i in order]
    return header, [[r[i] for r in rows] for i in order]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(table=long_tables())
def test_a_long_table_is_told_to_be_given_as_a_frame(tmp_path_factory, table):
    """u17k_fuse_notebook_csv: 'patient_id,trial_id,score' rows were told to give one column of ids per list; the
    table is now told at the door, by its shape (u18c_fuse_harness_csv_to_run), at its header's line."""
    header, columns = table
    path = _write(tmp_path_factory.mktemp("t"), _table(header, columns, ","), ".csv")
    with pytest.raises(InputFormatError) as err:
        list(read(path, kind="gene_lists"))
    message = str(err.value)
    assert f"{path}:1: " in message and "a long table, a row per query and document" in message, message
    assert "give rankagg.fuse the frame" in message, message
    assert "column 'patient_id' repeats" in message or "column 'trial_id' repeats" in message, message
