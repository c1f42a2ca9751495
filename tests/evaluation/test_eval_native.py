"""The compiled reader of loaded runs (``rankagg._eval_native``, issue 35): ``rankagg.evaluate`` of runs given as
``{qid: {docid: score}}`` gives, with it, the Python path's answer bit for bit (or its error, word for word);
its two functions by hand, their declines, and no leak.  Under CI=true the kernel must have been built."""

from __future__ import annotations

import gzip
import math
import os
from collections import OrderedDict, defaultdict
from contextlib import contextmanager

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import rankagg
from rankagg.evaluation import inputs, trec_loaded
from rankagg.evaluation.inputs import checked_run_mapping
from rankagg.io.rules import MAX_ID_CHARS
from tests.evaluation.test_registry import DIFF_MEASURES, PROPERTY, _SCORES

if os.environ.get("CI", "").lower() == "true":  # the kernel must have been built (setup.py): an ImportError fails
    import rankagg._eval_native as native
else:
    native = pytest.importorskip("rankagg._eval_native", reason="not built (no C compiler at install)")

MEASURES = [*DIFF_MEASURES, "RBP(p=0.5)", "Judged@3"]


@contextmanager
def python_path():
    """Both uses of the kernel switched off: the runs read, and the judged lines found, in Python."""
    saved = inputs._native, trec_loaded._native
    inputs._native = trec_loaded._native = None
    try:
        yield
    finally:
        inputs._native, trec_loaded._native = saved


def outcome(fn):
    """``fn()``'s answer, or its error's class and message."""
    try:
        return "ok", fn()
    except Exception as e:
        return type(e).__name__, str(e)


def evaluated(runs, qrels):
    """Each run's per-query values with their exact bits (and the qids, measures, in order)."""
    frames = rankagg.evaluate(runs, qrels, MEASURES, per_query=True)
    return [(list(f.index), list(f.columns), f.to_numpy().view(np.int64).tolist()) for f in frames]


def checked(run):
    """:func:`checked_run_mapping`'s answer with the scores' bits, or None."""
    c = checked_run_mapping(run, "run")
    if c is None:
        return None
    q_names, q_code, d_names, d_code = c.codes
    return (c.kind, np.asarray(c["score"]).view(np.int64).tolist(), q_names, q_code.tolist(), d_names,
            d_code.tolist(), [id(d) for d in c.by_query])


#: docids by code point and by case or length in another order, non-ASCII ones (2 and 4 bytes a character),
#: and a few the checks refuse (empty, whitespace, a non-ASCII space, NUL)
_DOCS = ["d0", "d1", "D1", "d1a", "d10", "d2", "Z", "é", "文書", "𝔘x", "n3"]
_BAD_DOCS = ["", "a b", "x\u00a0y", "n\0"]
#: scores the kernel declines (the Python path takes them or names them): ints, a bool, NumPy's floats, not finite
_ODD_SCORES = [3, -1, True, np.float64(0.5), np.float32(1.0), math.nan, math.inf]


