"""Hypothesis fuzz tests of everything that reads user input: the TREC run, qrels, LETOR and
score-file readers, the model loader and the method-spec parser.

Properties:

* a reader given any bytes either returns or raises :class:`InputFormatError` (a
  ``ValueError``) whose message starts with the file name, and a line number, when it has
  one, lies inside the file;
* a valid generated file round-trips exactly (write then read gives the same data);
* a valid file with one line damaged is refused with the damaged line's number, or read.

In the suite the budget is small and fixed (``FUZZ``: derandomized under CI so a CI run is
reproducible); ``scripts/fuzz.py --target NAME --minutes M`` runs the same properties for as
long as asked.  Each property makes its own temporary folder (no pytest fixtures), so the
script can call them directly.
"""

from __future__ import annotations

import atexit
import json
import keyword
import os
import shutil
import string
import tempfile
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from rankagg.data.rankings import Rankings
from rankagg.io import InputFormatError, read_letor, read_qrels, read_scores, read_trec_run, write_letor, write_scores
from rankagg.methods.registry import parse_spec, parse_value

CI = os.environ.get("CI", "").lower() == "true"
FUZZ = settings(
    max_examples=25,
    deadline=None,
    derandomize=CI,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)

# ------------------------------------------------------------------ strategies
word = st.text(alphabet=string.ascii_letters + string.digits + "-_.", min_size=1, max_size=8)
junk_line = st.text(
    alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\n"), max_size=40
)


# one folder per process, files overwritten example after example (long fuzz runs write
# hundreds of thousands of them), removed at exit
_FOLDER = Path(tempfile.mkdtemp(prefix="rankagg-fuzz-"))
atexit.register(shutil.rmtree, _FOLDER, ignore_errors=True)


def _file(content: str | bytes, name: str) -> Path:
    path = _FOLDER / name
    if isinstance(content, str):
        content = content.encode("utf-8")
    path.write_bytes(content)
    return path


def _check_error(exc: ValueError, path: Path, n_lines: int) -> None:
    """A reader error names the file and, when it points at a line, one that exists."""
    assert str(path) in str(exc), f"error does not name the file: {exc}"
    if isinstance(exc, InputFormatError) and exc.line is not None:
        assert 1 <= exc.line <= max(n_lines, 1), f"line {exc.line} outside the file ({n_lines} lines): {exc}"
        assert f"{path}:{exc.line}:" in str(exc)


def _read_or_refuse(reader, path: Path, n_lines: int):
    try:
        return reader(path)
    except ValueError as exc:  # InputFormatError is a ValueError; anything else fails the test
        _check_error(exc, path, n_lines)
        return None


@st.composite
def trec_run(draw):
    """A valid TREC run: distinct docids per query, distinct finite scores, ranks 1..n by score."""
    n_q = draw(st.integers(1, 4))
    lines, truth = [], {}
    for q in draw(st.lists(word, min_size=n_q, max_size=n_q, unique=True)):
        docs = draw(st.lists(word, min_size=1, max_size=6, unique=True))
        scores = draw(st.lists(st.floats(-1e6, 1e6, allow_nan=False).map(lambda x: round(x, 3)), min_size=len(docs), max_size=len(docs), unique=True))
        order = np.argsort(-np.asarray(scores), kind="stable")
        for rank, i in enumerate(order, 1):
            lines.append(f"{q} Q0 {docs[i]} {rank} {scores[i]!r} tag\n")
            truth[(q, docs[i])] = scores[i]
    return "".join(lines), truth


@st.composite
def rankings(draw):
    """A valid Rankings that the LETOR format can hold (integer ranks, labels 0..2)."""
    n_q = draw(st.integers(1, 3))
    k = draw(st.integers(1, 3))
    qids = draw(st.lists(word.filter(lambda w: "#" not in w), min_size=n_q, max_size=n_q, unique=True))
    sizes = draw(st.lists(st.integers(1, 5), min_size=n_q, max_size=n_q))
    docids = [d for s in sizes for d in draw(st.lists(word, min_size=s, max_size=s, unique=True))]
    n = sum(sizes)
    rank = st.one_of(st.just(np.nan), st.integers(1, 2**53).map(float))
    ranks = np.array(draw(st.lists(st.lists(rank, min_size=k, max_size=k), min_size=n, max_size=n)), dtype=float).reshape(n, k)
    labels = draw(st.lists(st.integers(0, 2), min_size=n, max_size=n))
    offsets = np.concatenate([[0], np.cumsum(sizes)])
    return Rankings(offsets=offsets, ranks=ranks, qids=qids, docids=docids, ranker_names=tuple(f"R{i + 1}" for i in range(k)), labels=labels)


