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
    """ranx Runs in, a ranx Run out, with the hand-computed RRF (ranx.fuse's own RRF is compared in
    tests/test_engines.py; calling it here again cost a worker ranx's numba compilation, 30 s in a fresh venv)."""
    ranx = pytest.importorskip("ranx")
    runs = [ranx.Run(RUNS[n], name=n) for n in RUNS]
    fused = rankagg.fuse(runs, "rrf")
    assert isinstance(fused, ranx.Run)
    exp = _rrf()
    assert set(fused.run) == set(exp) and all(set(fused.run[q]) == set(exp[q]) for q in exp)
    for q in exp:
        for d in exp[q]:
            assert fused.run[q][d] == pytest.approx(exp[q][d], abs=1e-12)


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
                 "--search", "coordinate", "--step", "0.25", "--quiet", "-o", str(model)]) == 0
    out = capsys.readouterr().out
    assert "held-out AP (3-fold CV)" in out
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
    assert fused.read_text().replace("rrf-tuned", "") == direct.read_text().replace("rrf", "")  # fused by a model: tag -tuned


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
    from rankagg.io.trec_writer import write_trec_run

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
    out = capsys.readouterr().out.splitlines()
    lines = [ln for ln in out if not ln.startswith("#")]  # the paired tests of the first run against the others
    assert sum(ln.split("\t")[2] == "all" for ln in lines) == 2 * 6
    assert sum(ln.startswith("# " + paths[1] + "\t") for ln in out) == 6
    assert any(ln.startswith(paths[0] + "\tBpref\tq0\t") for ln in lines)  # the registry's one spelling
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
    from rankagg.io._run_text import read_run_frame

    paths, qrels_path = _synthetic_runs(tmp_path, n_q=5, seed=9)
    run, qrels = read_run_frame(paths[1]), read_qrels(qrels_path)
    names = ["nDCG@10", "nDCG", "P@5", "AP", "R@20", "Bpref", "RR", "Rprec"]
    ours = evaluate_run(run, qrels, names)
    q = qrels.rename(columns={"qid": "query_id", "docid": "doc_id", "rel": "relevance"})
    r = run.rename(columns={"qid": "query_id", "docid": "doc_id"})
    ref = irm.calc_aggregate([irm.parse_measure(n) for n in names], q, r)
    for n in names:
        assert ours[n].mean() == pytest.approx(ref[irm.parse_measure(n)], abs=1e-12), n


# ---------------------------------------------------------------- rankagg tune: nested default, issue 23 / 27 / 24
def _model(path):
    return json.loads(path.read_text())


def test_tune_default_nested_reports_gain_interval_runs_and_fuse_applies_it(tmp_path, capsys):
    from rankagg.experiments.tune_search import FAMILIES, _quality_weights

    paths, qrels = _synthetic_runs(tmp_path, n_q=30, seed=1)
    model = tmp_path / "model.json"
    # --method rrf: RRF's weight families alone (without it the nested search weighs pooled too: test_tune_policy)
    assert main(["tune", *paths, "--qrels", qrels, "--method", "rrf", "--measure", "nDCG@5", "--quiet",
                 "-o", str(model)]) == 0
    out = capsys.readouterr().out
    for text in ("held-out nDCG@5", "label-free default", "one-sided 60% lower bound", "95% prediction interval",
                 "each input run alone", "held-out by family"):
        assert text in out, text
    m = _model(model)
    assert m["search"] == "nested" and m["family"] in FAMILIES and m["n_folds"] == 5
    assert all(row["family"] in FAMILIES and set(row["inner_cv"]) == set(FAMILIES) for row in m["folds"])
    lo, hi = m["cv_gain_ci95"]
    assert lo <= m["cv_estimate"] - m["cv_default"] <= hi
    # the bad run (reverse relevance) drags the equal-weight fusion down: weighting by quality helps
    assert m["family"] == "quality" and m["cv_estimate"] > m["cv_default"]
    runs = m["run_scores"]
    assert runs["good"] > runs["noise"] > runs["bad"]
    vb = m["vs_best_run"]
    assert vb["run"] == "good" and vb["ci95"][0] <= vb["diff"] <= vb["ci95"][1] and "best input run (good" in out
    # the quality family's weights are (q_r / max q)^gamma or 1 on the m best runs, q_r each run's own score on
    # the tuning queries
    q = np.array([runs[n] for n in ("good", "noise", "bad")])
    w = np.array([m["weights"][n] for n in ("good", "noise", "bad")])
    assert any(np.allclose(w, cand, rtol=1e-12) for cand, _ in _quality_weights(q))
    # fuse --model applies exactly the model whose score on every query is train_score
    fused = tmp_path / "fused.run"
    assert main(["fuse", *paths, "--model", str(model), "--quiet", "-o", str(fused)]) == 0
    from rankagg.evaluation.trec_eval import evaluate_run
    from rankagg.io import read_qrels
    from rankagg.io._run_text import read_run_frame

    got = evaluate_run(read_run_frame(str(fused)), read_qrels(qrels), ["nDCG@5"])["nDCG@5"].mean()
    assert got == pytest.approx(m["train_score"], abs=1e-12)


