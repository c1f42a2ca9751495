"""Issue 45's fourteenth bar (a sports analyst's day), its two fault classes generated over their members.

1. A declared item that no comparison names (``items=``: a registered entrant that has not played yet) was dropped
   from the table (``u14s_known_entrant_without_a_match``).  The rule, as for an election's alternative no voter
   ranked (docs/preferences.md): every declared item is listed; one without a comparison last, with one score
   strictly below every other (beyond the tie rule's 2^-40), in name order among themselves, a score interval of
   -inf..inf and the rank interval of their group.  Generated over every comparison rule and matrix method, each
   door (a file, several files, records, a battle file, items per query) and with and without a bootstrap.
2. A redraw without ties fits Davidson's tie rate 0 (log nu = -inf), and ``0 * -inf`` in the likelihood's masked
   terms leaked NumPy's "invalid value encountered in multiply" to the analyst
   (``u14s_cup_bootstrap_redraws_without_draws``).  Generated over the Bradley-Terry rules, the bootstrap units and
   small cups whose redraws often hold no tie: no RuntimeWarning, every score inside its interval.
"""

from __future__ import annotations

import math
import warnings

import numpy as np
import pytest

from rankagg.api.preferences import fuse_comparisons

ROWS = [("Getafe", "Celta", "win"), ("Celta", "Sevilla", "tie"), ("Sevilla", "Getafe", "loss"),
        ("Celta", "Getafe", "win"), ("Getafe", "Sevilla", "tie")]
PLAYED = {"Getafe", "Celta", "Sevilla"}
UNPLAYED = ["Atlético", "Betis"]  # name order: 'A' < 'B'
METHODS = ["davidson", "davidson(alpha=0.01)", "arena", "borda_wins", "rank_centrality", "copeland", "kemeny",
           "kemeny(solver=exact)", "bradley_terry"]


def _csv(path, rows, query="liga"):
    path.write_text("query,item_a,item_b,outcome\n" + "".join(f"{query},{a},{b},{o}\n" for a, b, o in rows),
                    encoding="utf-8")
    return path


def _unplayed_last(table, query="liga", unplayed=UNPLAYED, played=PLAYED):
    part = table[table["query"] == query]
    items, scores = list(part["item"]), part["score"].to_numpy(dtype=float)
    assert sorted(items) == sorted([*played, *unplayed])
    assert items[-len(unplayed):] == sorted(unplayed)  # last, in name order
    assert list(part["rank"]) == list(range(1, len(items) + 1))
    assert np.isfinite(scores).all()
    low = scores[: len(played)].min()
    assert (scores[len(played):] < low).all() and (low - scores[len(played):] > abs(low) * 2.0 ** -40).all()
    assert len(set(scores[len(played):].tolist())) == 1  # no evidence tells them apart


@pytest.mark.parametrize("method", METHODS)
def test_a_declared_item_without_comparisons_is_listed_last(tmp_path, method):
    table = fuse_comparisons(_csv(tmp_path / "liga.csv", ROWS), method, items=[*PLAYED, *UNPLAYED])
    _unplayed_last(table)


@pytest.mark.parametrize("method", ["davidson", "arena", "borda_wins", "copeland"])
def test_without_items_nothing_is_added(tmp_path, method):
    """The rule adds only what the caller declared: without ``items=`` the table is the compared items."""
    table = fuse_comparisons(_csv(tmp_path / "liga.csv", ROWS), method)
    assert sorted(table["item"]) == sorted(PLAYED)


@pytest.mark.parametrize("method", ["davidson", "borda_wins"])
def test_the_scores_of_the_played_items_are_unchanged(tmp_path, method):
    path = _csv(tmp_path / "liga.csv", ROWS)
    plain = fuse_comparisons(path, method)
    declared = fuse_comparisons(path, method, items=[*PLAYED, *UNPLAYED])
    got = dict(zip(declared["item"], declared["score"]))
    assert all(got[i] == s for i, s in zip(plain["item"], plain["score"]))