def _damage(draw, text: str) -> tuple[str, int]:
    """Replace or insert one line with junk; returns the text and the damaged line number."""
    lines = text.split("\n")[:-1]
    i = draw(st.integers(0, len(lines)))
    junk = draw(junk_line)
    if draw(st.booleans()) and i < len(lines):
        lines[i] = junk
    else:
        lines.insert(i, junk)
    return "\n".join(lines) + "\n", i + 1


def _read_damaged(reader, draw, text: str, name: str) -> None:
    """Damage one line of a valid file: refused at that line (or read, if still valid)."""
    damaged, line = _damage(draw, text)
    path = _file(damaged, name)
    try:
        reader(path)
    except ValueError as exc:
        _check_error(exc, path, damaged.count("\n"))
        # a duplicate is reported at its second occurrence, which may follow the damage
        if isinstance(exc, InputFormatError) and exc.line is not None and "twice" not in str(exc):
            assert exc.line == line, f"damage at line {line}, error at {exc}"


# ------------------------------------------------------------------ TREC runs
@FUZZ
@given(st.binary(max_size=300))
def test_trec_run_any_bytes(raw):
    path = _file(raw, "r.run")
    _read_or_refuse(read_trec_run, path, raw.count(b"\n") + 1)


@FUZZ
@given(trec_run())
def test_trec_run_round_trip(case):
    text, truth = case
    d = read_trec_run(_file(text, "r.run"))
    got = {(str(d.qids[d.query_of_item[i]]), str(d.docids[i])): d.scores[i, 0] for i in range(d.n_items)}
    assert got == truth


@FUZZ
@given(st.data())
def test_trec_run_damaged_line(data):
    text, _ = data.draw(trec_run())
    _read_damaged(read_trec_run, data.draw, text, "r.run")


def _read_both_ways(path: Path, trust_rank: bool):
    """The run read by the fast parser, and by the line reader alone (the fast parse forced to fail)."""
    from unittest import mock

    import rankagg.io._run_text as RT

    fast = read_trec_run(path, trust_rank=trust_rank)
    with mock.patch.object(RT, "_parse_table", lambda *a, **k: None):
        slow = read_trec_run(path, trust_rank=trust_rank)
    return fast, slow


@FUZZ
@given(st.data())
def test_trec_run_any_blanks_fast_equals_line_reader(data):
    """Tabs, spaces, runs of blanks, CRLF, blanks at a line's ends and odd rank tokens: the fast path reads
    exactly what the line reader reads (bit for bit), with and without trust_rank."""
    text, _ = data.draw(trec_run())
    trust_rank = data.draw(st.booleans())
    shift = data.draw(st.integers(-5, 5))
    odd_rank = st.sampled_from(["0", "-3", "x", "1.5", "99999999999999999999", "+2"])
    blank = st.sampled_from([" ", "\t", "\t", "  ", " \t", "\t\t", "\v"])
    out = []
    for line in text.splitlines():
        f = line.split()
        f[3] = str(int(f[3]) + shift) if trust_rank or data.draw(st.booleans()) else data.draw(odd_rank)
        sep = data.draw(st.sampled_from(["all tabs", "all spaces", "mixed"]))
        seps = ["\t"] * 5 if sep == "all tabs" else [" "] * 5 if sep == "all spaces" else [data.draw(blank) for _ in range(5)]
        lead, end = data.draw(st.sampled_from(["", "", " ", "\t"])), data.draw(st.sampled_from(["\n", "\n", "\r\n", " \n"]))
        out.append(lead + "".join(a + b for a, b in zip(f, seps + [""])) + end)
    path = _file("".join(out), "blanks.run")
    fast, slow = _read_both_ways(path, trust_rank)
    assert fast.qids.tolist() == slow.qids.tolist() and fast.docids.tolist() == slow.docids.tolist()
    assert fast.ranker_names == slow.ranker_names == ("tag",)
    np.testing.assert_array_equal(fast.ranks, slow.ranks)
    assert fast.scores.tobytes() == slow.scores.tobytes()


# ------------------------------------------------------------------ qrels
@FUZZ
@given(st.binary(max_size=300))
def test_qrels_any_bytes(raw):
    path = _file(raw, "q.txt")
    _read_or_refuse(read_qrels, path, raw.count(b"\n") + 1)


@FUZZ
@given(st.dictionaries(st.tuples(word, word), st.integers(-(2**63), 2**63 - 1), min_size=1, max_size=8))
def test_qrels_round_trip(judged):
    text = "".join(f"{q} 0 {d} {r}\n" for (q, d), r in judged.items())
    frame = read_qrels(_file(text, "q.txt"))
    assert {(q, d): r for q, d, r in zip(frame["qid"], frame["docid"], frame["rel"])} == judged


