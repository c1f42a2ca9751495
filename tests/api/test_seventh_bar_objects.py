"""Issue 45's seventh bar (the Python API's objects and contracts, ``u7p_*`` in ``scripts/reliability_matrix.py``):
each class of fault it found, generated over the members of its class rather than case by case.

* Every result rankagg gives is marked as rankagg's (docs/conventions.md, :mod:`rankagg.io.fused_runs`), so that
  ``rankagg.evaluate`` measures it as the run ``rankagg fuse -o`` writes and ``as_written`` takes it: the Fuser's
  top-k items, ``rankagg.fuse`` of comparison tables and PrefLib elections, and the tables of ``fuse_comparisons``
  and ``fuse_preflib`` were not (a tie was read by the docid, or the table refused: an election's ``name`` column
  was taken for three runs); a fused Arrow table lost its mark on the way to the evaluator.
* The mark is each query's (:class:`FusedQuery`): it stays through ``result.copy()``, ``dict(result)`` and a
  subset of queries, which were read by their scores; a query the caller adds, or whose scores changed since, is
  read by its scores, the others in rankagg's order.
* ``rankagg.fuse(preference files, depth=k)`` keeps the first k items per query (depth was ignored).
* A warning points at the caller's line (:func:`rankagg.exceptions.warn_caller`), also from the thread pool that
  reads run files; every warning of the package goes through it (a fixed ``stacklevel`` named rankagg's lines).
* ``repr(Fuser)`` names every option that decides its answer; ``rankagg.api`` is reached from ``import rankagg``.

The fixture: RRF ties ``a`` and ``c`` exactly (1/61 + 1/63) and puts ``a`` first (the smaller docid); a reader of
the scores alone puts ``c`` first (docid descending).  P@1 against ``{a: 1}`` is 1.0 in rankagg's order, 0.0 else.
"""

from __future__ import annotations

import copy
import importlib
import inspect
import pickle
import re
import warnings
from pathlib import Path

import pandas as pd
import pyarrow as pa
import pytest

import rankagg
from rankagg.api import as_written
from rankagg.api.preferences import fuse_comparisons, fuse_preflib
from rankagg.fuser import Fuser
from rankagg.fuser.calibration import Calibration

T = {"1": {"a": 3.0, "b": 2.0, "c": 1.0}}
U = {"1": {"c": 3.0, "b": 2.0, "a": 1.0}}
RUNS = {"t": T, "u": U}
LISTS = {"t": ["a", "b", "c"], "u": ["c", "b", "a"]}
QRELS = {"1": {"a": 1}}
FRAME = pd.DataFrame([(r, q, d, s) for r, qs in RUNS.items() for q, ds in qs.items() for d, s in ds.items()],
                     columns=["run", "qid", "docid", "score"])
# three alternatives Borda ties (a > b > c and c > b > a); four items borda_wins ties (each pair won once each way)
ELECTION = ("# FILE NAME: e1.soc\n# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 3\n# NUMBER VOTERS: 2\n# NUMBER UNIQUE ORDERS: 2\n"
            "# ALTERNATIVE NAME 1: a\n# ALTERNATIVE NAME 2: b\n# ALTERNATIVE NAME 3: c\n1: 1,2,3\n1: 3,2,1\n")
COMPARISONS = "query,item_a,item_b,outcome\n1,a,b,win\n1,b,a,win\n1,c,d,win\n1,d,c,win\n"


def p_at_1(result, qrels=QRELS) -> float:
    return rankagg.evaluate(result, qrels, ["P@1"])["P@1"]


