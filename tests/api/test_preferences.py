"""Comparison tables and PrefLib elections through the API and the command line (rankagg.api.preferences)."""

from __future__ import annotations

import json

import numpy as np

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


def test_mixing_kinds_names_each_file_where_its_kind_shows(files):
    """A PrefLib election at its '#' header's line 1 (by its name when it has none, the old format's count first),
    a comparison table at its header, a run by its name: u42a_preflib_toc_as_run named the files without a line."""
    (files / "old.toi").write_text("3\n1,x\n2,y\n3,z\n1,1,1\n1,3,2,1\n")
    with pytest.raises(ValueError) as err:
        preference_inputs([files / "e.soc", files / "run.txt", files / "old.toi"])
    assert str(err.value) == (
        f"the inputs mix kinds: {files / 'e.soc'}:1 (a PrefLib election: its '#' header, its name .soc), "
        f"{files / 'run.txt'} (a run), {files / 'old.toi'} (a PrefLib election: its name ends in .toi); fuse "
        "comparisons, PrefLib elections and runs separately")
    with pytest.raises(ValueError, match=f"{files / 'c.csv'}:1 \\(a comparison table: its header\\)"):
        preference_inputs([files / "c.csv", files / "run.txt"])


@pytest.mark.parametrize("suffix", [".csv", ".json", ".jsonl"])
def test_mixing_kinds_names_an_arena_battle_table_as_such(files, suffix):
    """u77a_arena_battles_json_as_run: Chatbot Arena's battles beside a run were 'a comparison table'; they are read
    as battles (a leaderboard), and named so, at line 1 where the file has a header."""
    records = [{"model_a": "x", "model_b": "y", "winner": "model_a"}, {"model_a": "y", "model_b": "z", "winner": "tie"}]
    battles = files / f"clean_battle{suffix}"
    battles.write_text({".csv": "model_a,model_b,winner\nx,y,model_a\ny,z,tie\n", ".json": json.dumps(records),
                        ".jsonl": "".join(json.dumps(r) + "\n" for r in records)}[suffix])
    with pytest.raises(ValueError) as err:
        preference_inputs([battles, files / "run.txt"])
    shows = "header" if suffix == ".csv" else "records"
    assert f"{battles}:1 (an arena battle table, as Chatbot Arena's: model_a, model_b and winner: its {shows})" \
        in str(err.value)


@pytest.mark.parametrize("method", ["rrf", "borda", "combsum"])
def test_arena_battles_given_to_a_method_of_lists_are_named_as_battles(method):
    """u77a_api_arena_battles_list: battle records given to RRF were refused for comparisons, not said to be
    battles; the refusal names them, and the method's own reason follows."""
    records = [{"model_a": "x", "model_b": "y", "winner": "model_a"}, {"model_a": "y", "model_b": "z", "winner": "tie"}]
    with pytest.raises(ValueError) as err:
        rankagg.fuse(records, method=method)
    assert str(err.value).startswith("runs: arena battles (records of model_a, model_b and winner, as Chatbot "
                                     f"Arena's): {method}: this method reads the rankers' lists"), err.value


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


# ---------------------------------------------------------------- issue 45: outputs, options, recognition
from urllib.parse import unquote  # noqa: E402

from hypothesis import HealthCheck, example, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from rankagg.api.preferences import fuse_preference_files, write_table  # noqa: E402
from rankagg.io.rules import id_fault  # noqa: E402
from rankagg.io.trec import read_trec_run  # noqa: E402

SETTINGS = settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
ids = st.text(alphabet="abcXY019-_.%", min_size=1, max_size=5)
adversarial_names = st.text(alphabet="ab%XY \t\u00a0\u2003-", min_size=1, max_size=6).map(str.strip).filter(bool)


def _trec_eval_order(path):
    """Each query's docids in the order trec_eval reads them (score descending, docid descending)."""
    data = read_trec_run(path)
    out = {}
    for q, qid in enumerate(data.qids.tolist()):
        a, b = data.offsets[q], data.offsets[q + 1]
        order = np.argsort(data.ranks[a:b, 0], kind="stable")
        out[qid] = data.docids[a:b][order].tolist()
    return out


def _table_order(table):
    return {q: g["item"].tolist() for q, g in table.groupby("query", sort=False)}


