"""Issue 45's fourth bar (the Python API, ``u4o_*`` in ``scripts/reliability_matrix.py``): each class of fault it
found, generated over the forms, methods and values of its class rather than case by case.

* Weights given in order (a list, a tuple, an array) meet the runs in the order the caller gave them, for every
  method that takes weights and every form that has an order (dicts, a list of runs, ranx Runs, run files,
  ``fuse_files``): they are the mapping name -> weight they mean.  Borda weighed ``{'u': U, 't': T}`` with
  ``[1, 3]`` as t 1, u 3 (its rankers sorted by name), RRF of files by the files' order.  A long DataFrame, an
  Arrow table or a run table gives its runs no order: a sequence is refused there.  A pandas Series is the mapping
  of its index to its values.
* ``rankagg.evaluate`` reads ids and scores by the rules every form reads them by (:mod:`rankagg.io.rules`): it
  str()-ed any id (None became the query 'None', ``{1: .., '1': ..}`` one query, a list "['x']", bytes were decoded)
  and NumPy read ``True`` among numbers as 1; a text score among numbers made every score text, and the first one
  was named.  Now an id ``rankagg.fuse`` refuses, ``evaluate`` refuses; a score given as text is read by
  trec_eval's rule in both.
* A fault in runs given as mappings names the run, the query and the document (it named the row of a frame the
  caller never saw).
* A DataFrame's named index is read as the columns it names (``set_index('qid')``); a level that disagrees with a
  column of its name is refused.
* An unhashable id (a list, an Arrow list column) is refused naming the row (it was a TypeError).
"""

from __future__ import annotations

import itertools
import math

import numpy as np
import pandas as pd
import pyarrow as pa
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import rankagg
from rankagg.api import fuse_files
from rankagg.fuser import Fuser
from rankagg.methods.registry import list_methods, make_method, method_class

T = {"1": {"a": 3.0, "b": 2.0, "c": 1.0}, "2": {"a": 2.0, "d": 1.0}}
U = {"1": {"b": 3.0, "a": 2.0}, "2": {"d": 2.0, "e": 1.0}}
V = {"1": {"c": 5.0, "b": 4.0, "e": 1.0}, "2": {"e": 3.0, "a": 1.0}}
RUNS = {"t": T, "u": U, "v": V}
#: every unsupervised method that takes weights, from the registry
WEIGHTED = [n for n in list_methods() if "weights" in method_class(n).param_constraints and not make_method(n).supervised]
#: 3 distinct weights: any mix-up of the runs changes the fused run
WEIGHTS = {"t": 3.0, "u": 1.0, "v": 0.5}


def _trec(run: dict, tag: str) -> str:
    return "".join(f"{q} Q0 {d} {i + 1} {s!r} {tag}\n" for q, docs in run.items()
                   for i, (d, s) in enumerate(sorted(docs.items(), key=lambda x: -x[1])))


def _long(runs: dict) -> pd.DataFrame:
    return pd.DataFrame([(r, q, d, s) for r, qs in runs.items() for q, ds in qs.items() for d, s in ds.items()],
                        columns=["run", "qid", "docid", "score"])


def _orders() -> list[tuple[str, ...]]:
    return list(itertools.permutations(RUNS))


# ------------------------------------------------------------------------------ weights in order
@pytest.mark.parametrize("method", WEIGHTED)
def test_weights_in_order_meet_the_runs_in_the_order_given_in_every_ordered_form(method):
    from ranx import Run

    want = rankagg.fuse(RUNS, method, weights=WEIGHTS)
    for order in _orders():
        w = [WEIGHTS[n] for n in order]
        got = {
            "dict": rankagg.fuse({n: RUNS[n] for n in order}, method, weights=w),
            "array": rankagg.fuse({n: RUNS[n] for n in order}, method, weights=np.asarray(w)),
            "tuple": rankagg.fuse({n: RUNS[n] for n in order}, method, weights=tuple(w)),
            "ranx": dict(rankagg.fuse([Run(RUNS[n], name=n) for n in order], method, weights=w).to_dict()),
        }
        unnamed = rankagg.fuse([RUNS[n] for n in order], method, weights=w)  # named run1, run2, ...
        got["list"] = unnamed
        ref_unnamed = rankagg.fuse({f"run{i + 1}": RUNS[n] for i, n in enumerate(order)}, method,
                                   weights={f"run{i + 1}": WEIGHTS[n] for i, n in enumerate(order)})
        for form, value in got.items():
            assert value == (ref_unnamed if form == "list" else want), (method, order, form)


