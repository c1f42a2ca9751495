"""Derived dataset settings, stored measures, nested selections and the matrix render of the experiment runner."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from rankagg.experiments.resolved_cell import cell_spec
from rankagg.experiments.render import render_text
from rankagg.experiments.results import dataset_key, read_record, spec_hash, validate_record
from rankagg.experiments.experiment_file import load_experiment
from rankagg.experiments.runner import plan, run_experiments
from rankagg.experiments.selection import nested_selection
from rankagg.experiments.settings import load_setting, setting_spec

ROOT = Path(__file__).resolve().parents[2]


def test_dataset_keys_and_specs():
    assert dataset_key("MQ2007-agg") == "mq2007"
    assert dataset_key("MQ2008-small") == "mq2008-small"
    assert dataset_key("MQ2007-agg+25") == "mq2007+25"
    assert dataset_key("trec-like") == "trec-like"
    assert setting_spec("MQ2007-agg") is None and setting_spec("MQ2008-small") is None
    assert setting_spec("MQ2008-agg+5")["random_rankers"] == 5
    assert setting_spec("junk")["n_spammers"] == 4
    # a set read as it is hashes as before the settings existed (committed cells stay done) ...
    plain = cell_spec("MQ2008-agg", "rrf", {"k": 60}, {}, "NDCG@10")
    assert "setting" not in plain
    rec = read_record(ROOT / "results/experiments/explicit_baselines/mq2008__rrf-k-60.json")
    assert spec_hash(plain) == rec["spec_hash"]
    # ... a derived one carries its definition, so changing a generator makes its cells stale
    assert cell_spec("junk", "rrf", {}, {}, "NDCG@10")["setting"]["generator"] == "make_metasearch"


def test_junk_setting_has_full_length_spammers():
    ds = load_setting("junk")
    assert [s.n_queries for s in ds.subsets] == [50] * 5
    lengths = ds.all.list_lengths()  # (queries, rankers)
    assert lengths.shape == (250, 12)
    assert (lengths[:, :8] == 20).all() and (lengths[:, 8:] == 50).all()
    again = load_setting("junk")
    assert np.array_equal(np.nan_to_num(again.all.ranks, nan=-1), np.nan_to_num(ds.all.ranks, nan=-1))


def test_random_rankers_have_real_lengths(letor_dir):
    base = load_setting("MQ2008-agg", str(letor_dir))
    plus = load_setting("MQ2008-agg+3", str(letor_dir))
    assert plus.name == "MQ2008-agg+3"
    for s, p in zip(base.subsets, plus.subsets):
        assert p.n_rankers == s.n_rankers + 3
        real, added = s.list_lengths(), p.list_lengths()[:, s.n_rankers:]
        # every added list is as long as some real ranker's list of the same query
        assert all(np.isin(added[q], real[q]).all() for q in range(s.n_queries))
        np.testing.assert_array_equal(np.nan_to_num(p.ranks[:, :s.n_rankers], nan=-1), np.nan_to_num(s.ranks, nan=-1))


def _record(label: str, subset_values: list[float]) -> dict:
    """A minimal record whose fold k's test mean is the value of fold k's test subset (S5, S1, S2, S3, S4)."""
    test_subset = [5, 1, 2, 3, 4]
    return {"label": label, "folds": [{"fold": k, "test": {"NDCG@5": subset_values[test_subset[k - 1] - 1]}}
                                      for k in range(1, 6)]}


def test_nested_selection_by_hand():
    # baseline 0 everywhere; Y gains .05 everywhere; X gains .1 except -.4 on S1 of dataset d2.
    # Fold 2 (test S1) never sees that loss: X's worst gain there is .1 > .05, so fold 2 picks X.
    # Every other fold sees S1: X's d2 gain is (-.4 + 3 * .1) / 4 = -.025 < .05, so Y.
    # On all five subsets X's d2 gain is 0 < .05: Y is shipped.
    recs = {
        "B": {"d1": _record("B", [0] * 5), "d2": _record("B", [0] * 5)},
        "X": {"d1": _record("X", [.1] * 5), "d2": _record("X", [-.4, .1, .1, .1, .1])},
        "Y": {"d1": _record("Y", [.05] * 5), "d2": _record("Y", [.05] * 5)},
    }
    res = nested_selection(recs, ["X", "Y"], "B", "NDCG@5")
    assert res["nested"] == ["Y", "X", "Y", "Y", "Y"]
    assert res["shipped"] == "Y"
    assert res["gains"]["X"] == pytest.approx((0.0, 0.05))
    # nested test: fold 2 uses X on S1 (.1 on d1, -.4 on d2), the other folds Y (.05)
    assert res["nested_test"]["d1"] == pytest.approx((0.1 + 4 * 0.05) / 5)
    assert res["nested_test"]["d2"] == pytest.approx((-0.4 + 4 * 0.05) / 5)


def test_nested_selection_with_a_tolerance_by_hand():
    # gains over B on (d1, d2): X (-.002, +.02), worst -.002, mean +.009; Y (-.001, .0), worst -.001, mean -.0005;
    # Z (-.004, +.1), worst -.004, mean +.048.  Strict maximin: Y (the best worst).  Tolerance .003: X and Y are
    # level (within .003 everywhere), X's mean decides; Z misses by .001 and ranks below both despite its mean.
    # Without X and Y, the misses rank by how far they fall: W (-.010, +.2) below Z
    recs = {
        "B": {"d1": _record("B", [0] * 5), "d2": _record("B", [0] * 5)},
        "X": {"d1": _record("X", [-.002] * 5), "d2": _record("X", [.02] * 5)},
        "Y": {"d1": _record("Y", [-.001] * 5), "d2": _record("Y", [0] * 5)},
        "Z": {"d1": _record("Z", [-.004] * 5), "d2": _record("Z", [.1] * 5)},
        "W": {"d1": _record("W", [-.010] * 5), "d2": _record("W", [.2] * 5)},
    }
    assert nested_selection(recs, ["X", "Y", "Z"], "B", "NDCG@5")["shipped"] == "Y"
    res = nested_selection(recs, ["Z", "Y", "X"], "B", "NDCG@5", tolerance=0.003)
    assert res["shipped"] == "X" and res["nested"] == ["X"] * 5
    assert res["gains"]["X"] == pytest.approx((-0.002, 0.009))  # the reported gains are the plain ones
    assert nested_selection(recs, ["W", "Z"], "B", "NDCG@5", tolerance=0.003)["shipped"] == "Z"
    # a tolerance of 0 is the strict maximin with every candidate's positive worst gain counted as level
    assert nested_selection(recs, ["X", "Y"], "B", "NDCG@5", tolerance=0.0)["shipped"] == "Y"


SYNTH = """
name = "synth"
datasets = ["junk", "trec-like"]
select_by = "NDCG@5"
baselines = ["Borda"]
measures = ["NDCG@5", "MAP"]
stored_measures = ["NDCG@5", "MAP"]
[[rows]]
label = "Borda"
method = "borda"
group = "first"
[[rows]]
label = "CombMIN"
method = "combmin"
group = "second"
[[rows]]
label = "PQ"
method = "pseudo_qrels"
group = "second"
grid = {}
[[selections]]
label = "pick"
candidates = ["CombMIN", "PQ"]
baseline = "Borda"
measure = "NDCG@5"
"""


def test_synthetic_settings_run_store_few_measures_and_render(tmp_path):
    (tmp_path / "experiments").mkdir()
    p = tmp_path / "experiments" / "synth.toml"
    p.write_text(SYNTH)
    run_experiments([p], progress=lambda m: None)
    exp = load_experiment(p)
    cells = plan(exp)
    assert sorted(c.path.name for c in cells)[:2] == ["junk__borda.json", "junk__combmin.json"]
    recs = {(c.dataset, c.row.label): read_record(c.path) for c in cells}
    for (ds, _), rec in recs.items():
        validate_record(rec)
        assert set(rec["per_query"]) == {"qids", "NDCG@5", "MAP"} and set(rec["test"]) == {"NDCG@5", "MAP"}
        assert len(rec["per_query"]["qids"]) == (250 if ds == "junk" else 100)
    out = render_text("<!-- rankagg:matrix synth NDCG@5 -->\n<!-- /rankagg:matrix -->\n"
                      "<!-- rankagg:selection synth -->\n<!-- /rankagg:selection -->\n", {"synth": exp})
    pq = recs[("junk", "PQ")]["test"]["NDCG@5"]
    borda = recs[("junk", "Borda")]["test"]["NDCG@5"]
    assert pq > borda + 0.05  # the quality weights discount the full-length junk
    assert f"{pq:.4f}▲" in out or f"**{pq:.4f}**▲" in out
    # CombMIN loses to Borda on both sets, PQ gains on both: every fold picks PQ, so the nested test is PQ's
    assert [f"| {k} | PQ |" in out.splitlines() for k in range(1, 6)] == [True] * 5
    assert "| all five subsets (shipped) | PQ" in out
    # ':1' keeps the rows of the first group only (Borda), ':2' those of the first two (all three)
    one = render_text("<!-- rankagg:matrix synth NDCG@5:1 -->\n<!-- /rankagg:matrix -->\n", {"synth": exp})
    assert one.count("| unsup. |") == 1 and "| Borda | unsup. |" in one
    two = render_text("<!-- rankagg:matrix synth NDCG@5:2 -->\n<!-- /rankagg:matrix -->\n", {"synth": exp})
    assert two.count("| unsup. |") == 2 and "| PQ | test-unl. |" in two  # pseudo_qrels learns from the test queries
    nested_line = next(line for line in out.splitlines() if line.startswith("| nested choice, test |"))
    assert nested_line == "| nested choice, test | " + " | ".join(
        f"{recs[(d, 'PQ')]['test']['NDCG@5']:.4f}" for d in ("junk", "trec-like")) + " |"


@pytest.mark.parametrize("extra, message", [
    ('[[selections]]\nlabel = "s"\ncandidates = ["nope"]\nbaseline = "Borda"\nmeasure = "NDCG@5"\n', "not a row label"),
    ('[[selections]]\nlabel = "s"\ncandidates = ["PQ"]\nbaseline = "Borda"\n', "missing key 'measure'"),
    ('[[selections]]\nlabel = "s"\ncandidates = ["PQ"]\nbaseline = "Borda"\nmeasure = "NDCG@5"\ntolerance = -0.1\n',
     "tolerance must be a number in"),
    ('[[selections]]\nlabel = "s"\ncandidates = ["PQ"]\nbaseline = "Borda"\nmeasure = "NDCG@5"\ntolerance = "x"\n',
     "tolerance must be a number in"),
    ('[[selections]]\nlabel = "s"\ncandidates = ["PQ"]\nbaseline = "Borda"\nmeasure = "NDCG@5"\nships = 1\n',
     "ships must be true or false"),
    ('[[selections]]\nlabel = "s"\ncandidates = ["PQ"]\nbaseline = "Borda"\nmeasure = "NDCG@5"\nships = true\n'
     '[[selections]]\nlabel = "t"\ncandidates = ["PQ"]\nbaseline = "Borda"\nmeasure = "NDCG@5"\nships = true\n',
     "more than one selection has ships = true"),
])
def test_bad_selections_name_the_problem(tmp_path, extra, message):
    p = tmp_path / "s.toml"
    p.write_text(SYNTH.split("[[selections]]")[0] + extra)
    with pytest.raises(ValueError, match=message):
        load_experiment(p)


def test_stored_measures_must_keep_the_shown_ones(tmp_path):
    p = tmp_path / "s.toml"
    p.write_text(SYNTH.replace('stored_measures = ["NDCG@5", "MAP"]', 'stored_measures = ["MAP"]'))
    with pytest.raises(ValueError, match="stored_measures"):
        load_experiment(p)
