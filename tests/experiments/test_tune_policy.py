"""Issue 47: tune and train decide against the label-free default, by a bound of the expected held-out gain."""

import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.cli import main
from rankagg.defaults import DEFAULT_METHOD
from rankagg.experiments.tune_policy import default_model, expected_gain_bound, ships


# ---------------------------------------------------------------- the bound, by hand
def test_bound_hand_cases():
    diff = np.array([1.0, 2.0, 3.0, 4.0, 5.0])  # mean 3, sd 1.5811 (ddof 1), n 5
    # Student's t(0.9, 4) = 1.533206; naive se = 1.5811 / sqrt(5) = 0.707107
    assert expected_gain_bound(diff, folds=None, confidence=0.9) == pytest.approx(3 - 1.533206 * 0.707107, abs=1e-6)
    # 5 folds: Nadeau & Bengio's factor 1 + 5/4 = 2.25, se 1.5 times the naive one
    assert expected_gain_bound(diff, folds=5, confidence=0.9) == pytest.approx(3 - 1.533206 * 1.06066, abs=1e-6)
    # t(0.95, 4) = 2.131847
    assert expected_gain_bound(diff, folds=5, confidence=0.95) == pytest.approx(3 - 2.131847 * 1.06066, abs=1e-6)
    assert expected_gain_bound(diff, folds=5, confidence=0.5) == pytest.approx(3.0, abs=1e-12)  # the mean
    assert np.isnan(expected_gain_bound(np.array([0.2]), folds=5)) and not ships(np.array([0.2]), folds=5)
    assert expected_gain_bound(np.full(6, 0.01), folds=5) == pytest.approx(0.01, abs=1e-15)  # no spread: the mean
    for bad in (0.4, 1.0, 1.5):
        with pytest.raises(ValueError, match="confidence"):
            expected_gain_bound(diff, folds=5, confidence=bad)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.floats(-1, 1), min_size=2, max_size=40), st.floats(0.5, 0.99))
def test_bound_is_below_the_mean_and_falls_with_confidence(values, confidence):
    diff = np.array(values)
    b = expected_gain_bound(diff, folds=5, confidence=confidence)
    assert b <= diff.mean() + 1e-12
    assert expected_gain_bound(diff, folds=5, confidence=min(0.995, confidence + 0.004)) <= b + 1e-12
    # the cross-validation correction only widens
    assert b <= expected_gain_bound(diff, folds=None, confidence=confidence) + 1e-12


# ---------------------------------------------------------------- the default, as fuse writes it
def _two_copies(tmp_path, n_q=12, seed=7):
    """Two runs that are the same list (no weighting can gain), and qrels."""
    rng = np.random.default_rng(seed)
    lines, qrels = [], []
    for q in range(n_q):
        rel = rng.random(30) < 0.2
        qrels += [f"q{q} 0 d{d} 1" for d in np.flatnonzero(rel)]
        order = np.argsort(-(rel + 0.6 * rng.standard_normal(30)))[:20]
        lines += [f"q{q} Q0 d{d} {r} {20 - r} TAG" for r, d in enumerate(order, start=1)]
    paths = []
    for name in ("one", "two"):
        (tmp_path / f"{name}.run").write_text("\n".join(x.replace("TAG", name) for x in lines) + "\n")
        paths.append(str(tmp_path / f"{name}.run"))
    (tmp_path / "qrels").write_text("\n".join(qrels) + "\n")
    return paths, str(tmp_path / "qrels")


def _ranked(path):
    """A run file's lines without the run tag (fuse --model tags its output NAME-tuned)."""
    return [line.split()[:5] for line in path.read_text().splitlines()]


def test_the_default_model_is_what_fuse_writes_with_no_option(tmp_path):
    paths, _ = _two_copies(tmp_path)
    model = tmp_path / "m.json"
    model.write_text(json.dumps(default_model()))
    a, b = tmp_path / "a.run", tmp_path / "b.run"
    assert main(["fuse", *paths, "--quiet", "-o", str(a)]) == 0
    assert main(["fuse", *paths, "--model", str(model), "--quiet", "-o", str(b)]) == 0
    assert _ranked(a) == _ranked(b)


def test_tune_without_gain_writes_the_label_free_default(tmp_path, capsys):
    """Nothing can gain on two copies of one run: the model is the default (issue 47: not RRF k=60), and
    applying it writes what ``rankagg fuse`` writes with no option; --if-no-gain tuned writes the tuned one."""
    paths, qrels = _two_copies(tmp_path)
    model = tmp_path / "m.json"
    assert main(["tune", *paths, "--qrels", qrels, "--method", "rrf", "--quiet", "-o", str(model)]) == 0
    out, m = capsys.readouterr().out, json.loads(model.read_text())
    assert m["kept"] == "default" and m["method"] == DEFAULT_METHOD and m["weights"] is None
    assert m["decision"]["gain_lower_bound"] <= 0 and "label-free default" in out and "does not help" in out
    assert out.count("  model: ") == 1
    plain, applied = tmp_path / "plain.run", tmp_path / "applied.run"
    assert main(["fuse", *paths, "--quiet", "-o", str(plain)]) == 0
    assert main(["fuse", *paths, "--model", str(model), "--quiet", "-o", str(applied)]) == 0
    assert _ranked(plain) == _ranked(applied)
    assert main(["tune", *paths, "--qrels", qrels, "--method", "rrf", "--if-no-gain", "tuned", "--quiet",
                 "-o", str(model)]) == 0
    assert json.loads(model.read_text())["kept"] == "tuned"


