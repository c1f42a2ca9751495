"""Issue 45's fifth bar (the tools users bring): the classes of fault it found, each generated over every entry
point that meets it (``scripts/reliability_matrix.py``, cases ``u5i_*``).

1. Numbers from databases: a ``decimal.Decimal`` score (psycopg's and DuckDB's ``numeric``, Arrow's ``decimal128``)
   was refused by every in-process form; it is the double its digits read as (trec_eval's ``atof`` of the same
   text), by one rule (:func:`rankagg.io.rules.number_value`), and a NaN or infinite one is refused as a float is.
2. MultiIndex column labels: ``('qid', '')`` (``reset_index()`` after ``groupby().agg()``) is ``qid``; a label with
   two non-empty levels is refused naming the MultiIndex (both were "needs columns for qid, docid, ranker").
3. ir_measures' own shapes, iterables of ``ScoredDoc`` / ``Qrel`` namedtuples, are read as their rows by
   ``rankagg.evaluate`` and ``rankagg.fuse`` (they were refused; a list of ScoredDoc was taken for a list of runs).
"""

from __future__ import annotations

import math
from decimal import Decimal

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings, strategies as st

import rankagg
from rankagg import Fuser
from rankagg.io.rules import number_value
from rankagg.io.text_input import strict_float

# two runs without fused ties; every score is exact in decimal and in binary
RUNS = {"bm25": {"1": {"d1": 9.5, "d2": 8.0, "d3": 7.25}, "2": {"d2": 4.0, "d6": 3.5}},
        "dense": {"1": {"d3": 0.875, "d1": 0.75}, "2": {"d7": 0.5, "d2": 0.25}}}
QRELS = {"1": {"d1": 1, "d3": 2}, "2": {"d7": 1, "d6": 0}}


def _long(runs, score=lambda s: s):
    return pd.DataFrame([(n, q, d, score(s)) for n, qs in runs.items() for q, ds in qs.items() for d, s in ds.items()],
                        columns=["run", "qid", "docid", "score"])


def _as_dict(frame, q="qid", d="docid"):
    return {str(k): dict(zip(g[d], g["score"])) for k, g in frame.groupby(q, sort=False)}


def _decimal_runs(runs, make=lambda s: Decimal(repr(s))):
    return {n: {q: {d: make(s) for d, s in ds.items()} for q, ds in qs.items()} for n, qs in runs.items()}


def _arrow_decimal(runs):
    import pyarrow as pa

    f = _long(runs).rename(columns={"qid": "q_id", "docid": "doc_id"})
    t = pa.Table.from_pandas(f, preserve_index=False)
    return t.set_column(3, "score", pa.array([Decimal(repr(s)) for s in f.score], pa.decimal128(12, 6)))


# ---------------------------------------------------------------- class 1: one number rule, Decimal included
#: every in-process entry a score reaches: (name, fuse or evaluate the float runs, the same with Decimal scores)
DECIMAL_ENTRIES = {
    "fuse_mapping": (lambda: rankagg.fuse(RUNS, "combsum"), lambda: rankagg.fuse(_decimal_runs(RUNS), "combsum")),
    "fuse_frame": (lambda: _as_dict(rankagg.fuse(_long(RUNS), "rrf")),
                   lambda: _as_dict(rankagg.fuse(_long(RUNS, lambda s: Decimal(repr(s))), "rrf"))),
    "fuse_arrow_decimal128": (lambda: _as_dict(rankagg.fuse(_long(RUNS), "combsum"), "qid"),
                              lambda: _as_dict(rankagg.fuse(_arrow_decimal(RUNS), "combsum").to_pandas(), "q_id", "doc_id")),
    "evaluate_mapping": (lambda: rankagg.evaluate(RUNS["bm25"], QRELS, ["AP", "nDCG@3"]),
                         lambda: rankagg.evaluate(_decimal_runs(RUNS)["bm25"], QRELS, ["AP", "nDCG@3"])),
    "evaluate_frame": (lambda: rankagg.evaluate(_long(RUNS).query("run == 'dense'"), QRELS, ["RR"]),
                       lambda: rankagg.evaluate(_long(RUNS, lambda s: Decimal(repr(s))).query("run == 'dense'"), QRELS, ["RR"])),
    "fuser_lists": (lambda: Fuser("combsum", norm="minmax")({n: qs["1"] for n, qs in RUNS.items()}),
                    lambda: Fuser("combsum", norm="minmax")({n: qs["1"] for n, qs in _decimal_runs(RUNS).items()})),
    "pyterrier_frames": (lambda: _as_dict(rankagg.fuse({n: _pt(n, RUNS) for n in RUNS}, "rrf"), d="docno"),
                         lambda: _as_dict(rankagg.fuse({n: _pt(n, _decimal_runs(RUNS)) for n in RUNS}, "rrf"), d="docno")),
}


