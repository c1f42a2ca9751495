"""The point-based fusions declare what they are once (rankagg.methods.point_fusion) and every face is derived:
hand-computed scores through the derived faces, and a new declaration that gets every face, and passes the
common checks, with no face written."""

from __future__ import annotations

import numpy as np
import pytest

from rankagg import Fuser, checks
from rankagg.data.rankings import Rankings
from rankagg.data.validation import Real
from rankagg.methods import registry
from rankagg.methods.point_fusion import DeclaredPoints, InverseSquare, PointFusion, Reciprocal
from rankagg.methods.ranker_sums import POSITIONS, WEIGHTS
from rankagg.methods.registry import make_method

#: one query, lists a = [x, y, z] and b = [y, w] (docids in the query's order: w, x, y, z)
LISTS = {"a": ["x", "y", "z"], "b": ["y", "w"]}
DATA = Rankings(offsets=np.array([0, 4]), ranks=np.array([[np.nan, 2.0], [1.0, np.nan], [2.0, 1.0], [3.0, np.nan]]),
                qids=np.array(["q"]), docids=np.array(["w", "x", "y", "z"]), ranker_names=("a", "b"))


@pytest.mark.parametrize("spec, want", [
    # CombMNZ_rank, k_i the list's length: a gives x 3, y 2, z 1; b gives y 2, w 1; y counted twice: (2 + 2) * 2
    ("combmnz_rank", {"y": 8.0, "x": 3.0, "w": 1.0, "z": 1.0}),
    # k_i the query's size (4): a gives x 4, y 3, z 2; b gives y 4, w 3
    ("combmnz_rank(cutoff='query')", {"y": 14.0, "x": 4.0, "w": 3.0, "z": 2.0}),
    # Dowdall: 1 / r
    ("dowdall", {"y": 1.5, "x": 1.0, "w": 0.5, "z": 1 / 3}),
    # Borda, n = 4, unranked 'share': a's fill (4 - 3 + 1) / 2 = 1 (w), b's (4 - 2 + 1) / 2 = 1.5 (x, z)
    ("borda", {"y": 7.0, "x": 5.5, "w": 4.0, "z": 3.5}),
])
def test_hand_computed_through_every_derived_face(spec, want):
    m = make_method(spec)
    np.testing.assert_array_equal(m.score(DATA), [want[d] for d in DATA.docids])
    got = Fuser(spec)(LISTS)
    assert dict(got) == want
    # best first; w and z tie under combmnz_rank (1 each, one list each): w's best rank 2 beats z's 3
    assert [d for d, _ in got] == sorted(want, key=lambda d: (-want[d], d))


def test_a_new_declaration_gets_every_face_and_passes_the_common_checks():
    """A method written as a declaration alone (weighted reciprocal of the rank plus 2, times n_d): the batch
    score, run entries, linear parts, the Fuser and the export are derived, and the check suite passes."""

    class Declared(DeclaredPoints):
        fusion = PointFusion(points=Reciprocal(k="offset"), combine="count")
        defaults = {"offset": 2.0, "positions": "local", "weights": None}
        param_constraints = {"offset": Real(0), "positions": POSITIONS, "weights": WEIGHTS}

    class Squared(DeclaredPoints):
        fusion = PointFusion(points=InverseSquare(), weights=None)
        defaults = {"positions": "local"}
        param_constraints = {"positions": POSITIONS}

    tags = Declared.class_tags()
    assert (tags.linear, tags.score_entries, tags.reads_scores, tags.fuser) == ("count", True, False, "points")
    assert (Squared.class_tags().linear, Squared.class_tags().fuser) == (None, "points")
    try:
        registry.register("probe_declared")(Declared)
        registry.register("probe_squared")(Squared)
        for name in ("probe_declared", "probe_squared"):
            checks.check_method(name)
        m = make_method("probe_declared(offset=2.0)")
        # y: a's 1 / (2 + 2) and b's 1 / (2 + 1), times 2 lists
        assert m.score(DATA)[2] == (1 / 4 + 1 / 3) * 2
        assert m.fuser_reciprocal_rank() == 2.0 and m.fuser_rule(False) == "sum*count"
        contrib, factor = m.linear_parts(DATA)
        np.testing.assert_array_equal(contrib[2], [1 / 4, 1 / 3])
        np.testing.assert_array_equal(factor, [1, 1, 2, 1])
    finally:
        registry._REGISTRY.pop("probe_declared", None)
        registry._REGISTRY.pop("probe_squared", None)


def test_a_declaration_says_what_it_combines():
    with pytest.raises(ValueError, match="combine must be one of"):
        PointFusion(points=InverseSquare(), combine="product")  # type: ignore[arg-type]
