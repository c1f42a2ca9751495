"""Issue 45's third bar (the in-process forms and the Python API): each class of fault it found, its cases
generated over every entry point that meets it (``scripts/reliability_matrix.py``, group "a third bar,
in-process objects").

* weights are keyed by a run's (list's) name as text, at every door that takes them (``rules.named_weights``);
* a frame or a table names each column once, is read by its Arrow types, says which form it is, and ranks each
  run by its scores (trec_eval's rule), whatever its rank column says;
* the API's own parameters (method, depth, input_depth, tag, paths) are checked before any run is read;
* seeds are what the generator they feed takes; names are counted in one pass (``canonical_ranker_order``).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Callable

import numpy as np
import pandas as pd
import pyarrow as pa
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rankagg
from rankagg import Fuser
from rankagg.api import fuse_files, make_fusion
from rankagg.engines import export_request
from rankagg.io import InputFormatError
from rankagg.io.formats import FORMATS
from rankagg.io.frame import from_arrow, from_dataframe
from rankagg.methods.registry import list_methods, make_method

RUN_A = {"q1": {"x": 3.0, "y": 2.0, "z": 1.0}, "q2": {"x": 1.0, "w": 2.0}}
RUN_B = {"q1": {"z": 5.0, "y": 4.0}, "q2": {"w": 1.0, "v": 0.5}}


def _long(runs: dict[str, dict]) -> pd.DataFrame:
    rows = [(n, q, d, s) for n, run in runs.items() for q, docs in run.items() for d, s in docs.items()]
    return pd.DataFrame(rows, columns=["run", "qid", "docid", "score"])


def _trec(path: Path, run: dict, tag: str) -> Path:
    lines = [f"{q} Q0 {d} {i + 1} {s!r} {tag}\n" for q, docs in run.items()
             for i, (d, s) in enumerate(sorted(docs.items(), key=lambda kv: -kv[1]))]
    path.write_text("".join(lines))
    return path


def _read_output(path: Path) -> list[tuple[str, ...]]:
    return [tuple(line.split()) for line in path.read_text().splitlines()]


# ------------------------------------------------------------------ weights by name, at every door
def _weight_doors(tmp: Path) -> dict[str, Callable[[Any], Any]]:
    """Each entry point that takes weights, fusing two runs (lists) named '1' and '2' with rrf; its result."""
    a, b = _trec(tmp / "a.run", RUN_A, "1"), _trec(tmp / "b.run", RUN_B, "2")
    frame = _long({"1": RUN_A, "2": RUN_B})
    arrow = pa.Table.from_pandas(frame.rename(columns={"qid": "q_id", "docid": "doc_id"}), preserve_index=False)

    def files(w: Any) -> Any:
        out = tmp / "o.run"
        fuse_files([a, b], out, method="rrf", weights=w)
        return _read_output(out)

    def ranx(w: Any) -> Any:
        from ranx import Run

        return dict(rankagg.fuse([Run(RUN_A, name="1"), Run(RUN_B, name="2")], "rrf", weights=w).to_dict())

    return {
        "mapping": lambda w: rankagg.fuse({1: RUN_A, 2: RUN_B}, "rrf", weights=w),
        "pandas": lambda w: rankagg.fuse(frame, "rrf", weights=w).to_dict("records"),
        "arrow": lambda w: rankagg.fuse(arrow, "rrf", weights=w).to_pylist(),
        "ranx": ranx,
        "paths": lambda w: rankagg.fuse([a, b], "rrf", weights=w),
        "fuse_files": files,
        "aggregator": lambda w: rankagg.fuse({1: RUN_A, 2: RUN_B}, make_method("rrf", weights=w)),
        "fuser": lambda w: Fuser("rrf", weights=w)({"1": RUN_A["q1"], "2": RUN_B["q1"]}),
        "engine": lambda w: export_request("elasticsearch_rrf", "rrf", {"k": 60}, w, lists=["1", "2"]),
    }


DOORS = ["mapping", "pandas", "arrow", "ranx", "paths", "fuse_files", "aggregator", "fuser", "engine"]


@pytest.mark.parametrize("door", DOORS)
def test_weights_meet_runs_by_name_as_text(door, tmp_path):
    """``{1: 3}`` weighs the run named '1' as ``{'1': 3}`` does (the Fuser and engine export raised TypeError)."""
    fuse = _weight_doors(tmp_path)[door]
    by_int, by_text = fuse({1: 3.0}), fuse({"1": 3.0})
    assert by_int == by_text
    assert by_text != fuse(None)  # the weight is applied, not dropped


@pytest.mark.parametrize("door", DOORS)
def test_weights_naming_a_run_twice_refused(door, tmp_path):
    """``{1: 2, '1': 3}`` names run '1' twice: refused at every door (rankagg.fuse and fuse_files took the last)."""
    fuse = _weight_doors(tmp_path)[door]
    with pytest.raises(ValueError, match="twice|each name once"):
        fuse({1: 2.0, "1": 3.0})
    assert not (tmp_path / "o.run").exists()


@pytest.mark.parametrize("door", ["mapping", "pandas", "arrow", "ranx", "paths", "fuse_files", "aggregator"])
@pytest.mark.parametrize("unordered", [lambda: {1.0, 2.0}, lambda: frozenset({3.0}), lambda: {"1": 1.0, "2": 2.0}.values(),
                                       lambda: (w for w in (1.0, 2.0)), lambda: "12"])
def test_weights_without_an_order_are_refused(door, unordered, tmp_path):
    """Weights in the runs' order need an order: a set gave each run a weight by hash order, silently."""
    with pytest.raises(ValueError, match="weights"):
        _weight_doors(tmp_path)[door](unordered())
    if door in ("pandas", "arrow"):  # a long table gives its runs no order: weights in order are refused there too
        with pytest.raises(ValueError, match="weights: .*no order"):
            _weight_doors(tmp_path)[door]((1.0, 3.0))
        return
    assert _weight_doors(tmp_path)[door]((1.0, 3.0)) == _weight_doors(tmp_path)[door](np.array([1.0, 3.0]))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(door=st.sampled_from(DOORS), dtype=st.sampled_from([np.float16, np.float32, np.float64, np.int8, np.int64, np.uint16]),
       value=st.integers(1, 100))