def test_each_run_alone_is_scored_as_trec_eval_scores_its_file(tmp_path):
    from rankagg.evaluation.trec_eval import evaluate_run
    from rankagg.experiments.tune import TrecObjective
    from rankagg.io import read_qrels, read_trec_runs
    from rankagg.io._run_text import read_run_frame

    paths, qrels_path = _synthetic_runs(tmp_path, n_q=8, seed=2)
    data, qrels = read_trec_runs(paths), read_qrels(qrels_path)
    for measure in ("nDCG@10", "AP", "P@5"):
        obj = TrecObjective(data, qrels, measure)
        for j, p in enumerate(paths):
            ref = evaluate_run(read_run_frame(p), qrels, [measure])[measure]
            np.testing.assert_allclose(obj.of_ranker(j), ref.reindex(data.qids).fillna(0).to_numpy(), atol=1e-12)


def test_params_search_is_k_only_and_untuned_kept_on_request(tmp_path, capsys):
    paths, qrels = _synthetic_runs(tmp_path, n_q=12, seed=3)
    model = tmp_path / "m.json"
    assert main(["tune", paths[0], paths[1], "--qrels", qrels, "--search", "params", "--if-no-gain", "tuned",
                 "--quiet", "-o", str(model)]) == 0
    m = _model(model)
    assert m["weights"] == {"good": 1.0, "noise": 1.0} and set(m["params"]) == {"k"}
    # two runs, 12 queries: whatever tuning found, --if-no-gain untuned writes k=60 and weights 1 when the
    # expected gain's bound is not above 0, and says so
    assert main(["tune", paths[0], paths[1], "--qrels", qrels, "--method", "rrf", "--if-no-gain", "untuned",
                 "--quiet", "-o", str(model)]) == 0
    out, m = capsys.readouterr().out, _model(model)
    if m["decision"]["gain_lower_bound"] <= 0:
        assert "does not help" in out and m["kept"] == "untuned" and m["params"] == {"k": 60.0}
        assert set(m["weights"].values()) == {1.0}
    else:
        assert "tuning helps" in out and m["kept"] == "tuned"


