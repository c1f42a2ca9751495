"""``rankagg report``: papers-style tables with best in bold and significance marks, PNG figures (issue 9)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from rankagg.experiments.report_data import TREC_RUNS
from rankagg.experiments.report import (
    BETTER,
    WORSE,
    build_report,
    load_results,
    result_record,
    results_table,
    run_report,
    slug,
    table_markdown,
)


def _rec(label, method, ndcg, per_query=None, dataset="D1"):
    rec = {
        "dataset": dataset,
        "method": method,
        "label": label,
        "params": [{}] * 5,
        "select_by": "NDCG@10",
        "grid_size": 1,
        "test": {"NDCG@1": ndcg - 0.1, "NDCG@10": ndcg, "MAP": ndcg / 2},
        "folds": [],
    }
    if per_query is not None:
        rec["per_query"] = {"qids": [f"q{i}" for i in range(len(per_query))], "NDCG@10": list(per_query), "NDCG@1": list(per_query), "MAP": list(per_query)}
    return rec


@pytest.fixture
def results_dir(tmp_path):
    rng = np.random.default_rng(0)
    base = rng.uniform(0.2, 0.6, size=60)
    better = base + 0.05 + rng.normal(0, 0.01, size=60)  # clearly better on every query
    noisy = base + rng.normal(0, 0.05, size=60)  # not significantly different
    d = tmp_path / "res"
    d.mkdir()
    for label, method, pq in (("Base", "borda", base), ("Better", "rrf", better), ("Noisy", "combsum", noisy)):
        (d / f"D1__{slug(label)}.json").write_text(json.dumps(_rec(label, method, float(np.mean(pq)), pq)))
    # a README-table result: to_dict() + label only (no per-query values)
    (d / "D1__plain.json").write_text(json.dumps(_rec("Plain", "dowdall", 0.30)))
    return d


def test_slug():
    assert slug("St.Agg_RRF (Eq. 11)") == "st-agg_rrf-eq-11"


def test_table_bold_and_marks(results_dir):
    rs = load_results([results_dir])
    t = results_table(rs, "D1", measures=["NDCG@10", "MAP"], baseline="Base")
    rows = {r[0]: r for r in t.rows}
    assert rows["Better"][3] == [True, True]  # best in both columns
    assert rows["Better"][2] == [BETTER, BETTER]
    assert rows["Noisy"][2] == ["", ""]
    assert rows["Base"][2] == ["", ""]
    assert rows["Plain"][2] == ["", ""]  # no per-query values: no test
    assert "Plain" in t.note
    md = table_markdown(t)
    better_ndcg = rs.entries[[e.label for e in rs.entries].index("Better")].test["NDCG@10"]
    assert f"**{better_ndcg:.4f}**{BETTER}" in md
    # the baseline against a clearly better method is marked worse
    t2 = results_table(rs, "D1", measures=["NDCG@10"], baseline="Better")
    assert {r[0]: r[2][0] for r in t2.rows}["Base"] == WORSE
    # randomization test gives the same verdicts here
    t3 = results_table(rs, "D1", measures=["NDCG@10"], baseline="Base", test="randomization")
    assert {r[0]: r[2][0] for r in t3.rows}["Better"] == BETTER


def test_build_markdown_and_html_with_figures(results_dir, tmp_path):
    pytest.importorskip("matplotlib")
    rob = {"schema": "rankagg-results/1", "kind": "robustness", "dataset": "D1", "label": "RRF",
           "robustness": {"x_name": "number_of_rankers", "x": [2, 4, 8], "values": [0.1, 0.2, 0.25], "std": [0.01, 0.01, 0.0]}}
    (results_dir / "rob.json").write_text(json.dumps(rob))
    w = {"schema": "rankagg-results/1", "kind": "weights", "dataset": "D1", "label": "Learned",
         "weights": {"rankers": ["a", "b", "c"], "values": [[0.1, 0.5, 0.4], [0.2, 0.4, 0.4]]}}
    (results_dir / "w.json").write_text(json.dumps(w))
    md = build_report([results_dir], tmp_path / "out" / "report.md", baseline="Base")
    text = md.read_text()
    assert "| Method | NDCG@1 | NDCG@10 | MAP |" in text and "## D1" in text and BETTER in text  # the measures present
    figs = sorted(p.name for p in (tmp_path / "out" / "report_figures").glob("*.png"))
    assert figs == ["ndcg_at_k__d1.png", "perquery_diff__d1.png", "robustness__number_of_rankers__d1.png",
                    "weights__learned__d1.png", "winloss__d1.png"]
    for p in (tmp_path / "out" / "report_figures").glob("*.png"):
        assert p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    html_out = tmp_path / "html" / "report.html"
    page = build_report([results_dir], html_out, baseline="Base").read_text()
    assert page.startswith("<!DOCTYPE html>") and "<table" in page and "<b>" in page
    # one self-contained file: every figure is a data URI, nothing written beside it
    assert page.count("<img src='data:image/png;base64,") == 5 and "_figures/" not in page
    assert sorted(p.name for p in html_out.parent.iterdir()) == ["report.html"]


def test_cli_hooks(results_dir, tmp_path, capsys):
    """``rankagg report`` parses its options (rankagg.cli) and hands run_report plain values (issue 46)."""
    from rankagg.cli import main

    assert main(["report", str(results_dir), "-o", str(tmp_path / "r.md"), "--baseline", "Base", "--no-figures",
                 "--measures", "NDCG@10, ,"]) == 0
    assert (tmp_path / "r.md").exists() and "NDCG@10" in (tmp_path / "r.md").read_text()
    assert capsys.readouterr().out.strip() == str(tmp_path / "r.md")
    assert main(["report", str(results_dir), "-o", str(tmp_path / "r.pdf")]) == 2
    assert "must end in .md or .html" in capsys.readouterr().err
    assert main(["report", str(tmp_path / "nope"), "-o", str(tmp_path / "r.md")]) == 2
    # the job itself takes keyword values, as the CLI unpacks them
    assert run_report([results_dir], output=tmp_path / "k.md", baseline="Base", measures=["NDCG@10"],
                      figures=False) == 0
    assert (tmp_path / "k.md").read_text() == (tmp_path / "r.md").read_text().replace("r.md", "k.md")


def test_bad_result_files(tmp_path):
    (tmp_path / "a.json").write_text("[1, 2]")
    with pytest.raises(ValueError, match="one JSON object"):
        load_results([tmp_path / "a.json"])
    (tmp_path / "b.json").write_text(json.dumps({"schema": "other/1"}))
    with pytest.raises(ValueError, match="unknown schema"):
        load_results([tmp_path / "b.json"])
    (tmp_path / "c.json").write_text(json.dumps({"kind": "protocol", "test": {}}))
    with pytest.raises(ValueError, match="without 'dataset'"):
        load_results([tmp_path / "c.json"])
    (tmp_path / "empty").mkdir()
    with pytest.raises(ValueError, match="no result files"):
        load_results([tmp_path / "empty"])


@pytest.mark.data
def test_report_reads_protocol_results(mq2008, tmp_path):
    from rankagg.experiments.protocol import run_protocol

    a = run_protocol(mq2008, "borda")
    b = run_protocol(mq2008, "rrf", grid={"k": [60]})
    (tmp_path / "borda.json").write_text(json.dumps(result_record(a, "BordaCount")))
    plain = json.loads(b.to_json("RRF"))
    del plain["per_query"], plain["schema"]
    (tmp_path / "rrf.json").write_text(json.dumps(plain))  # legacy style: no schema, no per-query values
    (tmp_path / "bad").mkdir()
    (tmp_path / "bad" / "rrf.json").write_text(json.dumps({**plain, "schema": "rankagg-results/2"}))
    with pytest.raises(ValueError, match=r"bad/rrf\.json: missing keys \['per_query'\]"):
        load_results([tmp_path / "bad"])  # a schema-2 record is validated whole
    rs = load_results([tmp_path])
    t = results_table(rs, "MQ2008-agg", measures=["NDCG@10"], baseline="BordaCount")
    vals = {r[0]: r[1][0] for r in t.rows}
    assert vals == {"BordaCount": a.test["NDCG@10"], "RRF": b.test["NDCG@10"]}
    e = rs.entries[0]
    assert len(e.per_query["NDCG@10"]) == mq2008.all.n_queries
    assert np.isclose(e.per_query["NDCG@10"].mean(), np.mean([f.test["NDCG@10"] for f in a.folds]), atol=0.01)


def test_benchmark_records_render(tmp_path):
    rec = {"schema": "rankagg-results/1", "kind": "benchmark", "name": "scale",
           "rows": [{"method": "rrf", "n_queries": 1000000, "mode": "stream", "seconds": 562.2, "peak_mb": 2408.9}]}
    (tmp_path / "scale.json").write_text(json.dumps(rec))
    text = build_report([tmp_path / "scale.json"], tmp_path / "r.md", figures=False).read_text()
    assert "## Benchmark: scale" in text and "| rrf | 1,000,000 | stream | 562.2 | 2,408.9 |" in text


def test_figures_draw_at_most_eight_series(tmp_path):
    """With 20 methods, the NDCG@k panel draws the baseline and the 7 best; the caption says 12 more."""
    from rankagg.experiments.report import MAX_SERIES, make_figures

    d = tmp_path / "many"
    d.mkdir()
    for i in range(20):
        rec = _rec(f"M{i:02d}", "rrf", 0.30 + 0.01 * i)
        rec["test"].update({f"NDCG@{k}": 0.30 + 0.01 * i for k in range(1, 11)})
        (d / f"m{i}.json").write_text(json.dumps(rec))
    rs = load_results([d])
    import matplotlib.pyplot as plt

    drawn = []
    real_plot = plt.Axes.plot

    def spy(self, *a, **kw):
        drawn.append(kw.get("label"))
        return real_plot(self, *a, **kw)

    plt.Axes.plot = spy
    try:
        figs = make_figures(rs, tmp_path / "f", baseline="M00")
    finally:
        plt.Axes.plot = real_plot
    assert MAX_SERIES == 8 and len(drawn) == 8
    assert drawn[0] == "M00" and set(drawn[1:]) == {f"M{i:02d}" for i in range(13, 20)}
    assert "12 more methods in the table" in figs[0][0]


def test_report_accepts_evaluate_json(tmp_path, capsys):
    """`rankagg evaluate --json --per-query` output is a report input (one entry per file)."""
    for name, shift in (("base", 0.0), ("better", 0.2)):
        out = {"NDCG@10": 0.41 + shift, "MAP": 0.3 + shift,  # the means of the per-query values
               "per_query": {f"q{i}": {"NDCG@10": 0.4 + shift + 0.01 * (i % 3), "MAP": 0.3 + shift} for i in range(30)}}
        (tmp_path / f"{name}.json").write_text(json.dumps(out))
    rs = load_results([tmp_path / "base.json", tmp_path / "better.json"])
    assert [e.label for e in rs.entries] == ["base", "better"] and rs.entries[0].dataset == TREC_RUNS
    t = results_table(rs, TREC_RUNS, measures=["NDCG@10", "MAP"], baseline="base")
    text = table_markdown(t)
    assert "0.6100" in text and BETTER in text


def test_cli_evaluate_json_into_report(tmp_path):
    """End to end through the CLI: fuse a LETOR file, evaluate with --json, report the JSON."""
    from rankagg.cli import main

    letor = tmp_path / "S1.txt"
    lines = []
    for q in range(6):
        for d in range(4):
            ranks = " ".join(f"{k + 1}:{(d + k + q) % 4 + 1}" for k in range(3))
            lines.append(f"{(d + q) % 3} qid:{q} {ranks} #docid = GX{q}-{d}")
    letor.write_text("\n".join(lines) + "\n")
    assert main(["fuse", "--letor", str(letor), "--method", "borda", "-o", str(tmp_path / "s.txt")]) == 0
    import contextlib
    import io

    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        assert main(["evaluate", "--letor", str(letor), str(tmp_path / "s.txt"), "--json", "--per-query"]) == 0
    (tmp_path / "borda.json").write_text(buf.getvalue())
    assert main(["report", str(tmp_path / "borda.json"), "-o", str(tmp_path / "r.html")]) == 0
    page = (tmp_path / "r.html").read_text()
    assert "LETOR score files" in page and "borda" in page and "five-fold" not in page


# ---------------------------------------------------------------- TREC runs: evaluate -> report (issue 23)
def _write_trec(tmp_path, n_runs=3, n_q=12, n_docs=25, seed=0):
    """Generated qrels and runs (graded relevance; run i ranks with noise ~ 1 / (i + 1))."""
    rng = np.random.default_rng(seed)
    rel = rng.integers(0, 3, size=(n_q, n_docs)) * (rng.random((n_q, n_docs)) < 0.4)
    (tmp_path / "qrels.txt").write_text("".join(f"{q + 1} 0 D{d} {rel[q, d]}\n" for q in range(n_q) for d in range(n_docs)))
    paths = []
    for i in range(n_runs):
        lines = []
        for q in range(n_q):
            score = rel[q] + rng.normal(0, 1.0 / (i + 1), n_docs) * 2
            for r, d in enumerate(np.argsort(-score, kind="stable")):
                lines.append(f"{q + 1} Q0 D{d} {r} {score[d]:.6f} run{i}\n")  # ranks from 0, as some real runs do
        (tmp_path / f"run{i}.txt").write_text("".join(lines))
        paths.append(str(tmp_path / f"run{i}.txt"))
    return str(tmp_path / "qrels.txt"), paths


def _cli(capsys, *argv):
    from rankagg.cli import main

    rc = main(list(argv))
    out = capsys.readouterr()
    return rc, out.out, out.err


def _strict_json(text):
    def refuse(name):
        raise AssertionError(f"bare {name} in JSON")

    return json.loads(text, parse_constant=refuse)


def _md_rows(text):
    """The rows of the first Markdown table: header cells, then each row's cells."""
    lines = [ln for ln in text.splitlines() if ln.startswith("| ")]
    return [[c.strip() for c in ln.strip("|").split(" | ")] for ln in lines]