def test_numpy_weights_are_the_numbers_they_equal(door, dtype, value, tmp_path):
    """A weight as NumPy gives it weighs what the Python number does (the Fuser refused np.float32)."""
    fuse = _weight_doors(tmp_path)[door]
    w = dtype(value)
    assert fuse({"1": w}) == fuse({"1": w.item()})


def test_fuser_weight_zero_is_judged_on_the_lists_of_the_call():
    """A list the weights do not name weighs 1: {'a': 0} beside list b is a fusion (the Fuser refused it);
    every list at 0 is refused, on the compiled path and the Python one alike."""
    lists = {"a": ["x", "y"], "b": ["y", "z"]}
    batch = rankagg.fuse({n: {"q": {d: -float(r) for r, d in enumerate(v)}} for n, v in lists.items()}, "rrf",
                         weights={"a": 0.0}, depth=None)["q"]
    assert Fuser("rrf", weights={"a": 0.0})(lists) == list(batch.items())
    for method in ("rrf", "borda", "combsum"):
        with pytest.raises(ValueError, match="every list weighs 0"):
            Fuser(method, weights={"a": 0.0})({"a": {"x": 1.0, "y": 0.5}})


# ------------------------------------------------------------------ frames and tables
COLUMNAR = [name for name, fmt in FORMATS.items() if fmt.kind == "runs" and name in ("pandas", "arrow")]


def _columnar(fmt: str, frame: pd.DataFrame) -> Any:
    return frame if fmt == "pandas" else pa.Table.from_pandas(frame, preserve_index=False)


def _twice(fmt: str, frame: pd.DataFrame, column: str) -> Any:
    if fmt == "pandas":
        return pd.concat([frame, frame[[column]]], axis=1)
    t = pa.Table.from_pandas(frame, preserve_index=False)
    return pa.Table.from_arrays(t.columns + [t[column]], names=t.column_names + [column])