@st.composite
def comparison_tables(draw):
    items = draw(st.lists(ids, min_size=2, max_size=7, unique=True))
    rows = ["query,item_a,item_b,outcome"]
    for _ in range(draw(st.integers(1, 15))):
        a, b = draw(st.permutations(items))[:2]
        rows.append(f"{draw(st.sampled_from(['q1', 'q-2']))},{a},{b},{draw(st.sampled_from(['win', 'loss', 'tie']))}")
    return "\n".join(rows) + "\n"


NEAR_TIE_AT_THE_CUT = ("query,item_a,item_b,outcome\nq1,Y,1,win\nq1,9,X,tie\n" + "q1,0,1,win\n" * 10 + "q1,0,1,tie\n")


@pytest.mark.parametrize("method", ["borda_wins", "copeland", "davidson(alpha=0.5)"])
@SETTINGS
@given(text=comparison_tables(), depth=st.sampled_from([None, 1, 3]))
@example(text=NEAR_TIE_AT_THE_CUT, depth=3)  # davidson: 9 and X tie within 2^-40, X's exact score higher
def test_comparison_outputs_read_back_in_the_table_order(tmp_path, method, text, depth):
    """Whatever is written as a TREC run reads back, as trec_eval reads it, in the table's order (ties
    included: the run writer's nudges), six fields a line."""
    (tmp_path / "c.csv").write_text(text)
    out = tmp_path / "out.run"
    table = fuse_preference_files([tmp_path / "c.csv"], out, method=method, depth=depth)
    assert all(len(line.split()) == 6 for line in out.read_text().splitlines())
    expected = {q: items[:depth] for q, items in _table_order(table).items()}
    assert _trec_eval_order(out) == expected


def _election(names, orders):
    kind = "toi"
    lines = [f"# DATA TYPE: {kind}", f"# NUMBER ALTERNATIVES: {len(names)}",
             f"# NUMBER VOTERS: {sum(c for c, _ in orders)}",
             *(f"# ALTERNATIVE NAME {i}: {n}" for i, n in enumerate(names, start=1)), *(f"{c}: {o}" for c, o in orders)]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("method", ["borda", "kemeny(solver=exact)", "copeland"])
@SETTINGS
@given(names=st.lists(adversarial_names, min_size=2, max_size=6, unique=True), data=st.data())
def test_election_outputs_read_back_with_safe_ids(tmp_path, method, names, data):
    """Alternatives named with blanks, tabs, no-break spaces and % are written as percent-encoded ids that
    read back (unquote gives the name), in the table's order, ties nudged as for runs."""
    n = len(names)
    orders = []
    for _ in range(data.draw(st.integers(1, 4))):
        perm = data.draw(st.permutations(range(1, n + 1)))[: data.draw(st.integers(1, n))]
        orders.append((data.draw(st.integers(1, 3)), ",".join(map(str, perm))))
    (tmp_path / "e.toi").write_text(_election(names, orders), encoding="utf-8")
    out = tmp_path / "e.run"
    table = fuse_preference_files([tmp_path / "e.toi"], out, method=method)
    assert all(id_fault(i) is None for i in table["item"])
    assert [unquote(i) for i in table["item"]] == table["name"].tolist()
    assert all(len(line.split()) == 6 for line in out.read_text(encoding="utf-8").splitlines())
    assert _trec_eval_order(out) == _table_order(table)


RUN_ONLY = [["--explain", "x.jsonl"], ["--weights", "a=1"], ["--input-depth", "3"], ["--backend", "dask"],
            ["--trust-rank"], ["--scheduler", "tcp://h:1"], ["--scratch", "/tmp"]]


@pytest.mark.parametrize("option", RUN_ONLY, ids=[o[0] for o in RUN_ONLY])
@pytest.mark.parametrize("name", ["c.csv", "e.soc"])
def test_run_only_options_are_refused_by_name(files, capsys, option, name):
    out = files / "o.run"
    assert main(["fuse", str(files / name), *option, "-o", str(out), "--quiet"]) != 0
    err = capsys.readouterr().err
    assert f"{option[0]}{' dask' if option[0] == '--backend' else ''} applies to runs" in err
    assert not out.exists()


