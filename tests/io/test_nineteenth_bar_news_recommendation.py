"""Issue 45's nineteenth bar, a news-recommendation team (scripts/reliability_bars/nineteenth_news.py): the fault class
it found.

* MIND's own files were not told for what they are at rankagg's doors.  ``behaviors.tsv`` (impression id, user,
  time, history, the candidates with their click labels 'N55689-1' in one field) given as qrels got "expected 4
  fields 'qid iter docid rel', found 11", given to ``rankagg fuse`` "was read as ranked gene lists" (or, to ``-o
  x.csv``, a column named after its first row's timestamp at line 2); the leaderboard's ``prediction.txt`` ('1
  [3,1,2]') got "expected 6 fields".  They are now recognised by a line's shape (:mod:`rankagg.io.mind_shapes`) at
  the runs' door (:func:`rankagg.io.foreign_shapes.run_shape`, which the table-of-lists door asks too) and at the
  qrels' (:func:`rankagg.io.foreign_shapes.qrels_shape`), named at their line, with how their content becomes runs
  and qrels; the suggested command's qrels are the click labels.
"""

from __future__ import annotations

import gzip
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any, Callable

import pytest

import rankagg
from rankagg.cli import main
from rankagg.io import foreign_shapes

IMPRESSIONS = [("1", "U13740", "11/11/2019 9:05:58 AM", "N55189 N42782", [("N55689", 1), ("N35729", 0), ("N20678", 0)]),
               ("2", "U91836", "11/12/2019 6:11:30 PM", "", [("N20678", 0), ("N39317", 0), ("N20495", 1)]),
               ("3", "U73700", "11/14/2019 7:01:48 AM", "N10732", [("N50014", 0), ("N23877", 1)])]


def _behaviors(labelled: bool = True, history: bool = True) -> str:
    return "".join(f"{i}\t{u}\t{t}\t{h if history else ''}\t" + " ".join(f"{n}-{l}" if labelled else n for n, l in c)
                   + "\n" for i, u, t, h, c in IMPRESSIONS)


def _prediction(spaced: bool = False) -> str:
    sep = ", " if spaced else ","
    return "".join(f"{i} [{sep.join(str(r) for r in range(len(c), 0, -1))}]\n" for i, _, _, _, c in IMPRESSIONS)


# each member of the class: MIND's file as the team has it (what it is called, its text, the line named)
FILES: dict[str, tuple[str, str, int]] = {
    "behaviors with clicks": ("behaviors.tsv", _behaviors(), 1),
    "behaviors, blank histories": ("behaviors.tsv", _behaviors(history=False), 1),
    "test split, no labels": ("behaviors_test.tsv", _behaviors(labelled=False), 1),
    "behaviors renamed .txt, a blank line first": ("clicks.txt", "\n" + _behaviors(), 2),
    "prediction.txt": ("prediction.txt", _prediction(), 1),
    "prediction with blanks after commas": ("nrms_prediction.txt", _prediction(spaced=True), 1),
}
RUN = "1 Q0 N55689 1 0.82 nrms\n1 Q0 N35729 2 0.44 nrms\n2 Q0 N20495 1 0.71 nrms\n"
QRELS = "1 0 N55689 1\n1 0 N35729 0\n2 0 N20495 1\n"


def _write(folder: Path, name: str, text: str, gz: bool) -> Path:
    path = folder / (name + (".gz" if gz else ""))
    path.write_bytes(gzip.compress(text.encode()) if gz else text.encode())
    (folder / "nrms.run").write_text(RUN)
    (folder / "qrels.txt").write_text(QRELS)
    return path


DOORS: dict[str, Callable[[Path, Path], Any]] = {
    "fuse it alone": lambda f, folder: rankagg.fuse(str(f), "rrf"),
    "fuse it beside a run": lambda f, folder: rankagg.fuse([str(folder / "nrms.run"), str(f)], "rrf"),
    "evaluate it as the run": lambda f, folder: rankagg.evaluate(str(f), str(folder / "qrels.txt"), ["nDCG@10"]),
    "evaluate it as the qrels": lambda f, folder: rankagg.evaluate(str(folder / "nrms.run"), str(f), ["nDCG@10"]),
}


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", sorted(DOORS))
@pytest.mark.parametrize("kind", sorted(FILES))
def test_every_door_names_minds_file_at_its_line(tmp_path: Path, kind: str, door: str, gz: bool) -> None:
    name, text, line = FILES[kind]
    path = _write(tmp_path, name, text, gz)
    with pytest.raises(ValueError) as info:
        DOORS[door](path, tmp_path)
    message = str(info.value)
    assert "\n" not in message and f"{path.name}:{line}" in message and "MIND" in message, message


@pytest.mark.parametrize("output", ["fused.run", "fused.csv"])
@pytest.mark.parametrize("kind", ["behaviors with clicks", "prediction.txt"])
def test_the_command_names_it_whatever_the_output(tmp_path: Path, kind: str, output: str,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    name, text, line = FILES[kind]
    path = _write(tmp_path, name, text, False)
    assert main(["fuse", str(path), "-o", str(tmp_path / output), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert f"{name}:{line}" in err and "MIND" in err and "gene lists" not in err, err
    assert not (tmp_path / output).exists()


@pytest.mark.skipif(shutil.which("awk") is None, reason="the suggested command is awk's")
@pytest.mark.parametrize("gz", [False, True])
def test_the_suggested_qrels_are_the_click_labels(tmp_path: Path, gz: bool) -> None:
    path = _write(tmp_path, "behaviors.tsv", _behaviors(), gz)
    shape = foreign_shapes.qrels_shape(str(path))
    assert shape is not None
    command = re.search(r"qrels: (.*)$", shape.reason)
    assert command is not None, shape.reason
    subprocess.run(command.group(1), shell=True, check=True, cwd=tmp_path)
    written = (tmp_path / "qrels.txt").read_text().split("\n")
    assert written[:-1] == [f"{i} 0 {n} {l}" for i, _, _, _, c in IMPRESSIONS for n, l in c]


# lines that are no MIND file: a TREC run (tab-separated too), qrels, a five-column table of another kind
@pytest.mark.parametrize("text", ["1\tQ0\tN55689\t1\t0.82\tnrms\n", "1 0 N55689 1\n",
                                  "gene\tlog2fc\tpvalue\tpadj\tbaseMean\nTP53\t2.1\t1e-9\t1e-7\t88.0\n"],
                         ids=["run with tabs", "qrels", "five-column table"])
def test_other_files_are_not_taken_for_minds(tmp_path: Path, text: str) -> None:
    path = tmp_path / "x.txt"
    path.write_text(text)
    by_runs, by_qrels = foreign_shapes.run_shape(str(path)), foreign_shapes.qrels_shape(str(path))
    # not MIND's: a run given as qrels, or a table with a header, is named for what it is (qrels_shape's other shapes)
    assert all(shape is None or "MIND" not in shape.reason for shape in (by_runs, by_qrels))