def test_evaluate_default_spelling_is_the_measures_spelling(tmp_path, capsys):
    """Without --measures: the default list, spelled and valued exactly as --measures gives it (text and JSON)."""
    pytest.importorskip("pytrec_eval")
    from rankagg.cli_parser import build_parser
    from rankagg.evaluation.files import DEFAULT_TREC_MEASURES

    qrels, runs = _write_trec(tmp_path)
    for extra in ([], ["--json"], ["--json", "-q"], ["-q"]):
        rc, default, _ = _cli(capsys, "evaluate", "--qrels", qrels, *runs, *extra)
        rc2, spelled, _ = _cli(capsys, "evaluate", "--qrels", qrels, *runs, *extra, "--measures", *DEFAULT_TREC_MEASURES)
        assert rc == rc2 == 0 and default == spelled, extra
    rc, out, _ = _cli(capsys, "evaluate", "--qrels", qrels, runs[0], "--json", "-q")
    rec = _strict_json(out)
    assert list(rec) == list(DEFAULT_TREC_MEASURES) + ["per_query"]
    assert len(rec["per_query"]) == 12 and list(rec["per_query"]["1"]) == list(DEFAULT_TREC_MEASURES)
    rc, out, _ = _cli(capsys, "evaluate", "--qrels", qrels, runs[0], "-q")
    assert sum(line.startswith("nDCG@10\t") for line in out.splitlines()) == 12 + 1  # 12 queries and "all"
    sub = build_parser(["evaluate"])._subparsers._group_actions[0].choices["evaluate"]
    assert " ".join(DEFAULT_TREC_MEASURES) in " ".join(sub.format_help().split())