def test_a_fusion_no_better_than_its_best_input_can_keep_that_input(tmp_path, capsys):
    """Issue 24, item 5: with --if-fusion-hurts best_input, a model that holds the best run alone, and
    ``rankagg fuse --model`` then writes that run's own order."""
    paths, qrels = _synthetic_runs(tmp_path, n_q=12, seed=3)
    model, fused = tmp_path / "m.json", tmp_path / "f.run"
    assert main(["tune", *paths, "--qrels", qrels, "--if-fusion-hurts", "best_input", "--quiet", "-o", str(model)]) == 0
    out, m = capsys.readouterr().out, _model(model)
    best, lo = m["vs_best_run"]["run"], m["vs_best_run"]["ci95"][0]
    assert lo <= 0  # the good run alone is as good as any fusion with a noise and a reversed run (seed 3)
    assert f"model: {best} alone (--if-fusion-hurts best_input" in out
    assert m["kept"] == "best_input" and m["method"] == "rrf"
    assert m["weights"] == {n: (1.0 if n == best else 0.0) for n in m["weights"]}
    assert main(["fuse", *paths, "--model", str(model), "-o", str(fused), "--quiet"]) == 0
    run = dict(zip(("good", "noise", "bad"), paths))[best]
    own = [ln.split() for ln in open(run).read().splitlines()]
    got = [ln.split() for ln in fused.read_text().splitlines()]
    for q in {f[0] for f in own}:
        mine = [f[2] for f in sorted((f for f in own if f[0] == q), key=lambda f: (-float(f[4]), f[2]), reverse=False)]
        assert [f[2] for f in got if f[0] == q][: len(mine)] == mine


def test_quality_family_candidates_by_hand():
    from rankagg.experiments.tune_search import GAMMAS, _quality_weights

    q = np.array([0.2, 0.8, 0.4, 0.6])
    cands = _quality_weights(q)
    by = {tuple(sorted(c.items())): w for w, c in cands}
    np.testing.assert_allclose(by[(("gamma", 2.0),)], [1 / 16, 1.0, 1 / 4, 9 / 16])
    np.testing.assert_array_equal(by[(("top", 2),)], [0, 1, 0, 1])  # the two best: 0.8 and 0.6
    np.testing.assert_array_equal(by[(("top", 3),)], [0, 1, 1, 1])
    # m = 5 and 8 would keep every one of the 4 runs: equal weights, which the params family already is
    assert len(cands) == len(GAMMAS) + 2


def test_prediction_interval_is_wider_than_the_confidence_interval_by_sqrt2():
    """The gain on as many new queries varies as much as the estimate does: sd * sqrt(1/n + 1/n)."""
    from rankagg.experiments.tune import gain_prediction_interval, paired_bootstrap_ci

    diff = np.r_[np.zeros(50), np.ones(50)]  # mean 0.5, sd 0.5: the mean of 100 has sd 0.05
    lo, hi = gain_prediction_interval(diff, resamples=20000)
    assert lo < 0.5 < hi and hi - lo == pytest.approx(2 * 1.96 * 0.05 * np.sqrt(2), abs=0.01)
    clo, chi = paired_bootstrap_ci(diff, resamples=20000)
    assert (hi - lo) / (chi - clo) == pytest.approx(np.sqrt(2), abs=0.08)
    # fewer new queries: wider (sd * sqrt(1/100 + 1/25) = 0.5 * 0.2236)
    lo4, hi4 = gain_prediction_interval(diff, n_new=25, resamples=20000)
    assert hi4 - lo4 == pytest.approx(2 * 1.96 * 0.5 * np.sqrt(1 / 100 + 1 / 25), abs=0.015)
    assert gain_prediction_interval(np.full(7, 0.25)) == (0.25, 0.25)
    with pytest.raises(ValueError, match="n_new"):
        gain_prediction_interval(diff, n_new=0)