@pytest.mark.parametrize("door", ["two files", "records", "battles", "per query"])
def test_every_door_keeps_the_declared_items(tmp_path, door):
    items: object = [*PLAYED, *UNPLAYED]
    if door == "two files":
        source = [_csv(tmp_path / "a.csv", ROWS[:3]), _csv(tmp_path / "b.csv", ROWS[3:])]
    elif door == "records":
        source = [{"query": "liga", "item_a": a, "item_b": b, "outcome": o} for a, b, o in ROWS]
    elif door == "battles":
        winner = {"win": "model_a", "loss": "model_b", "tie": "tie"}
        source = [{"model_a": a, "model_b": b, "winner": winner[o]} for a, b, o in ROWS]
    else:  # items per query: the second league's entrants are its own
        _csv(tmp_path / "two.csv", ROWS)
        text = (tmp_path / "two.csv").read_text(encoding="utf-8")
        (tmp_path / "two.csv").write_text(text + "eredivisie,Ajax,PSV,win\n", encoding="utf-8")
        source, items = tmp_path / "two.csv", {"liga": [*PLAYED, *UNPLAYED], "eredivisie": ["Ajax", "PSV", "Twente"]}
    table = fuse_comparisons(source, "davidson(alpha=0.01)", items=items)
    query = "liga" if door != "battles" else table["query"].iloc[0]
    _unplayed_last(table, query=query)
    if door == "per query":
        _unplayed_last(table, query="eredivisie", unplayed=["Twente"], played={"Ajax", "PSV"})


@pytest.mark.parametrize("by", ["comparisons", "judges"])
def test_the_unplayed_items_intervals_are_unbounded_and_their_ranks_their_group(tmp_path, by):
    rows = ROWS * 4
    text = "query,item_a,item_b,outcome,judge\n" + "".join(
        f"liga,{a},{b},{o},ref{k % 4}\n" for k, (a, b, o) in enumerate(rows))
    (tmp_path / "liga.csv").write_text(text, encoding="utf-8")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # four judges are too few for an interval: the FewUnitsWarning is not the subject
        table = fuse_comparisons(tmp_path / "liga.csv", "borda_wins", bootstrap=20, by=by, items=[*PLAYED, *UNPLAYED])
    _unplayed_last(table)
    tail = table.iloc[len(PLAYED):]
    assert (tail["score_low"] == -math.inf).all() and (tail["score_high"] == math.inf).all()
    assert (tail["rank_low"] == len(PLAYED) + 1).all() and (tail["rank_high"] == len(PLAYED) + len(UNPLAYED)).all()
    head = table.iloc[: len(PLAYED)]
    assert (head["rank_high"] <= len(PLAYED)).all()


def _cup(seed: int, n_teams: int, n_games: int, p_tie: float) -> list[tuple[str, str, str]]:
    rng = np.random.default_rng(seed)
    teams = [f"club{i}" for i in range(n_teams)]
    rows = [(teams[i], teams[(i + 1) % n_teams], "win") for i in range(n_teams)]  # a cycle: every split both ways
    for _ in range(n_games):
        a, b = rng.choice(n_teams, 2, replace=False)
        rows.append((teams[a], teams[b], "tie" if rng.random() < p_tie else ("win" if rng.random() < 0.6 else "loss")))
    return rows


@pytest.mark.parametrize("seed,method,by", [
    *((seed, method, by) for seed in range(3)
      for method, by in (("davidson", "comparisons"), ("davidson", "judges"), ("arena", "comparisons"))),
    (0, "davidson(judges=True)", "judges")])  # one seed: a judge model's fit costs 2 s