def test_evaluate_default_and_measures_agree_on_a_near_tie(tmp_path, capsys):
    """Issue 27: default evaluate (then pandas, float64) and --measures AP (pytrec_eval, float32) disagreed on
    scores equal in single precision; one engine now: trec_eval 10.0's order (doubles: A's score is the higher,
    though the two are one float32; issue 45)."""
    pytest.importorskip("pytrec_eval")
    (tmp_path / "q.txt").write_text("1 0 A 1\n")
    (tmp_path / "r.txt").write_text("1 Q0 A 1 1.00000002 t\n1 Q0 B 2 1.00000001 t\n")  # float32: equal
    rc, default, _ = _cli(capsys, "evaluate", "--qrels", str(tmp_path / "q.txt"), str(tmp_path / "r.txt"), "--json")
    rc2, spelled, _ = _cli(capsys, "evaluate", "--qrels", str(tmp_path / "q.txt"), str(tmp_path / "r.txt"), "--json",
                           "--measures", "AP")
    assert rc == rc2 == 0
    assert _strict_json(default)["AP"] == _strict_json(spelled)["AP"] == 1.0  # A first: no tie as doubles


def test_evaluate_refuses_undefined_evaluations(tmp_path, capsys):
    """No common query: exit 2 naming both files, nothing on stdout (never a bare NaN); duplicates refused."""
    pytest.importorskip("pytrec_eval")
    qrels, runs = _write_trec(tmp_path, n_runs=1)
    (tmp_path / "other.txt").write_text("99 0 D1 1\n")
    rc, out, err = _cli(capsys, "evaluate", "--qrels", str(tmp_path / "other.txt"), runs[0], "--json")
    assert rc == 2 and out == "" and "run0.txt: no query in common with the qrels" in err and "other.txt" in err
    rc, out, err = _cli(capsys, "evaluate", "--qrels", qrels, runs[0], runs[0])
    assert rc == 2 and "given twice" in err
    rc, out, err = _cli(capsys, "evaluate", "--qrels", qrels, runs[0], "--measures", "AP", "ap")
    assert rc == 2 and "given twice" in err
    rc, out, err = _cli(capsys, "evaluate", "--letor", qrels, runs[0], "--measures", "AP")
    assert rc == 2 and "--measures is for --qrels" in err


