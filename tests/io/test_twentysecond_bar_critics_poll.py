"""Issue 45's twenty-second bar, a film magazine's critics' poll: the three fault classes it found, each generated
over its members.

* A poll's ballot sheet (one row per critic, a column per position named without a choice word: ``critic, 1, 2, ...,
  10``, ``#1``, ``1st``, ``Film 1``, ``Pick 1``, ``No. 1``) was read as lists, one per position: three ballots were
  fused with exit 0 (the critics' names ranked as films), a real poll's sheet told "item X appears twice in list 7".
  Every door now refuses it at its header as a table of ballots, with the PrefLib form to give
  (``rankagg/io/ballot_shapes.py``); bare numbers count only as 1..k beside a column naming the ballot.
* The list written under a magazine's production names (``-o poll.indd``, ``.idml``, ``.psd``, ``.ai``, ``.srt``,
  ``.vtt``) was written as TREC lines with exit 0; those families are now in ``rankagg/io/output_names.py`` and refused
  before any work.
* A table of lists whose items are film titles of several words was told "a person's name (a recruiter's
  shortlist)", to give "each person's id (an e-mail address, the ATS's candidate id)": the message now names titles
  too and the form that holds them, a PrefLib election (``rankagg/io/gene_shapes.py``, ``check_ranking_cells``).
"""

from __future__ import annotations

import pandas as pd
import pyarrow as pa
import pytest

import rankagg
from rankagg.api.gene_lists import read_gene_lists
from rankagg.cli import main

FILMS = ["Oppenheimer", "Barbie", "Saltburn", "Tar", "Maestro", "Afire"]
#: the poll sheets' position headings, 1..k
HEADINGS = {"numbers": lambda k: str(k), "hash": lambda k: f"#{k}", "film": lambda k: f"Film {k}",
            "movie_hash": lambda k: f"Movie #{k}", "pick": lambda k: f"Pick {k}", "no": lambda k: f"No. {k}",
            "ordinal": lambda k: f"{k}{'st' if k == 1 else 'nd' if k == 2 else 'rd' if k == 3 else 'th'}",
            "place": lambda k: f"Place {k}", "position": lambda k: f"position_{k}"}
DOORS = ["csv", "tsv", "parquet", "frame", "arrow"]


def _sheet(style: str, k: int, critics: int, leading: list[str]) -> pd.DataFrame:
    """``critics`` ballots of ``k`` films, each position a permutation of the films over the ballots when critics is
    their number (what a list reader took for lists without a complaint)."""
    heads = [HEADINGS[style](i) for i in range(1, k + 1)]
    rows = []
    for c in range(critics):
        row = {h: f"critic{c:02d}" if h == "critic" else f"outlet{c % 2}" for h in leading}
        row.update({h: FILMS[(c + i) % len(FILMS)] for i, h in enumerate(heads)})
        rows.append(row)
    return pd.DataFrame(rows, columns=leading + heads)


def _given(tmp_path, door, frame):
    if door == "frame":
        return frame, "dataframe"
    if door == "arrow":
        return pa.Table.from_pandas(frame, preserve_index=False), "Arrow table"
    path = tmp_path / f"ballots.{door}"
    if door == "parquet":
        frame.to_parquet(path)
        return str(path), path.name
    frame.to_csv(path, index=False, sep="\t" if door == "tsv" else ",")
    return str(path), f"{path.name}:1"


@pytest.mark.parametrize("door", DOORS)
@pytest.mark.parametrize("style,k,critics,leading", [
    (s, 3 + i % 8, len(FILMS) if i % 2 else 3, [["critic"], ["critic", "outlet"]][i % 2])
    for i, s in enumerate(HEADINGS)])
def test_poll_sheets_are_named_at_every_door(tmp_path, door, style, k, critics, leading):
    given, name = _given(tmp_path, door, _sheet(style, k, critics, leading))
    with pytest.raises(ValueError) as err:
        rankagg.fuse(given, "borda")
    message = str(err.value)
    assert message.count("\n") == 0 and name in message
    assert "one ballot per row" in message and ".soi" in message and HEADINGS[style](1) in message