def test_prediction_interval_with_the_cross_validation_correction():
    """Nadeau & Bengio (2003): a k-fold estimate's variance is (1 + k/(k-1)) sd**2/n, so with 5 folds the
    estimate's half of the interval is 1.5 times wider: width 2 * 1.96 * sd * sqrt(2.25/n + 1/n_new)."""
    from rankagg.experiments.tune import gain_prediction_interval

    diff = np.r_[np.zeros(50), np.ones(50)]  # mean 0.5, sd 0.5, n = 100
    lo, hi = gain_prediction_interval(diff, folds=5, resamples=40000)
    assert hi - lo == pytest.approx(2 * 1.96 * 0.5 * np.sqrt(2.25 / 100 + 1 / 100), abs=0.01)
    assert (lo + hi) / 2 == pytest.approx(0.5, abs=0.01)
    plain = gain_prediction_interval(diff, resamples=40000)
    assert (hi - lo) / (plain[1] - plain[0]) == pytest.approx(np.sqrt(3.25 / 2), abs=0.05)
    # two folds: 1 + 2 = 3 times the naive variance, wider than five folds' 2.25
    lo2, hi2 = gain_prediction_interval(diff, folds=2, resamples=40000)
    assert hi2 - lo2 == pytest.approx(2 * 1.96 * 0.5 * np.sqrt(3 / 100 + 1 / 100), abs=0.01)
    assert gain_prediction_interval(np.full(7, 0.25), folds=5) == (0.25, 0.25)
    for bad in (1, 0, True, 2.5):
        with pytest.raises(ValueError, match="folds"):
            gain_prediction_interval(diff, folds=bad)


def test_no_gain_writes_the_untuned_model_on_request_and_says_one_thing(tmp_path, capsys):
    """Issue 32 item 4: --if-no-gain untuned writes the untuned model when the expected gain is not shown
    (the default writes the label-free default: test_tune_policy), --if-no-gain tuned the tuned one, and the
    printout says what the model holds once."""
    # two runs that are equally good copies of each other: no weighting can gain anything
    paths, qrels = _synthetic_runs(tmp_path, n_q=10, seed=7)
    same = tmp_path / "copy.run"
    same.write_text(open(paths[0]).read().replace(" good", " copy"))
    runs = [paths[0], str(same)]
    model = tmp_path / "m.json"
    assert main(["tune", *runs, "--qrels", qrels, "--method", "rrf", "--if-no-gain", "untuned", "--quiet",
                 "-o", str(model)]) == 0
    out, m = capsys.readouterr().out, _model(model)
    assert m["decision"]["gain_lower_bound"] <= 0 and "does not help" in out
    assert m["params"] == {"k": 60.0} and set(m["weights"].values()) == {1.0}
    assert "the model holds" not in out and "best: " in out and out.count("  model: ") == 1
    assert "untuned parameters and equal weights" in out.split("  model: ")[1].splitlines()[0]
    assert main(["tune", *runs, "--qrels", qrels, "--method", "rrf", "--if-no-gain", "tuned", "--quiet",
                 "-o", str(model)]) == 0
    out, m = capsys.readouterr().out, _model(model)
    assert out.count("  model: ") == 1 and m["kept"] == "tuned"
    line = out.split("  model: ")[1].splitlines()[0]
    assert (line.startswith("the tuned setting") and "--if-no-gain tuned" in line) or "best cross-validated" in line


def test_paired_bootstrap_interval_hand_cases():
    from rankagg.experiments.tune import paired_bootstrap_ci

    assert paired_bootstrap_ci(np.full(10, 0.25)) == (0.25, 0.25)
    lo, hi = paired_bootstrap_ci(np.r_[np.zeros(50), np.ones(50)], resamples=4000)
    assert lo < 0.5 < hi and hi - lo == pytest.approx(2 * 1.96 * 0.05, abs=0.02)  # normal approx: sd 0.05


def _err(capsys, argv):
    try:
        code = main(argv)
    except SystemExit as exc:  # refused by the argument parser
        code = exc.code
    return code, capsys.readouterr()


