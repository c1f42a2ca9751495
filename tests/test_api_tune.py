"""rankagg.fuse / rankagg.evaluate one-liners, rankagg tune, evaluate --measures (issue 14)."""

import json

import numpy as np
import pandas as pd
import pytest

import rankagg
from rankagg.cli import main

RUNS = {
    "bm25": {"q1": {"a": 12.0, "b": 10.5, "c": 9.0}, "q2": {"x": 3.0, "y": 2.0}},
    "dense": {"q1": {"c": 0.9, "a": 0.8, "d": 0.1}, "q2": {"y": 0.7}},
}


def _rrf(k=60.0, w=None):
    w = w or {"bm25": 1.0, "dense": 1.0}
    out = {}
    for name, run in RUNS.items():
        for q, docs in run.items():
            order = sorted(docs, key=lambda d: (-docs[d], tuple(-ord(c) for c in d)))
            for r, d in enumerate(order, start=1):
                out.setdefault(q, {}).setdefault(d, 0.0)
                out[q][d] += w[name] / (k + r)
    return out


def test_import_is_light_and_lazy():
    assert "fuse" in dir(rankagg) and callable(rankagg.fuse) and callable(rankagg.evaluate)


def test_fuse_dict_in_dict_out():
    fused = rankagg.fuse(RUNS, method="rrf")
    exp = _rrf()
    assert fused.keys() == exp.keys()
    for q in exp:
        assert fused[q] == pytest.approx(exp[q], abs=1e-12)
        assert list(fused[q]) == sorted(exp[q], key=lambda d: -exp[q][d])  # best first
    w = {"bm25": 0.2, "dense": 1.0}
    assert rankagg.fuse(RUNS, "rrf", weights=w, k=10)["q1"] == pytest.approx(_rrf(10.0, w)["q1"], abs=1e-12)
    assert len(rankagg.fuse(RUNS, depth=1)["q1"]) == 1


def test_fuse_dataframe_in_dataframe_out_ranx_and_pyterrier_columns():
    rows = [(q, d, name, s) for name, run in RUNS.items() for q, docs in run.items() for d, s in docs.items()]
    ranx_style = pd.DataFrame(rows, columns=["q_id", "doc_id", "run", "score"])
    out = rankagg.fuse(ranx_style, "rrf")
    assert list(out.columns) == ["q_id", "doc_id", "score", "rank"]
    exp = _rrf()
    for q, d, s, r in out.itertuples(index=False):
        assert s == pytest.approx(exp[q][d], abs=1e-12)
    assert out.groupby("q_id")["rank"].apply(list).to_dict() == {"q1": [1, 2, 3, 4], "q2": [1, 2]}
    pyterrier = ranx_style.rename(columns={"q_id": "qid", "doc_id": "docno", "run": "name"})
    out2 = rankagg.fuse(pyterrier, "combsum")
    assert list(out2.columns) == ["qid", "docno", "score", "rank"]
    # from_dataframe accepts the ranx-style frame directly
    from rankagg.io.frame import from_dataframe

    assert from_dataframe(ranx_style).n_rankers == 2


def test_fuse_ranx_run_round_trip():
    ranx = pytest.importorskip("ranx")
    runs = [ranx.Run(RUNS[n], name=n) for n in RUNS]
    fused = rankagg.fuse(runs, "rrf")
    assert isinstance(fused, ranx.Run)
    exp = _rrf()
    for q in exp:
        for d in exp[q]:
            assert fused.run[q][d] == pytest.approx(exp[q][d], abs=1e-12)
    ref = ranx.fuse(runs, method="rrf")
    for q in exp:
        for d in exp[q]:
            assert fused.run[q][d] == pytest.approx(ref.run[q][d], abs=1e-12)


def test_evaluate_one_liner():
    pytest.importorskip("ir_measures")
    qrels = {"q1": {"a": 1, "c": 2}, "q2": {"y": 1}}
    res = rankagg.evaluate(RUNS["bm25"], qrels, ["P@1", "RR", "RBP(p=0.5)"])
    # bm25 q1: a(rel) b c(rel); q2: x y(rel)
    assert res["P@1"] == pytest.approx((1 + 0) / 2)
    assert res["RR"] == pytest.approx((1 + 0.5) / 2)
    assert res["RBP(p=0.5)"] == pytest.approx(((0.5 * (1 + 0.25))) / 2 + (0.5 * 0.5) / 2)


def _synthetic_runs(tmp_path, n_q=24, seed=0):
    """good (follows relevance), noise (random) and bad (reverse relevance) runs, with qrels."""
    rng = np.random.default_rng(seed)
    texts = {"good": [], "noise": [], "bad": []}
    qrels = []
    for q in range(n_q):
        rel = rng.random(30) < 0.2
        for d in np.flatnonzero(rel):
            qrels.append(f"q{q} 0 d{d} 1")
        latent = rel + 0.6 * rng.standard_normal(30)
        for name, s in (("good", latent), ("noise", rng.standard_normal(30)), ("bad", -latent)):
            order = np.argsort(-s)[:20]
            texts[name].extend(f"q{q} Q0 d{d} {r} {20 - r} {name}" for r, d in enumerate(order, start=1))
    paths = []
    for name, lines in texts.items():
        p = tmp_path / f"{name}.run"
        p.write_text("\n".join(lines) + "\n")
        paths.append(str(p))
    (tmp_path / "qrels").write_text("\n".join(qrels) + "\n")
    return paths, str(tmp_path / "qrels")


