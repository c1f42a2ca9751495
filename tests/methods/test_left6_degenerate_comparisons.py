"""Degenerate comparison data never reaches the user as a NumPy ``RuntimeWarning`` (issue 45's fifth bar: one battle
``gpt,claude,model_a`` with ``bootstrap=20`` printed "invalid value encountered in subtract" and NaN intervals).

Generated over every method that aggregates comparisons (``comparison_methods()``: the comparison rules and the
registry's methods that read only the pairwise matrix), bootstrap off and on, and degenerate shapes (one comparison,
one tie, an item that never wins or never loses, a disconnected graph, all ties, one pair twice, two judges, one
judge).  Each case, run with RuntimeWarnings as errors, is an answer (every item once, no NaN, ranks 1..n, intervals
that hold the estimate) or a ValueError that says what is wrong; the rest of the warnings are rankagg's own, in
words.  The meaning chosen for one redraw unit (module ``methods.comparisons.aggregate``): every redraw is the data
itself and one value shows no spread, so the intervals are unbounded (score -inf..inf, rank 1..n), said in a
``FewUnitsWarning``."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

from rankagg.api.preferences import fuse_comparisons
from rankagg.methods.comparisons.aggregate import comparison_methods
from rankagg.methods.comparisons.bootstrap import FewUnitsWarning


def _rows(pairs, judges=None):
    return [{"query": "q", "item_a": a, "item_b": b, "outcome": o, **({"judge": judges[i]} if judges else {})}
            for i, (a, b, o) in enumerate(pairs)]


SHAPES = {
    "one comparison": _rows([("a", "b", "win")]),
    "one tie": _rows([("a", "b", "tie")]),
    "an item never wins": _rows([("a", "b", "win"), ("b", "c", "win"), ("a", "c", "win"), ("b", "a", "win")]),
    "an item never loses": _rows([("a", "b", "win"), ("a", "c", "win"), ("b", "c", "win"), ("c", "b", "win")]),
    "disconnected": _rows([("a", "b", "win"), ("b", "a", "win"), ("c", "d", "win"), ("d", "c", "win")]),
    "all ties": _rows([("a", "b", "tie"), ("b", "c", "tie"), ("a", "c", "tie")]),
    "one pair twice": _rows([("a", "b", "win"), ("a", "b", "win")]),
    "two judges": _rows([("a", "b", "win"), ("b", "a", "loss")], judges=["j1", "j2"]),
    "one judge": _rows([("a", "b", "win"), ("b", "a", "win")], judges=["j1", "j1"]),
}
METHODS = comparison_methods()


def _items(rows):
    return {r[k] for r in rows for k in ("item_a", "item_b")}


def _check_answer(table, rows, bootstrap):
    assert sorted(table["item"]) == sorted(_items(rows))  # every item once
    n = len(table)
    assert sorted(table["rank"]) == list(range(1, n + 1))
    assert not table.isna().any().any(), table
    assert np.isfinite(table["score"]).all()
    if bootstrap:
        assert (table["score_low"] <= table["score"]).all() and (table["score"] <= table["score_high"]).all()
        assert (1 <= table["rank_low"]).all() and (table["rank_low"] <= table["rank"]).all()
        assert (table["rank"] <= table["rank_high"]).all() and (table["rank_high"] <= n).all()


def test_the_class_is_not_vacuous():
    assert {"davidson", "arena", "rank_centrality", "borda_wins", "kemeny", "copeland"} <= set(METHODS)


@pytest.mark.parametrize("bootstrap", [0, 20])
@pytest.mark.parametrize("shape", list(SHAPES))
def test_degenerate_comparisons_give_an_answer_or_a_clear_error_never_a_numpy_warning(shape, bootstrap):
    rows = SHAPES[shape]
    failures = []
    for method in METHODS:
        with warnings.catch_warnings(record=True) as said:
            warnings.simplefilter("always")
            warnings.simplefilter("error", RuntimeWarning)  # NumPy's invalid/overflow/divide notes
            try:
                table = fuse_comparisons(rows, method, bootstrap=bootstrap)
            except RuntimeWarning as exc:
                failures.append(f"{method}: RuntimeWarning {exc}")
                continue
            except ValueError as exc:
                assert str(exc).strip(), method
                if bootstrap and _answers(rows, method):  # the full sample has an answer: the message says why the
                    assert "bootstrap" in str(exc), (method, str(exc))  # bootstrap has none (a redraw, one judge)
                continue
        foreign = [w for w in said if not _rankaggs(w)]
        assert not foreign, [f"{w.category.__name__}: {w.message} ({w.filename})" for w in foreign]
        _check_answer(table, rows, bootstrap)
    assert not failures, failures


def _answers(rows, method):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            fuse_comparisons(rows, method)
        except ValueError:
            return False
    return True


def _rankaggs(w) -> bool:
    """A warning of rankagg's own: it names the caller's line (this file: ``rankagg.exceptions.warn_caller``), or a
    line of the package (a library's warning raised by rankagg's call)."""
    return w.filename == __file__ or w.filename.startswith(str(_package_dir()))


def _package_dir():
    import pathlib

    import rankagg

    return pathlib.Path(rankagg.__file__).parent


@pytest.mark.parametrize("method", ["arena", "davidson", "borda_wins", "kemeny"])
def test_one_battle_has_unbounded_intervals_said_in_words(tmp_path, method):
    path = tmp_path / "b.csv"
    path.write_text("model_a,model_b,winner\ngpt,claude,model_a\n")
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        warnings.simplefilter("error", RuntimeWarning)
        table = fuse_comparisons(str(path), method, bootstrap=20)
    assert list(table["item"]) == ["gpt", "claude"]  # gpt won its one battle
    assert list(table["score_low"]) == [-np.inf, -np.inf] and list(table["score_high"]) == [np.inf, np.inf]
    assert list(table["rank_low"]) == [1, 1] and list(table["rank_high"]) == [2, 2]
    few = [w for w in said if issubclass(w.category, FewUnitsWarning)]
    assert len(few) == 1 and "one comparison" in str(few[0].message) and "unbounded" in str(few[0].message)


ELECTIONS = {  # PrefLib's degenerate elections: one voter, one pair split evenly, all tied, one item ranked
    "one_voter.soc": ("soc", ["a", "b", "c"], ["1: 1,2,3"]),
    "split.soc": ("soc", ["a", "b"], ["1: 1,2", "1: 2,1"]),
    "tied.toc": ("toc", ["a", "b", "c"], ["2: {1,2,3}"]),
    "one_ranked.soi": ("soi", ["a", "b", "c"], ["1: 1"]),
}


@pytest.mark.parametrize("election", list(ELECTIONS))
def test_degenerate_elections_never_give_a_numpy_warning(tmp_path, election):
    from rankagg.api.preferences import fuse_preflib

    kind, names, orders = ELECTIONS[election]
    voters = sum(int(o.split(":")[0]) for o in orders)
    header = [f"# FILE NAME: {election}", f"# DATA TYPE: {kind}", f"# NUMBER ALTERNATIVES: {len(names)}",
              f"# NUMBER VOTERS: {voters}", f"# NUMBER UNIQUE ORDERS: {len(orders)}",
              *(f"# ALTERNATIVE NAME {i + 1}: {n}" for i, n in enumerate(names))]
    path = tmp_path / election
    path.write_text("\n".join(header + orders) + "\n")
    for method in [m for m in METHODS if m not in ("davidson", "arena", "rank_centrality", "borda_wins")]:
        with warnings.catch_warnings(record=True) as said:
            warnings.simplefilter("always")
            warnings.simplefilter("error", RuntimeWarning)
            table = fuse_preflib(str(path), method)
        assert sorted(table["item"]) == names and sorted(table["rank"]) == list(range(1, len(names) + 1)), method
        assert not [w for w in said if not _rankaggs(w)], method