def _evaluated_report(tmp_path, capsys, qrels, runs, *extra):
    rc, out, err = _cli(capsys, "evaluate", "--qrels", qrels, *runs, "--json", "-q")
    assert rc == 0, err
    (tmp_path / "eval.json").write_text(out)
    rc, _, err = _cli(capsys, "report", str(tmp_path / "eval.json"), "-o", str(tmp_path / "r.md"), *extra)
    assert rc == 0, err
    rc, _, err = _cli(capsys, "report", str(tmp_path / "eval.json"), "-o", str(tmp_path / "r.html"), *extra)
    assert rc == 0, err
    return _strict_json(out), (tmp_path / "r.md").read_text(), (tmp_path / "r.html").read_text()


def _check_every_column_filled(rec, md, page):
    from rankagg.evaluation.files import DEFAULT_TREC_MEASURES

    rows = _md_rows(md)
    assert rows[0] == ["Method", *DEFAULT_TREC_MEASURES]
    assert len(rows) == 1 + len(rec)  # header, one row per run
    for row in rows[1:]:
        assert len(row) == 1 + len(DEFAULT_TREC_MEASURES) and all(c and "–" not in c for c in row[1:]), row
        path = next(p for p in rec if row[0].replace("\\", "") in (Path(p).name, Path(p).stem))  # tag = file stem here
        shown = [float(c.strip("*▲▼")) for c in row[1:]]
        assert shown == pytest.approx([rec[path][m] for m in DEFAULT_TREC_MEASURES], abs=5e-5)
    assert "A TREC evaluation of" in md and "no cross-validation" in md
    assert "five-fold" not in md and "Fold-averaged" not in md
    assert "Holm-adjusted" in md
    # one self-contained page: per-query figures embedded, nothing beside it
    assert page.count("<img src='data:image/png;base64,") == 2 and "perquery" not in page.split("<img")[0]
    assert "sorted" in page and "<td>–" not in page