@st.composite
def runs_and_qrels(draw):
    """1 to 3 runs (a dict or a defaultdict of dicts) over queries the qrels judge or not, a query without
    documents, single-precision ties, lists in score order or not; now and then a score of another type or not
    finite, or an id the checks refuse; qrels with unretrieved and negative-graded documents."""
    qrels: dict = {}
    for q in ("q1", "q2", "q10"):
        judged = draw(st.lists(st.sampled_from(_DOCS + ["unretrieved"]), unique=True, max_size=8))
        grades = [draw(st.integers(-2, 3)) for _ in judged]
        if grades and max(grades) < 0:
            grades[0] = draw(st.integers(0, 3))
        if judged:
            qrels[q] = dict(zip(judged, grades))
    qrels.setdefault("q1", {"d0": 1})
    odd = draw(st.integers(0, 4)) == 0  # a fifth of the cases: a score or an id out of the kernel's way
    docs_pool = _DOCS + (_BAD_DOCS if odd else [])
    runs = []
    for _ in range(draw(st.integers(1, 3))):
        run: dict = defaultdict(dict) if draw(st.booleans()) else {}
        qids = ["q1", "q2", "q10", "unjudged", "empty"] + (["", "q 3"] if odd else [])
        for q in draw(st.lists(st.sampled_from(qids), unique=True, min_size=1)):
            docs = [] if q == "empty" else draw(st.lists(st.sampled_from(docs_pool), unique=True, max_size=12))
            scores = st.one_of(_SCORES, st.sampled_from(_ODD_SCORES)) if odd else _SCORES
            run[q] = {d: draw(scores) for d in docs}
            if not odd and draw(st.booleans()):  # in score order, as a run file is: no line moved, ties kept
                run[q] = dict(sorted(run[q].items(), key=lambda item: -item[1]))
        runs.append(run)
    return runs, qrels


@PROPERTY
@given(runs_and_qrels())
def test_the_kernel_gives_the_python_paths_answer_bit_for_bit(case):
    """The checked columns (scores' bits, codes, the dicts) and every per-query value of every run are those
    of the Python path, or the same error: ties, unicode docids, empty queries, unjudged queries, odd scores."""
    runs, qrels = case
    with_kernel = [outcome(lambda r=r: checked(r)) for r in runs], outcome(lambda: evaluated(runs, qrels))
    with python_path():
        without = [outcome(lambda r=r: checked(r)) for r in runs], outcome(lambda: evaluated(runs, qrels))
    assert with_kernel == without


def test_run_columns_by_hand():
    run = defaultdict(dict, {"q2": {"b": 2.0, "a": -0.0}, "q0": {}, "q1": {"c": 1e300}})
    qids, sizes, docids, scores, by_query, plain = native.run_columns(run, MAX_ID_CHARS)
    assert qids == ["q2", "q1"] and docids == ["b", "a", "c"] and plain is True
    assert np.frombuffer(sizes, dtype=np.int64).tolist() == [2, 1]
    assert np.frombuffer(scores, dtype=np.float64).view(np.int64).tolist() == np.array(
        [2.0, -0.0, 1e300]).view(np.int64).tolist()  # -0.0 kept: the Python path's np.asarray keeps it
    assert by_query[0] is run["q2"] and by_query[1] is run["q1"]
    assert native.run_columns({"q": {"é": 1.0}}, MAX_ID_CHARS)[5] is False  # not ASCII: checked by the Python code
    assert native.run_columns({"q": {"a b": 1.0}}, MAX_ID_CHARS)[5] is False
    assert native.run_columns({"": {"a": 1.0}}, MAX_ID_CHARS)[5] is False
    # the readers' blanks only (rankagg.io.rules.ID_BLANKS): \x1c-\x1f are id characters, as to trec_eval
    assert native.run_columns({"q": {"a\x1cb": 1.0, "a\x1f": 1.0}}, MAX_ID_CHARS)[5] is True
    assert native.run_columns({"q": {"a\x0bb": 1.0}}, MAX_ID_CHARS)[5] is False
    assert native.run_columns({"q": {"a\x00": 1.0}}, MAX_ID_CHARS)[5] is False
    assert native.run_columns({"q": {"abc": 1.0}}, 3)[5] is True and native.run_columns({"q": {"abcd": 1.0}}, 3)[5] is False
    assert native.run_columns({}, MAX_ID_CHARS) == ([], bytearray(), [], bytearray(), [], True)


@pytest.mark.parametrize("run", [
    {"q": {"a": 1}}, {"q": {"a": True}}, {"q": {"a": np.float64(1.0)}}, {"q": {"a": math.nan}},
    {"q": {"a": -math.inf}}, {1: {"a": 1.0}}, {"q": {2: 1.0}}, {"q": {type("S", (str,), {})("a"): 1.0}},
    {"q": OrderedDict(a=1.0)}, OrderedDict(q={"a": 1.0}), [("q", {"a": 1.0})], {"q": {"a": 1.0, "b": 1}},
])
def test_run_columns_declines_what_the_python_path_reads(run):
    assert native.run_columns(run, MAX_ID_CHARS) is None


