"""rankagg.Fuser's input rules (issue 33): one input, one answer on every path of the fuser (plain call,
explain, any number of lists, every method class): docids of one type (str, or all int), never bytes, None
or a float; scores int or float, never a string such as "1_000" or a bool; a clean error naming the list
otherwise.  And the general path is linear: 2,000 lists are fused from their entries alone."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.fuser import Fuser

SPECS = ["rrf", "combsum", "combsum(norm='zscore')", "borda", "combmed"]


def _answers(spec: str, lists: dict) -> list:
    """What each path of the fuser makes of ``lists``: its result, or the error message."""
    out = []
    for n_extra in (0, 8):  # few lists, and 8 or more (the sums over entries): empty lists change no score
        query = dict(lists, **{f"extra{j}": {} for j in range(n_extra)})
        for explain in (False, True):
            try:
                got = Fuser(spec)(query, explain=explain)
                got = [(e["docid"], e["score"]) for e in got] if explain else got
                out.append(("ok", got))
            except ValueError as e:
                out.append(("error", str(e)))
    return out


@pytest.mark.parametrize("spec", SPECS)
@pytest.mark.parametrize("bad, says", [
    ({"a": {1: 0.5, "1": 0.9}}, "docids mix str and int"),
    ({"a": {b"x": 0.5, "y": 0.9}}, "docid b'x' is bytes"),
    ({"a": {None: 0.5, "y": 0.9}}, "docid None is missing (None, NaN or null)"),  # the rule of every form
    ({"a": {float("nan"): 0.5, "y": 0.9}}, "docid nan is missing (None, NaN or null)"),
    ({"a": {1.5: 0.5, "y": 0.9}}, "docid 1.5 is a float"),
    ({"a": {"x": 0.5}, "b": [True, "y"]}, "docid True is a bool"),
    ({"a": {"x": "1_000", "y": 0.9}}, "score '1_000' is not a finite number"),
    ({"a": {"x": "1000", "y": 0.9}}, "score '1000' is not a finite number"),
    ({"a": {"x": True, "y": 0.9}}, "score True is not a finite number"),
    ({"a": (["x", "y"], [0.5, math.inf])}, "score inf is not a finite number"),
    ({"a": ["x", "y", "x"]}, "docid 'x' appears twice"),
    ({"a": {"x": 1.0}, "b": [1, 2]}, "docids mix str and int"),
    ({"a": {"x": 0.5}, "b": {"": 0.9}}, "list 'b': docid '' is empty"),
    ({"a": {"x y": 0.5}}, "docid 'x y' holds a blank or a newline"),
    ({"a": ["x", "y\n"]}, "docid 'y\\n' holds a blank or a newline"),
    ({"a": (["x", "\tz"], [0.5, 0.4])}, "docid '\\tz' holds a blank or a newline"),
])
def test_each_bad_input_is_one_clean_error_on_every_path(spec, bad, says):
    answers = _answers(spec, bad)
    assert all(kind == "error" for kind, _ in answers), answers
    assert all(says in msg for _, msg in answers), answers


@pytest.mark.parametrize("spec", SPECS)
def test_integer_docids_are_decimals_on_every_path(spec):
    """Integer docids are fused as their decimals (the order and scores of the text ids) and handed back as the
    ints they were, so that an engine's ids can go back to it (tests/test_eighth_bar_engines.py)."""
    ints = {"a": {3: 0.5, 1: 0.9, np.int64(7): 0.1}, "b": {1: 0.25, 7: 2}}
    strs = {"a": {"3": 0.5, "1": 0.9, "7": 0.1}, "b": {"1": 0.25, "7": 2.0}}
    assert Fuser(spec)(ints) == [(int(d), s) for d, s in Fuser(spec)(strs)]
    assert _answers(spec, ints) == [(kind, [(int(d), s) for d, s in got]) for kind, got in _answers(spec, strs)]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.dictionaries(st.one_of(st.text(max_size=3), st.integers(-5, 5), st.none(), st.binary(max_size=2),
                                          st.floats(allow_nan=True)),
                                st.one_of(st.floats(-1e3, 1e3), st.integers(-9, 9), st.text(max_size=3),
                                          st.booleans()), max_size=6),
                min_size=1, max_size=3))
def test_every_path_gives_one_answer(raw):
    """Generated lists of ids and scores of every type: the plain call, explain and the 8-list form agree
    (all the same error, or the same documents)."""
    lists = {f"L{j}": d for j, d in enumerate(raw)}
    for spec in ("rrf", "combsum"):
        answers = _answers(spec, lists)
        assert len({kind for kind, _ in answers}) == 1, answers
        if answers[0][0] == "ok":
            assert answers[0][1] == answers[1][1]  # explain: the same documents, order and scores
            assert [d for d, _ in answers[0][1]] == [d for d, _ in answers[2][1]]  # more lists: the same order


