"""Calibrated fused scores (issue 51 item 3): the isotonic fit against an independent solver, the model's
validation, the Fuser's calibrated output and min_score, ``rankagg calibrate`` and ``rankagg fuse --model``."""

from __future__ import annotations

import gzip
import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.fuser import Fuser
from rankagg.fuser.calibration import Calibration, expected_calibration_error, fit_calibration, isotonic


def test_isotonic_by_hand():
    xs, ps = isotonic(np.array([1.0, 2, 3, 4]), np.array([1.0, 0, 1, 1]))  # 1, 0 pooled: 0.5 at 1 and 2
    assert xs.tolist() == [1, 2, 3, 4] and ps.tolist() == [0.5, 0.5, 1.0, 1.0]
    xs, ps = isotonic(np.array([1.0, 1, 2, 3]), np.array([1.0, 1, 0, 1]), increasing=False)  # ranks: falls
    assert ps.tolist() == [1.0, 0.5, 0.5] and xs.tolist() == [1, 2, 3]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 12), st.sampled_from([0.0, 1.0])), min_size=1, max_size=60), st.booleans())
def test_isotonic_equals_scipys_solver(pairs, increasing):
    """The knots' values at every distinct input are the weighted least-squares monotone fit (scipy's PAV)."""
    scipy_opt = pytest.importorskip("scipy.optimize")
    if not hasattr(scipy_opt, "isotonic_regression"):
        pytest.skip("scipy < 1.12 has no isotonic_regression")
    x = np.array([p[0] for p in pairs], dtype=float)
    y = np.array([p[1] for p in pairs])
    ux, inv = np.unique(x, return_inverse=True)
    w = np.bincount(inv).astype(float)
    want = scipy_opt.isotonic_regression(np.bincount(inv, weights=y) / w, weights=w, increasing=increasing).x
    xs, ps = isotonic(x, y, increasing=increasing)
    assert np.allclose(np.interp(ux, xs, ps), want, atol=1e-12)


def test_ece_by_hand():
    assert expected_calibration_error(np.array([0.1, 0.9]), np.array([0.0, 1.0])) == pytest.approx(0.1)
    assert expected_calibration_error(np.array([0.5, 0.5]), np.array([0.0, 1.0])) == 0.0


def judged_lists():
    """Two judged queries fused from two lists; relevant documents are the ones both lists rank high."""
    fused, qrels = {}, {}
    for q in ("1", "2", "3"):
        docs = [f"{q}d{i}" for i in range(30)]
        fused[q] = [(d, 1.0 / (1 + i)) for i, d in enumerate(docs)]
        qrels[q] = {d: int(i % 3 == 0 or i < 4) for i, d in enumerate(docs)}
    return fused, qrels


@pytest.mark.parametrize("by", ["rank", "score"])
def test_fit_threshold_and_round_trip(by, tmp_path):
    fused, qrels = judged_lists()
    model = fit_calibration(fused, qrels, by=by, depth=20)
    assert model.fit["queries"] == 3 and model.fit["documents"] == 60
    # the 90% threshold keeps at least 90% of the fit's relevant documents, and is the highest that does
    x = np.array([r if by == "rank" else s for q in fused for r, (_, s) in enumerate(fused[q][:20], 1)])
    y = np.array([qrels[q][d] for q in fused for d, _ in fused[q][:20]])
    p = model(x)
    t = model.threshold(0.9)
    assert (p[y > 0] >= t).mean() >= 0.9 and (p[y > 0] > t).mean() < 0.9
    path = tmp_path / "cal.json"
    model.save(path)
    assert Calibration.load(path) == model
    with pytest.raises(ValueError, match="recall 0.905"):
        model.threshold(0.905)


@pytest.mark.parametrize("change, message", [
    ({"format": "x"}, "not a calibration model"), ({"version": 2}, "version 2"), ({"input": "both"}, "'input'"),
    ({"x": [2.0, 1.0], "p": [0.9, 0.5]}, "must not decrease"), ({"p": [1.5, 0.1]}, r"\[0, 1\]"),
    ({"p": [0.1, 0.9]}, "must fall with the rank"), ({"x": [1.0, "2"]}, "finite numbers"),
    ({"depth": 0}, "'depth'"), ({"thresholds": {"0.90": 2}}, "'thresholds'")])
