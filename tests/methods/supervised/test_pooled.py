"""``pooled``: a supervised learner on each query's candidate pool, and ``rankagg train RUN... --qrels``."""

import json

import numpy as np
import pandas as pd
import pytest

from rankagg.cli import main
from rankagg.data.rankings import Rankings
from rankagg.defaults import DEFAULT_METHOD
from rankagg.methods.registry import make_method
from rankagg.methods.supervised.pooled import candidate_pool, full_scores
from rankagg.models import load_model, save_model

LEARNER = "lr_agg(transform='logdiff', n_iter=20)"


def _runs(n_q=12, n_docs=30, seed=0):
    """A run that follows relevance, one of noise and one reversed; labels from the same relevance."""
    rng = np.random.default_rng(seed)
    offsets, ranks, docids, qids, labels = [0], [], [], [], []
    for q in range(n_q):
        rel = (rng.random(n_docs) < 0.25).astype(np.int64)
        latent = rel + 0.5 * rng.standard_normal(n_docs)
        cols = [np.argsort(np.argsort(-s)) + 1.0 for s in (latent, rng.standard_normal(n_docs), -latent)]
        ranks.append(np.stack(cols, axis=1))
        docids += [f"d{d:02d}" for d in range(n_docs)]
        qids.append(f"q{q}")
        labels.append(rel)
        offsets.append(offsets[-1] + n_docs)
    return Rankings(offsets=np.array(offsets), ranks=np.vstack(ranks), qids=np.array(qids), docids=np.array(docids),
                    ranker_names=("good", "noise", "bad"), labels=np.concatenate(labels))


def test_full_scores_put_the_pool_above_the_rest_of_each_query():
    data = _runs(n_q=2, n_docs=6).without_labels()
    items = np.array([1, 4, 6])  # query 0: items 1 and 4; query 1: item 6 (its first)
    base = np.arange(12, dtype=float)  # the rest in this order
    s = full_scores(data, items, np.array([5.0, 7.0, -3.0]), base)
    assert s[4] == pytest.approx(1.999) and s[1] == pytest.approx(1.001) and s[6] == pytest.approx(1.001)
    rest0 = [0, 2, 3, 5]
    assert (s[rest0] < 1).all() and (np.diff(s[rest0]) > 0).all()  # base order kept below the pool
    assert s[0] == 0.0 and s[5] == pytest.approx(0.999)


def test_pooled_learns_the_good_run_and_round_trips(tmp_path):
    data = _runs()
    train, valid, test = data.select_queries(range(8)), data.select_queries([8, 9]), data.select_queries([10, 11])
    model = make_method("pooled", learner=LEARNER, depth=10, size=15).fit(train, valid)
    scores = model.score(test.without_labels())
    pool = model.pool_items(test)
    inside = np.zeros(test.n_items, bool)
    inside[pool] = True
    assert (scores[inside] > 1).all() and (scores[~inside] < 1).all() and len(pool) == 30
    # without the prior's vote the pool is the runs' own
    alone = make_method("pooled", learner=LEARNER, depth=10, size=15, prior_in_pool=False).fit(train, valid)
    np.testing.assert_array_equal(alone.pool_items(test), candidate_pool(test, depth=10, size=15))
    assert not np.array_equal(pool, alone.pool_items(test))  # the prior nominates its own top 10
    # the learner trusts the good run: its pool order follows that run more than the reversed one
    good = -test.ranks[:, 0]
    assert np.corrcoef(scores[inside], good[inside])[0, 1] > 0.5
    path = tmp_path / "pooled.json"
    save_model(model, path)
    again = load_model(path)
    np.testing.assert_array_equal(again.score(test.without_labels()), scores)  # bit for bit


def test_pooled_refuses_an_unsupervised_or_nested_learner():
    with pytest.raises(ValueError, match="supervised method other than pooled"):
        make_method("pooled", learner="rrf")
    with pytest.raises(ValueError, match="supervised method other than pooled"):
        make_method("pooled", learner="pooled")
    with pytest.raises(ValueError, match="labels"):
        make_method("pooled", learner=LEARNER).fit(_runs().without_labels())