def test_the_general_path_reads_entries_not_a_documents_by_lists_matrix():
    """2,000 lists of 100 documents each, no two alike: 200,000 documents by 2,000 lists would be 3.2 GB
    as a dense matrix; the entries are 200,000.  Each document's score is its one list's points."""
    lists = {f"L{j}": [f"d{j}_{r}" for r in range(100)] for j in range(2000)}
    got = Fuser("rrf", k=60)(lists)
    assert len(got) == 200_000
    assert got[0] == ("d0_0", 1.0 / 61.0) and got[-1][1] == 1.0 / 160.0
    # equal points (rank r in each list): the tie rule orders them by docid
    assert [d for d, _ in got[:3]] == sorted(f"d{j}_0" for j in range(2000))[:3]


@pytest.mark.parametrize("m", [1, 2, 3, 4, 5, 7, 8, 9, 130, 2000])
def test_sorted_sums_of_entries_equal_the_batch_row_sums_bit_for_bit(m):
    """The fuser's sums over entries (dense below 8 lists, one-entry rows as their value, entry_sums for the
    rest) against the batch path's nan_ranker_sum of the (documents, lists) matrix."""
    from rankagg.features.points import nan_ranker_sum
    from rankagg.fuser.sums import sorted_sums

    rng = np.random.default_rng(m)
    n = 2000 if m < 8 else 40  # below 8 lists, enough documents that an order of additions left wrong shows
    x = np.full((n, m), np.nan)
    mask = rng.random(x.shape) < rng.choice([0.02, 0.3, 0.9], size=(n, 1))
    x[mask] = rng.normal(size=mask.sum()) * 10.0 ** rng.integers(-4, 4, size=mask.sum())
    x[rng.random(x.shape) < 0.01] = 0.0
    rows, cols = np.nonzero(~np.isnan(x))
    got = sorted_sums(rows, cols, x[rows, cols], n, m)
    assert np.array_equal(got, nan_ranker_sum(x))


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 7), st.data())
def test_sorted_sums_below_8_lists_are_the_sorted_rows_added(m, data):
    """Below 8 lists (sorting networks up to 4 lists, a sort from 5): each document's values, sorted, added
    left to right from the smallest, as NumPy adds a sorted row of the (documents, lists) matrix of zeros
    and values (-0.0 as 0.0), bit for bit: equal values, zeros of both signs, opposite infinities."""
    from rankagg.fuser.sums import sorted_sums

    n = data.draw(st.integers(1, 12))
    pool = st.sampled_from([0.0, -0.0, 1.0, -1.0, 0.1, 0.2, 0.3, 1e-16, 1e16, -1e16, math.inf, -math.inf])
    value = st.one_of(pool, st.floats(-1e6, 1e6, allow_nan=False))
    present = np.array(data.draw(st.lists(st.booleans(), min_size=n * m, max_size=n * m))).reshape(n, m)
    rows, cols = np.nonzero(present)
    values = np.array(data.draw(st.lists(value, min_size=rows.size, max_size=rows.size)), dtype=np.float64)
    matrix = np.zeros((n, m))
    matrix[rows, cols] = values + 0.0
    matrix.sort(axis=1)
    expected = []
    for row in matrix.tolist():  # left to right from the smallest
        total = row[0]
        for x in row[1:]:
            total += x
        expected.append(total)
    with np.errstate(invalid="ignore"):
        got = sorted_sums(rows, cols, values, n, m)
    assert [x.hex() for x in got.tolist()] == [float(x).hex() for x in expected]


def test_sorted_sums_of_no_list_are_zeros():
    from rankagg.fuser.sums import sorted_sums

    none = np.zeros(0, dtype=np.intp)
    assert sorted_sums(none, none, np.zeros(0), 3, 0).tolist() == [0.0, 0.0, 0.0]
    assert sorted_sums(none, none, np.zeros(0), 0, 0).tolist() == []


def test_each_document_keeps_its_own_score_when_equal_scores_are_reordered_or_a_window_cuts():
    """The scores checked in one array are used again for the normalisation only when they are still the
    lists' scores in order: equal scores put in trec_eval's order (0.0 and -0.0 compare equal; docid
    descending: y before x) keep their bits with their documents, and a window's cut lists read their own
    scores (norm='none' and the largest keep each score as it is)."""
    for spec in ("combmax(norm='none')", "combmax(norm='none', weights={'a': 1.0})"):
        fuser = Fuser(spec)
        got = fuser({"a": {"x": 0.0, "y": -0.0}})
        assert [(d, math.copysign(1.0, s)) for d, s in got] == [("y", -1.0), ("x", 1.0)]
    windowed = Fuser("combmax(norm='none')", window=1)({"a": {"x": 2.0, "y": 1.0}, "b": {"y": 3.0, "z": 0.5}})
    assert windowed == [("y", 3.0), ("x", 2.0)]
