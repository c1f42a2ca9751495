"""Comparison tables and PrefLib elections through the API and the command line (rankagg.api.preferences)."""

from __future__ import annotations

import json

import pandas as pd
import pytest

import rankagg
from rankagg.api.commands import method_rows
from rankagg.api.preferences import fuse_comparisons, fuse_preflib, preference_inputs
from rankagg.cli import main

COMPARISONS = ("query,item_a,item_b,outcome,judge\n"
               "q1,A,B,win,j1\nq1,A,C,win,j1\nq1,B,C,tie,j2\nq1,C,A,loss,j2\nq1,B,A,win,j3\nq1,C,B,win,j3\n")
ELECTION = ("# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 3\n# NUMBER VOTERS: 5\n"
            "# ALTERNATIVE NAME 1: x\n# ALTERNATIVE NAME 2: y\n# ALTERNATIVE NAME 3: z\n"
            "3: 1,2,3\n2: 3,2,1\n")


@pytest.fixture
def files(tmp_path):
    (tmp_path / "c.csv").write_text(COMPARISONS)
    (tmp_path / "e.soc").write_text(ELECTION)
    (tmp_path / "run.txt").write_text("q1 Q0 d1 1 3.0 r\n")
    return tmp_path


def test_fuse_takes_comparison_and_preflib_files(files):
    out = rankagg.fuse(str(files / "c.csv"), "copeland")
    assert out == {"q1": {"A": 1.0, "C": 0.0, "B": -1.0}}
    # the election: 3 voters x>y>z, 2 voters z>y>x; Kemeny = x>y>z (cost 2+2+2 = 6 vs 9 for z>y>x)
    out = rankagg.fuse(str(files / "e.soc"))
    assert list(out) == ["e"] and sorted(out["e"], key=lambda d: -out["e"][d]) == ["x", "y", "z"]


def test_tables_with_intervals_and_kemeny_bounds(files):
    table = fuse_comparisons(str(files / "c.csv"), "rank_centrality(alpha=0.1)", bootstrap=20, by="judges")
    assert table["item"].tolist()[0] == "A" and {"score_low", "rank_high"} <= set(table.columns)
    frame = pd.read_csv(files / "c.csv")
    assert fuse_comparisons(frame, "borda_wins")["score"].tolist() == [3.0, 1.5, 1.5]
    election = fuse_preflib(files / "e.soc")
    assert election["objective"].iloc[0] == 6.0 and election["lower_bound"].iloc[0] == 6.0


def test_mixing_kinds_is_refused(files):
    assert preference_inputs([files / "run.txt"]) is None
    with pytest.raises(ValueError, match="the inputs mix kinds"):
        preference_inputs([files / "c.csv", files / "e.soc"])


def test_cli_fuse_comparisons_and_preflib(files, capsys):
    out = files / "judged.csv"
    assert main(["fuse", str(files / "c.csv"), "--method", "davidson(alpha=0.1)", "--bootstrap", "10",
                 "--bootstrap-by", "judges", "-o", str(out), "--quiet"]) == 0
    table = pd.read_csv(out)
    assert table.columns.tolist()[:4] == ["query", "item", "score", "rank"] and len(table) == 3
    run = files / "e.run"
    assert main(["fuse", str(files / "e.soc"), "--method", "borda", "-o", str(run), "--quiet"]) == 0
    assert [line.split()[2] for line in run.read_text().splitlines()] == ["x", "y", "z"]


def test_cli_errors_name_the_file_and_line(files, capsys):
    bad = files / "bad.csv"
    bad.write_text("query,item_a,item_b,outcome,count\nq,a,b,win,1\nq,a,b,win,1.5\n")
    assert main(["fuse", str(bad), "-o", str(files / "x.csv")]) != 0
    assert f"{bad}:3: count '1.5' is not a positive integer" in capsys.readouterr().err


def test_methods_say_which_accept_comparisons(capsys):
    rows = {r["name"]: r for r in method_rows()}
    assert rows["kemeny"]["accepts_comparisons"] and rows["copeland"]["accepts_comparisons"]
    assert not rows["mc1"]["accepts_comparisons"] and not rows["rrf"]["accepts_comparisons"]
    assert main(["methods", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert {r["name"] for r in listed if r["accepts_comparisons"]} == {
        "bradley_terry", "condorcet", "copeland", "kemeny", "mc4", "mpm", "svp", "thurstone"}