def test_redraws_without_ties_leak_no_numpy_warning(tmp_path, seed, method, by):
    rows = _cup(seed, 4, 4, 0.15)
    text = "query,item_a,item_b,outcome,judge\n" + "".join(
        f"cup,{a},{b},{o},ref{k % 3}\n" for k, (a, b, o) in enumerate(rows))
    (tmp_path / "cup.csv").write_text(text, encoding="utf-8")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        table = fuse_comparisons(tmp_path / "cup.csv", method, bootstrap=40, by=by)
    assert not [w for w in caught if issubclass(w.category, RuntimeWarning)], [str(w.message) for w in caught]
    assert ((table["score_low"] <= table["score"]) & (table["score"] <= table["score_high"])).all()


# 3. A row's ``count`` is that many comparisons (docs/preferences.md: the row repeated), and a bootstrap without
#    judges redraws the comparisons one by one; it redrew the rows, so a season of 180 matches in 6 rows was 6 units
#    and its intervals 40 times too wide (``u14s_head_to_head_counts_bootstrap``).  Generated over count patterns,
#    methods and the doors that carry counts: the compressed table's units are the expanded table's, and its
#    intervals (another random stream) are as wide within sampling error.
H2H = [("Ajax", "PSV", "win"), ("PSV", "Ajax", "win"), ("PSV", "Feyenoord", "tie"), ("Feyenoord", "Ajax", "win"),
       ("Ajax", "Feyenoord", "win"), ("Feyenoord", "PSV", "loss")]


@pytest.mark.parametrize("counts", [(40, 25, 30, 20, 35, 30), (1, 60, 2, 45, 1, 30), (12, 12, 12, 12, 12, 12)])
@pytest.mark.parametrize("method", ["davidson", "borda_wins"])
def test_a_count_is_that_many_comparisons_in_a_bootstrap(tmp_path, counts, method):
    rows = [(*r, c) for r, c in zip(H2H, counts)]
    (tmp_path / "cnt.csv").write_text("query,item_a,item_b,outcome,count\n" + "".join(
        f"e,{a},{b},{o},{c}\n" for a, b, o, c in rows), encoding="utf-8")
    (tmp_path / "exp.csv").write_text("query,item_a,item_b,outcome\n" + "".join(
        f"e,{a},{b},{o}\n" for a, b, o, c in rows for _ in range(c)), encoding="utf-8")
    from rankagg.io.pairwise import read_comparisons
    from rankagg.methods import aggregate_comparisons

    got = {f: aggregate_comparisons(read_comparisons(tmp_path / f), method, bootstrap=400, by="comparisons")
           for f in ("cnt.csv", "exp.csv")}
    assert got["cnt.csv"].extra["units"] == got["exp.csv"].extra["units"] == sum(counts)
    assert got["cnt.csv"].extra["widening"] == got["exp.csv"].extra["widening"]
    np.testing.assert_allclose(got["cnt.csv"].scores[0], got["exp.csv"].scores[0], atol=1e-8)
    width = {f: np.asarray(r.score_high[0]) - np.asarray(r.score_low[0]) for f, r in got.items()}
    assert (np.abs(np.log(width["cnt.csv"] / width["exp.csv"])) < np.log(1.25)).all(), width


def test_a_table_without_counts_redraws_as_before(tmp_path):
    """Rows of count 1 (or no count column) keep the former draws, bit for bit: the same intervals either way."""
    from rankagg.io.pairwise import read_comparisons
    from rankagg.methods import aggregate_comparisons

    (tmp_path / "a.csv").write_text("query,item_a,item_b,outcome\n" + "".join(
        f"e,{a},{b},{o}\n" for a, b, o in H2H * 3), encoding="utf-8")
    (tmp_path / "b.csv").write_text("query,item_a,item_b,outcome,count\n" + "".join(
        f"e,{a},{b},{o},1\n" for a, b, o in H2H * 3), encoding="utf-8")
    a, b = (aggregate_comparisons(read_comparisons(tmp_path / f), "davidson", bootstrap=50, by="comparisons")
            for f in ("a.csv", "b.csv"))
    np.testing.assert_array_equal(a.score_low[0], b.score_low[0])
    np.testing.assert_array_equal(a.score_high[0], b.score_high[0])