def test_judged_lines_by_hand():
    by_query = [{"a": 1.0, "b": 2.0, "c": 0.5}, {"x": 1.0}, {"a": 3.0, "z": 1.0}]
    lines, pairs = native.judged_lines(by_query, [{"c": 10, "a": 11, "q": 12}, None, {"z": 5}])
    assert np.frombuffer(lines, dtype=np.int64).tolist() == [0, 2, 5]  # the dicts' order, lines counted over all
    assert np.frombuffer(pairs, dtype=np.int64).tolist() == [11, 10, 5]
    lines, pairs = native.judged_lines([{1: 1.0}, {"a": 1.0}], [None, {"a": 0}])  # an unjudged query's keys unread
    assert np.frombuffer(lines, dtype=np.int64).tolist() == [1] and np.frombuffer(pairs, dtype=np.int64).tolist() == [0]
    assert native.judged_lines([{1: 1.0}], [{"a": 0}]) is None  # a docid that is not a str
    assert native.judged_lines([OrderedDict(a=1.0)], [{"a": 0}]) is None  # a mapping of its own
    with pytest.raises(ValueError, match="differ in length"):
        native.judged_lines([{}], [])
    with pytest.raises(TypeError, match="dicts or None"):
        native.judged_lines([{}], [["a"]])


def _int64(*values):
    return np.array(values, dtype=np.int64)


def test_larger_in_ties_by_hand():
    docids = ["b", "a", "c", "d", "x", "é"]
    # places = lines: the tie 0:4 (b a c d) holds judged a (b c d larger) and d (none); the tie 4:6 (x é), x (é)
    got = native.larger_in_ties(docids, None, _int64(0, 0, 4), _int64(4, 4, 6), _int64(1, 3, 4))
    assert np.frombuffer(got, dtype=np.int64).tolist() == [3, 0, 1]
    # places 0:3 are lines 5, 4, 3 (é x d): judged x has é above it
    got = native.larger_in_ties(docids, _int64(5, 4, 3, 2, 1, 0), _int64(0), _int64(3), _int64(4))
    assert np.frombuffer(got, dtype=np.int64).tolist() == [1]
    assert native.larger_in_ties(docids, None, _int64(), _int64(), _int64()) == bytearray()
    with pytest.raises(IndexError, match="out of range"):
        native.larger_in_ties(docids, _int64(0, 9), _int64(0), _int64(2), _int64(0))
    with pytest.raises(ValueError, match="out of range or out of order"):
        native.larger_in_ties(docids, None, _int64(2, 0), _int64(4, 4), _int64(2, 3))
    with pytest.raises(ValueError, match="differ in length"):
        native.larger_in_ties(docids, None, _int64(0), _int64(4, 4), _int64(1))
    with pytest.raises(ValueError, match="two ends"):
        native.larger_in_ties(docids, None, _int64(0, 0), _int64(3, 4), _int64(1, 2))


@PROPERTY
@given(st.lists(st.lists(st.sampled_from(_DOCS + ["a", "bbb", "ä"]), min_size=1, max_size=9, unique=True),
                min_size=1, max_size=5), st.booleans(), st.randoms(use_true_random=False))