@pytest.mark.parametrize("fmt", COLUMNAR)
@pytest.mark.parametrize("column", ["run", "qid", "docid", "score"])
def test_a_column_given_twice_is_refused(fmt, column):
    """Every columnar form, every role's column given twice: refused naming it (pandas gave numpy's 'Expected a 1D
    array', Arrow a bare KeyError), through rankagg.fuse and the readers alike."""
    table = _twice(fmt, _long({"a": RUN_A, "b": RUN_B}), column)
    read = from_dataframe if fmt == "pandas" else from_arrow
    for call in (lambda: rankagg.fuse(table, "rrf"), lambda: read(table)):
        with pytest.raises(InputFormatError, match=f"'{column}' is given twice"):
            call()


@pytest.mark.parametrize("which", ["run", "qrels"])
def test_evaluate_frame_column_given_twice_is_refused(which):
    run = _long({"a": RUN_A}).drop(columns="run")
    qrels = pd.DataFrame({"qid": ["q1"], "docid": ["y"], "rel": [1]})
    column = "score" if which == "run" else "rel"
    frames = {"run": run, "qrels": qrels}
    frames[which] = pd.concat([frames[which], frames[which][[column]]], axis=1)
    with pytest.raises(InputFormatError, match=f"{which} DataFrame: the column '{column}' is given twice"):
        rankagg.evaluate(frames["run"], frames["qrels"], ["P@1"])


def test_evaluate_frame_of_several_runs_is_refused():
    """A long frame of runs a and b was evaluated as one run (their documents merged)."""
    frame = _long({"a": {"q1": {"x": 1.0}}, "b": {"q1": {"z": 2.0}}})
    with pytest.raises(ValueError, match="holds 2 runs; evaluate one run at a time"):
        rankagg.evaluate(frame, {"q1": {"z": 1}}, ["P@1"])
    assert rankagg.evaluate(frame[frame["run"] == "b"], {"q1": {"z": 1}}, ["P@1"]) == {"P@1": 1.0}


@pytest.mark.parametrize("column,bad", [("docid", [b"x", b"y", b"z", b"y", b"z", b"w", b"x", b"w", b"v"]),
                                        ("qid", [1.5] * 9), ("score", [True] * 9)])
def test_arrow_tables_are_read_by_their_arrow_types_and_named(column, bad):
    """A refused value of an Arrow table names the Arrow table (messages said 'dataframe'), and the table's pandas
    metadata is not applied (binary ids made from a frame of text were decoded and accepted)."""
    frame = _long({"a": RUN_A, "b": RUN_B})
    table = pa.Table.from_pandas(frame)  # with its pandas metadata
    table = table.set_column(table.schema.get_field_index(column), column, pa.array(bad))
    with pytest.raises(InputFormatError, match=f"^Arrow table: row 0: {column}"):
        rankagg.fuse(table, "rrf")


runs_strategy = st.dictionaries(
    st.sampled_from(["a", "b", "c"]),
    st.dictionaries(st.sampled_from(["q1", "q2"]),
                    st.dictionaries(st.sampled_from(["d1", "d2", "d3", "d4"]),
                                    st.integers(-3, 3).map(float), min_size=1), min_size=1),
    min_size=1)


@settings(max_examples=40, deadline=None)
@given(runs=runs_strategy, fmt=st.sampled_from(COLUMNAR), ranks=st.lists(st.integers(1, 9), min_size=24, max_size=24))
def test_ranks_come_from_the_scores_whatever_the_rank_column(runs, fmt, ranks):
    """A long frame (or table) with a rank column fuses as the same runs given as dicts: each run ranked by its
    scores, score descending then docid descending (the rank column overrode the scores, silently)."""
    frame = _long(runs)
    want = rankagg.fuse(runs, "rrf", depth=None)
    with_rank = frame.assign(rank=ranks[: len(frame)])
    got = rankagg.fuse(_columnar(fmt, with_rank), "rrf", depth=None)
    rows = got.to_dict("records") if fmt == "pandas" else got.to_pylist()
    as_dict: dict[str, dict[str, float]] = {}
    for r in rows:
        as_dict.setdefault(r["qid" if fmt == "pandas" else "qid"], {})[r["docid"]] = r["score"]
    assert as_dict == want