def test_report_of_generated_trec_runs(tmp_path, capsys):
    """evaluate --json -q on three generated runs -> report: every measure a column, every cell filled."""
    pytest.importorskip("pytrec_eval")
    pytest.importorskip("matplotlib")

    qrels, runs = _write_trec(tmp_path)
    rec, md, page = _evaluated_report(tmp_path, capsys, qrels, runs, "--baseline", "run0.txt")
    assert sorted(rec) == sorted(runs)
    _check_every_column_filled(rec, md, page)
    assert "than run0 (paired" in md  # runs are labelled by tag; --baseline takes the tag or the file name
    # without --baseline the first run is the baseline, and the caption says so
    rc, _, _ = _cli(capsys, "report", str(tmp_path / "eval.json"), "-o", str(tmp_path / "d.md"), "--no-figures")
    assert rc == 0 and "run0 (the first run given; choose another with --baseline)" in (tmp_path / "d.md").read_text()
    rc, _, err = _cli(capsys, "report", str(tmp_path / "eval.json"), "-o", str(tmp_path / "x.md"), "--baseline", "nope")
    assert rc == 2 and "baseline 'nope' is none of the results" in err and "labels: run0, run1, run2" in err
    # --measures in another case picks the results' spelling (nDCG@10, not an empty NDCG@10 column)
    rc, _, _ = _cli(capsys, "report", str(tmp_path / "eval.json"), "-o", str(tmp_path / "m.md"), "--no-figures",
                    "--measures", "NDCG@10,ap")
    assert rc == 0 and _md_rows((tmp_path / "m.md").read_text())[0] == ["Method", "nDCG@10", "AP"]