def test_tune_recovers_known_best_weights_and_fuse_applies_the_model(tmp_path, capsys):
    paths, qrels = _synthetic_runs(tmp_path)
    model = tmp_path / "model.json"
    assert main(["tune", *paths, "--qrels", qrels, "--method", "rrf", "--measure", "AP", "--folds", "3",
                 "--step", "0.25", "--quiet", "-o", str(model)]) == 0
    out = capsys.readouterr().out
    assert "CV estimate" in out
    m = json.loads(model.read_text())
    assert m["format"] == "rankagg-fusion" and m["method"] == "rrf"
    w = m["weights"]
    assert w["bad"] == 0.0 and w["good"] > 0 and w["good"] >= w["noise"]
    # the honest estimate improves on the unweighted default, which the bad run drags down
    assert m["cv_estimate"] > m["cv_default"]
    fused = tmp_path / "fused.run"
    assert main(["fuse", *paths, "--model", str(model), "--quiet", "-o", str(fused)]) == 0
    direct = tmp_path / "direct.run"
    wspec = ",".join(f"{k}={v}" for k, v in w.items())
    assert main(["fuse", *paths, "--method", "rrf", "--param", f"k={m['params']['k']}", "--weights", wspec,
                 "--quiet", "-o", str(direct)]) == 0
    assert fused.read_text().replace("rrf", "") == direct.read_text().replace("rrf", "")


def test_tune_objective_matches_ir_measures(tmp_path):
    pytest.importorskip("ir_measures")
    from rankagg.evaluation.trec_eval import evaluate_run
    from rankagg.experiments.tune import TrecObjective
    from rankagg.io import read_qrels, read_trec_runs
    from rankagg.methods.registry import make_method

    paths, qrels_path = _synthetic_runs(tmp_path, n_q=6, seed=4)
    data = read_trec_runs(paths)
    qrels = read_qrels(qrels_path)
    s = make_method("rrf").score(data)
    out = tmp_path / "f.run"
    from rankagg.io.trec import write_trec_run

    write_trec_run(out, data, s, depth=1000)
    f = [ln.split() for ln in out.read_text().splitlines()]
    run = pd.DataFrame({"qid": [x[0] for x in f], "docid": [x[2] for x in f], "score": [float(x[4]) for x in f]})
    for measure in ("nDCG@10", "P@5", "AP", "RR", "R@10"):
        ref = evaluate_run(run, qrels, [measure])[measure]
        got = TrecObjective(data, qrels, measure).per_query(s)
        np.testing.assert_allclose(got, ref.reindex(data.qids).to_numpy(), atol=1e-9, err_msg=measure)


def test_evaluate_measures_cli_several_runs(tmp_path, capsys):
    pytest.importorskip("ir_measures")
    paths, qrels = _synthetic_runs(tmp_path, n_q=4)
    assert main(["evaluate", "--qrels", qrels, *paths[:2], "--measures", "nDCG@10", "P@5", "AP", "R@1000", "bpref",
                 "RBP(p=0.8)", "-q"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert sum(ln.split("\t")[2] == "all" for ln in lines) == 2 * 6
    assert any(ln.startswith(paths[0] + "\tbpref\tq0\t") for ln in lines)
    with pytest.raises(SystemExit):
        main(["--version"])
    with pytest.raises(SystemExit):
        main(["fuse", "--depth", "x"])
    with pytest.raises(SystemExit) as exited:  # refused by the argument parser, before any work
        main(["fuse", paths[0], "--method", "rrf", "--depth", "0", "-o", str(tmp_path / "o")])
    assert exited.value.code == 2


def test_direct_pytrec_eval_names_equal_ir_measures(tmp_path):
    irm = pytest.importorskip("ir_measures")
    from rankagg.evaluation.trec_eval import evaluate_run
    from rankagg.io import read_qrels
    from rankagg.io.trec import read_run_frame

    paths, qrels_path = _synthetic_runs(tmp_path, n_q=5, seed=9)
    run, qrels = read_run_frame(paths[1]), read_qrels(qrels_path)
    names = ["nDCG@10", "nDCG", "P@5", "AP", "R@20", "Bpref", "RR", "Rprec"]
    ours = evaluate_run(run, qrels, names)
    q = qrels.rename(columns={"qid": "query_id", "docid": "doc_id", "rel": "relevance"})
    r = run.rename(columns={"qid": "query_id", "docid": "doc_id"})
    ref = irm.calc_aggregate([irm.parse_measure(n) for n in names], q, r)
    for n in names:
        assert ours[n].mean() == pytest.approx(ref[irm.parse_measure(n)], abs=1e-12), n