def test_rank_column_is_read_when_there_is_no_score():
    frame = pd.DataFrame({"run": ["a", "a"], "qid": ["1", "1"], "docid": ["x", "y"], "rank": [2, 1]})
    assert list(rankagg.fuse(frame, "rrf")["docid"]) == ["y", "x"]


def test_real_runs_as_a_frame_with_a_scrambled_rank_column(trec_covid_dir, tmp_path):
    """Regression on real data: three TREC-COVID round-5 runs given as a long DataFrame whose rank column is
    scrambled fuse as the run files do (``rankagg.fuse`` on their paths)."""
    from rankagg.io import read_trec_run

    paths = sorted((trec_covid_dir / "runs").iterdir())[:3]
    rows = []
    for p in paths:
        d = read_trec_run(p)
        keep = np.isin(d.query_of_item, np.arange(min(5, d.n_queries)))
        score = d.scores[:, 0][keep]
        rows.append(pd.DataFrame({"run": p.name, "qid": d.qids[d.query_of_item[keep]], "docid": d.docids[keep],
                                  "score": score}))
    frame = pd.concat(rows, ignore_index=True)
    frame["rank"] = np.random.default_rng(0).integers(1, 1000, len(frame))
    want = rankagg.fuse({r: {q: dict(zip(g["docid"], g["score"])) for q, g in f.groupby("qid")}
                         for r, f in frame.groupby("run")}, "rrf", depth=None)
    got = rankagg.fuse(frame, "rrf", depth=None)
    assert {q: dict(zip(g["docid"], g["score"])) for q, g in got.groupby("qid")} == want


# ------------------------------------------------------------------ the API's own parameters
def _method_doors(tmp: Path) -> dict[str, Callable[[Any], Any]]:
    a, b = _trec(tmp / "a.run", RUN_A, "t"), _trec(tmp / "b.run", RUN_B, "u")
    return {
        "mapping": lambda m: rankagg.fuse({"a": RUN_A, "b": RUN_B}, m),
        "pandas": lambda m: rankagg.fuse(_long({"a": RUN_A, "b": RUN_B}), m),
        "paths": lambda m: rankagg.fuse([a, b], m),
        "fuse_files": lambda m: fuse_files([a, b], tmp / "o.run", method=m),
        "make_fusion": lambda m: make_fusion(m),
        "fuser": lambda m: Fuser(m),
    }


@pytest.mark.parametrize("door", ["mapping", "pandas", "paths", "fuse_files", "make_fusion", "fuser"])
@pytest.mark.parametrize("spec", ["", " ", "\t"])
def test_an_empty_method_is_refused(door, spec, tmp_path):
    """method='' was the default method, silently (rankagg.fuse, fuse_files)."""
    with pytest.raises(ValueError, match="method"):
        _method_doors(tmp_path)[door](spec)
    assert not (tmp_path / "o.run").exists()


@pytest.mark.parametrize("stream", [False, True])
@pytest.mark.parametrize("option,value", [("input_depth", -1), ("input_depth", 0), ("input_depth", 1.5),
                                          ("input_depth", True), ("depth", -1), ("depth", np.int64(0)),
                                          ("tag", ""), ("tag", "my tag"), ("tag", "a\0b"), ("tag", "\ud800"), ("tag", 7)])
def test_fuse_files_options_checked_before_reading(option, value, stream, tmp_path):
    """Every value of a fuse_files option that would write a wrong run is refused naming the option, on the
    streaming path as on the in-memory one, and nothing is written (input_depth=-1 streamed wrote an empty run,
    tag='' the default tag)."""
    a, b = _trec(tmp_path / "a.run", RUN_A, "t"), _trec(tmp_path / "b.run", RUN_B, "u")
    with pytest.raises(ValueError, match=option):
        fuse_files([a, b], tmp_path / "o.run", method="rrf", stream=stream, **{option: value})
    assert not (tmp_path / "o.run").exists()