def _pq_rec(values):
    return {"NDCG@10": float(np.mean(values)), "per_query": {f"q{i}": {"NDCG@10": float(v)} for i, v in enumerate(values)}}


def test_holm_correction_against_hand_computation(tmp_path):
    """Three runs against a baseline: two with raw p of 0.027 and 0.033 (marked without correction) and a
    strong one.  Holm by hand: the sorted p-values times 3, 2, 1, then a running maximum."""
    from scipy import stats

    from rankagg.experiments.report_data import significance

    base = np.linspace(0.2, 0.8, 20)
    d1 = np.array([0.05, -0.02, 0.04, 0.01, -0.03, 0.06, 0.02, 0.00, 0.03, -0.01,
                   0.05, 0.02, -0.04, 0.03, 0.01, 0.04, -0.02, 0.02, 0.03, 0.01])
    d2 = np.array([0.04, 0.03, -0.03, 0.02, 0.05, -0.02, 0.01, 0.03, -0.01, 0.04,
                   0.02, 0.00, 0.03, -0.04, 0.05, 0.01, 0.02, 0.03, -0.02, 0.01])
    strong = base + 0.1 + np.linspace(-0.01, 0.01, 20)[::-1] * np.tile([1, -1], 10)
    runs = {"base.run": base, "r1.run": base + d1, "r2.run": base + d2, "strong.run": strong}
    (tmp_path / "eval.json").write_text(json.dumps({f"/x/{k}": _pq_rec(v) for k, v in runs.items()}))
    p1 = stats.ttest_rel(base + d1, base).pvalue
    p2 = stats.ttest_rel(base + d2, base).pvalue
    ps = stats.ttest_rel(strong, base).pvalue
    assert ps < p1 < p2 and 0.025 < p1 < 0.03 and 0.03 < p2 < 0.035  # the case is what it says
    hand = {"strong.run": 3 * ps, "r1.run": max(3 * ps, 2 * p1), "r2.run": max(3 * ps, 2 * p1, 1 * p2)}
    rs = load_results([tmp_path / "eval.json"])
    t = results_table(rs, TREC_RUNS, baseline="base.run")
    assert {lab: t.pvalues[(lab, "NDCG@10")] for lab in hand} == pytest.approx(hand, rel=1e-9)
    assert {r[0]: r[2][0] for r in t.rows} == {"base.run": "", "r1.run": "", "r2.run": "", "strong.run": BETTER}
    # without the correction both would be marked
    e = {x.label: x for x in rs.entries}
    assert significance(e["r1.run"], e["base.run"], "NDCG@10") == significance(e["r2.run"], e["base.run"], "NDCG@10") == BETTER
    assert "Holm-adjusted over the 3 tests" in t.note