def test_tune_bad_input_is_a_clear_error(tmp_path, capsys):
    paths, qrels = _synthetic_runs(tmp_path, n_q=6, seed=5)
    out = str(tmp_path / "m.json")
    base = ["tune", *paths, "--qrels", qrels, "--quiet", "-o", out]
    for extra, says in ((["--measure", "P@0"], "--measure"), (["--measure", "nDCG@0"], "--measure"),
                        (["--measure", "P"], "needs a cutoff"), (["--seed", "-1"], "--seed"),
                        (["--folds", "1"], "--folds"),
                        (["--search", "coordinate", "--step", "1e-6"], "--max-settings")):
        code, cap = _err(capsys, base + extra)
        assert code == 2 and says in cap.err and "Traceback" not in cap.err, (extra, cap.err)
    import os

    assert not os.path.exists(out)
    other = tmp_path / "other.qrels"
    other.write_text("x1 0 d1 1\nx2 0 d2 2\n")
    code, cap = _err(capsys, ["tune", *paths, "--qrels", str(other), "-o", out])
    assert code == 2 and "share no query" in cap.err
    none_rel = tmp_path / "none.qrels"
    none_rel.write_text("q0 0 d1 0\nq1 0 d2 -1\n")
    code, cap = _err(capsys, ["tune", *paths, "--qrels", str(none_rel), "-o", out])
    assert code == 2 and "relevant" in cap.err
    assert not os.path.exists(out)


def test_tune_more_folds_than_queries_says_what_it_did(tmp_path, capsys):
    paths, qrels = _synthetic_runs(tmp_path, n_q=3, seed=6)
    model = tmp_path / "m.json"
    assert main(["tune", *paths, "--qrels", qrels, "--folds", "100", "--quiet", "-o", str(model)]) == 0
    out = capsys.readouterr().out
    assert "--folds 100 reduced to 3" in out and _model(model)["n_folds"] == 3 and len(_model(model)["folds"]) == 3


def test_negative_grades_are_not_relevant_and_gain_nothing(tmp_path):
    from rankagg.experiments.tune import TrecObjective
    from rankagg.io.frame import from_dataframe

    df = pd.DataFrame({"qid": "q", "docid": ["a", "b", "c", "d"], "ranker": "r", "score": [3.0, 2.0, 1.0, 0.0]})
    data = from_dataframe(df, rank=None, label=None)
    qrels = pd.DataFrame({"qid": "q", "docid": ["a", "b", "c"], "rel": [-2, 2, 1]})
    s = np.array([3.0, 2.0, 1.0, 0.0])
    # a (grade -2) first: gain 0, not relevant; b (2) at 2, c (1) at 3; ideal b, c
    dcg, ideal = 2 / np.log2(3) + 1 / np.log2(4), 2 + 1 / np.log2(3)
    assert TrecObjective(data, qrels, "nDCG").per_query(s)[0] == pytest.approx(dcg / ideal)
    assert TrecObjective(data, qrels, "P@1").per_query(s)[0] == 0.0
    assert TrecObjective(data, qrels, "RR").per_query(s)[0] == 0.5
    assert TrecObjective(data, qrels, "AP").per_query(s)[0] == pytest.approx((1 / 2 + 2 / 3) / 2)
    assert TrecObjective(data, qrels, "R@2").per_query(s)[0] == 0.5


# ---------------------------------------------------------------- the tuning objective: exact and trec_eval's
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@st.composite
def _problem(draw):
    """Runs (ties, ragged lists, left-out queries) and graded qrels (negative grades, unjudged documents)."""
    n_q, n_r = draw(st.integers(1, 4)), draw(st.integers(1, 3))
    docs = [f"d{i}" for i in range(draw(st.integers(1, 9)))]
    rows, qrels = [], []
    for q in range(n_q):
        for r in range(n_r):
            ranked = draw(st.lists(st.sampled_from(docs), unique=True, max_size=len(docs)))
            for pos, d in enumerate(ranked):
                rows.append((f"q{q}", d, f"r{r}", float(draw(st.integers(0, 3))) - pos))  # ties within a list
        grades = [(d, draw(st.sampled_from([None, None, -2, -1, 0, 1, 2, 3]))) for d in docs]
        grades = [(d, g) for d, g in grades if g is not None]
        if grades and max(g for _, g in grades) < 0:
            # pytrec_eval's trec_eval loops forever (nDCG) or corrupts memory on a query whose every
            # judgement is negative: give it one grade-0 judgement of a document no run returned
            grades.append(("unretrieved", 0))
        qrels += [(f"q{q}", d, g) for d, g in grades]
    return rows, qrels