@pytest.mark.parametrize("spell", [str, Path, os.fsencode])
def test_paths_in_any_spelling(spell, tmp_path):
    """rankagg.fuse takes a path as str, Path or bytes (bytes raised TypeError), and fuse_files one path alone
    (it read the characters of its name as paths)."""
    a, b = _trec(tmp_path / "a.run", RUN_A, "t"), _trec(tmp_path / "b.run", RUN_B, "u")
    assert rankagg.fuse([spell(str(a)), spell(str(b))], "rrf") == rankagg.fuse([str(a), str(b)], "rrf")
    assert rankagg.fuse(spell(str(a)), "rrf") == rankagg.fuse([str(a)], "rrf")
    fuse_files(spell(str(a)), tmp_path / "one.run", method="rrf")
    fuse_files([str(a)], tmp_path / "list.run", method="rrf")
    assert (tmp_path / "one.run").read_text() == (tmp_path / "list.run").read_text()


# ------------------------------------------------------------------ seeds, and many runs
def _seeded_methods() -> list[str]:
    out = []
    for name in list_methods():
        m = make_method(name)
        if "random_state" in m.params and not m.supervised:
            out.append(name)
    return out


@pytest.mark.parametrize("name", _seeded_methods())
@pytest.mark.parametrize("seed", [-1, -(2**40)])
def test_a_seed_the_generator_refuses_is_refused_by_name(name, seed):
    """Every unsupervised method with a seed feeds numpy.random.default_rng, which takes integers >= 0: -1 gave
    numpy's bare 'expected non-negative integer'."""
    with pytest.raises(ValueError, match="random_state"):
        make_method(name, random_state=seed)


@settings(max_examples=50, deadline=None)
@given(names=st.lists(st.sampled_from(["r1", "r2", "R10", "b", "a"]), min_size=1, max_size=12))
def test_canonical_ranker_order_against_brute_force(names):
    """Names counted in one pass (Counter; ``names.count`` per name was quadratic: 100,000 runs timed out) give
    the order of the brute-force definition: natural name order, shared names by their columns' digest."""
    from rankagg.data.rankings import Rankings
    from rankagg.methods.ranker_order import _natural_key, canonical_ranker_order

    n = len(names)
    ranks = np.arange(n, dtype=np.float64)[None, :] + 1.0
    data = Rankings(offsets=np.array([0, 1]), ranks=ranks, qids=np.array(["q"]), docids=np.array(["d"]),
                    ranker_names=tuple(names), scores=None, labels=None)
    order = canonical_ranker_order(data).tolist()
    assert sorted(order) == list(range(n))
    keys = [_natural_key(x) for x in names]
    assert [keys[j] for j in order] == sorted(keys)
    unique = [j for j in range(n) if names.count(names[j]) == 1]
    assert [j for j in order if j in unique] == sorted(unique, key=lambda j: keys[j])


def test_dask_weights_naming_a_run_twice_refused_before_a_cluster(tmp_path):
    """The Dask backend meets weights at the same door (refused before any cluster starts; it took the last)."""
    a, b = _trec(tmp_path / "a.run", RUN_A, "1"), _trec(tmp_path / "b.run", RUN_B, "2")
    with pytest.raises(ValueError, match="twice"):
        rankagg.fuse([a, b], "rrf", backend="dask", weights={1: 2.0, "1": 3.0})
    with pytest.raises(ValueError, match="twice"):
        fuse_files([a, b], tmp_path / "o.run", method="rrf", backend="dask", weights={1: 2.0, "1": 3.0})
    assert not (tmp_path / "o.run").exists()


