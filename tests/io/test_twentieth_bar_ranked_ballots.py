"""Issue 45's twentieth bar, an election office's ranked-choice cast vote records: the two fault classes it found,
each generated over its members.

* A voting system's cast vote record (one ballot per row, a column per choice position: ``Choice 1``, ``1st
  Choice``, ``Rank 1``, ``DEM Mayor Choice 1 of 5``) given as it is: three complete ballots were fused as three gene
  lists (one per choice position) with exit 0, other exports were told "list 'BallotID' holds whole numbers" or "a
  competition's submission", and the Parquet and frame doors what a run needs.  Every door refuses it at its header,
  saying it is a cast vote record and how to give the ballots (a PrefLib ``.soi``; ``rankagg/io/ballot_shapes.py``).
* A consensus written under a PrefLib election's name (``-o consensus.soc``, ``--explain why.toi``): TREC lines or JSON
  lines that rankagg and preflibtools read as a broken election, written with exit 0.  Refused before any work, as a
  spreadsheet's or a map layer's name is (``rankagg.io.output_names.PREFLIB_NAMES``); the election writer still
  writes them.
"""

from __future__ import annotations

import json

import pandas as pd
import polars as pl
import pyarrow as pa
import pytest

import rankagg
from rankagg.api.gene_lists import read_gene_lists
from rankagg.cli import main
from rankagg.io.formats import write
from rankagg.io.preflib import read_preflib

#: the choice-position columns of vendors' and cities' exports
CHOICE_HEADINGS = [["Choice 1", "Choice 2", "Choice 3"], ["choice_1", "choice_2"],
                   ["1st Choice", "2nd Choice", "3rd Choice"],
                   ["Rank 1", "Rank 2", "Rank 3"], ["rank1", "rank2"], ["First Choice", "Second Choice"],
                   ["Preference 1", "Preference 2"], ["Ranking #1", "Ranking #2", "Ranking #3"],
                   ["DEM Mayor Choice 1 of 3 Citywide (026916)", "DEM Mayor Choice 2 of 3 Citywide (026916)"]]
#: the columns a CVR holds beside them (none, the ballot's id and precinct, ES&S's)
LEADING = [[], ["BallotID", "Precinct"], ["Cast Vote Record", "Precinct", "Ballot Style"]]
CANDIDATES = ["Adams", "Garcia", "Morales", "Wiley"]
DOORS = ["csv", "tsv", "parquet", "frame", "arrow", "polars", "records"]


def _ballots(leading, choices, n):
    """``n`` complete ballots, every choice column a permutation of the candidates over the ballots when n is their
    number (the table a list reader took for lists without a complaint)."""
    rows = []
    for k in range(n):
        row = {c: (k + 1 if i == 0 else f"P-{k % 2}") for i, c in enumerate(leading)}
        row.update({c: CANDIDATES[(k + i) % len(CANDIDATES)] for i, c in enumerate(choices)})
        rows.append(row)
    return pd.DataFrame(rows, columns=leading + choices)


#: the objects in memory a table is given as, with the name its refusal starts with
IN_MEMORY = {"frame": (lambda f: f, "dataframe"),
             "arrow": (lambda f: pa.Table.from_pandas(f, preserve_index=False), "Arrow table"),
             "polars": (pl.from_pandas, "polars DataFrame"), "records": (lambda f: f.to_dict("records"), "run 'run1'")}


def _given(tmp_path, door, frame):
    """The table at ``door``: (what rankagg.fuse is given, what its message must name: a text file its header line)."""
    if door in IN_MEMORY:
        convert, name = IN_MEMORY[door]
        return convert(frame), name
    path = tmp_path / f"cvr.{door}"
    if door == "parquet":
        frame.to_parquet(path)
        return str(path), path.name
    frame.to_csv(path, index=False, sep="\t" if door == "tsv" else ",")
    return str(path), f"{path.name}:1"


@pytest.mark.parametrize("door", DOORS)
@pytest.mark.parametrize("choices,leading", [(c, LEADING[i % len(LEADING)]) for i, c in enumerate(CHOICE_HEADINGS)])
def test_cast_vote_records_are_named_at_every_door(tmp_path, door, leading, choices):
    given, name = _given(tmp_path, door, _ballots(leading, choices, len(CANDIDATES)))
    with pytest.raises(ValueError) as err:
        rankagg.fuse(given, "borda")
    message = str(err.value)
    assert message.count("\n") == 0 and name in message
    assert "is a cast vote record" in message and ".soi" in message and choices[0] in message


@pytest.mark.parametrize("choices", CHOICE_HEADINGS)
def test_the_command_refuses_a_cvr_before_writing(tmp_path, capsys, choices):
    path = tmp_path / "cvr.csv"
    _ballots(["BallotID"], choices, 3).to_csv(path, index=False)
    assert main(["fuse", str(path), "--method", "borda", "-o", str(tmp_path / "out.csv")]) == 2
    err = capsys.readouterr().err
    assert "cvr.csv:1: " in err and "a header of choice positions" in err and err.count("\n") == 1
    assert not (tmp_path / "out.csv").exists()


@pytest.mark.parametrize("columns", [["ranker_1", "ranker_2"], ["run1", "run2"], ["choice", "rank"],
                                     ["Choice 2", "Choice 3"], ["top1", "top2"], ["ranking", "preference"]])