def _rankings(rows):
    from rankagg.io.frame import from_dataframe

    return from_dataframe(pd.DataFrame(rows, columns=["qid", "docid", "ranker", "score"]), rank=None, label=None)


@settings(max_examples=120)
@given(_problem(), st.data())
def test_fast_order_is_the_consensus_order(problem, draw):
    from rankagg.data.rankings import consensus_order
    from rankagg.experiments.tune_objective import _HouseOrder

    rows, _ = problem
    if not rows:
        return
    data = _rankings(rows)
    n = data.n_items
    # scores with exact ties and rounding-level near-ties (within the house tie tolerance, and just outside it)
    base = np.array(draw.draw(st.lists(st.sampled_from([0.0, 1.0, 0.5, 0.25, 1 / 3, -1.0]), min_size=n, max_size=n)))
    nudge = np.array(draw.draw(st.lists(st.sampled_from([0.0, 1e-14, -1e-14, 2e-12, 1e-9]), min_size=n, max_size=n)))
    s = base + nudge
    house = _HouseOrder(data)
    full = consensus_order(data, s)
    assert house.full(s).tolist() == full.tolist()
    k = draw.draw(st.integers(1, 5))
    top = house.top(s, k)
    if top is not None:
        pos = np.arange(n) - data.offsets[data.query_of_item[full]]
        assert top.tolist() == full[pos < k].tolist()


@settings(max_examples=300)
@given(st.lists(st.sampled_from([0.0, 0.0, 0.0, -0.0, 1e-300, 0.5, 1.0, 1.0, -2.0, 3.5]), min_size=2, max_size=30),
       st.data())
def test_the_kth_largest_score_is_the_kth_of_the_sorted_scores(scores, draw):
    """tune's candidates cut (:func:`kth_largest`, a heap of the k largest): the k-th value of the scores
    sorted from the largest, with many copies of the smallest and of other values, k up to every score."""
    from rankagg.experiments._tune_top_kernel import kth_largest

    seg = np.array(scores)
    k = draw.draw(st.integers(1, len(seg)))
    assert kth_largest(seg, k) == sorted(scores, reverse=True)[k - 1]


@settings(max_examples=150)
@given(_problem(), st.sampled_from(["nDCG@3", "nDCG", "P@2", "AP", "RR", "R@3", "nDCG@1"]),
       st.sampled_from([None, 1, 2, 4]))
def test_objective_equals_pytrec_eval_on_the_written_run(problem, measure, depth):
    """What tune maximises is what trec_eval measures on the file ``rankagg fuse`` writes (negative grades,
    unjudged documents, ties and queries without relevant documents included)."""
    pytrec_eval = pytest.importorskip("pytrec_eval")
    import tempfile

    from rankagg.experiments.tune import TrecObjective
    from rankagg.io.trec_writer import write_trec_run
    from rankagg.methods.registry import make_method

    rows, qrel_rows = problem
    if not rows or not qrel_rows:
        return
    data = _rankings(rows)
    qrels = pd.DataFrame(qrel_rows, columns=["qid", "docid", "rel"])
    s = make_method("rrf", k=1).score(data)
    with tempfile.TemporaryDirectory() as tmp:
        path = f"{tmp}/f.run"
        write_trec_run(path, data, s, depth=depth)
        run: dict = {}
        for line in open(path):
            q, _, d, _, score, _ = line.split()
            run.setdefault(q, {})[d] = float(score)
    qd: dict = {}
    for q, d, g in qrel_rows:
        qd.setdefault(q, {})[d] = int(g)
    kind, _, k = measure.partition("@")
    name = {"nDCG": "ndcg_cut" if k else "ndcg", "P": "P", "R": "recall", "AP": "map", "RR": "recip_rank"}[kind]
    ref = pytrec_eval.RelevanceEvaluator(qd, {f"{name}.{k}" if k else name}).evaluate(run)
    key = f"{name}_{k}" if k else name
    got = TrecObjective(data, qrels, measure, depth=depth).per_query(s)
    for i, q in enumerate(data.qids):
        if q in ref:
            assert got[i] == pytest.approx(ref[q][key], abs=1e-12), (q, measure)