@pytest.mark.parametrize("text, match", [
    ('{"a.run": {"P@5": 0.5, "per_query": [1]}}', "per_query"),
    ('{"P@5": 0.5, "per_query": {"q1": {"P@5": "x"}}}', "finite number"),
    ('{"P@5": NaN}', "finite number"),
    ('{"dataset": "D", "method": "m", "test": {"MAP": 0.5}, "per_query": {"qids": ["a"], "MAP": [0.1, 0.2]}}', "2 values for 1"),
    ('{"dataset": "D", "method": "m", "test": {"MAP": 0.5}, "per_query": [1, 2]}', "per_query"),
    ('{"dataset": ["D"], "method": "m", "test": {"MAP": 0.5}}', "'dataset'"),
    ('{"kind": "robustness", "robustness": {"x": [1, 2], "values": [0.1]}}', "1 values for 2"),
    ('{"kind": "robustness", "robustness": [1]}', "'robustness' must be an object"),
    ('{"kind": "weights", "weights": {"values": [[0.1, 0.2], [0.3]]}}', "1 values for 2"),
    ('{"kind": "weights", "weights": {"values": [0.1], "rankers": ["a", "b"]}}', "must list 1 names"),
    ('{"kind": "benchmark", "rows": [1, 2]}', "rows"),
    ('{"a.run": {"P@5": 0.5}, "b.run": {"P@5": true}}', "neither a protocol"),
    ("\\xff\\xfe", "not UTF-8|not valid JSON"),
])
def test_malformed_results_are_clean_errors(tmp_path, text, match):
    f = tmp_path / "bad.json"
    if text.startswith("\\x"):
        f.write_bytes(b"\xff\xfe{")
    else:
        f.write_text(text)
    with pytest.raises(ValueError, match=match) as info:
        load_results([f])
    assert "bad.json" in str(info.value)


def test_labels_escaped_in_every_format(tmp_path):
    """A label with Markdown, HTML and mathtext specials: literal in the Markdown table, escaped in HTML, drawn."""
    pytest.importorskip("matplotlib")
    evil = "a|b <script>x *y* $\\frac{$"  # no "/": a run's label is its file name
    rng = np.random.default_rng(2)
    base = rng.uniform(0.2, 0.6, 30)
    (tmp_path / "eval.json").write_text(json.dumps({"base.run": _pq_rec(base), evil: _pq_rec(base + 0.05)}))
    md = build_report([tmp_path / "eval.json"], tmp_path / "r.md").read_text()
    row = next(ln for ln in md.splitlines() if ln.startswith("| a"))
    assert row.startswith(r"| a\|b &lt;script&gt;x \*y\* \$\\frac{\$ | ")
    assert [len(r) for r in _md_rows(md)] == [2, 2, 2]  # the | did not split the row: label and one value
    page = build_report([tmp_path / "eval.json"], tmp_path / "r.html").read_text()
    assert "<script>" not in page and "a|b &lt;script&gt;x *y*" in page