def _write_runs(tmp_path, data):
    paths = []
    for j, name in enumerate(data.ranker_names):
        lines = []
        for q, qid in enumerate(data.qids):
            a, b = data.offsets[q], data.offsets[q + 1]
            for i in np.argsort(data.ranks[a:b, j], kind="stable"):
                r = int(data.ranks[a + i, j])
                lines.append(f"{qid} Q0 {data.docids[a + i]} {r} {100 - r} {name}")
        p = tmp_path / f"{name}.run"
        p.write_text("\n".join(lines) + "\n")
        paths.append(str(p))
    qrels = tmp_path / "qrels.txt"
    rows = pd.DataFrame({"qid": data.qids[data.query_of_item], "docid": data.docids, "rel": data.labels})
    qrels.write_text("".join(f"{r.qid} 0 {r.docid} {r.rel}\n" for r in rows.itertuples()))
    return paths, str(qrels)


def test_train_on_run_files_says_its_estimate_and_fuse_applies_the_model(tmp_path, capsys):
    runs, qrels = _write_runs(tmp_path, _runs())
    model = tmp_path / "m.json"
    spec = f"pooled(learner=\"{LEARNER}\", depth=10, size=15)"
    assert main(["train", *runs, "--qrels", qrels, "--method", spec, "--folds", "3", "--quiet", "-o", str(model)]) == 0
    out = capsys.readouterr().out
    assert "held-out nDCG@10 (3-fold CV by topic, 12 judged topics)" in out
    assert "expected gain over the label-free default" in out and "minus the best input run (good," in out
    assert "fitted on 10 judged topics, 2 held back" in out  # the rule ships it: the good run is learnt
    doc = json.loads(model.read_text())
    # the runs in the order of their names, whatever the arguments' order (features are by ranker position)
    assert doc["name"] == "pooled" and doc["trained_on"]["ranker_names"] == ["bad", "good", "noise"]
    fused = tmp_path / "fused.run"
    assert main(["fuse", *runs, "--model", str(model), "-o", str(fused)]) == 0
    lines = fused.read_text().splitlines()
    assert len(lines) == 12 * 30 and lines[0].split()[3] == "1"
    # the runs in another order meet the model by name: the same output
    again = tmp_path / "again.run"
    assert main(["fuse", *runs[::-1], "--model", str(model), "-o", str(again)]) == 0
    assert again.read_text() == fused.read_text()


@pytest.mark.parametrize("extra, message", [
    ([], "needs --qrels"),
    (["--qrels", "Q", "--folds", "1"], "--folds must be 0"),
    (["--qrels", "Q", "--param", "size=3"], "--param goes with --dataset"),
    (["--qrels", "Q", "--dataset", "MQ2008-agg"], "not both"),
    (["--qrels", "Q", "--method", "rrf", "--folds", "0"], "unsupervised: nothing to train"),
])
def test_train_on_run_files_refuses_what_it_cannot_do(tmp_path, capsys, extra, message):
    runs, qrels = _write_runs(tmp_path, _runs(n_q=4, n_docs=6))
    extra = [qrels if x == "Q" else x for x in extra]
    assert main(["train", *runs, *extra, "-o", str(tmp_path / "m.json")]) == 2
    assert message in capsys.readouterr().err
    assert not (tmp_path / "m.json").exists()


def test_train_without_runs_or_dataset_is_refused(tmp_path, capsys):
    assert main(["train", "-o", str(tmp_path / "m.json")]) == 2
    assert "give run files and --qrels, or --dataset and --method" in capsys.readouterr().err