def test_model_validation(change, message):
    doc = {"format": "rankagg-calibration", "version": 1, "input": "rank", "x": [1.0, 2.0], "p": [0.9, 0.5],
           "depth": 10, "thresholds": {}, "fit": {}}
    Calibration.from_dict(doc)
    with pytest.raises(ValueError, match=message):
        Calibration.from_dict({**doc, **change}, "m.json")


_DOC = {"format": "rankagg-calibration", "version": 1, "input": "rank", "x": [1.0, 2.0], "p": [0.9, 0.5],
        "depth": 10, "thresholds": {"0.9": 0.5}, "fit": {}}


@pytest.mark.parametrize("key", sorted(set(_DOC) - {"format", "version"}))
def test_a_misspelt_key_given_in_process_is_refused_as_in_a_file(key):
    """``Calibration.from_dict`` of a dict built in Python holds the file's rule: a key nobody reads (a key of
    the format with its last letter doubled, beside or instead of the right one) is refused, naming the key
    and the one meant, never dropped with its value."""
    typo = key + key[-1]
    for doc in ({**_DOC, typo: _DOC[key]}, {k if k != key else typo: v for k, v in _DOC.items()}):
        with pytest.raises(ValueError, match=f"{typo!r}.*did you mean {key!r}"):
            Calibration.from_dict(doc, "in-process")
    assert Calibration.from_dict(dict(_DOC)).thresholds == {"0.9": 0.5}


@pytest.mark.parametrize("rel, want", [(1, [1.0, 1.0, 0.0, 0.0]), (2, [0.5, 0.5, 0.0, 0.0]), (3, None)])
def test_the_relevance_level_decides_the_outcomes_by_hand(rel, want):
    """Judgments 1, 2, 0, 0 down one fused list: relevant at level 1 are the first two (P 1, 1, 0, 0); at
    level 2 only the second, and the decreasing isotonic fit pools ranks 1 and 2 (P 1/2, 1/2, 0, 0); at
    level 3 nothing is relevant, so there is nothing to calibrate (as trec_eval's -l: judged LEVEL or above)."""
    fused = {"q": [("a", 4.0), ("b", 3.0), ("c", 2.0), ("d", 1.0)]}
    qrels = {"q": {"a": 1, "b": 2, "c": 0, "d": 0}}
    if want is None:
        with pytest.raises(ValueError, match="judged 3 or above"):
            fit_calibration(fused, qrels, rel=rel)
        return
    model = fit_calibration(fused, qrels, rel=rel)
    assert model(np.array([1.0, 2.0, 3.0, 4.0])).tolist() == want
    assert model.fit["rel"] == rel and model.fit["relevant"] == (2 if rel == 1 else 1)


@pytest.mark.parametrize("bad", [0, -1, True, 1.5, "2"])
def test_a_relevance_level_that_is_no_positive_integer_is_refused(bad):
    with pytest.raises(ValueError, match="rel must be a positive integer"):
        fit_calibration({"q": [("a", 1.0), ("b", 0.5)]}, {"q": {"a": 1, "b": 0}}, rel=bad)


def test_calibrate_rel_2_on_graded_qrels_from_the_command_line(tmp_path, capsys):
    """``rankagg calibrate --rel 2``: P(judged 2) is below P(judged 1 or 2) at every rank, the level is in the
    model, and the command says what it counted."""
    from rankagg.cli import main

    rng = np.random.default_rng(5)
    pool = [f"doc{i}" for i in range(40)]
    for name in ("a", "b"):
        write_run(tmp_path / f"{name}.gz", name, {q: list(rng.permutation(pool)[:30]) for q in "1234"})
    (tmp_path / "qrels.txt").write_text("".join(f"{q} 0 doc{i} {2 if i < 6 else int(i < 15)}\n"
                                                for q in "1234" for i in range(40)))
    runs = [str(tmp_path / "a.gz"), str(tmp_path / "b.gz")]
    models = {}
    for rel in (1, 2):
        out = tmp_path / f"m{rel}.json"
        assert main(["calibrate", *runs, "--qrels", str(tmp_path / "qrels.txt"), "--rel", str(rel), "-o", str(out)]) == 0
        assert f"judged {rel} or above" in capsys.readouterr().err
        models[rel] = Calibration.load(out)
    ranks = np.arange(1.0, 31.0)
    assert models[2].fit["rel"] == 2 and models[2].fit["relevant"] < models[1].fit["relevant"]
    assert (models[2](ranks) <= models[1](ranks)).all() and (models[2](ranks) < models[1](ranks)).any()
    with pytest.raises(SystemExit) as refused:  # argparse's refusal, naming the option
        main(["calibrate", *runs, "--qrels", str(tmp_path / "qrels.txt"), "--rel", "0", "-o", str(tmp_path / "x.json")])
    assert refused.value.code == 2 and "--rel" in capsys.readouterr().err
    assert not (tmp_path / "x.json").exists()


