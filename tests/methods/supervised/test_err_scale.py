"""ERR's grade scale on data graded beyond LETOR 4.0's 0..2 (TREC DL's 0..3, MSLR's 0..4).

ERR (Chapelle et al. 2009, Eq. 4) stops at rank r with probability ``R = (2^y - 1) / 2^y_max``, ``y_max`` the top of
the scale.  With ``y_max`` fixed at LETOR's 2, a grade 3 stops with probability 7/4: the measure (the LETOR provider,
which every supervised learner's ``select_by='ERR'`` reads), the St.Agg_ERR objective and RankAgg's ΔERR were then not
ERR (NaN for the measure, and a learner that kept its random start with exit 0).  Each is checked against ERR written
out here from the paper, with ``y_max`` the data's largest grade when above 2, LETOR's 2 otherwise.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from rankagg.data.rankings import Rankings
from rankagg.evaluation.letor_official import letor_measures
from rankagg.methods.supervised.lambda_gradients import lambda_gradient
from rankagg.methods.supervised.stagg_objective import stagg_objective


def err_by_hand(grades_in_order, y_max: int) -> float:
    """Σ_r 1/r · R_r · Π_{i<r} (1 - R_i), R = (2^y - 1) / 2^y_max (Chapelle et al. 2009, Eq. 4)."""
    value, go_on = 0.0, 1.0
    for r, y in enumerate(grades_in_order, start=1):
        stop = (2.0 ** y - 1.0) / 2.0 ** y_max
        value += go_on * stop / r
        go_on *= 1.0 - stop
    return value


def scale_of(labels) -> int:
    return max(2, int(max(labels)))


# every grade vector of 3 items over 0..top, for tops 2 (LETOR, unchanged), 3 (TREC DL) and 4 (MSLR)
GRADED = [(top, g) for top in (2, 3, 4) for g in itertools.product(range(top + 1), repeat=3) if max(g) == top]


@pytest.mark.parametrize("top,grades", GRADED, ids=[f"top{t}-{''.join(map(str, g))}" for t, g in GRADED])
def test_the_letor_provider_s_err_is_chapelle_s_with_the_data_s_top_grade(top, grades):
    labels = np.array(grades, dtype=np.int64)
    scores = np.array([3.0, 2.0, 1.0])  # the order written
    got = float(letor_measures(np.array([0, 3]), labels, scores)["ERR"][0])
    assert np.isfinite(got) and 0.0 <= got <= 1.0
    assert got == pytest.approx(err_by_hand(grades, scale_of(grades)), rel=1e-12, abs=1e-15)


def test_the_scale_is_the_whole_data_s_not_each_query_s():
    """One query graded up to 3 sets the scale for the query graded up to 2 beside it: one measure for all."""
    labels = np.array([2, 0, 3, 1], dtype=np.int64)
    got = letor_measures(np.array([0, 2, 4]), labels, np.array([2.0, 1.0, 2.0, 1.0]))["ERR"]
    assert got.tolist() == pytest.approx([err_by_hand([2, 0], 3), err_by_hand([3, 1], 3)], rel=1e-12)


def _one_query(labels) -> Rankings:
    n = len(labels)
    ranks = np.arange(1.0, n + 1.0)[:, None]
    return Rankings(offsets=np.array([0, n]), ranks=ranks, qids=np.array(["q"]), docids=np.array([f"d{i}" for i in range(n)]),
                    ranker_names=("R1",), labels=np.asarray(labels, dtype=np.int64))


@pytest.mark.parametrize("grades", [g for t, g in GRADED if t > 2][:20] + [(2, 1, 0), (0, 2, 2)])
def test_rankagg_s_err_objective_is_err_on_any_scale(grades):
    """The LambdaRank objective's value (Volkovs et al. 2012) is the ERR of the order its scores give."""
    f = np.array([3.0, 2.0, 1.0])
    total, grad = lambda_gradient(_one_query(grades), f, "err")
    assert np.isfinite(total) and np.all(np.isfinite(grad))
    assert total == pytest.approx(err_by_hand(grades, scale_of(grades)), rel=1e-12, abs=1e-15)


@pytest.mark.parametrize("grades", [(3, 0, 1), (0, 1, 3), (4, 4, 0), (2, 1, 0)])
def test_stagg_s_expected_err_tends_to_err_as_the_noise_vanishes(grades):
    """St.Agg_ERR's expected ERR (Eq. 14-15) with a tiny σ and variance floor is the ERR of the scores' order."""
    f = np.array([3.0, 2.0, 1.0])
    total, grad = stagg_objective(_one_query(grades), f, sigma=1e-3, objective="err", var_floor=1e-9)
    assert np.isfinite(total) and np.all(np.isfinite(grad))
    assert total == pytest.approx(err_by_hand(grades, scale_of(grades)), abs=1e-6)
