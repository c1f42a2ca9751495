"""The Comb family declares what it is once (rankagg.methods.score_fusion) and every face is derived:
hand-computed scores through the derived faces (batch, run entries, the Fuser), the tags the declaration
implies, and a new declaration that gets every face, and passes the common checks, with no face written."""

from __future__ import annotations

import numpy as np
import pytest

from rankagg import Fuser, checks
from rankagg.data.entries import RunEntries
from rankagg.data.rankings import Rankings
from rankagg.data.validation import Options, Satisfies
from rankagg.methods import registry
from rankagg.methods.engine_norms import check_bounds
from rankagg.methods.norms import NORM
from rankagg.methods.ranker_sums import POSITIONS, WEIGHTS
from rankagg.methods.registry import make_method, method_class
from rankagg.methods.score_fusion import DeclaredScores, ScoreFusion

#: one query, scores: list a = {x: 9, y: 5, z: 1}, list b = {y: 4, w: 2} (docids in the query's order: w, x, y, z)
LISTS = {"a": {"x": 9.0, "y": 5.0, "z": 1.0}, "b": {"y": 4.0, "w": 2.0}}
SCORES = np.array([[np.nan, 2.0], [9.0, np.nan], [5.0, 4.0], [1.0, np.nan]])
DATA = Rankings(offsets=np.array([0, 4]), ranks=np.array([[np.nan, 2.0], [1.0, np.nan], [2.0, 1.0], [3.0, np.nan]]),
                qids=np.array(["q"]), docids=np.array(["w", "x", "y", "z"]), ranker_names=("a", "b"), scores=SCORES)
BOUNDS = Satisfies("None or ranker name -> {'lower': ..., 'upper': ...}", check_bounds)
ITEM, RANKER = np.nonzero(~np.isnan(SCORES))
ENTRIES = RunEntries(offsets=DATA.offsets, qids=DATA.qids, docids=DATA.docids, ranker_names=DATA.ranker_names,
                     item=ITEM.astype(np.int64), ranker=RANKER.astype(np.int64), rank=DATA.ranks[ITEM, RANKER],
                     score=SCORES[ITEM, RANKER])


# min-max per list: a gives x 1, y 0.5, z 0; b gives y 1, w 0 (b's lowest: w's 0; a's lowest: z's 0)
@pytest.mark.parametrize("spec, want", [
    ("combsum", {"y": 1.5, "x": 1.0, "w": 0.0, "z": 0.0}),
    # weighted: a x 2, b x 1
    ("combsum(weights={'a': 2.0, 'b': 1.0})", {"y": 2.0, "x": 2.0, "w": 0.0, "z": 0.0}),
    ("combmnz", {"y": 3.0, "x": 1.0, "w": 0.0, "z": 0.0}),
    # Wu & Crestani: the unweighted sum times the weights of the lists that returned the item
    ("combmnz(factor='weights', weights={'a': 2.0, 'b': 0.5})", {"y": 3.75, "x": 2.0, "w": 0.0, "z": 0.0}),
    ("combmax", {"y": 1.0, "x": 1.0, "w": 0.0, "z": 0.0}),
    # padded: an item a list did not return takes the list's lowest value (a: 0, b: 0)
    ("combmin", {"y": 0.5, "x": 0.0, "w": 0.0, "z": 0.0}),
    ("combmed", {"y": 0.75, "x": 0.5, "w": 0.0, "z": 0.0}),
    ("combanz", {"y": 0.75, "x": 0.5, "w": 0.0, "z": 0.0}),
    # over the lists that returned the item only
    ("combanz(unranked='ignore')", {"y": 0.75, "x": 1.0, "w": 0.0, "z": 0.0}),
    ("combmin(unranked='ignore')", {"y": 0.5, "x": 1.0, "w": 0.0, "z": 0.0}),
])
def test_hand_computed_through_every_derived_face(spec, want):
    m = make_method(spec)
    expected = np.array([want[d] for d in DATA.docids])
    np.testing.assert_array_equal(m.score(DATA), expected)
    np.testing.assert_array_equal(m.fuse(ENTRIES)[1], expected)  # run entries (summed from the lines, or not)
    weights = m.params["weights"]
    params = {k: v for k, v in m.params.items() if k != "weights"}
    assert dict(Fuser(m.name, weights=weights, **params)(LISTS)) == want