def test_larger_in_ties_is_a_count_by_brute_force(ties, shuffled, rnd):
    """Ties laid out one after another in score order, their places the lines or a shuffle of them, some of
    their lines judged: each count is the number of the tie's docids larger than the judged one's (Python's
    str order: code points), counted one by one."""
    docids = [d for t in ties for d in t]
    line_at = np.arange(len(docids), dtype=np.int64)
    if shuffled:
        rnd.shuffle(line_at)
    first, last, own, want, start = [], [], [], [], 0
    for t in ties:
        lines = line_at[start:start + len(t)].tolist()
        for line in lines:
            if rnd.random() < 0.6:
                first.append(start)
                last.append(start + len(t))
                own.append(line)
                want.append(sum(docids[other] > docids[line] for other in lines))
        start += len(t)
    got = native.larger_in_ties(docids, line_at if shuffled else None, _int64(*first), _int64(*last), _int64(*own))
    assert np.frombuffer(got, dtype=np.int64).tolist() == want


def test_the_kernel_answers_for_a_parsed_run():
    """The common case takes the kernel: a defaultdict of dicts of float scores (pytrec_eval's parse_run)."""
    run = defaultdict(dict)
    run["q1"].update({"d1": 1.5, "d2": 1.5, "d3": 0.25})
    assert native.run_columns(run, MAX_ID_CHARS) is not None
    c = checked_run_mapping(run, "run")
    assert native.judged_lines(c.by_query, [{"d1": 0, "d3": 1}]) is not None
    # d1 ties d2 and ranks 2nd (docid descending), the one relevant document: AP = RR = 1/2
    assert rankagg.evaluate(run, {"q1": {"d1": 1, "d3": 0}}, ["AP", "RR"]) == {"AP": 0.5, "RR": 0.5}


def _allocated_over(call, times: int) -> int:
    """The bytes Python allocates (tracemalloc) over ``times`` calls of ``call(i)``, after 500 untraced."""
    import tracemalloc

    for i in range(500):
        call(i)
    tracemalloc.start()
    try:
        start = tracemalloc.get_traced_memory()[0]
        for i in range(times):
            call(i)
        return tracemalloc.get_traced_memory()[0] - start
    finally:
        tracemalloc.stop()


def test_no_leak_in_many_calls():
    """20,000 calls of each function (answers, declines and errors) keep the memory Python allocates flat."""
    run = {f"q{i}": {f"d{j}": float(j % 5) for j in range(40)} for i in range(3)}
    declined = {"q": {"a": 1.0, "b": 1}}
    by_query = list(run.values())
    judged = [{"d3": 0, "d7": 1}, None, {"d39": 2}]
    docids = [f"d{j}" for j in range(40)]

    def calls(i):  # fresh arrays for the ties: a buffer not released would keep them
        native.run_columns(declined if i % 10 == 0 else run, MAX_ID_CHARS)
        native.judged_lines(by_query, judged if i % 10 else [{"d3": 0}, None, {1: 0}])
        line_at = np.arange(40, dtype=np.int64)[::-1].copy()
        line_at[5] = 5 if i % 10 else 99
        try:
            native.larger_in_ties(docids, line_at, _int64(0, 0), _int64(40, 40), _int64(3, 7))
        except IndexError:
            pass

    assert _allocated_over(calls, 20_000) < 50_000


@pytest.mark.data
def test_real_runs_take_the_kernel_and_give_the_python_paths_bits(trec_covid_dir):
    """Three real TREC-COVID round-5 runs read as pytrec_eval's parse_run reads them: the kernel answers
    (no decline), and every per-query value has the Python path's bits."""
    qrels: dict = defaultdict(dict)
    for line in (trec_covid_dir / "qrels-round5.txt").read_text().splitlines():
        q, _, d, g = line.split()
        qrels[q][d] = int(g)
    runs = []
    for path in sorted((trec_covid_dir / "runs").glob("*.gz"))[:3]:
        run: dict = defaultdict(dict)
        for line in gzip.decompress(path.read_bytes()).decode().splitlines():
            q, _, d, _, s, _ = line.split()
            run[q][d] = float(s)
        runs.append(run)
    assert all(native.run_columns(r, MAX_ID_CHARS) is not None for r in runs)
    got = evaluated(runs, qrels)
    with python_path():
        assert evaluated(runs, qrels) == got