@FUZZ
@given(st.data())
def test_qrels_damaged_line(data):
    judged = data.draw(st.dictionaries(st.tuples(word, word), st.integers(0, 3), min_size=1, max_size=5))
    text = "".join(f"{q} 0 {d} {r}\n" for (q, d), r in judged.items())
    _read_damaged(read_qrels, data.draw, text, "q.txt")


# ------------------------------------------------------------------ LETOR and score files
@FUZZ
@given(st.binary(max_size=300))
def test_letor_any_bytes(raw):
    path = _file(raw, "f.txt")
    _read_or_refuse(read_letor, path, raw.count(b"\n") + 1)


@FUZZ
@given(rankings())
def test_letor_round_trip(data):
    path = _file("", "f.txt")
    write_letor(path, data)
    back = read_letor(path)
    assert back.qids.tolist() == data.qids.tolist() and back.docids.tolist() == data.docids.tolist()
    np.testing.assert_array_equal(back.offsets, data.offsets)
    np.testing.assert_array_equal(back.ranks, data.ranks)
    np.testing.assert_array_equal(back.labels, data.labels)


@FUZZ
@given(st.data())
def test_letor_damaged_line(data):
    r = data.draw(rankings())
    path = _file("", "f.txt")
    write_letor(path, r)
    damaged, line = _damage(data.draw, path.read_text())
    path.write_text(damaged)
    try:
        read_letor(path)
    except ValueError as exc:
        _check_error(exc, path, damaged.count("\n"))


@FUZZ
@given(st.binary(max_size=200))
def test_scores_any_bytes(raw):
    path = _file(raw, "s.txt")
    _read_or_refuse(read_scores, path, raw.count(b"\n") + 1)


@FUZZ
@given(st.lists(st.floats(allow_nan=False, allow_infinity=False), max_size=20))
def test_scores_round_trip(values):
    path = _file("", "s.txt")
    write_scores(path, np.asarray(values, dtype=float))
    np.testing.assert_array_equal(read_scores(path, n_expected=len(values)), np.asarray(values, dtype=float))


# ------------------------------------------------------------------ model loader
json_value = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
model_doc = st.fixed_dictionaries(
    {"format": st.sampled_from(["rankagg-model", "x"]), "version": st.one_of(st.integers(-1, 2), json_value),
     "name": st.one_of(st.sampled_from(["best_input", "rags_top", "rrf", "nope"]), json_value),
     "params": json_value, "fitted": json_value, "trained_on": json_value}
)


@FUZZ
@given(st.one_of(model_doc, json_value))
def test_model_loader_any_json(doc):
    from rankagg.models import load_model

    path = _file(json.dumps(doc), "m.json")
    try:
        load_model(path)
    except ValueError:
        pass


@FUZZ
@given(st.binary(max_size=300))
def test_model_loader_any_bytes(raw):
    from rankagg.models import load_model

    for name in ("m.json", "m.npz"):
        path = _file(raw, name)
        try:
            load_model(path)
        except ValueError as exc:
            assert str(path) in str(exc) or path.name in str(exc)


# ------------------------------------------------------------------ spec parser
@FUZZ
@given(st.text(max_size=60) | st.builds(lambda n, b: f"{n}({b})", word, st.text(max_size=40)))
def test_spec_parser_any_text(text):
    try:
        name, params = parse_spec(text)
    except ValueError as exc:
        assert repr(text.strip()) in str(exc) or "spec" in str(exc) or "unknown method" in str(exc)
        return
    assert isinstance(name, str) and isinstance(params, dict)
    for v in params.values():  # never an object built by code: plain data only
        assert _plain(v)


def _plain(v) -> bool:
    if isinstance(v, (list, tuple)):
        return all(_plain(x) for x in v)
    if isinstance(v, dict):
        return all(_plain(k) and _plain(x) for k, x in v.items())
    return v is None or isinstance(v, (bool, int, float, str))


spec_value = st.one_of(
    st.integers(-(10**12), 10**12),
    st.floats(allow_nan=False, allow_infinity=False),
    st.booleans(),
    st.text(max_size=10),
    st.lists(st.integers(0, 9), max_size=3),
)