def test_the_tags_and_the_fusers_reads_come_from_the_declaration():
    """linear, score_entries and the per-query rule follow the combination the parameters choose; the reasons
    a weight is not a copy follow the declared combination."""
    def tags(spec):
        t = make_method(spec).get_tags()
        return t.linear, t.score_entries, t.reads_scores

    assert tags("combsum") == ("sum", True, True)
    assert tags("combsum(norm='zscore')") == ("sum", False, True)
    assert tags("combsum(norm='borda')") == ("sum", False, False)
    assert tags("combsum(combine='geometric_mean')") == (None, False, True)
    assert tags("combmnz") == ("count", True, True)
    assert tags("combmnz(factor='weights')") == (None, False, True)
    assert tags("combmax") == (None, False, True)
    assert make_method("combmnz(factor='weights')").fuser_rule(True) == "wmnz"
    assert make_method("combmnz(factor='weights')").fuser_rule(False) == "sum*count"
    assert make_method("combsum(combine='harmonic_mean')").fuser_rule(True) == "harmonic_mean"
    assert make_method("combanz").fuser_rule(False) == "sum/count"
    assert make_method("combmed").fuser_pads_unranked() and not make_method("combmed(unranked='ignore')").fuser_pads_unranked()
    assert make_method("combsum(norm='min-max')").fuser_norm() == ("minmax", None)
    assert [method_class(n).class_tags().linear for n in ("combsum", "combmnz", "combmax")] == ["sum", "count", None]
    assert method_class("combsum").class_tags().weights_not_copies == ""
    assert "count" in method_class("combanz").class_tags().weights_not_copies
    assert "maximum" in method_class("combmax").class_tags().weights_not_copies
    assert "median" in method_class("combmed").class_tags().weights_not_copies


def test_a_new_declaration_gets_every_face_and_passes_the_common_checks():
    """A method written as a declaration alone (the largest normalised score, or the mean, padded by choice):
    the batch score, run entries, the Fuser and the export are derived, and the check suite passes."""

    class Declared(DeclaredScores):
        fusion = ScoreFusion(combine="max", chosen_by="statistic", unranked="fill")
        defaults = {"norm": "auto", "positions": "local", "weights": None, "bounds": None, "statistic": "max",
                    "fill": "ignore"}
        param_constraints = {"norm": NORM, "positions": POSITIONS, "weights": WEIGHTS, "bounds": BOUNDS,
                             "statistic": Options("max", "mean", "sum"), "fill": Options("bottom", "ignore")}

    tags = Declared.class_tags()
    assert (tags.linear, tags.score_entries, tags.fuser) == (None, False, "comb")
    assert "maximum" in tags.weights_not_copies
    try:
        registry.register("probe_declared_scores")(Declared)
        checks.check_method("probe_declared_scores")
        checks.check_fuser("probe_declared_scores")
        np.testing.assert_array_equal(make_method("probe_declared_scores").score(DATA), [0.0, 1.0, 1.0, 0.0])
        padded_mean = make_method("probe_declared_scores(statistic='mean', fill='bottom')")
        np.testing.assert_array_equal(padded_mean.score(DATA), [0.0, 0.5, 0.75, 0.0])
        assert padded_mean.fuser_rule(False) == "sum/count" and padded_mean.fuser_pads_unranked()
        summed = make_method("probe_declared_scores(statistic='sum')")
        assert summed.get_tags().linear == "sum" and summed.get_tags().score_entries
        np.testing.assert_array_equal(summed.fuse(ENTRIES)[1], [0.0, 1.0, 1.5, 0.0])
    finally:
        registry._REGISTRY.pop("probe_declared_scores", None)


def test_a_declaration_says_what_it_combines():
    with pytest.raises(ValueError, match="combine must be one of"):
        ScoreFusion(combine="product")