def _pt(name, runs):
    f = _long({name: runs[name]}).drop(columns="run").rename(columns={"docid": "docno"})
    return f.assign(rank=f.groupby("qid").cumcount())


@pytest.mark.parametrize("entry", list(DECIMAL_ENTRIES))
def test_decimal_scores_are_the_floats_of_their_digits(entry):
    floats, decimals = DECIMAL_ENTRIES[entry]
    assert decimals() == floats()


#: the same entries with one bad Decimal: (entry, the call) -- each must name the value
BAD_DECIMAL_CALLS = {
    "fuse_mapping": lambda bad: rankagg.fuse({"t": {"1": {"x": Decimal("1"), "y": bad}}}, "rrf"),
    "fuse_frame": lambda bad: rankagg.fuse(pd.DataFrame({"run": ["t", "t"], "qid": ["1", "1"], "docid": ["x", "y"],
                                                         "score": [Decimal("1"), bad]}), "rrf"),
    "evaluate_mapping": lambda bad: rankagg.evaluate({"1": {"x": Decimal("1"), "y": bad}}, {"1": {"x": 1}}, ["P@1"]),
    "fuser_lists": lambda bad: Fuser("rrf")({"t": {"x": Decimal("1"), "y": bad}}),
}


@pytest.mark.parametrize("entry", list(BAD_DECIMAL_CALLS))
@pytest.mark.parametrize("bad", ["NaN", "sNaN", "-Infinity", "1E+400"])
def test_decimals_that_are_no_finite_double_are_refused(entry, bad):
    with pytest.raises(ValueError, match="finite|not a number") as err:
        BAD_DECIMAL_CALLS[entry](Decimal(bad))
    said = str(err.value)
    assert "'y'" in said or " y " in said or "row 1" in said  # the document, or the frame's row


@settings(max_examples=60, deadline=None)
@given(st.decimals(allow_nan=False, allow_infinity=False, places=None).filter(lambda d: abs(d) < Decimal("1e300")))
def test_number_value_of_a_decimal_is_trec_evals_atof_of_its_digits(d):
    # the independent reference: rankagg's reading of the same digits as text, trec_eval's atof rule
    text = format(d, "f") if abs(d.adjusted()) < 30 else str(d)
    assert number_value(d) == strict_float(text)


def test_number_value_refuses_what_is_no_number():
    assert [number_value(v) for v in (True, np.bool_(False), "1", None, b"1")] == [None] * 5
    assert number_value(10**400) == math.inf and math.isnan(number_value(Decimal("sNaN")))


# ---------------------------------------------------------------- class 2: MultiIndex column labels
def _multi(frame, outer):
    g = frame.copy()
    g.columns = pd.MultiIndex.from_tuples([(c, "") if outer is None else (outer, c) for c in frame.columns])
    return g


#: every entry taking a frame: (the call on a frame, the plain frame it stands for)
FRAME_ENTRIES = {
    "fuse": (lambda f: _as_dict(rankagg.fuse(f, "rrf")), _long(RUNS)),
    "evaluate_run": (lambda f: rankagg.evaluate(f, QRELS, ["AP"]), _long(RUNS).query("run == 'bm25'").drop(columns="run")),
    "evaluate_qrels": (lambda f: rankagg.evaluate(RUNS["dense"], f, ["AP"]),
                       pd.DataFrame([(q, d, r) for q, ds in QRELS.items() for d, r in ds.items()],
                                    columns=["query_id", "doc_id", "relevance"])),
}


