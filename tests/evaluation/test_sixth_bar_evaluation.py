"""Issue 45's sixth bar (evaluation and reports): the classes of fault its cases found, each tested over what
generates it (the bar's cases, prefix ``u6e_``, run the same through the CLI; scripts/reliability_matrix.py).

* qrels grades: a token is read exactly when C's ``atol`` (trec_eval's reading, called through ctypes) reads the
  number written, integral decimals such as ``2.0`` (pandas' float columns) included; the file, the registry's reader
  and the in-memory forms give one answer; the fuzzers' reference reader agrees;
* the bold cells of the report's tables and of the tables rendered into the docs: the best value as printed, at 4
  decimals, for any values (7 cells of docs/results.md, quality.md, implicit.md and stagg.md were bold by the old
  rule, within 5e-5 of the best, or not bold although printed as the best);
* the report's significance: Holm's correction over the tests that are defined (two common queries at least),
  against scipy.stats.ttest_rel and Holm's definition, for any query sets;
* ``rankagg evaluate --json`` records read by the report: every measure of the registry's trec and letor families
  summarised as evaluate summarises it (mean, trec_eval's sum, GMAP's geometric mean), and a mean that is not the
  summary of its per-query values refused, naming the file and the measure;
* ``report --measures``: no measure, or one measure twice in any case, refused before anything is written.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import json
import math
import warnings

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rankagg
from rankagg.evaluation.registry import definitions
from rankagg.experiments.report import build_report, results_table, table_markdown
from rankagg.experiments.render_tables import _value_cell
from rankagg.experiments.report_data import TREC_RUNS, holm_comparisons, load_results
from rankagg.io import InputFormatError
from rankagg.io._qrels_text import read_qrels_columns
from tests.fuzz.reference_text import Invalid, read_qrels as reference_qrels

_LIBC = ctypes.CDLL(ctypes.util.find_library("c"))
_LIBC.atol.restype = ctypes.c_long
_LIBC.atol.argtypes = [ctypes.c_char_p]
_RUN = "1 Q0 a 1 3 t\n1 Q0 b 2 2 t\n1 Q0 c 3 1 t\n"

# ----------------------------------------------------------------------------------------------- qrels grades
# tokens of the characters a grade column holds (digits, signs, points, exponents, hex), and the spellings of
# integers that float columns and hand editing give
_GRADE_TOKENS = st.one_of(
    st.text("0123456789.+-ex", min_size=1, max_size=6),
    st.builds(lambda g, zeros, sign: f"{'+' if sign and g >= 0 else ''}{g}.{'0' * zeros}",
              st.integers(-5, 5), st.integers(0, 3), st.booleans()),
)


def _written_value(token: str) -> float | None:
    """The number a grade token writes (Python's reading of a decimal or exponent), None when it writes none."""
    try:
        return float(token) if token.isascii() and "_" not in token and "x" not in token.lower() else None
    except ValueError:
        return None


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(token=_GRADE_TOKENS)
def test_a_grade_is_read_exactly_when_atol_reads_the_number_written(token, tmp_path):
    """Accepted: the integer atol reads, equal to the number written; refused (file and line): any other token, where
    atol would read another number (1.5 -> 1, 1e1 -> 1) or none; the fuzzers' reference reader says the same."""
    path = tmp_path / "q.txt"
    path.write_text(f"1 0 a 0\n1 0 b {token}\n")
    atol = _LIBC.atol(token.encode())
    written = _written_value(token)
    try:
        got = int(read_qrels_columns(path)["rel"][1])
    except InputFormatError as exc:
        assert "q.txt:2" in str(exc)
        assert written is None or written != atol or not re_integral(token)
        with pytest.raises(Invalid):
            reference_qrels(path.read_bytes())
        return
    assert got == atol == written
    assert reference_qrels(path.read_bytes()).content[("1", "b")] == got


def re_integral(token: str) -> bool:
    """An integer or an integral decimal, as written (``2``, ``-1.00``, ``+3.``): the tokens atol reads right."""
    import re

    return re.fullmatch(r"[+-]?[0-9]+(\.0*)?", token) is not None


@pytest.mark.parametrize("spelling", ["{}", "{}.0", "{}.000", "+{}."])
def test_integral_decimal_grades_give_the_integers_answer_in_every_form(spelling, tmp_path):
    """The file (through rankagg.evaluate and the CLI's reader), and the dict of floats: one answer, that of the
    integers (trec_eval's, as atol reads them)."""
    grades = {"a": -1, "b": 2, "c": 1}
    path = tmp_path / "q.txt"
    path.write_text("".join(f"1 0 {d} {spelling.format(g) if g >= 0 or not spelling.startswith('+') else g}\n"
                            for d, g in grades.items()))
    (tmp_path / "r.run").write_text(_RUN)
    measures = ["AP", "nDCG", "P(rel=2)@2", "NumRel"]
    want = rankagg.evaluate(str(tmp_path / "r.run"), {"1": grades}, measures)
    assert rankagg.evaluate(str(tmp_path / "r.run"), str(path), measures) == want
    assert rankagg.evaluate(str(tmp_path / "r.run"), {"1": {d: float(g) for d, g in grades.items()}}, measures) == want
    assert want["AP"] == pytest.approx((1 / 2 + 2 / 3) / 2)  # b (2) second, c (1) third: trec_eval's value


# ----------------------------------------------------------------------------------------------- the report's tables
def _evaluation(folder, name: str, per_query: dict[str, dict[str, float]], **means: float) -> None:
    measures = sorted({m for row in per_query.values() for m in row})
    rec = {m: float(np.mean([row[m] for row in per_query.values()])) for m in measures}
    (folder / f"{name}.json").write_text(json.dumps({**rec, **means, "per_query": per_query}))


@settings(max_examples=25, deadline=None)
@given(values=st.lists(st.floats(0.1, 0.2, allow_nan=False), min_size=2, max_size=4),
       near=st.sampled_from([0.0, 4e-5, 5e-5, 6e-5, 9.9e-5]))
def test_bold_is_the_best_value_as_printed(values, near, tmp_path_factory):
    """Whatever the values (some within 5e-5 of one another, across a rounding boundary or not), a cell is bold
    exactly when it prints as the column's best prints, in the report and in the rendered docs."""
    folder = tmp_path_factory.mktemp("bold")
    values = [values[0] + near, *values]
    for i, v in enumerate(values):  # means alone: no per-query values, no tests to run
        (folder / f"r{i}.json").write_text(json.dumps({"AP": v}))
    t = results_table(load_results([folder]), TREC_RUNS)
    printed = {f"r{i}": f"{v:.4f}" for i, v in enumerate(values)}
    best = max(printed.values(), key=float)
    assert {label: bold[0] for label, _, _, bold in t.rows} == {k: p == best for k, p in printed.items()}
    assert table_markdown(t).count("**") == 2 * sum(p == best for p in printed.values())
    # the tables rendered into the docs (rankagg experiment render) by the same rule
    assert [_value_cell(v, max(values)).startswith("**") for v in values] == [p == best for p in printed.values()]


@settings(max_examples=15, deadline=None)
@given(data=st.data())
def test_holm_adjusts_over_the_defined_tests_as_by_its_definition(data, tmp_path_factory):
    """A baseline and 1-4 runs over random query sets (some sharing 0 or 1 query with it), two measures: each
    Holm-adjusted p-value and mark as scipy's paired t-test and Holm's definition over the tests on two or more
    common queries; no test on fewer."""
    stats = pytest.importorskip("scipy.stats")
    folder = tmp_path_factory.mktemp("holm")
    value = st.sampled_from([0.0, 0.1, 0.25, 0.5, 0.75, 1.0])
    runs = {}
    for i in range(data.draw(st.integers(2, 5), "runs")):
        qids = data.draw(st.sets(st.sampled_from([f"q{k}" for k in range(8)]), min_size=1, max_size=8), f"qids {i}")
        runs[f"r{i}"] = {q: {"AP": data.draw(value), "P@5": data.draw(value)} for q in sorted(qids)}
        _evaluation(folder, f"r{i}", runs[f"r{i}"])
    rs = load_results(sorted(folder.glob("*.json")))
    base = next(e for e in rs.entries if e.label == "r0")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # scipy on constant differences
        got = {(c.label, c.measure): (c.p_holm, c.mark) for c in holm_comparisons(rs.entries, base, ["AP", "P@5"])}
        tests = []
        for label in sorted(runs)[1:]:
            for m in ("AP", "P@5"):
                common = sorted(set(runs[label]) & set(runs["r0"]))
                if len(common) >= 2:
                    x, y = ([runs[r][q][m] for q in common] for r in (label, "r0"))
                    p = 1.0 if x == y else float(stats.ttest_rel(x, y).pvalue)
                    tests.append(((label, m), p, float(np.mean(np.subtract(x, y)))))
    assert set(got) == {k for k, _, _ in tests}
    if tests:
        adjusted = _holm([p for _, p, _ in tests])
        for (key, _, diff), a in zip(tests, adjusted):
            assert got[key][0] == pytest.approx(a, rel=1e-9, abs=1e-300)
            assert got[key][1] == ("" if a >= 0.05 or diff == 0 else "▲" if diff > 0 else "▼")


def _holm(pvalues: list[float]) -> np.ndarray:
    """Holm's step-down adjustment by its definition (Holm 1979): the i-th smallest p-value times the m - i + 1
    hypotheses left, made monotone by the running maximum, at most 1 (statsmodels' multipletests(method='holm')
    gives the same; the bar's case calls it, this test spares its import)."""
    p = np.asarray(pvalues)
    order = np.argsort(p, kind="stable")
    stepped = np.minimum(1.0, np.maximum.accumulate(p[order] * (len(p) - np.arange(len(p)))))
    out = np.empty(len(p))
    out[order] = stepped
    return out


# ----------------------------------------------------------------------------------------------- evaluate records
def _representative(d) -> str:
    """One spelling of a measure definition that rankagg evaluate prints."""
    return d.name + ("@0.5" if d.cutoff_kind is float else "@3" if d.cutoff == "required" else "")


def _every_trec_measure() -> list[str]:
    return [_representative(d) for d in definitions("trec")]


def test_an_evaluate_record_of_every_measure_is_read_and_an_edited_mean_refused(tmp_path):
    """``rankagg.evaluate`` per query and in summary, of every measure of the trec registry (counts summed, GMAP
    geometric) and of the LETOR evaluation: the record reads; each mean moved by 1e-6 relative is refused naming
    the file and the measure."""
    pytest.importorskip("pytrec_eval")  # infAP, SetP, SetR
    qrels = {"1": {"a": 2, "b": 0, "c": 1}, "2": {"x": 1, "y": 0}, "3": {"k": 0}}
    run = {"1": {"a": 3.0, "b": 2.0, "z": 1.0}, "2": {"y": 2.0, "x": 1.0}, "3": {"k": 1.0}}
    measures = _every_trec_measure()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        means = rankagg.evaluate(run, qrels, measures)
        per = rankagg.evaluate(run, qrels, measures, per_query=True)
    trec = {**means, "per_query": {q: per.loc[q].to_dict() for q in per.index}}
    from rankagg.evaluation.measures import letor_measures

    values = letor_measures(np.array([0, 3, 5]), np.array([2, 0, 1, 0, 0]), np.array([1.0, 3.0, 2.0, 0.5, 0.5]))
    letor = {m: float(v.mean()) for m, v in values.items()}
    letor["per_query"] = {q: {m: float(v[i]) for m, v in values.items()} for i, q in enumerate(("10", "11"))}
    for name, rec in (("trec", trec), ("letor", letor)):
        (tmp_path / f"{name}.json").write_text(json.dumps(rec))
        load_results([tmp_path / f"{name}.json"])
        for m in rec:
            if m == "per_query":
                continue
            moved = {**rec, m: rec[m] * (1 + 1e-6) + 1e-9}
            (tmp_path / "moved.json").write_text(json.dumps(moved))
            with pytest.raises(ValueError, match=rf"moved\.json: {re_escape(m)} = .* is not the \w+ of its"):
                load_results([tmp_path / "moved.json"])


def re_escape(text: str) -> str:
    import re

    return re.escape(text)


# ----------------------------------------------------------------------------------------------- report --measures
@pytest.mark.parametrize("measures, said", [([], "names no measure"), (["AP", "ap"], "names 'ap' twice"),
                                            (["P@5", "AP", "p@5"], "names 'p@5' twice")])
@pytest.mark.parametrize("output", ["r.md", "r.html"])
def test_report_measures_empty_or_twice_refused_before_writing(measures, said, output, tmp_path):
    _evaluation(tmp_path, "a", {"1": {"AP": 0.5, "P@5": 0.2}, "2": {"AP": 0.1, "P@5": 0.4}})
    with pytest.raises(ValueError, match=rf"--measures\) {said}"):
        build_report([tmp_path / "a.json"], tmp_path / output, measures=measures, figures=False)
    assert not (tmp_path / output).exists()
    assert math.isfinite(json.loads((tmp_path / "a.json").read_text())["AP"])
