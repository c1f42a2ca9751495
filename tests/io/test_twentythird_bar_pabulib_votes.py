"""Issue 45's twenty-third bar (a participatory-budgeting office): a Pabulib file at every door is named for what it
is at its first line, and a vote tally (``project_id,votes``) is refused as a table of lists, not ranked."""

from __future__ import annotations

import gzip

import pytest

import rankagg
from rankagg.cli import main

_META = "META\nkey;value\ndescription;Budżet obywatelski\nunit;Warszawa\nbudget;1000000\nvote_type;{kind}\n"
_PROJECTS = "PROJECTS\nproject_id;cost;votes;name\n5;300000;4;Park\n12;450000;3;\"Ścieżka; rowerowa\"\n3;200000;2;Las\n"
_VOTES = {"ordinal": "VOTES\nvoter_id;vote\n1;5,12,3\n2;12,5\n3;3\n",
          "approval": "VOTES\nvoter_id;vote\n1;5,12\n2;\n3;3\n",
          "cumulative": "VOTES\nvoter_id;vote;points\n1;5,12;7,3\n2;12;10\n",
          "scoring": "VOTES\nvoter_id;vote;points\n1;5,12,3;5,3,1\n2;12;4\n"}


def _pabulib(kind: str, opening: str) -> str:
    body = _META.format(kind=kind) + _PROJECTS + _VOTES[kind]
    return body[body.index(opening):]


def _write(path, text: str, form: str) -> None:
    if form == "gzip":
        path.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
    elif form == "windows":
        path.write_bytes(("\ufeff" + text.replace("\n", "\r\n")).encode("utf-8"))
    else:
        path.write_text(text, encoding="utf-8")


FORMS = [(kind, opening, name, form) for kind in _VOTES for opening in ("META", "PROJECTS")
         for name, form in (("ochota.pb", "plain"), ("ochota.pb.gz", "gzip"), ("ochota.pb", "windows"),
                            ("ochota.txt", "plain"), ("ochota.csv", "plain"), ("ochota.tsv.gz", "gzip"))]


@pytest.mark.parametrize("kind, opening, name, form", FORMS)
def test_a_pabulib_file_is_named_at_its_first_line_by_the_api(tmp_path, kind, opening, name, form):
    path = tmp_path / name
    _write(path, _pabulib(kind, opening), form)
    with pytest.raises(ValueError) as err:
        rankagg.fuse(str(path), method="borda")
    message = str(err.value)
    assert f"{path}:1" in message and "Pabulib" in message and "\n" not in message


@pytest.mark.parametrize("kind", list(_VOTES))
@pytest.mark.parametrize("argv", [["fuse", "{p}", "--method", "borda", "--quiet", "-o", "{d}/ranking.tsv"],
                                  ["fuse", "{p}", "--quiet", "-o", "{d}/ranking.run"],
                                  ["evaluate", "--qrels", "{p}", "{d}/a.run"]])
def test_the_commands_name_a_pabulib_file_and_write_nothing(tmp_path, capsys, kind, argv):
    path = tmp_path / "wola.pb"
    path.write_text(_pabulib(kind, "META"), encoding="utf-8")
    (tmp_path / "a.run").write_text("Wola Q0 5 1 3.0 a\n")
    assert main([a.format(p=path, d=tmp_path) for a in argv]) == 2
    err = capsys.readouterr().err
    assert f"{path}:1" in err and "Pabulib" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.run", "wola.pb"]


@pytest.mark.parametrize("heading", ["votes", "points", "approvals", "ballots", "total_votes", "num_votes"])
@pytest.mark.parametrize("suffix, sep", [(".csv", ","), (".tsv", "\t")])
@pytest.mark.parametrize("counts", [("412", "388", "251", "97"), ("12", "5", "3", "1")])
def test_a_tally_is_refused_at_its_first_count(tmp_path, capsys, heading, suffix, sep, counts):
    """counts that look like the projects' own ids (12, 5, 3) were ranked as those projects: a wrong consensus"""
    path = tmp_path / f"tally{suffix}"
    rows = [f"project_id{sep}{heading}"] + [f"{p}{sep}{c}" for p, c in zip(("5", "12", "3", "7"), counts)]
    path.write_text("\n".join(rows) + "\n")
    assert main(["fuse", str(path), "--method", "borda", "--quiet", "-o", str(tmp_path / "ranking.tsv")]) == 2
    err = capsys.readouterr().err
    assert f"{path}:2" in err and repr(heading) in err
    assert not (tmp_path / "ranking.tsv").exists()