@pytest.mark.parametrize("method", WEIGHTED)
def test_weights_in_order_meet_the_run_files_in_the_order_given(method, tmp_path):
    for n, run in RUNS.items():
        (tmp_path / f"{n}.run").write_text(_trec(run, n))
    paths = {n: str(tmp_path / f"{n}.run") for n in RUNS}
    want = rankagg.fuse(list(paths.values()), method, weights=WEIGHTS)
    fuse_files(list(paths.values()), tmp_path / "want.run", method=method, weights=WEIGHTS)
    for order in _orders()[1:]:
        w = [WEIGHTS[n] for n in order]
        assert rankagg.fuse([paths[n] for n in order], method, weights=w) == want, (method, order)
        for stream in (False, True):
            out = tmp_path / f"got-{stream}.run"
            fuse_files([paths[n] for n in order], out, method=method, weights=np.asarray(w), stream=stream)
            assert out.read_bytes() == (tmp_path / "want.run").read_bytes(), (method, order, stream)


def test_a_form_without_an_order_of_runs_refuses_weights_in_order(tmp_path):
    frame = _long(RUNS)
    table = pa.Table.from_pandas(frame.rename(columns={"qid": "q_id", "docid": "doc_id"}))
    parquet = tmp_path / "runs.parquet"
    import pyarrow.parquet as pq

    pq.write_table(table, parquet)
    for runs in (frame, table, str(parquet)):
        for w in ([3.0, 1.0, 0.5], np.array([3.0, 1.0, 0.5])):
            with pytest.raises(ValueError, match="weights: .*no order.*mapping"):
                rankagg.fuse(runs, "rrf", weights=w)
        by_name = rankagg.fuse(runs, "rrf", weights=WEIGHTS)  # a mapping meets them by name
        assert by_name is not None
    with pytest.raises(ValueError, match="weights: .*no order"):
        fuse_files([str(parquet)], tmp_path / "o.run", method="rrf", weights=[3.0, 1.0, 0.5])
    assert not (tmp_path / "o.run").exists()


@pytest.mark.parametrize("n_weights", [1, 2, 4])
def test_weights_in_order_of_another_length_are_refused_naming_the_runs(n_weights):
    with pytest.raises(ValueError, match=f"weights: {n_weights} weights for the 3 runs .*t, u, v"):
        rankagg.fuse(RUNS, "rrf", weights=[1.0] * n_weights)


def test_a_series_of_weights_is_the_mapping_of_its_index(tmp_path):
    series = pd.Series({"v": 0.5, "t": 3.0, "u": 1.0})
    assert rankagg.fuse(RUNS, "borda", weights=series) == rankagg.fuse(RUNS, "borda", weights=WEIGHTS)
    lists = {"t": ["a", "b"], "u": ["b", "c"]}
    assert Fuser("rrf", weights=pd.Series({"t": 2.0}))(lists) == Fuser("rrf", weights={"t": 2.0})(lists)
    for n, run in RUNS.items():
        (tmp_path / f"{n}.run").write_text(_trec(run, n))
    files = [str(tmp_path / f"{n}.run") for n in RUNS]
    fuse_files(files, tmp_path / "s.run", method="rrf", weights=series)
    fuse_files(files, tmp_path / "m.run", method="rrf", weights=WEIGHTS)
    assert (tmp_path / "s.run").read_bytes() == (tmp_path / "m.run").read_bytes()
    with pytest.raises(ValueError, match="weights: the name 't' is given twice"):
        rankagg.fuse(RUNS, "rrf", weights=pd.Series([1.0, 2.0], index=["t", "t"]))