def test_lists_whose_names_are_no_choice_positions_are_read(tmp_path, columns):
    path = tmp_path / "lists.csv"  # gene lists named like rankers: no first and second choice among them
    path.write_text(",".join(columns) + "\nTP53,BRCA1\nBRCA1,TP53\nEGFR,MYC\n")
    lists = read_gene_lists(str(path))
    assert list(lists) == columns and lists[columns[0]] == ["TP53", "BRCA1", "EGFR"]


ELECTION = ("# FILE NAME: btv.soi\n# TITLE: Mayor\n# DATA TYPE: soi\n# NUMBER ALTERNATIVES: 3\n# NUMBER VOTERS: 5\n"
            "# NUMBER UNIQUE ORDERS: 2\n# ALTERNATIVE NAME 1: Andy Montroll\n# ALTERNATIVE NAME 2: Bob Kiss\n"
            "# ALTERNATIVE NAME 3: Kurt Wright\n3: 1,2\n2: 3,1,2\n")
RUN = "btv Q0 Montroll 1 3 a\nbtv Q0 Kiss 2 2 a\n"
PREFLIB_NAMES = ["consensus.soc", "consensus.soi", "consensus.toc", "consensus.toi", "consensus.toi.gz",
                 "CONSENSUS.SOC"]


@pytest.mark.parametrize("name", PREFLIB_NAMES)
@pytest.mark.parametrize("given,option", [("election", "-o"), ("runs", "-o"), ("runs", "--explain")])
def test_no_line_output_is_written_under_a_preflib_name(tmp_path, capsys, name, given, option):
    (tmp_path / "btv.soi").write_text(ELECTION)
    (tmp_path / "a.run").write_text(RUN)
    (tmp_path / "b.run").write_text(RUN.replace(" a\n", " b\n"))
    inputs = [str(tmp_path / "btv.soi")] if given == "election" else [str(tmp_path / "a.run"), str(tmp_path / "b.run")]
    out = tmp_path / name
    argv = ["fuse", *inputs, "--method", "borda" if given == "election" else "rrf", "--quiet"]
    argv += ["-o", str(out)] if option == "-o" else ["--explain", str(out), "-o", str(tmp_path / "f.run")]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"{option} {out}" in err and err.count("\n") == 1
    assert not out.exists() and not (tmp_path / "f.run").exists()


def test_the_letor_score_lines_are_not_written_under_a_preflib_name(tmp_path, capsys):
    letor = tmp_path / "f.txt"
    letor.write_text("0 qid:1 1:1 2:3 #docid = d1\n1 qid:1 1:2 2:1 #docid = d2\n")
    assert main(["fuse", "--letor", str(letor), "--method", "borda", "--quiet", "-o", str(tmp_path / "s.txt")]) == 0
    assert main(["fuse", "--letor", str(letor), "--method", "borda", "--quiet", "-o", str(tmp_path / "s.soc")]) == 2
    assert f"-o {tmp_path / 's.soc'}: one fused score per line" in capsys.readouterr().err
    assert not (tmp_path / "s.soc").exists()


@pytest.mark.parametrize("name", ["again.soi", "again.soi.gz"])
def test_the_election_writer_still_writes_preflib_names(tmp_path, name):
    (tmp_path / "btv.soi").write_text(ELECTION)
    election = read_preflib(str(tmp_path / "btv.soi"))
    write(election, str(tmp_path / name), kind="preferences")
    assert read_preflib(str(tmp_path / name)).orders == election.orders
    assert json.dumps(rankagg.fuse(str(tmp_path / name), "borda")["again"]) == \
        json.dumps(rankagg.fuse(str(tmp_path / "btv.soi"), "borda")["btv"])


#: the columns each side of a two-sided record holds beside its rank (SumoDB's bouts, a match sheet's players)
SIDE_COLUMNS = [["shikona", "result", "win"], ["player", "score"], ["Team", "Goals"], ["name", "club", "points"]]
SPELLINGS = ["{}{}", "{}_{}", "{} {}", "{}-{}"]


@pytest.mark.parametrize("stems", SIDE_COLUMNS)
@pytest.mark.parametrize("spelling", SPELLINGS)
@pytest.mark.parametrize("choices", [["rank1", "rank2"], ["Rank 1", "Rank 2"]])
def test_a_record_of_two_sides_each_with_its_rank_is_no_ballot(stems, spelling, choices):
    """u71b_sumodb_results_csv_as_run: 'basho, day, rank1, shikona1, result1, ..., rank2, shikona2, result2' had been
    told a cast vote record.  Two or more other columns given for side 1 and side 2 make a bout's or a match's
    record; the same headers with one such pair, or none, stay a ballot sheet's."""
    from rankagg.io.ballot_shapes import ballot_header

    sides = [[spelling.format(stem, side) for stem in stems] for side in (1, 2)]
    header = ["basho", "day", choices[0], *sides[0], "kimarite", choices[1], *sides[1]]
    assert (ballot_header(header) is None) == (len(stems) >= 2)
    one_pair = ["BallotID", choices[0], choices[1], spelling.format("Write-in", 1), spelling.format("Write-in", 2)]
    assert ballot_header(one_pair) is not None
    assert ballot_header(["BallotID", *choices]) is not None