@pytest.mark.parametrize("style", ["numbers", "hash", "film", "ordinal"])
def test_the_command_refuses_a_poll_sheet_before_writing(tmp_path, capsys, style):
    path = tmp_path / "ballots.csv"
    _sheet(style, 10 if style != "ordinal" else 4, 3, ["critic"]).to_csv(path, index=False)
    assert main(["fuse", str(path), "--method", "borda", "-o", str(tmp_path / "poll.csv")]) == 2
    err = capsys.readouterr().err
    assert "ballots.csv:1: " in err and "a poll's ballot sheet" in err and err.count("\n") == 1
    assert not (tmp_path / "poll.csv").exists()


@pytest.mark.parametrize("columns", [["1", "2", "3"], ["0", "1", "2"], ["study", "1", "3"], ["2021", "2022", "2023"],
                                     ["critic1", "critic2"], ["list 1", "list 2"], ["Study 1", "Study 2"],
                                     ["top1", "top2"], ["critic", "2"]])
def test_lists_named_by_numbers_or_people_are_read(tmp_path, columns):
    path = tmp_path / "lists.csv"  # bare numbers alone, from 0, with a gap, or lists named like rankers: lists
    path.write_text(",".join(columns) + "\n" + "\n".join(",".join(FILMS[(r + c) % 6] for c in range(len(columns)))
                                                         for r in range(3)) + "\n")
    lists = read_gene_lists(str(path))
    assert list(lists) == columns and lists[columns[0]] == [FILMS[0], FILMS[1], FILMS[2]]


PRODUCTION_NAMES = [".indd", ".indt", ".idml", ".qxp", ".sla", ".psd", ".ai", ".xcf", ".fig", ".srt", ".vtt",
                    ".ass", ".ttml", ".fdx", ".fountain", ".edl", ".fcpxml", ".m3u", ".m3u8", ".xspf", ".ics"]


@pytest.mark.parametrize("suffix", PRODUCTION_NAMES + [s.upper() + ".gz" for s in PRODUCTION_NAMES[::5]])
def test_the_list_under_a_production_name_is_refused_before_any_work(tmp_path, capsys, suffix):
    runs = []
    for name, order in (("hornaday", FILMS[:4]), ("dargis", FILMS[2:])):
        path = tmp_path / f"{name}.run"
        path.write_text("".join(f"poll Q0 {d} {r} {10 - r} {name}\n" for r, d in enumerate(order, 1)))
        runs.append(str(path))
    out = tmp_path / f"poll{suffix}"
    assert main(["fuse", *runs, "--method", "borda", "-o", str(out), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert f"poll{suffix}" in err and "-o" in err and err.count("\n") == 1
    assert not out.exists() and sorted(p.name for p in tmp_path.iterdir()) == ["dargis.run", "hornaday.run"]


TITLES = ["killers of the flower moon", "Past Lives", "Anatomy of a Fall", "The Zone of Interest", "Perfect Days",
          "All of Us Strangers"]


@pytest.mark.parametrize("name,text,line", [
    ("lists.csv", "hornaday,dargis\n" + "".join(f"{a},{b}\n" for a, b in zip(TITLES, TITLES[::-1])), 2),
    ("lists.tsv", "蓮實重彦\tSophie Monks Kaufman\n" + "".join(f"{a}\t{b}\n" for a, b in zip(TITLES[1:], TITLES)), 2),
    ("ballot.lst", "".join(f"{t}\n" for t in TITLES[2:]), 1),
    ("ballot.grp", "#hornaday\n" + "".join(f"{t}\n" for t in TITLES[::-1]), 2),
])
def test_film_titles_as_items_are_pointed_to_the_form_that_holds_them(tmp_path, capsys, name, text, line):
    (tmp_path / name).write_text(text, encoding="utf-8")
    assert main(["fuse", str(tmp_path / name), "--method", "borda", "-o", str(tmp_path / "poll.csv")]) == 2
    err = capsys.readouterr().err
    assert f"{name}:{line}:" in err and "holds a blank" in err and err.count("\n") == 1, err
    assert "title" in err and "PrefLib" in err, err
    assert not (tmp_path / "poll.csv").exists()
