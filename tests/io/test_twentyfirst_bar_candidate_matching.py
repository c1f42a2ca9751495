"""Issue 45's twenty-first bar, a recruiting team's candidate-matching rankers (``u21j_`` in
scripts/reliability_bars/twentyfirst_recruiting.py): the classes of files that the lists' and qrels' readers misread.

* a column of values read as a list of items: the ATS's fit as percentages (``87%``) or letter grades (``B+``) beside
  the candidates was fused as if ``87%`` and ``B+`` were candidates (exit 0), or refused as "item B+ appears twice"
  (:func:`rankagg.io.gene_shapes.check_value_cells`);
* a long table keyed by a job opening (``Job ID``, ``Requisition``, ``req_id``, a row per opening and candidate) read
  as lists: told it was "a submission (id, prediction)" to sort into one list, or, with a names column, a table
  whose rankings are in one cell; given ``-o fused.run`` it was refused for its output name alone
  (:func:`rankagg.io.search_logs.is_query_name`, :func:`rankagg.api.gene_lists.fuse_gene_list_files`);
* person names (``O'Brien, Siobhán``, ``Jane Doe``) as items: told they were "blank-separated ids in one cell, a
  table of one row per query" (:func:`rankagg.io.gene_shapes.check_ranking_cells`);
* a judgements table with a header whose cells hold quoted commas (an ATS export given as --qrels): "expected 4
  fields, found 5", its header not seen (:func:`rankagg.io.foreign_shapes.qrels_shape`)."""

from __future__ import annotations

import gzip

import pytest

from rankagg.cli import main

PERCENTS = ["87%", "87.5%", "87 %", "100%", "0%", "9.25%"]
GRADES = ["A", "A-", "B+", "B", "C+", "C-", "D", "F"]


def _write(path, text: str) -> None:
    path.write_bytes(gzip.compress(text.encode()) if path.name.endswith(".gz") else text.encode())


def _refused(tmp_path, capsys, name: str, text: str, output: str = "consensus.csv") -> str:
    _write(tmp_path / name, text)
    assert main(["fuse", str(tmp_path / name), "--quiet", "-o", str(tmp_path / output)]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "Traceback" not in err, err
    assert not (tmp_path / output).exists()
    return err


@pytest.mark.parametrize("name", ["fit.csv", "fit.tsv", "fit.csv.gz"])
@pytest.mark.parametrize("kind", ["percent", "grade"])
@pytest.mark.parametrize("where", [0, 1, 2])
def test_a_column_of_fit_values_is_no_list_of_candidates(tmp_path, capsys, name, kind, where):
    values = PERCENTS if kind == "percent" else GRADES
    sep = "\t" if ".tsv" in name else ","
    heading = {"percent": "fit_score", "grade": "fit_grade"}[kind]
    lists = [[f"c{i:03d}" for i in range(1, 7)], [f"c{i:03d}" for i in (2, 1, 4, 3, 6, 5)]]
    columns = lists[:where] + [values[:6]] + lists[where:]
    headings = ["keyword", "recruiter"][:where] + [heading] + ["keyword", "recruiter"][where:]
    text = sep.join(headings) + "\n" + "".join(sep.join(col[r] for col in columns) + "\n" for r in range(6))
    err = _refused(tmp_path, capsys, name, text)
    assert f"{name}:2:" in err and repr(heading) in err, err


@pytest.mark.parametrize("items", [["A1BG", "B2M", "C3", "A2M"], ["A", "B", "C", "D"], ["a", "b", "c"],
                                   ["50%-cutoff", "TP53", "MYC"]])
def test_lists_of_real_items_are_still_read(tmp_path, items):
    # gene symbols, a voting example's letters and an id holding a '%' are items: only a column of nothing but
    # percentages, or of letter grades with a '+' or '-' among them, is a column of values
    path = tmp_path / "lists.csv"
    path.write_text("a,b\n" + "".join(f"{x},{y}\n" for x, y in zip(items, reversed(items))))
    out = tmp_path / "out.csv"
    assert main(["fuse", str(path), "--quiet", "--method", "rrf", "-o", str(out)]) == 0
    assert set(items) <= {line.split(",")[2] for line in out.read_text().splitlines()[1:]}


@pytest.mark.parametrize("job", ["Job ID", "job_id", "JobId", "Requisition", "Requisition ID", "req_id", "opening_id",
                                 "posting"])
@pytest.mark.parametrize("names", [False, True])
@pytest.mark.parametrize("output", ["consensus.csv", "fused.run"])
def test_an_export_keyed_by_job_opening_is_named_a_long_table(tmp_path, capsys, job, names, output):
    rows = [("1042", "c001", "O'Brien, Siobhán", "87"), ("1042", "c002", "Jane Doe", "80"),
            ("1042", "c003", "Li Wei", "55"), ("1043", "c004", "Ann Lee", "91"),
            ("1043", "c001", "O'Brien, Siobhán", "60")]
    head = [job, "Candidate ID"] + (["Candidate Name"] if names else []) + ["Fit Score"]
    body = "".join(",".join([j, c] + ([f'"{n}"'] if names else []) + [s]) + "\n" for j, c, n, s in rows)
    err = _refused(tmp_path, capsys, "ats.csv", ",".join(head) + "\n" + body, output)
    assert "ats.csv:1:" in err and repr(job) in err and "long table" in err and "blank-separated" not in err, err


@pytest.mark.parametrize("name,text,line", [
    ("shortlist.lst", "O'Brien, Siobhán\nJane Doe\nLi Wei\n", 1),
    ("shortlist.grp", "Jane Doe\nLi Wei\nMary-Anne de la Cruz\n", 1),
    ("names.csv", "keyword,recruiter\nJane Doe,Li Wei\nLi Wei,Jane Doe\nAnn Lee,Ann Lee\n", 2),
    ("names.tsv", "keyword\trecruiter\nNúñez, José\tJane Doe\nJane Doe\tNúñez, José\nZoë Ng\tZoë Ng\n", 2),
])
def test_person_names_are_named_as_ids_holding_a_blank(tmp_path, capsys, name, text, line):
    err = _refused(tmp_path, capsys, name, text)
    assert f"{name}:{line}:" in err and "holds a blank" in err and "one row per query" not in err, err


@pytest.mark.parametrize("quoted", ['"O\'Brien, Siobhán"', '"Doe, Jane"'])
@pytest.mark.parametrize("sep_in_header", [",", ", "])
def test_a_judgements_table_with_quoted_commas_is_named_by_its_header(tmp_path, capsys, quoted, sep_in_header):
    head = sep_in_header.join(["Job ID", "Requisition", "Candidate ID", "Candidate Name", "Stage", "Fit Score"])
    text = head + "\n" + f"1042,REQ-2024-0042,c001,{quoted},Hired,87\n1042,REQ-2024-0042,c002,Li Wei,Onsite,80\n"
    (tmp_path / "ats.csv").write_text(text, encoding="utf-8")
    (tmp_path / "kw.run").write_text("1042 Q0 c001 1 2.0 kw\n1042 Q0 c002 2 1.0 kw\n")
    assert main(["evaluate", "--qrels", str(tmp_path / "ats.csv"), str(tmp_path / "kw.run")]) == 2
    err = capsys.readouterr().err.strip()
    assert "ats.csv:1:" in err and "header" in err and "found" not in err, err