REAL_RUNS = ("covidex.r5.2s.lr", "UIowaS_Run1", "poznan_baseline", "uab.idf")  # best to worst; UIowaS ranks from 0


def _doc_block(name):
    """The ``bash`` block after ``<!-- test: name -->`` in docs/report.md, as lines."""
    text = (Path(__file__).resolve().parents[2] / "docs" / "report.md").read_text()
    block = text.split(f"<!-- test: {name} -->\n```bash\n", 1)[1].split("```", 1)[0]
    return [ln for ln in block.splitlines() if ln.strip()]


def _run_doc_block(name, data, capsys):
    """Run a docs block as a shell would: ``VAR=value`` lines, ``rankagg ...`` lines with an optional ``> file``."""
    import shlex

    from rankagg.cli import main

    env = {"RANKAGG_DATA": str(data)}
    for line in _doc_block(name):
        for k, v in env.items():
            line = line.replace(f"${k}", v)
        if "=" in line.split()[0]:
            k, v = line.split("=", 1)
            env[k] = v
            continue
        argv = shlex.split(line)
        target = None
        if ">" in argv:
            argv, target = argv[: argv.index(">")], argv[argv.index(">") + 1]
        assert argv[0] == "rankagg", line
        rc = main(argv[1:])
        out = capsys.readouterr()
        assert rc == 0, (line, out.err)
        if target:
            Path(target).write_text(out.out)


@pytest.mark.data
def test_docs_commands(tmp_path, capsys, monkeypatch, letor_dir, trec_covid_dir):
    """docs/report.md's blocks as written.  TREC: four real round-5 runs, every column filled, and nDCG@20,
    P@20 and AP equal to the official leaderboard (NIST's trec_eval) at its 4 decimals.  LETOR: score files."""
    pytest.importorskip("pytrec_eval")
    pytest.importorskip("matplotlib")
    import csv

    d = trec_covid_dir
    monkeypatch.chdir(tmp_path)
    _run_doc_block("trec", d.parent, capsys)
    rec = _strict_json((tmp_path / "covid.json").read_text())
    runs = [str(d / "runs" / f"{tag}.gz") for tag in REAL_RUNS]
    assert list(rec) == runs
    md = build_report([tmp_path / "covid.json"], tmp_path / "covid.md", baseline="poznan_baseline.gz",
                      figures=False).read_text()
    _check_every_column_filled(rec, md, (tmp_path / "covid.html").read_text())
    board = {row["tag"]: row for row in csv.DictReader((d / "leaderboard.csv").open())}
    for tag, path in zip(REAL_RUNS, runs):
        assert len(rec[path]["per_query"]) == 50
        for ours, theirs in (("nDCG@20", "ndcg@20"), ("P@20", "P@20"), ("AP", "map")):
            assert round(rec[path][ours], 4) == pytest.approx(float(board[tag][theirs]), abs=1e-9), (tag, ours)
    rows = {r[0].replace("\\", ""): r for r in _md_rows(md)[1:]}
    assert rows["covidex.r5.2s.lr"][6].endswith("▲") and rows["uab.idf"][6].endswith("▼")  # by tag; nDCG@20 vs poznan
    assert "Holm-adjusted over the 24 tests" in md and "4 runs" in md and "50 queries" in md

    _run_doc_block("letor", letor_dir, capsys)
    page = (tmp_path / "runs.html").read_text()
    assert "LETOR score files" in page and "than borda (paired" in page and "<td>–" not in page
    assert page.count("<th>") == 1 + 7  # Method and the 7 default LETOR measures