@pytest.mark.parametrize("form", ["paths", "mapping", "pandas", "fuse_files"])
def test_a_scheduler_without_dask_is_refused(form, tmp_path):
    """A scheduler applies to backend='dask' only: given with run files and the local backend it was ignored."""
    a, b = _trec(tmp_path / "a.run", RUN_A, "t"), _trec(tmp_path / "b.run", RUN_B, "u")
    calls = {"paths": lambda: rankagg.fuse([a, b], "rrf", scheduler="tcp://127.0.0.1:1"),
             "mapping": lambda: rankagg.fuse({"a": RUN_A}, "rrf", scheduler="tcp://127.0.0.1:1"),
             "pandas": lambda: rankagg.fuse(_long({"a": RUN_A}), "rrf", scheduler="tcp://127.0.0.1:1"),
             "fuse_files": lambda: fuse_files([a, b], tmp_path / "o.run", method="rrf", scheduler="tcp://127.0.0.1:1")}
    with pytest.raises(ValueError, match="scheduler"):
        calls[form]()
    assert not (tmp_path / "o.run").exists()


# ------------------------------------------------------------------ battles and comparisons as objects
BATTLES = [{"model_a": "gpt", "model_b": "claude", "winner": "model_a"},
           {"model_a": "claude", "model_b": "llama", "winner": "tie"},
           {"model_a": "llama", "model_b": "gpt", "winner": "model_b"}]
COMPARISONS = [{"item_a": "x", "item_b": "y", "outcome": "win"}, {"item_a": "y", "item_b": "z", "outcome": "tie"},
               {"item_a": "z", "item_b": "x", "outcome": "loss"}]
#: every in-memory form of a table of records
OBJECT_FORMS: dict[str, Callable[[list[dict]], Any]] = {
    "list": list, "tuple": tuple, "generator": lambda r: (x for x in r), "pandas": pd.DataFrame,
    "arrow": pa.Table.from_pylist, "record_batch": pa.RecordBatch.from_pylist,
}


def _fused(source: Any, method: str) -> list[dict]:
    from rankagg.api.preferences import fuse_comparisons

    return fuse_comparisons(source, method).to_dict("records")


@pytest.mark.parametrize("form", list(OBJECT_FORMS))
@pytest.mark.parametrize("records,method", [(BATTLES, "arena"), (COMPARISONS, "davidson")])
def test_every_form_of_records_reads_as_the_list(form, records, method):
    """A generator, an Arrow table or record batch of battles or comparisons is read as its rows (an Arrow table's
    columns were read as records, a generator's battles as comparisons)."""
    assert _fused(OBJECT_FORMS[form](records), method) == _fused(records, method)


@pytest.mark.parametrize("form", ["pandas", "arrow", "record_batch"])
@pytest.mark.parametrize("records,method", [(BATTLES, "arena"), (COMPARISONS, "davidson")])
def test_every_column_of_a_comparison_table_given_twice_is_refused(form, records, method):
    """Each column of a battle or comparison table given twice (the two may disagree): refused naming it (pandas
    kept the last one, with a warning)."""
    for column in records[0]:
        frame = pd.DataFrame(records)
        doubled = pd.concat([frame, frame[[column]]], axis=1)
        if form != "pandas":
            t = pa.Table.from_pandas(frame, preserve_index=False)
            doubled = pa.Table.from_arrays(t.columns + [t[column]], names=t.column_names + [column])
            doubled = doubled if form == "arrow" else doubled.to_batches()[0]
        with pytest.raises(InputFormatError, match=f"'{column}' is given twice"):
            _fused(doubled, method)


@pytest.mark.parametrize("option,value", [("bootstrap", 1.5), ("bootstrap", -1), ("bootstrap", True),
                                          ("random_state", -1), ("random_state", "0"), ("items", "gpt"),
                                          ("items", b"gpt")])
def test_fuse_comparisons_parameters_checked_before_reading(option, value):
    from rankagg.api.preferences import fuse_comparisons

    with pytest.raises(ValueError, match=option):
        fuse_comparisons(BATTLES, "arena", **{option: value})
    kept = fuse_comparisons(BATTLES, "arena", bootstrap=np.int64(3), random_state=np.int64(1))
    assert len(kept) == 3


@pytest.mark.parametrize("spec", ["", " "])
def test_an_empty_method_is_refused_for_preference_files(spec, tmp_path):
    (tmp_path / "c.csv").write_text("item_a,item_b,outcome\nx,y,win\ny,z,tie\n")
    with pytest.raises(ValueError, match="method"):
        rankagg.fuse(str(tmp_path / "c.csv"), method=spec)
