"""Issue 45's twenty-third bar, a psychology group fusing Q-methodology sorts.  Three fault classes:

* the consensus written under a name of the group's tools (``-o study.sta``, ``.lis``, ``.jasp``, ``.omv``, ``.spv``,
  ``.qsf``) was TREC lines with exit 0 (u23e_out_*);
* a grid sheet, one column per grid position (``-4 .. +4``) holding the statements placed there, was fused as ranked
  lists, one per position, with exit 0 (u23e_grid_columns_csv, u23e_grid_columns_signed_tsv);
* PQMethod's files (the ``.DAT`` of fixed-width sorts, the ``.STA`` statements, the ``.LIS`` listing) and a sort typed
  by grid position (``-4: 12, 31``) given as runs were told by a TREC field count (u23e_in_*).

The members are generated: each name as a user types it; grids of every width, signed or not, with a typographic
minus, in any column order, beside a participant's column, at the table, frame and Parquet doors; .DAT files of other
sizes and grids; and the headers and files that must keep their old reading."""

from __future__ import annotations

import random

import pandas as pd
import pytest

import rankagg
from rankagg.cli import main
from rankagg.io.comparison_shapes import pairwise_note
from rankagg.io.foreign_shapes import run_shape
from rankagg.io.formats import writer_for
from rankagg.io.output_names import foreign_output

GROUP_NAMES = [".sta", ".lis", ".jasp", ".omv", ".spv", ".qsf"]
SPELLINGS = [lambda s: f"study{s}", lambda s: f"STUDY{s.upper()}", lambda s: f"study{s}.gz"]