def test_the_quality_prior_is_a_weighted_rrf_ranker_chosen_on_validation(tmp_path):
    from rankagg.methods.supervised.pooled import PRIOR_GAMMAS, _run_quality, quality_prior, with_prior

    data = _runs()
    train, valid = data.select_queries(range(8)), data.select_queries([8, 9])
    w = quality_prior(train, valid)
    # the good run weighs most; the reversed one least (gamma > 0 is chosen: equal weights fuse badly)
    assert w[0] == 1.0 and w[0] > w[1] > w[2] >= 0
    q = _run_quality(train)
    assert q[0] > q[1] > q[2]
    assert any(np.array_equal(w, (q / q.max()) ** g) for g in PRIOR_GAMMAS if g)  # one of the exponents
    # with_prior: one more ranker, every item of a query ranked 1..n by the weighted RRF (k = 60)
    small = _runs(n_q=1, n_docs=4).without_labels()
    extended = with_prior(small, np.array([1.0, 0.0, 0.0]))
    assert extended.ranker_names == ("good", "noise", "bad", "prior")
    np.testing.assert_array_equal(extended.ranks[:, 3], small.ranks[:, 0])  # all weight on the good run
    np.testing.assert_array_equal(extended.ranks[:, :3], small.ranks)
    named = small.with_ranks(small.ranks, ("prior", "_prior", "bad"))  # runs may bear the prior's name
    assert with_prior(named, np.ones(3)).ranker_names == ("prior", "_prior", "bad", "__prior")
    model = make_method("pooled", learner=LEARNER, depth=10, size=15, prior="quality").fit(train, valid)
    np.testing.assert_array_equal(model.prior_weights_, w)
    path = tmp_path / "prior.json"
    save_model(model, path)
    test = data.select_queries([10, 11]).without_labels()
    np.testing.assert_array_equal(load_model(path).score(test), model.score(test))


def test_tune_with_a_supervised_method_trains_it_and_keeps_the_rule(tmp_path, capsys):
    runs, qrels = _write_runs(tmp_path, _runs())
    spec = f"pooled(learner=\"{LEARNER}\", depth=10, size=15)"
    model = tmp_path / "m.json"
    assert main(["tune", *runs, "--qrels", qrels, "--method", spec, "--folds", "3", "--quiet", "-o", str(model)]) == 0
    out = capsys.readouterr().out
    assert "expected gain over the label-free default" in out and f"model: {spec} fitted on" in out
    assert json.loads(model.read_text())["name"] == "pooled"
    # three copies of one run: nothing to learn past the default, so tune writes the label-free default
    data = _runs()
    copies = data.with_ranks(data.ranks[:, [0, 0, 0]], ("a", "b", "c"))
    runs, qrels = _write_runs(tmp_path, copies)
    assert main(["tune", *runs, "--qrels", qrels, "--method", spec, "--folds", "3", "--quiet", "-o", str(model)]) == 0
    out = capsys.readouterr().out
    assert "model: the label-free default, what rankagg fuse writes with no option" in out
    doc = json.loads(model.read_text())
    assert doc["format"] == "rankagg-fusion" and doc["method"] == DEFAULT_METHOD and doc["kept"] == "default"
    fused = tmp_path / "f.run"
    assert main(["fuse", *runs, "--model", str(model), "-o", str(fused)]) == 0
    assert main(["tune", *runs, "--qrels", qrels, "--method", spec, "--search", "grid", "-o", str(model)]) == 2
    assert "supervised" in capsys.readouterr().err


def test_a_tampered_nested_learner_is_refused_on_load_not_on_fuse(tmp_path):
    """The learner's document inside a pooled model is built when the model loads (issue 47: a model that
    loads is one that applies), and the refusal says which model and why."""
    data = _runs()
    model = make_method("pooled", learner=LEARNER, depth=10, size=15).fit(data.select_queries(range(8)),
                                                                          data.select_queries([8, 9]))
    path = save_model(model, tmp_path / "pooled.json")
    doc = json.loads(path.read_text())
    learner = json.loads(doc["fitted"]["learner_model_"])
    learner["fitted"]["groups_"] = [[0, 7]]  # a ranker the learner was not trained on
    doc["fitted"]["learner_model_"] = json.dumps(learner)
    path.write_text(json.dumps(doc))
    with pytest.raises(ValueError, match=r"pooled.json: pooled: fitted attribute learner_model_ holds a lr_agg model "
                                         r"that does not load: .*groups_"):
        load_model(path)