# ---------------------------------------------------------------- real runs (fail in CI when the data is missing)
@pytest.mark.data
@pytest.mark.slow
def test_tune_default_on_the_28_real_runs(tmp_path, capsys, trec_covid_dir):
    """RRF's weight families on TREC-COVID round 5 (benchmarks/bench_tune.py times it): the reference is the
    label-free default and the untuned RRF k=60 is reported beside it, each measured as trec_eval measures what
    ``fuse`` writes, and the model fuse applies scores train_score."""
    pytrec_eval = pytest.importorskip("pytrec_eval")
    src = trec_covid_dir
    runs = sorted(str(p) for p in (src / "runs").glob("*.gz"))
    qrels = str(src / "qrels-round5.txt")
    model = tmp_path / "m.json"
    # --if-no-gain tuned: the tuned model is the one whose score is checked below, whatever the rule says
    assert main(["tune", *runs, "--qrels", qrels, "--method", "rrf", "--if-no-gain", "tuned", "--quiet",
                 "-o", str(model)]) == 0
    m = _model(model)
    assert len(m["run_scores"]) == 28 and m["n_queries"] == 50 and m["n_folds"] == 5
    # the inner cross-validations choose the selection family in every outer fold (nested estimate 0.8987);
    # quality does better over the outer folds (0.9024), is the family fitted on all topics, and its outer
    # folds are the estimate of what is written (issue 47)
    assert m["cv_untuned"] == pytest.approx(0.8714, abs=5e-5) and m["nested_estimate"] == pytest.approx(0.8987, abs=5e-5)
    assert m["cv_estimate"] == m["family_cv"]["quality"] == pytest.approx(0.9024, abs=5e-5)
    lo, hi = m["cv_gain_ci95"]
    assert lo <= m["cv_estimate"] - m["cv_default"] <= hi
    assert m["decision"]["gain_lower_bound"] <= m["cv_estimate"] - m["cv_default"]
    assert m["family"] == "quality" and m["kept"] == "tuned"
    assert max(m["run_scores"].values()) == pytest.approx(0.9071, abs=5e-5)  # UPrrf93-wt-r5, itself a fusion

    def ndcg10(path):
        run: dict = {}
        for line in open(path):
            q, _, d, _, s, _ = line.split()
            run.setdefault(q, {})[d] = float(s)
        qd: dict = {}
        for line in open(qrels):
            q, _, d, g = line.split()
            if int(g) >= 0:  # pytrec_eval cannot take negative grades (they are non-relevant either way)
                qd.setdefault(q, {})[d] = int(g)
        res = pytrec_eval.RelevanceEvaluator(qd, {"ndcg_cut.10"}).evaluate(run)
        return float(np.mean([v["ndcg_cut_10"] for v in res.values()]))

    for args, expected in ((["--method", "rrf"], m["cv_untuned"]), ([], m["cv_default"]),
                           (["--model", str(model)], m["train_score"])):
        out = tmp_path / "f.run"
        assert main(["fuse", *runs, *args, "--quiet", "-o", str(out)]) == 0
        assert ndcg10(out) == pytest.approx(expected, abs=1e-12), args