def test_fuser_outputs_calibrated_scores():
    fused, qrels = judged_lists()
    model = fit_calibration(fused, qrels, by="rank", depth=20)
    lists = {"a": {f"x{i}": float(30 - i) for i in range(30)}, "b": [f"x{i}" for i in range(5, 30)]}
    plain = Fuser("rrf")(lists)
    cal = Fuser("rrf", calibration=model)(lists)
    assert [d for d, _ in cal] == [d for d, _ in plain]
    assert [s for _, s in cal] == model(range(1, len(plain) + 1)).tolist()
    assert all(a >= b for (_, a), (_, b) in zip(cal, cal[1:]))
    kept = Fuser("rrf", calibration=model, min_score=0.6)(lists)
    assert kept == [e for e in cal if e[1] >= 0.6] and 0 < len(kept) < len(cal)
    top = Fuser("rrf", calibration=model).top(lists, 5)
    assert top.items == cal[:5]
    with pytest.raises(ValueError, match="min_score needs a calibration"):
        Fuser("rrf", min_score=0.5)
    with pytest.raises(ValueError, match="min_score must be a probability"):
        Fuser("rrf", calibration=model, min_score=1.5)


def write_run(path, tag, ranking):
    with gzip.open(path, "wt") as fh:
        for q, docs in ranking.items():
            fh.writelines(f"{q} Q0 {d} {r} {100 - r} {tag}\n" for r, d in enumerate(docs, 1))


def test_calibrate_and_fuse_from_the_command_line(tmp_path, capsys):
    from rankagg.cli import main

    rng = np.random.default_rng(3)
    pool = [f"doc{i}" for i in range(40)]
    for name in ("a", "b"):
        write_run(tmp_path / f"{name}.gz", name, {q: list(rng.permutation(pool)[:30]) for q in ("1", "2", "3", "4")})
    (tmp_path / "qrels.txt").write_text("".join(f"{q} 0 doc{i} {int(i < 15)}\n" for q in "1234" for i in range(40)))
    runs = [str(tmp_path / "a.gz"), str(tmp_path / "b.gz")]
    assert main(["calibrate", *runs, "--qrels", str(tmp_path / "qrels.txt"), "--depth", "20",
                 "-o", str(tmp_path / "m.json")]) == 0
    doc = json.loads((tmp_path / "m.json").read_text())
    assert doc["format"] == "rankagg-fusion" and doc["calibration"]["fit"]["queries"] == 4
    assert main(["fuse", *runs, "--model", str(tmp_path / "m.json"), "--depth", "10", "-o", str(tmp_path / "o.txt")]) == 0
    lines = [ln.split() for ln in (tmp_path / "o.txt").read_text().splitlines()]
    assert len(lines) == 40 and all(ln[5] == "rankagg-rrf-calibrated" for ln in lines)
    fuser = Fuser.from_model(tmp_path / "m.json", depth=10)
    for q in "1234":
        mine = [ln for ln in lines if ln[0] == q]
        scores = [float(ln[4]) for ln in mine]
        assert all(a > b for a, b in zip(scores, scores[1:])) and min(scores) >= 0.0  # distinct, probabilities
        lists = {n: [ln.split()[2] for ln in gzip.open(tmp_path / f"{n}.gz", "rt") if ln.split()[0] == q]
                 for n in ("a", "b")}
        want = fuser({n: (ids, [100.0 - r for r in range(1, len(ids) + 1)]) for n, ids in lists.items()})
        assert [ln[2] for ln in mine] == [d for d, _ in want]
        assert np.allclose(scores, [p for _, p in want], atol=1e-10)
    assert main(["fuse", *runs, "--min-score", "0.5", "-o", str(tmp_path / "x.txt")]) != 0
    assert "--min-score needs a calibrated --model" in capsys.readouterr().err
    assert not (tmp_path / "x.txt").exists()