# ------------------------------------------------------------------------------ evaluate reads by the rules
#: ids every form refuses (the registry's type rule), with the text a message shows of them
BAD_IDS = [(None, "None"), (math.nan, "nan"), (1.5, "1.5"), (b"x", "b'x'"), (True, "True"), (("x", 1), "tuple"),
           (frozenset({"x"}), "frozenset")]


def _as_frame(mapping: dict, value: str) -> pd.DataFrame:
    rows = [(q, d, v) for q, docs in mapping.items() for d, v in docs.items()]
    return pd.DataFrame({"qid": pd.Series([r[0] for r in rows], dtype=object),
                         "docid": pd.Series([r[1] for r in rows], dtype=object),
                         value: pd.Series([r[2] for r in rows], dtype=object)})


@pytest.mark.parametrize("bad,shown", BAD_IDS, ids=[s for _, s in BAD_IDS])
def test_evaluate_refuses_every_id_fuse_refuses_in_every_place_and_form(bad, shown):
    run, qrels = {"1": {"x": 2.0, "y": 1.0}}, {"1": {"x": 1}}
    cases = {
        "run docid": ({"1": {"x": 2.0, bad: 1.0}}, qrels, "run"),
        "run qid": ({"1": {"x": 2.0}, bad: {"y": 1.0}}, qrels, "run"),
        "qrels docid": (run, {"1": {"x": 1, bad: 0}}, "qrels"),
        "qrels qid": (run, {"1": {"x": 1}, bad: {"y": 1}}, "qrels"),
    }
    for where, (r, q, what) in cases.items():
        for form in ("dict", "frame"):
            rr = r if form == "dict" else _as_frame(r, "score")
            qq = q if form == "dict" else _as_frame(q, "rel")
            with pytest.raises(ValueError, match=what) as info:
                rankagg.evaluate(rr, qq, ["P@1"])
            assert shown in str(info.value), (where, form, str(info.value))
        runs = {"a": {bad: {"x": 1.0}}} if "qid" in where else {"a": {"1": {"x": 1.0, bad: 0.5}}}
        with pytest.raises(ValueError):  # the same value, refused by rankagg.fuse too
            rankagg.fuse(runs, "rrf")


def test_evaluate_refuses_a_column_mixing_str_and_int_ids_as_fuse_does():
    # named at the line of the second type, by the id beside it there (a dict or frame has no line number)
    with pytest.raises(ValueError, match="run: document 'y': query id mixes str and int \\('1' and 1\\)"):
        rankagg.evaluate({1: {"x": 2.0}, "1": {"y": 1.0}}, {"1": {"x": 1}}, ["P@1"])
    with pytest.raises(ValueError, match="qrels: query '1': document id mixes str and int \\('1' and 1\\)"):
        rankagg.evaluate({"1": {"x": 2.0}}, {"1": {1: 1, "1": 0}}, ["P@1"])
    with pytest.raises(ValueError, match="mixes str and int"):
        rankagg.fuse({"a": {1: {"x": 2.0}, "1": {"y": 1.0}}}, "rrf")
    with pytest.raises(ValueError, match="run: query '1': document id \\['x'\\] is a list"):
        rankagg.evaluate(pd.DataFrame({"qid": ["1"], "docid": [["x"]], "score": [1.0]}), {"1": {"x": 1}}, ["P@1"])