@pytest.fixture(scope="module")
def prefs(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("prefs")
    (folder / "e1.soc").write_text(ELECTION)
    (folder / "c.csv").write_text(COMPARISONS)
    return folder


# every form rankagg gives a result in: (the result, its qrels, rankagg's order of the tied documents)
PRODUCERS = {
    "fuse dicts": lambda d: (rankagg.fuse(RUNS, "rrf"), QRELS, ["a", "c", "b"]),
    "fuse frame": lambda d: (rankagg.fuse(FRAME, "rrf"), QRELS, ["a", "c", "b"]),
    "fuse Arrow": lambda d: (rankagg.fuse(pa.Table.from_pandas(FRAME), "rrf"), QRELS, ["a", "c", "b"]),
    "Fuser list": lambda d: ({"1": Fuser("rrf")(LISTS)}, QRELS, ["a", "c", "b"]),
    "Fuser.top items": lambda d: ({"1": Fuser("rrf").top(LISTS, 3).items}, QRELS, ["a", "c", "b"]),
    "calibrated Fuser.top items": lambda d: (
        {"1": Fuser("rrf", calibration=Calibration("rank", (1.0, 3.0), (0.9, 0.5), 3)).top(LISTS, 2).items}, QRELS,
        ["a", "c"]),
    "fuse PrefLib": lambda d: (rankagg.fuse([d / "e1.soc"], "borda"), {"e1": {"a": 1}}, ["a", "c", "b"]),
    "fuse comparisons": lambda d: (rankagg.fuse([d / "c.csv"], "borda_wins"), QRELS, ["a", "b", "c", "d"]),
    "fuse_preflib table": lambda d: (fuse_preflib([d / "e1.soc"], "borda"), {"e1": {"a": 1}}, ["a", "c", "b"]),
    "fuse_comparisons table": lambda d: (fuse_comparisons(d / "c.csv", "borda_wins"), QRELS, ["a", "b", "c", "d"]),
}


def _order(written) -> list[str]:
    """The documents of a written result (any form) in the order its scores give, ties by docid descending."""
    if isinstance(written, pa.Table):
        written = written.to_pandas()
    if isinstance(written, pd.DataFrame):
        doc = next(c for c in ("docid", "doc_id", "item") if c in written.columns)
        pairs = list(zip(written[doc], written["score"]))
    else:
        (docs,) = written.values()
        pairs = list(docs.items()) if isinstance(docs, dict) else list(docs)
    return [d for d, _ in sorted(pairs, key=lambda p: (-p[1], [-ord(ch) for ch in p[0]]))]


@pytest.mark.parametrize("producer", list(PRODUCERS))
def test_every_result_is_measured_as_its_written_run(producer, prefs):
    """Each form's tie is measured in rankagg's order (P@1 1.0, the written run's) and ``as_written`` gives scores
    that any reader of scores ranks in that order (were: read by the scores, 0.0, or refused)."""
    result, qrels, order = PRODUCERS[producer](prefs)
    assert p_at_1(result, qrels) == 1.0
    assert _order(as_written(result)) == order


DERIVED = {
    "itself": lambda r: r,
    "result.copy()": lambda r: r.copy(),
    "copy.copy": copy.copy,
    "copy.deepcopy": copy.deepcopy,
    "pickle": lambda r: pickle.loads(pickle.dumps(r)),
    "dict(result)": dict,
    "a subset of queries": lambda r: {q: r[q] for q in r if q == "1"},
    "a query's .copy()": lambda r: {q: v.copy() for q, v in r.items()},
}


@pytest.mark.parametrize("derive", list(DERIVED))
def test_the_mark_stays_through_copies_and_plain_outer_dicts(derive):
    """``result.copy()``, ``dict(result)`` and a subset of its queries were plain dicts read by their scores."""
    fused = rankagg.fuse({**RUNS, "v": {"1": {"z": 1.0}, "2": {"x": 1.0, "y": 1.0}}}, "rrf")
    assert p_at_1(DERIVED[derive](fused)) == 1.0


def test_a_query_the_caller_adds_or_rescores_is_read_by_its_scores():
    """Per query: the caller's own query ({p: 1, q: 1}: trec_eval puts q first) and a query whose scores changed
    since are read by their scores; the untouched query keeps rankagg's order."""
    fused = rankagg.fuse({"t": {**T, "2": {"a": 3.0, "c": 1.0}}, "u": {**U, "2": {"c": 3.0, "a": 1.0}}}, "rrf")
    fused["9"] = {"p": 1.0, "q": 1.0}
    fused["2"]["a"] = fused["2"]["c"] - 1.0  # a now scores below c: read by the scores, c first
    got = rankagg.evaluate(fused, {"1": {"a": 1}, "2": {"c": 1}, "9": {"q": 1}}, ["P@1"], per_query=True)
    assert got["P@1"].to_dict() == {"1": 1.0, "2": 1.0, "9": 1.0}


def test_a_slice_of_the_fusers_list_is_still_its_answer():
    top2 = Fuser("rrf")(LISTS)[:2]
    assert p_at_1({"1": top2}) == 1.0 and [d for d, _ in as_written({"1": top2})["1"]] == ["a", "c"]


def test_an_election_table_is_measured_by_its_own_columns(prefs):
    """Its ``name`` column (an alternative's name as read) was taken for the run column: 'holds 3 runs'."""
    table = fuse_preflib([prefs / "e1.soc"], "borda")
    assert {"query", "item", "name"} <= set(table.columns)
    assert rankagg.evaluate(table, {"e1": {"b": 1}}, ["P@1", "num_ret", "RR"]) == {"P@1": 0.0, "NumRet": 3.0,
                                                                                     "RR": 1 / 3}


@pytest.mark.parametrize("path, method, depth, want", [("e1.soc", "borda", 1, ["a"]), ("c.csv", "borda_wins", 2, ["a", "b"]),
                                                      ("c.csv", "borda_wins", None, ["a", "b", "c", "d"])])
def test_depth_cuts_preference_results(prefs, path, method, depth, want):
    (docs,) = rankagg.fuse([prefs / path], method, depth=depth).values()
    assert list(docs) == want


def test_a_bad_depth_is_refused_for_preference_inputs(prefs):
    with pytest.raises(ValueError, match="depth"):
        rankagg.fuse([prefs / "e1.soc"], "borda", depth=0)


# one value of each Fuser option that is not the method's parameter; a new option must say how its repr shows it
OPTION_VALUES = {"window": 5, "depth": 3, "calibration": Calibration("rank", (1.0, 3.0), (0.9, 0.5), 3), "min_score": 0.2,
                 "lists": ("a", "b")}


def test_a_fusers_repr_names_every_option_it_was_given():
    """``Fuser('rrf', depth=3)`` printed as ``Fuser('rrf')``'s repr: two fusers of other answers looked one."""
    options = [n for n, p in inspect.signature(Fuser.__init__).parameters.items() if p.kind is p.KEYWORD_ONLY]
    assert sorted(options) == sorted(OPTION_VALUES)
    plain = repr(Fuser("rrf"))
    for name, value in OPTION_VALUES.items():
        given = {name: value, **({"calibration": OPTION_VALUES["calibration"]} if name == "min_score" else {})}
        shown = repr(Fuser("rrf", **given))
        assert shown != plain and f"{name}=" in shown, (name, shown)
    assert repr(Fuser("rrf", k=5)).startswith("Fuser('rrf', k=5")


def test_no_module_warns_past_warn_caller():
    """Every warning of the package is raised by :func:`rankagg.exceptions.warn_caller` (a fixed stacklevel named
    rankagg's own lines when the path to it changed)."""
    root = Path(rankagg.__file__).parent
    found = [str(p.relative_to(root)) for p in sorted(root.rglob("*.py"))
             if p.name != "exceptions.py" and re.search(r"warnings\.warn(_explicit)?\(", p.read_text(encoding="utf-8"))]
    assert found == []


def _warned_where(call) -> list[tuple[str, str]]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        call()
    return [(w.category.__name__, Path(w.filename).name) for w in caught]


def test_warnings_point_at_the_callers_line(tmp_path):
    """A byte-order mark met by the run reader's thread pool (rankagg.fuse) and on the main thread
    (rankagg.evaluate), and a convergence warning raised inside a method: each names this file."""
    bom = tmp_path / "a.run"
    bom.write_bytes(b"\xef\xbb\xbf1 Q0 a 1 3.0 t\n1 Q0 b 2 2.0 t\n")
    (tmp_path / "b.run").write_text("1 Q0 b 1 3.0 u\n1 Q0 a 2 2.0 u\n")
    here = Path(__file__).name
    assert _warned_where(lambda: rankagg.fuse([bom, tmp_path / "b.run"], "rrf")) == [("InputFormatWarning", here)]
    assert _warned_where(lambda: rankagg.evaluate(bom, {"1": {"a": 1}}, ["P@1"])) == [("InputFormatWarning", here)]
    from rankagg.methods.base import Aggregator

    assert _warned_where(lambda: Aggregator.warn_not_converged("x", 1, 1)) == [("ConvergenceWarning", here)]


def test_rankagg_api_is_reached_from_the_package():
    """docs/conventions.md calls ``rankagg.api.as_written``: an AttributeError until something imported it."""
    assert rankagg.__getattr__("api") is importlib.import_module("rankagg.api")
    with pytest.raises(AttributeError, match="no attribute 'nothing'"):
        rankagg.__getattr__("nothing")