@pytest.mark.parametrize("entry", list(FRAME_ENTRIES))
def test_multiindex_columns_with_one_named_level_are_their_names(entry):
    call, frame = FRAME_ENTRIES[entry]
    assert call(_multi(frame, None)) == call(frame)


@pytest.mark.parametrize("entry", list(FRAME_ENTRIES))
def test_multiindex_columns_named_twice_are_refused_naming_the_multiindex(entry):
    call, frame = FRAME_ENTRIES[entry]
    with pytest.raises(ValueError, match="MultiIndex"):
        call(_multi(frame, "hits"))


# ---------------------------------------------------------------- class 3: ir_measures' rows
def _scored(run):
    from ir_measures import ScoredDoc

    return [ScoredDoc(q, d, s) for q, ds in run.items() for d, s in ds.items()]


def _qrel_rows():
    from ir_measures import Qrel

    return [Qrel(q, d, r) for q, ds in QRELS.items() for d, r in ds.items()]


#: every container ir_measures and ir_datasets give rows in
CONTAINERS = {"list": list, "tuple": tuple, "iterator": iter, "generator": lambda rows: (r for r in rows)}


@pytest.mark.parametrize("container", list(CONTAINERS))
def test_evaluate_reads_ir_measures_rows_as_the_mapping(container):
    pytest.importorskip("ir_measures")
    box = CONTAINERS[container]
    want = rankagg.evaluate(RUNS["bm25"], QRELS, ["AP", "nDCG@3", "P@1"])
    assert rankagg.evaluate(box(_scored(RUNS["bm25"])), box(_qrel_rows()), ["AP", "nDCG@3", "P@1"]) == want
    # several runs, each a list of rows: one result per run
    assert rankagg.evaluate([_scored(RUNS["bm25"]), _scored(RUNS["dense"])], QRELS, ["AP"]) == \
        rankagg.evaluate([RUNS["bm25"], RUNS["dense"]], QRELS, ["AP"])


@pytest.mark.parametrize("container", list(CONTAINERS))
def test_fuse_reads_ir_measures_rows_as_the_mapping(container):
    pytest.importorskip("ir_measures")
    box = CONTAINERS[container]
    assert rankagg.fuse({n: box(_scored(r)) for n, r in RUNS.items()}, "rrf") == rankagg.fuse(RUNS, "rrf")


def test_ir_measures_rows_from_its_own_reader(tmp_path):
    ir_measures = pytest.importorskip("ir_measures")
    run, qrels = tmp_path / "a.run", tmp_path / "q.txt"
    run.write_text("".join(f"{q} Q0 {d} {i} {s} bm25\n" for q, ds in RUNS["bm25"].items()
                           for i, (d, s) in enumerate(ds.items(), 1)))
    qrels.write_text("".join(f"{q} 0 {d} {r}\n" for q, ds in QRELS.items() for d, r in ds.items()))
    want = ir_measures.calc_aggregate([ir_measures.AP, ir_measures.nDCG @ 3],
                                      ir_measures.read_trec_qrels(str(qrels)), ir_measures.read_trec_run(str(run)))
    got = rankagg.evaluate(ir_measures.read_trec_run(str(run)), ir_measures.read_trec_qrels(str(qrels)), ["AP", "nDCG@3"])
    assert got == pytest.approx({str(m): v for m, v in want.items()}, rel=1e-15)


def test_ir_measures_rows_faults_name_the_row():
    ir_measures = pytest.importorskip("ir_measures")
    twice = _scored(RUNS["bm25"]) + [ir_measures.ScoredDoc("1", "d2", 0.5)]
    with pytest.raises(ValueError, match=r"run 'bm25': row 5: document 'd2' appears twice for query '1'"):
        rankagg.fuse({"bm25": twice, "dense": _scored(RUNS["dense"])}, "rrf")
    mixed = _scored(RUNS["bm25"])[:2] + [("1", "d9", 1.0)]
    with pytest.raises(ValueError, match=r"run: row 2: .* is not a ScoredDoc"):
        rankagg.evaluate(mixed, QRELS, ["AP"])
    nan = _scored(RUNS["bm25"])[:2] + [ir_measures.ScoredDoc("1", "d9", float("nan"))]
    with pytest.raises(ValueError, match="d9"):
        rankagg.evaluate(nan, QRELS, ["AP"])