@pytest.mark.parametrize("flag", [True, False, np.True_, np.False_], ids=str)
@pytest.mark.parametrize("place", ["score first", "score last", "grade first", "grade last"])
def test_evaluate_refuses_a_bool_among_numbers_naming_it(flag, place):
    values = [flag, 0.5, 2] if "first" in place else [0.5, 2, flag]
    docs = {f"d{i}": v for i, v in enumerate(values)}
    if place.startswith("score"):
        run, qrels, what = {"1": docs}, {"1": {"d0": 1}}, "run: score"
    else:
        run, qrels, what = {"1": {"d0": 2.0, "d1": 1.0, "d2": 0.5}}, {"1": {d: (v if isinstance(v, (bool, np.bool_)) else 1) for d, v in docs.items()}}, "qrels: rel"
    for r, q in ((run, qrels), (_as_frame(run, "score"), qrels) if place.startswith("score") else (run, _as_frame(qrels, "rel"))):
        with pytest.raises(ValueError, match=what) as info:
            rankagg.evaluate(r, q, ["P@1"])
        assert str(bool(flag)) in str(info.value)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.floats(-1e6, 1e6, allow_nan=False, width=64), min_size=1, max_size=8, unique=True),
       st.data())
def test_evaluate_reads_scores_given_as_text_as_fuse_reads_them(scores, data):
    """A score given as text is the number trec_eval's rule reads (as ``repr`` writes it): the measures are those
    of the numbers, in a dict or a frame; a text that is no number is named, whatever else the run holds."""
    docs = {f"d{i}": s for i, s in enumerate(scores)}
    texts = {d: data.draw(st.sampled_from([repr(s), s])) for d, s in docs.items()}  # some text, some numbers
    qrels = {"1": {d: i % 2 for i, d in enumerate(docs)} | {"d0": 1}}
    measures = ["AP", "nDCG@3", "RR", "P@2"]
    want = rankagg.evaluate({"1": docs}, qrels, measures)
    assert rankagg.evaluate({"1": texts}, qrels, measures) == want
    assert rankagg.evaluate(_as_frame({"1": texts}, "score"), qrels, measures) == want
    assert list(rankagg.fuse({"a": {"1": texts}}, "rrf")["1"]) == list(rankagg.fuse({"a": {"1": docs}}, "rrf")["1"])
    bad = data.draw(st.sampled_from(["abc", "1_5", "\u0661\u0660", "0x10", ""]))
    last = f"d{len(docs)}"
    with pytest.raises(ValueError, match=f"score {bad!r} of document {last}"):
        rankagg.evaluate({"1": {**texts, last: bad}}, qrels, measures)


# ------------------------------------------------------------------------------ a mapping's fault names its place
FAULTS = [("", 1.0, "docid '' is empty"), ("x y", 1.0, "holds a blank"), ("ok", math.nan, "not finite"),
          ("ok", True, "not a number"), ("ok", None, "not a number"), ("ok", "1_5", "not a number"),
          ("ok", math.inf, "not finite"), (3.5, 1.0, "is a float")]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(FAULTS), st.integers(0, 2), st.integers(0, 2), st.booleans())
def test_a_fault_in_runs_given_as_mappings_names_the_run_query_and_document(fault, run_at, query_at, ranx_form):
    docid, score, said = fault
    names, queries = ["bm25", "dense", "splade"], ["q1", "q2", "q3"]
    # docids of one width in every run: ranx keys its typed dicts by fixed-width strings, and compiles them again
    # for each width (about 10 s each in a fresh process)
    runs = {n: {q: {f"{q}-d{i}": float(3 - i) for i in range(3)} for q in queries} for n in names}
    run, query = names[run_at], queries[query_at]
    runs[run][query][docid] = score
    if ranx_form and isinstance(score, float) and isinstance(docid, str):  # ranx holds str ids and float scores
        from ranx import Run

        given_runs = [Run(v, name=k) for k, v in runs.items()]
    else:
        given_runs = runs
    with pytest.raises(ValueError) as info:
        rankagg.fuse(given_runs, "rrf")
    message = str(info.value)
    assert f"run {run!r}, query {query!r}, document {docid!r}" in message and said in message, message