@SETTINGS
@given(tag=st.text(alphabet="ab \t\n\u00a0", min_size=0, max_size=4).filter(lambda t: id_fault(t) is not None))
def test_a_tag_a_trec_line_cannot_hold_is_refused(files, tag):
    with pytest.raises(ValueError, match="--tag"):
        fuse_preference_files([files / "c.csv"], files / "o.run", tag=tag)


def test_two_elections_of_one_name_are_refused(tmp_path):
    for d in ("a", "b"):
        (tmp_path / d).mkdir()
        (tmp_path / d / "e1.soc").write_text(ELECTION)
    with pytest.raises(ValueError, match="gives the query id 'e1', as .*a/e1.soc does"):
        fuse_preflib([tmp_path / "a" / "e1.soc", tmp_path / "b" / "e1.soc"])
    (tmp_path / "e1.v2.soc").write_text(ELECTION)
    assert set(fuse_preflib([tmp_path / "a" / "e1.soc", tmp_path / "e1.v2.soc"])["query"]) == {"e1", "e1.v2"}


@pytest.mark.parametrize("method", ["davidson", "rank_centrality(alpha=1)", "borda_wins"])
def test_a_comparison_rule_on_other_inputs_says_why(files, capsys, method):
    """Not "unknown method": each input is named with the reason it is not a comparison table."""
    (files / "runs.csv").write_text("q1 Q0 d1 1 3.0 r\n")
    assert main(["fuse", str(files / "run.txt"), str(files / "runs.csv"), "--method", method, "-o",
                 str(files / "o.run")]) != 0
    err = capsys.readouterr().err
    assert "unknown method" not in err and "run.txt: its name does not end in" in err
    assert "runs.csv: its first lines are TREC run lines" in err  # the reason it is not a table (u7s: was "no outcome column")
    import rankagg  # the Python front door says the same

    with pytest.raises(ValueError, match="run.txt: its name does not end in") as caught:
        rankagg.fuse([str(files / "run.txt"), str(files / "runs.csv")], method)
    assert "unknown method" not in str(caught.value)


def test_a_truncated_parquet_table_is_not_taken_for_a_run(files, capsys):
    pa = pytest.importorskip("pyarrow")
    import pyarrow.parquet as pq

    pq.write_table(pa.table({"item_a": ["a"], "item_b": ["b"], "outcome": ["win"]}), files / "t.parquet")
    raw = (files / "t.parquet").read_bytes()
    (files / "t.parquet").write_bytes(raw[: len(raw) // 2])
    assert main(["fuse", str(files / "t.parquet"), "--method", "davidson", "-o", str(files / "o.run")]) != 0
    assert "t.parquet: cannot read as Parquet" in capsys.readouterr().err


def test_table_outputs_never_overwrite_an_input(files):
    with pytest.raises(ValueError):
        fuse_preference_files([files / "c.csv"], files / "c.csv")
    assert (files / "c.csv").read_text() == COMPARISONS
    table = fuse_comparisons(str(files / "c.csv"), "borda_wins")
    with pytest.raises(ValueError, match="--scores rank applies to TREC run outputs"):
        write_table(table, files / "t.csv", score_column="rank")


BATTLES = "model_a,model_b,winner\nx,y,model_a\ny,z,model_a\nx,z,tie\nx,z,model_a\ny,x,model_b\n"


@pytest.mark.parametrize("name,text,method,tag", [
    ("c.csv", COMPARISONS, None, "rankagg-davidson"),  # each kind's default method names the tag (--help)
    ("b.csv", BATTLES, None, "rankagg-arena"),
    ("e.soc", ELECTION, None, "rankagg-kemeny"),
    ("c.csv", COMPARISONS, "copeland", "rankagg-copeland"),
    ("c.csv", COMPARISONS, "davidson(alpha=0.1)", "rankagg-davidson"),
    ("e.soc", ELECTION, "borda", "rankagg-borda"),
])
def test_the_default_tag_names_the_method_that_ran(tmp_path, name, text, method, tag):
    (tmp_path / name).write_text(text)
    out = tmp_path / "fused.txt"
    argv = ["fuse", str(tmp_path / name), "-o", str(out), "--quiet"] + (["--method", method] if method else [])
    assert main(argv) == 0
    assert {line.split()[5] for line in out.read_text().splitlines()} == {tag}