def test_round5_halves(trec_covid_dir):
    """Real data: fit on the odd topics of three round-5 runs, the 90% threshold keeps 90% +- 5% of the even
    topics' relevant documents in their top 100 (bench_calibration measures every run and both protocols)."""
    from rankagg.fuser.calibration_files import fused_queries
    from rankagg.io import read_qrels

    runs = [trec_covid_dir / "runs" / f"{r}.gz" for r in ("r5.rf", "covidex.r5.2s.lr", "SFDC-enc45-refus12")]
    fused = fused_queries(runs, Fuser("rrf", depth=100))
    frame = read_qrels(trec_covid_dir / "qrels-round5.txt")
    qrels: dict = {}
    for q, d, r in zip(frame["qid"].tolist(), frame["docid"].tolist(), frame["rel"].tolist()):
        qrels.setdefault(str(q), {})[str(d)] = int(r)
    odd = {q: v for q, v in fused.items() if int(q) % 2}
    even = {q: v for q, v in fused.items() if not int(q) % 2}
    model = fit_calibration(odd, qrels, by="score", depth=100)
    p, y = [], []
    for q, ranked in even.items():
        p += model([s for _, s in ranked]).tolist()
        y += [qrels[q].get(d, 0) > 0 for d, _ in ranked]
    p, y = np.array(p), np.array(y, dtype=float)
    assert abs((p[y > 0] >= model.threshold(0.9)).mean() - 0.9) <= 0.05
    assert expected_calibration_error(p, y) <= 0.08


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(st.sampled_from([1.0, 0.75, 0.5, 1e-30, 1e-45, 0.0]), min_size=1, max_size=40)
                .map(lambda v: sorted(v, reverse=True)), min_size=1, max_size=4))
def test_calibrated_scores_are_distinct_in_double_and_float32_and_never_leave_0_1(queries):
    """The written probabilities decrease strictly as doubles and as float32 (pytrec_eval's precision), stay in
    [0, 1], and move each probability by at most a few float32 steps per tied line; a block tied at 0 is written
    as float32 denormals, the last line 0 (the old nudge wrote -9e-13 there)."""
    from rankagg.io.trec_writer import trec_scores

    offsets = np.cumsum([0] + [len(v) for v in queries])
    p = np.array([x for v in queries for x in v])
    out = trec_scores(p, offsets, floor=0.0)
    for a, b in zip(offsets[:-1], offsets[1:]):
        w = out[a:b]
        assert np.all(np.diff(w) < 0) and np.all(np.diff(w.astype(np.float32)) < 0)
        assert w.min() >= 0.0 and w.max() <= 1.0
        n = b - a
        step = np.abs(np.spacing(p[a:b].astype(np.float32))).astype(np.float64)
        assert np.all(np.abs(w - p[a:b]) <= n * np.maximum(step, 1.5e-45))
        if p[b - 1] == 0.0:
            assert w[-1] == 0.0


def test_a_calibrated_run_tied_at_probability_0_is_written_at_or_above_0_in_the_fused_order(tmp_path):
    """A map that is 0 beyond rank 3: the written scores of ranks 4.. are distinct and not below 0 (the last
    line exactly 0), and trec_eval's order (score descending) is the fused order."""
    from rankagg.fuser.calibration_files import calibrated_fuse_files

    rng = np.random.default_rng(5)
    pool = [f"doc{i}" for i in range(30)]
    for name in ("a", "b"):
        write_run(tmp_path / f"{name}.gz", name, {q: list(rng.permutation(pool)[:20]) for q in ("1", "2")})
    cal = {"format": "rankagg-calibration", "version": 1, "input": "rank", "x": [1.0, 2.0, 3.0, 4.0],
           "p": [0.9, 0.5, 0.5, 0.0], "depth": 30, "thresholds": {}, "fit": {}}
    model = tmp_path / "m.json"
    model.write_text(json.dumps({"format": "rankagg-fusion", "method": "rrf", "params": {}, "weights": None,
                                 "calibration": cal}))
    runs = [str(tmp_path / "a.gz"), str(tmp_path / "b.gz")]
    assert calibrated_fuse_files(runs, tmp_path / "o.txt", model, depth=25) == 50
    lines = [ln.split() for ln in (tmp_path / "o.txt").read_text().splitlines()]
    for q in "12":
        scores = [float(ln[4]) for ln in lines if ln[0] == q]
        assert all(a > b for a, b in zip(scores, scores[1:])) and scores[-1] == 0.0 and scores[2] <= 0.5
        assert np.all(np.diff(np.array(scores, dtype=np.float32)) < 0)