def test_depth_cuts_the_full_sort_too_when_near_ties_cross_the_cutoff():
    """A chain of near-ties (gaps under the house tolerance) longer than the candidate margin sends the
    cutoff measures to the full sort; the depth applies there as well."""
    from rankagg.data.rankings import consensus_order
    from rankagg.experiments.tune import TrecObjective
    from rankagg.experiments.tune_objective import _HouseOrder

    rows = [("q", f"d{i}", "r", float(-i)) for i in range(12)]
    data = _rankings(rows)
    qrels = pd.DataFrame({"qid": "q", "docid": [f"d{i}" for i in range(12)], "rel": [i % 3 for i in range(12)]})
    s = 1.0 - 5e-13 * np.arange(12)[::-1]  # a chain of near-ties; the house rule orders it by its tie keys
    assert _HouseOrder(data).top(s, 2) is None
    order = consensus_order(data, s)
    for measure in ("AP", "nDCG@5", "RR"):
        obj = TrecObjective(data, qrels, measure, depth=2)
        assert obj.per_query(s).tolist() == obj.in_order(order[:2]).tolist(), measure


@pytest.mark.parametrize("spec", ["combsum(norm='dbsf')", "combsum(norm='l2', combine='harmonic_mean')",
                                  "rrf(weighting='position')", "combmnz(factor='weights', norm='minmax')"])
def test_tune_takes_a_method_spec_with_the_engines_options(tmp_path, spec):
    """Issue 24 item 2: the engines' normalisations and combinations are tunable; the spec's parameters stay
    fixed, and fuse --model applies exactly the model tune scored (linear fast path or not)."""
    from rankagg.evaluation.trec_eval import evaluate_run
    from rankagg.io import read_qrels
    from rankagg.io._run_text import read_run_frame
    from rankagg.methods.registry import parse_spec

    paths, qrels = _synthetic_runs(tmp_path, n_q=10, seed=4)
    model, fused = tmp_path / "m.json", tmp_path / "f.run"
    # --if-no-gain tuned: the tuned setting whatever its interval, the model whose train_score tune reports
    assert main(["tune", *paths, "--qrels", qrels, "--method", spec, "--measure", "nDCG@5", "--if-no-gain", "tuned",
                 "--quiet", "-o", str(model)]) == 0
    m = _model(model)
    name, fixed = parse_spec(spec)
    assert m["method"] == name and all(m["params"][k] == v for k, v in fixed.items())
    assert main(["fuse", *paths, "--model", str(model), "--quiet", "-o", str(fused)]) == 0
    got = evaluate_run(read_run_frame(str(fused)), read_qrels(qrels), ["nDCG@5"])["nDCG@5"].mean()
    assert got == pytest.approx(m["train_score"], abs=1e-12)


def test_tune_refuses_weights_in_the_spec(tmp_path, capsys):
    paths, qrels = _synthetic_runs(tmp_path, n_q=6, seed=4)
    assert main(["tune", *paths, "--qrels", qrels, "--method", "rrf(weights={'good': 2})", "-o",
                 str(tmp_path / "m.json")]) == 2
    assert "the weights are what tune searches" in capsys.readouterr().err


def test_fuse_with_one_of_many_runs_weighted_is_that_run(tmp_path):
    """Issue 32: a tuned model weighting 1 of 10 runs (the others 0) failed in fuse: the pairwise entry sum
    took NumPy's int64 bincount of no weights as its accumulator."""
    from rankagg.io.trec import read_trec_entries
    from rankagg.methods.registry import make_method

    rng = np.random.default_rng(0)
    paths = []
    for j in range(10):
        p = tmp_path / f"r{j}.run"
        order = rng.permutation(12)
        p.write_text("".join(f"q1 Q0 d{d} {r} {12 - r} r{j}\n" for r, d in enumerate(order, start=1)))
        paths.append(str(p))
    entries = read_trec_entries(paths)
    w = [0.0] * 10
    w[3] = 1.0
    got = np.asarray(make_method("rrf", k=1.0, weights=w).score_entries(entries))
    data = entries.to_rankings()
    ranks = data.local_ranks()[:, 3]
    np.testing.assert_allclose(got, 1.0 / (1.0 + ranks), rtol=1e-15)
