"""Issue 45's twenty-first bar, a fantasy-football site's expert consensus rankings (``u21f_``): three fault classes.

* An output named for a page's format (``-o ecr.md`` for the blog post, ``-o ecr.yaml`` for a config-driven page)
  was written as TREC lines with exit 0 (u21f_output_markdown, u21f_output_yaml): Markdown and YAML joined the one
  catalogue of other formats' names, so every writer of lines refuses them before any work.
* A file that is no table of lists (an expert's ``Rank,Player,Team,Pos,Bye`` sheet, a long CSV ``week, player,
  expert, rank``), recognised as gene lists from its name and first line, was refused for its ``-o ecr.run`` alone
  ("was read as ranked gene lists"), never for what it is (u21f_expert_sheet_as_is, u21f_long_csv_cli): the files
  are read before their output name is judged, so the refusal names the file and line, whatever ``-o`` is.
* An expert's sheet with full names (``Christian McCaffrey``) beside its ``Rank`` column was told as a competition's
  submission, one row per query with its ranking in one cell, and sent to write TREC lines of each row
  (u21f_expert_sheets_full_names): a column of whole numbers headed as places makes the table one of ranks, refused
  naming that column.
"""

from __future__ import annotations

import gzip
import os
import subprocess
import sys
from pathlib import Path

import pytest

import rankagg
from rankagg.api.commands import check_fuse_outputs
from rankagg.api.gene_lists import fuse_gene_list_files, read_gene_lists
from rankagg.io.formats import writer_for
from rankagg.io.output_names import OTHER_FORMATS

PAGE_NAMES = [".md", ".markdown", ".yaml", ".yml"]
PLAYERS = ["Christian McCaffrey", "Bijan Robinson", "Breece Hall", "Odell Beckham Jr.", "D'Andre Swift",
           "Amon-Ra St. Brown", "Gabriel Davis (BUF)", "Bills D/ST"]


@pytest.mark.parametrize("suffix", PAGE_NAMES)
@pytest.mark.parametrize("spell", [lambda s: f"ecr{s}", lambda s: f"ECR{s.upper()}", lambda s: f"ecr{s}.gz"])
def test_a_page_name_is_refused_by_the_writers_of_lines(suffix, spell):
    name = spell(suffix)
    assert suffix in OTHER_FORMATS
    for kind in ("runs", "qrels", "weights"):
        with pytest.raises(ValueError, match=rf"^-o {name}: .*\{suffix} names a (Markdown|YAML) document"):
            writer_for(name, kind)
    with pytest.raises(ValueError, match=rf"^--explain {name}: "):
        check_fuse_outputs(None, name)


def test_fuse_refuses_a_page_name_and_writes_nothing(tmp_path, suffix=".md"):
    run = "".join(f"2026-W07-RB Q0 p{k} {k + 1} {10 - k} expert-01\n" for k in range(10))
    (tmp_path / "expert-01.run").write_text(run)
    p = subprocess.run([sys.executable, "-m", "rankagg.cli", "fuse", "expert-01.run", "--method", "borda", "-o",
                        f"ecr{suffix}", "--quiet"], cwd=tmp_path, capture_output=True, text=True,
                       env={**os.environ, "PYTHONPATH": str(Path(rankagg.__file__).resolve().parents[1])})
    assert p.returncode == 2 and f"ecr{suffix}" in p.stderr and "Traceback" not in p.stderr
    assert sorted(os.listdir(tmp_path)) == ["expert-01.run"]


def _sheet(heading: str, sep: str, names: list[str]) -> str:
    return sep.join([heading, "Player", "Team", "Pos", "Bye"]) + "\n" + "".join(
        sep.join([str(k), p, "SF", "RB", "9"]) + "\n" for k, p in enumerate(names, 1))


def _long(sep: str) -> str:
    rows = [sep.join(["7", f"p{k}", e, str(r)]) for e in ("expert-01", "expert-02") for r, k in
            enumerate(range(6), 1)]
    return sep.join(["week", "player", "expert", "rank"]) + "\n" + "\n".join(rows) + "\n"


#: files no table of lists, each with the line its own refusal names
NOT_LISTS = {
    "sheet-full-names.csv": (_sheet("Rank", ",", PLAYERS), "sheet-full-names.csv:2"),
    "sheet-slugs.csv": (_sheet("Rank", ",", [p.lower().replace(" ", "-") for p in PLAYERS]), "sheet-slugs.csv:2"),
    "sheet.tsv": (_sheet("Overall Rank", "\t", PLAYERS), "sheet.tsv:2"),
    "long.csv": (_long(","), "long.csv:2"),
}


@pytest.mark.parametrize("output", ["ecr.run", "ecr.txt", "ecr", "ecr.run.gz", "ecr.md", "ecr.csv"])
@pytest.mark.parametrize("name", sorted(NOT_LISTS))
def test_a_file_that_is_no_table_of_lists_is_refused_for_itself_whatever_its_output(tmp_path, name, output):
    text, where = NOT_LISTS[name]
    path = tmp_path / name
    path.write_text(text)
    with pytest.raises(ValueError) as got:
        fuse_gene_list_files([path], tmp_path / output)
    assert str(got.value).startswith(str(tmp_path / where)), str(got.value)
    assert sorted(os.listdir(tmp_path)) == [name]


@pytest.mark.parametrize("output", ["ecr.run", "ecr"])
def test_a_table_of_lists_is_still_refused_for_its_output_name(tmp_path, output):
    path = tmp_path / "w07.csv.gz"
    path.write_bytes(gzip.compress(b"expert-01,expert-02\np1,p2\np2,p1\np3,p3\n", mtime=0))
    with pytest.raises(ValueError, match=r"^-o: .*w07\.csv\.gz was read as ranked gene lists .* got .*ecr"):
        fuse_gene_list_files([path], tmp_path / output)


@pytest.mark.parametrize("heading", ["Rank", "rank", "Overall Rank", "PPR Rank", "ECR"])
@pytest.mark.parametrize("sep,suffix", [(",", ".csv"), ("\t", ".tsv")])
@pytest.mark.parametrize("rows", [4, 8])
def test_an_expert_sheet_with_full_names_is_a_table_of_ranks(tmp_path, heading, sep, suffix, rows):
    path = tmp_path / f"expert-07{suffix}"
    path.write_text(_sheet(heading, sep, PLAYERS[:rows]))
    with pytest.raises(ValueError) as got:
        read_gene_lists(path)
    message = str(got.value)
    assert message.startswith(f"{path}:2: list {heading!r} holds "), message
    assert "places" in message and "one cell" not in message


def test_a_submission_beside_an_id_column_is_still_one_row_per_query(tmp_path):
    path = tmp_path / "sub.csv"
    path.write_text("id,images\n" + "".join(f"{k},a{k} b{k} c{k}\n" for k in range(1, 6)))
    with pytest.raises(ValueError, match=r"sub\.csv:2: column 'images' holds 3 blank-separated ids in one cell"):
        read_gene_lists(path)