def test_train_without_gain_writes_the_label_free_default(tmp_path, capsys):
    """train follows the same rule: two copies of one run, so the learnt model does not ship and the default
    is written (before issue 47: the trained model, or RRF k=60 through tune); it applies."""
    paths, qrels = _two_copies(tmp_path)
    model = tmp_path / "m.json"
    spec = "pooled(learner=\"lambdamart(n_estimators=8, min_data_in_leaf=3, early_stopping=4, methods=['rrf'])\")"
    assert main(["train", *paths, "--qrels", qrels, "--method", spec, "--folds", "3", "--quiet",
                 "-o", str(model)]) == 0
    out, m = capsys.readouterr().out, json.loads(model.read_text())
    assert "label-free default" in out and m["method"] == DEFAULT_METHOD and m["kept"] == "default"
    assert m["gain_lower_bound"] <= 0
    plain, applied = tmp_path / "plain.run", tmp_path / "applied.run"
    assert main(["fuse", *paths, "--quiet", "-o", str(plain)]) == 0
    assert main(["fuse", *paths, "--model", str(model), "--quiet", "-o", str(applied)]) == 0
    assert _ranked(plain) == _ranked(applied)


# ---------------------------------------------------------------- one policy: pooled in tune's nested search
def _learnable(tmp_path, n_q=20, seed=3):
    """A run listing the relevant documents high among noise, and two noise runs: learning gains."""
    rng = np.random.default_rng(seed)
    texts: dict[str, list[str]] = {"good": [], "noise1": [], "noise2": []}
    qrels = []
    for q in range(n_q):
        rel = rng.random(30) < 0.25
        qrels += [f"q{q} 0 d{d} {int(rel[d])}" for d in range(30)]
        for name in texts:
            s = rel * 2.0 + rng.standard_normal(30) if name == "good" else rng.standard_normal(30)
            order = np.argsort(-s)[:20]
            texts[name] += [f"q{q} Q0 d{d} {r} {20 - r} {name}" for r, d in enumerate(order, start=1)]
    paths = []
    for name, lines in texts.items():
        (tmp_path / f"{name}.run").write_text("\n".join(lines) + "\n")
        paths.append(str(tmp_path / f"{name}.run"))
    (tmp_path / "qrels").write_text("\n".join(qrels) + "\n")
    return paths, str(tmp_path / "qrels")


FAST_POOLED = "pooled(learner=\"lambdamart(n_estimators=8, min_data_in_leaf=3, early_stopping=4, methods=['rrf'])\")"


def test_tune_weighs_pooled_on_its_own_folds_and_train_estimates_the_same(tmp_path):
    """The learner's held-out values in tune's nested search are train's estimate (same folds, same seed),
    and its family estimate is reported beside the weight families'."""
    from rankagg.experiments.train_runs import held_out_gain
    from rankagg.experiments.tune import tune
    from rankagg.io import read_qrels, read_trec_runs

    paths, qrels_path = _learnable(tmp_path)
    data, qrels = read_trec_runs(paths), read_qrels(qrels_path)
    res = tune(data, qrels, measure="nDCG@5", seed=2, learners=(FAST_POOLED,))
    assert set(res.family_cv) == {"untuned", "params", "quality", "selection", FAST_POOLED}
    h = held_out_gain(data, qrels, FAST_POOLED, "nDCG@5", 5, 2, lambda m: None)
    judged = ~np.isnan(res.family_held_out[FAST_POOLED])
    assert h["held"].tobytes() == res.family_held_out[FAST_POOLED][judged].tobytes()
    assert res.family_cv[FAST_POOLED] == pytest.approx(float(h["held"].mean()), abs=1e-15)
    # the reference of both is the label-free default on the same topics
    assert res.cv_default == pytest.approx(float(h["default"].mean()), abs=1e-15)
    best = max(res.family_cv, key=lambda f: res.family_cv[f])
    assert res.family == best and res.cv_estimate == pytest.approx(res.family_cv[best], abs=1e-15)


def test_tune_with_defaults_reports_pooled_and_what_it_writes_applies(tmp_path, capsys):
    paths, qrels = _learnable(tmp_path)
    model = tmp_path / "m.json"
    assert main(["tune", *paths, "--qrels", qrels, "--measure", "nDCG@5", "--quiet", "-o", str(model)]) == 0
    out = capsys.readouterr().out
    assert "pooled " in out.split("held-out by family")[1].splitlines()[0]
    fused = tmp_path / "f.run"
    assert main(["fuse", *paths, "--model", str(model), "--quiet", "-o", str(fused)]) == 0
    assert {line.split()[0] for line in fused.read_text().splitlines()} == {f"q{q}" for q in range(20)}