@FUZZ
@given(st.from_regex(r"[a-z][a-z0-9_]{0,8}", fullmatch=True), st.dictionaries(st.from_regex(r"[a-z][a-z0-9_]{0,6}", fullmatch=True), spec_value, max_size=4))
def test_spec_round_trip(name, params):
    # Python keywords cannot be names in a spec (no registered method or parameter is one)
    assume(not keyword.iskeyword(name) and not any(keyword.iskeyword(k) for k in params))
    spec = f"{name}(" + ", ".join(f"{k}={v!r}" for k, v in params.items()) + ")"
    assert parse_spec(spec, resolve=False) == (name, params)  # the syntax; names are resolved by the registry


@FUZZ
@given(st.text(max_size=30))
def test_param_value_any_text(text):
    try:
        v = parse_value(text)
    except ValueError as exc:
        assert "range" in str(exc)
        return
    assert _plain(v)


# model files (issue 27, class 5): the properties of tests/test_models.py, here for scripts/fuzz.py
def _load_model_file_properties():  # noqa: ANN202
    """tests/test_models.py loaded by path (pytest collects its tests there; scripts/fuzz.py loads this file by
    path too, so no package import is assumed)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("rankagg_model_file_properties",
                                                  Path(__file__).resolve().parents[1] / "test_models.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_model_files = _load_model_file_properties()

TARGETS = {
    "trec_run": [test_trec_run_any_bytes, test_trec_run_round_trip, test_trec_run_damaged_line,
                 test_trec_run_any_blanks_fast_equals_line_reader],
    "qrels": [test_qrels_any_bytes, test_qrels_round_trip, test_qrels_damaged_line],
    "letor": [test_letor_any_bytes, test_letor_round_trip, test_letor_damaged_line],
    "scores": [test_scores_any_bytes, test_scores_round_trip],
    "model": [test_model_loader_any_json, test_model_loader_any_bytes],
    "model_file": [_model_files.test_any_model_file_is_a_clean_error_or_a_correct_load,
                   _model_files.test_lgb_edits_are_refused_or_read_as_lightgbm_reads_them],
    "spec": [test_spec_parser_any_text, test_spec_round_trip, test_param_value_any_text],
}


# ------------------------------------------------------------------ measure strings (h26m; issue 27 class 2)
_MEASURE_HEADS = ["P", "nDCG", "ndcg_cut", "AP", "map", "map_cut", "RR", "mrr", "recip_rank", "R", "recall", "Rprec",
                  "r-prec", "Bpref", "RBP", "Judged", "NDCG", "MAP", "MeanNDCG", "ERR", "BPM", "SetP", "P_5", "foo"]
_measure_text = st.one_of(
    st.text(max_size=24),
    st.builds(lambda h, p, c: h + p + c, st.sampled_from(_MEASURE_HEADS).map(lambda h: h.swapcase() if len(h) % 2 else h),
              st.sampled_from(["", "()", "(p=0.5)", "(p=1)", "(p=nan)", "(rel=0)", "(rel=2,p=.9)", "(p=0.5,p=0.5)",
                               "(T=1000,min_rel=2)", "(p=1_0)"]) | st.text(max_size=8).map(lambda t: f"({t})"),
              st.sampled_from(["", "@0", "@05", "@5", "@-1", "@+3", "@1.5", "@", "@@2", "@99999999999999999999"])
              | st.integers(-(2**40), 2**40).map(lambda k: f"@{k}")),
)


@FUZZ
@given(st.lists(_measure_text, min_size=1, max_size=3), st.sampled_from(["trec", "letor"]))
def test_measure_strings_any_text(names, family):
    """Any measure strings: parsed to measures that every provider claiming them computes (finite values), or
    refused with a ValueError naming one of them; never another exception, never a crash of an engine."""
    from rankagg.evaluation.measures import letor_values
    from rankagg.evaluation.registry import parse_measure, parse_measures
    from rankagg.evaluation.trec_eval import evaluate_columns

    try:
        ms = parse_measures(names, family)
    except ValueError as exc:
        assert any(repr(n) in str(exc) for n in names), (names, str(exc))
        return
    for m in ms:
        assert parse_measure(m.name, family).name == m.name and m.providers
    if family == "letor":
        vals = letor_values(np.array([0, 2]), np.array([1, 0]), np.array([0.5, 0.25]), ms)
        assert all(np.isfinite(v).all() and v.shape == (1,) for v in vals.values())
        return
    run = {"qid": ["1", "1"], "docid": ["a", "b"], "score": [1.0, 0.5]}
    qrels = {"qid": ["1", "1"], "docid": ["a", "z"], "rel": [1, 2]}
    for m in ms:
        for provider in m.providers:
            _, vals = evaluate_columns(run, qrels, [m], provider=provider)
            assert np.isfinite(vals[m.name]).all() and vals[m.name].shape == (1,)


TARGETS["measure"] = [test_measure_strings_any_text]