# ------------------------------------------------------------------------------ a DataFrame's named index
ROLE_SETS = [["qid"], ["docid"], ["run"], ["qid", "docid"], ["run", "qid", "docid"], ["qid", "run"]]


@pytest.mark.parametrize("levels", ROLE_SETS, ids="+".join)
def test_named_index_levels_are_the_columns_they_name(levels):
    frame = _long(RUNS)
    want = rankagg.fuse(frame, "rrf").to_dict("list")
    assert rankagg.fuse(frame.set_index(levels), "rrf").to_dict("list") == want
    assert rankagg.fuse(frame.set_index(levels, drop=False), "rrf").to_dict("list") == want  # the same values
    renamed = frame.rename(columns={"qid": "q_id", "docid": "doc_id"})
    lv = [{"qid": "q_id", "docid": "doc_id"}.get(x, x) for x in levels]
    table = pa.Table.from_pandas(renamed.set_index(lv))  # Arrow keeps the named index as columns
    assert rankagg.fuse(table, "rrf").to_pandas().to_dict("list") == \
        rankagg.fuse(pa.Table.from_pandas(renamed), "rrf").to_pandas().to_dict("list")
    one = frame[frame.run == "t"].drop(columns="run")
    qrels = {"1": {"b": 1, "c": 2}, "2": {"d": 1}}
    ev_levels = [x for x in levels if x != "run"]
    if ev_levels:
        assert rankagg.evaluate(one.set_index(ev_levels), qrels, ["AP", "nDCG@2"]) == \
            rankagg.evaluate(T, qrels, ["AP", "nDCG@2"])


@pytest.mark.parametrize("role", ["qid", "docid", "run"])
def test_an_index_level_that_disagrees_with_its_column_is_refused(role):
    frame = _long(RUNS)
    other = frame.set_index(frame[role].iloc[::-1].to_numpy())
    other.index.name = role
    with pytest.raises(ValueError, match=f"'{role}' is both a column and a level of the index"):
        rankagg.fuse(other, "rrf")
    if role != "run":
        with pytest.raises(ValueError, match=f"'{role}' is both a column and a level of the index"):
            rankagg.evaluate(other[other.run == "t"].drop(columns="run"), {"1": {"a": 1}}, ["P@1"])


# ------------------------------------------------------------------------------ unhashable ids
UNHASHABLE = [["x"], {"x": 1}, {"x"}, np.array(["x"])]


@pytest.mark.parametrize("column", ["qid", "docid", "run"])
@pytest.mark.parametrize("value", UNHASHABLE, ids=lambda v: type(v).__name__)
@pytest.mark.parametrize("row", [0, 3])
def test_an_unhashable_id_is_refused_naming_its_row(column, value, row):
    frame = _long(RUNS).astype({column: object})
    frame.at[row, column] = value
    with pytest.raises(ValueError, match=f"dataframe: row {row}: {column} .* is a {type(value).__name__}"):
        rankagg.fuse(frame, "rrf")
    if column != "run":
        with pytest.raises(ValueError, match=f"run: .* is a {type(value).__name__}"):
            rankagg.evaluate(frame[frame.run == frame.run.iloc[0]].drop(columns="run") if column != "run" else frame,
                             {"1": {"a": 1}}, ["P@1"])


@pytest.mark.parametrize("list_type", [pa.list_(pa.string()), pa.large_list(pa.string())], ids=str)
def test_an_arrow_list_id_column_is_refused_naming_the_row(list_type):
    table = pa.Table.from_pandas(_long(RUNS).rename(columns={"qid": "q_id", "docid": "doc_id"}))
    i = table.schema.get_field_index("doc_id")
    listed = table.set_column(i, "doc_id", pa.array([[d] for d in table["doc_id"].to_pylist()], list_type))
    with pytest.raises(ValueError, match="Arrow table: row 0: doc_id"):
        rankagg.fuse(listed, "rrf")