@pytest.mark.parametrize("suffix", GROUP_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_run_under_a_q_study_tools_name_is_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text"):
        writer_for(name, "runs")


@pytest.mark.parametrize("name", ["consensus.run", "study.dat", "statements.txt", "lis.run", "sta_consensus.run"])
def test_the_names_a_run_takes_are_kept(name):
    assert foreign_output(name) is None


def _grid_headings(k: int, style: str) -> list[str]:
    """the columns -k..+k of a grid sheet as a tool heads them"""
    sign = {"plain": lambda p: str(p), "signed": lambda p: f"{p:+d}" if p else "0",
            "minus": lambda p: str(p).replace("-", "\u2212")}[style]
    return [sign(p) for p in range(-k, k + 1)]


GRIDS = [(k, style, shuffled, participant) for k in (2, 3, 4, 5, 6) for style in ("plain", "signed", "minus")
         for shuffled in (False, True) for participant in (False, True)]


@pytest.mark.parametrize("k,style,shuffled,participant", GRIDS)
def test_a_grid_sheets_header_is_named(k, style, shuffled, participant):
    names = _grid_headings(k, style)
    if shuffled:
        random.Random(k).shuffle(names)
    names = (["participant"] if participant else []) + names
    note = pairwise_note(names)
    assert note is not None and "Q-sort grid positions" in note


@pytest.mark.parametrize("names", [["1", "2", "3", "4", "5"], ["2019", "2020", "2021"], ["-1", "0", "1"],
                                   ["0", "1", "2", "3"], ["-2", "-1", "0", "1"], ["-3", "-1", "0", "1", "3"],
                                   ["P01", "P02", "P03"], ["S01", "-2", "-1"]])
def test_other_headers_keep_their_reading(names):
    note = pairwise_note(names)
    assert note is None or "Q-sort" not in note


def _grid_rows(k: int) -> list[list[str]]:
    """a sort's statements placed in the columns -k..+k (one statement per column in the first row)"""
    n = 2 * k + 1
    return [[f"S{i + 1:02d}" for i in range(n)], [f"S{n + i + 1:02d}" if 0 < i < n - 1 else "" for i in range(n)]]


@pytest.mark.parametrize("k", [2, 3, 4])
@pytest.mark.parametrize("style", ["plain", "signed"])
@pytest.mark.parametrize("sep,suffix", [(",", ".csv"), ("\t", ".tsv")])
def test_the_table_door_refuses_a_grid_sheet_at_its_header(tmp_path, capsys, k, style, sep, suffix):
    path = tmp_path / f"grid{suffix}"
    rows = [_grid_headings(k, style)] + _grid_rows(k)
    path.write_text("".join(sep.join(r) + "\n" for r in rows), encoding="utf-8")
    out = tmp_path / "consensus.tsv"
    assert main(["fuse", str(path), "--method", "borda", "--quiet", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"grid{suffix}:1:" in err and "Q-sort grid positions" in err and err.count("\n") == 1
    assert not out.exists()


@pytest.mark.parametrize("k", [2, 4])
def test_the_frame_and_parquet_doors_name_a_grid_sheet(tmp_path, k):
    frame = pd.DataFrame(dict(zip(_grid_headings(k, "plain"), zip(*_grid_rows(k)))))
    with pytest.raises(ValueError, match="Q-sort grid positions"):
        rankagg.fuse(frame, method="borda")
    path = tmp_path / "grid.parquet"
    frame.to_parquet(path)
    with pytest.raises(ValueError, match="Q-sort grid positions"):
        rankagg.fuse(str(path), method="borda")


def _dat(sorts: int, low: int, seed: int) -> str:
    """PQMethod's .DAT: the counts and title, the grid (lowest, highest, each column's count), fixed-width sorts"""
    counts = [1 + (-low - abs(c)) for c in range(low, -low + 1)]
    n = sum(counts)
    grid = [c for c, m in zip(range(low, -low + 1), counts) for _ in range(m)]
    rng = random.Random(seed)
    lines = [f"  0{sorts:3d}{n:3d} a study of {n} statements", " ".join(f"{v:2d}" for v in [low, -low, *counts])]
    for j in range(sorts):
        rng.shuffle(grid)
        lines.append(f"P{j + 1:02d}".ljust(10) + "".join(f"{v:2d}" for v in grid))
    return "\n".join(lines) + "\n"


Q_FILES = ([(f"study{i}.dat", _dat(sorts, low, i), "PQMethod's data file") for i, (sorts, low) in
            enumerate([(3, -2), (12, -4), (40, -5), (9, -3)])]
           + [("STUDY.DAT", _dat(5, -4, 9), "PQMethod's data file"), ("sorts", _dat(4, -3, 11), "PQMethod's data file"),
              ("study.sta", "Public transport should be free\nCarbon taxes hurt the poor\n", "PQMethod's statements"),
              ("STUDY.STA", "I trust scientists\n", "PQMethod's statements"),
              ("study.lis", "PQMethod2.35 climate                PAGE    1\nCorrelation Matrix Between Sorts\n",
               "PQMethod's listing"),
              ("report.txt", "PQMethod2.35 climate                PAGE    1\nFactor Arrays\n", "PQMethod's listing"),
              ("sort_P01.txt", "-4: 12, 31\n-3: 5, 8, 22\n0: 1\n", "grid position"),
              ("sort_P02.txt", "+2: S03; S09\n\u22122: S01 S02\n", "grid position")])


@pytest.mark.parametrize("name,text,what", Q_FILES)
def test_a_q_study_file_is_named_at_the_run_door(tmp_path, capsys, name, text, what):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    shape = run_shape(str(path))
    assert shape is not None and shape.line == 1 and what in shape.reason
    out = tmp_path / "consensus.run"
    assert main(["fuse", str(path), "--method", "borda", "--quiet", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"{name}:1:" in err and what in err and err.count("\n") == 1
    assert not out.exists()


@pytest.mark.parametrize("name,text", [
    ("a.run", "climate Q0 S01 1 4 P01\nclimate Q0 S02 2 -4 P01\n"),  # a sort as a run: a TREC line first
    ("x.sta", "climate Q0 S01 1 4 P01\n"),  # a run under .sta is read as a run
    ("hdr.dat", "  0  3  9 study\nnot a grid line\n"),  # a .DAT's first line alone is no .DAT
])
def test_runs_and_other_files_keep_their_reading(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    shape = run_shape(str(path))
    assert shape is None or "PQMethod" not in shape.reason
