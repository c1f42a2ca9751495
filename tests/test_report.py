"""``rankagg report``: papers-style tables with best in bold and significance marks, PNG figures (issue 9)."""

from __future__ import annotations

import argparse
import json

import numpy as np
import pytest

from rankagg.experiments.report import (
    BETTER,
    WORSE,
    add_report_arguments,
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
    assert "| Method | P@1 |" in text and "## D1" in text and BETTER in text
    figs = sorted(p.name for p in (tmp_path / "out" / "report_figures").glob("*.png"))
    assert figs == ["ndcg_at_k__d1.png", "robustness__number_of_rankers__d1.png", "weights__learned__d1.png", "winloss__d1.png"]
    for p in (tmp_path / "out" / "report_figures").glob("*.png"):
        assert p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    html_out = tmp_path / "html" / "report.html"
    page = build_report([results_dir], html_out, baseline="Base").read_text()
    assert page.startswith("<!DOCTYPE html>") and "<table" in page and "<b>" in page
    # one self-contained file: every figure is a data URI, nothing written beside it
    assert page.count("<img src='data:image/png;base64,") == 4 and "_figures/" not in page
    assert sorted(p.name for p in html_out.parent.iterdir()) == ["report.html"]


def test_cli_hooks(results_dir, tmp_path, capsys):
    ap = argparse.ArgumentParser()
    add_report_arguments(ap)
    args = ap.parse_args([str(results_dir), "-o", str(tmp_path / "r.md"), "--baseline", "Base", "--no-figures", "--measures", "NDCG@10"])
    assert run_report(args) == 0
    assert (tmp_path / "r.md").exists()
    bad = ap.parse_args([str(results_dir), "-o", str(tmp_path / "r.pdf")])
    assert run_report(bad) == 2
    assert "must end in .md or .html" in capsys.readouterr().err
    missing = ap.parse_args([str(tmp_path / "nope"), "-o", str(tmp_path / "r.md")])
    assert run_report(missing) == 2


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
    del plain["per_query"]
    (tmp_path / "rrf.json").write_text(json.dumps(plain))  # legacy style: no per-query values
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
        out = {"NDCG@10": 0.4 + shift, "MAP": 0.3 + shift,
               "per_query": {f"q{i}": {"NDCG@10": 0.4 + shift + 0.01 * (i % 3), "MAP": 0.3 + shift} for i in range(30)}}
        (tmp_path / f"{name}.json").write_text(json.dumps(out))
    rs = load_results([tmp_path / "base.json", tmp_path / "better.json"])
    assert [e.label for e in rs.entries] == ["base", "better"] and rs.entries[0].dataset == "evaluated runs"
    t = results_table(rs, "evaluated runs", measures=["NDCG@10", "MAP"], baseline="base")
    text = table_markdown(t)
    assert "0.6000" in text and BETTER in text


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
    assert "evaluated runs" in page and "borda" in page
