"""Issue 45's eleventh bar (each parameter at its edges): the four fault classes it found, generated over their
members.

* **RRF's k beyond what doubles resolve** (``u11s_rrf_k_huge_int``): ``rrf(k=10**30)`` is accepted and, 10**30 + r
  being 10**30 in doubles, gives every rank the same points, so the tie rule, not RRF, orders the documents.  The
  fix the bar's helper made (refuse k > 2**20) was taken back: the engine presets take the engines' own ranges of
  the rank constant (tests/test_engine_limits.py) and the Fuser's tie rule on rounded points is specified
  (tests/test_fuser.py); the case stays open.  St.Agg's C of the rrf utility, whose huge values put the document
  every list ranked last first, is refused past 2**20 (``stagg.unsupervised.C_MAX``); up to 2**20 RRF's order is
  the exact (rational) order wherever the exact scores differ by more than the tie rule's 2**-40.
* **N below the items the lists name** (``u11s_rra_n_below_items``): ``rra(N=3)`` of lists naming 7 genes gave
  p-values of 1 (normalised ranks above 1).  N is the number of items the lists were drawn from (R's N): every
  method of the significance family that takes N refuses one below the distinct items, and N equal to them is
  R's default.
* **A parameter that changes nothing with another** (``u11s_agreement_k_without_rrf``): ``agreement(fusion='borda',
  k=5)`` ignored k (as St.Agg ignored C with the Borda utility and the scale without logistic contests).
  Generated from the classes' ``param_applies_when`` declarations; a parameter given by its old name (``rrf_k``,
  as model files written before the rename hold it) is read as those files meant it.
* **A category for a list that is not there** (``u11s_maic_categories_unknown``): ``maic(categories=...)`` ignored a
  misspelt list name when every real list had its category.
"""

from __future__ import annotations

import itertools
import re
from fractions import Fraction

import numpy as np
import pytest

import rankagg
from rankagg.api.gene_lists import significance
from rankagg.data.validation import Options
from rankagg.exceptions import InvalidParameterError
from rankagg.methods.stagg.unsupervised import C_MAX as RRF_K_MAX
from rankagg.methods.registry import list_methods, make_method, method_class


def _runs(seed: int, n_runs: int = 3, depth: int = 6, pool: int = 9) -> dict:
    rng = np.random.default_rng(seed)
    return {f"r{i}": {"1": {f"d{d}": float(depth - j) for j, d in enumerate(rng.permutation(pool)[:depth])}}
            for i in range(n_runs)}


def _named(exc: Exception, name: str) -> bool:
    return re.search(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", str(exc)) is not None


# ------------------------------------------------------------------ RRF's k
HUGE_K = [RRF_K_MAX + 1, 1e7, 2.0**53, 1e30, 10**30, 1e308]
K_FACES = {
    "stagg_rrf c": lambda k: make_method("stagg_rrf", c=k),
    "stagg c": lambda k: make_method("stagg", utility="rrf", c=k),
    "stagg_rrf spec": lambda k: rankagg.fuse(_runs(0), f"stagg_rrf(c={k!r})"),
}


@pytest.mark.parametrize("face", sorted(K_FACES))
def test_a_k_beyond_the_range_is_refused_naming_k_on_every_face(face):
    for k in HUGE_K:
        with pytest.raises(ValueError) as info:
            K_FACES[face](k)
        assert _named(info.value, "c"), (face, k, str(info.value))
    K_FACES[face](RRF_K_MAX)  # the largest legal k is taken


def _exact_rrf(runs: dict, k: float) -> dict[str, Fraction]:
    out: dict[str, Fraction] = {}
    for run in runs.values():
        for r, (d, _) in enumerate(sorted(run["1"].items(), key=lambda t: -t[1]), 1):
            out[d] = out.get(d, Fraction(0)) + 1 / (Fraction(k) + r)
    return out


@pytest.mark.parametrize("k", [0, 1, 60, 10**4, 2**18, RRF_K_MAX])
def test_inside_the_range_the_order_is_the_exact_rrf_order(k):
    """Documents whose exact RRF scores differ by more than 2**-39 of the larger come out in the exact order
    (among them, at k = 2**20, those returned as often with equal rank sums: the second-order differences)."""
    for seed in range(20):
        runs = _runs(seed)
        got = rankagg.fuse(runs, "rrf", k=k, depth=None)["1"]
        exact = _exact_rrf(runs, k)
        for a, b in itertools.combinations(exact, 2):
            if abs(exact[a] - exact[b]) > Fraction(2) ** -39 * max(exact[a], exact[b]):
                assert (got[a] > got[b]) == (exact[a] > exact[b]), (seed, k, a, b, got[a], got[b])


# ------------------------------------------------------------------ N of the significance family
N_METHODS = [m for m in list_methods() if "N" in method_class(m).defaults]
LISTS = {"s1": ["g1", "g2", "g3", "g4"], "s2": ["g5", "g2", "g6"], "s3": ["g7", "g1"]}  # 7 distinct genes


def test_the_family_is_found():
    assert {"rra", "stuart", "rra_mean", "vote_counting"} <= set(N_METHODS)


@pytest.mark.parametrize("method", N_METHODS)
def test_an_n_below_the_items_named_is_refused_naming_n(method):
    for n in range(1, 7):
        with pytest.raises(ValueError) as info:
            significance(LISTS, method, N=n)
        assert _named(info.value, "N") and "7" in str(info.value), (method, n, str(info.value))
    default = significance(LISTS, method)  # N = the 7 distinct items: R's default
    assert significance(LISTS, method, N=7).to_dict("records") == default.to_dict("records")
    significance(LISTS, method, N=8)


# ------------------------------------------------------------------ a parameter that changes nothing with another
def _cases():
    for name in list_methods():
        cls = method_class(name)
        for p, (other, values) in cls.param_applies_when.items():
            options = cls.param_constraints[other]
            assert isinstance(options, Options), (name, other)
            for off in [o for o in options.options if o not in values]:
                try:
                    cls(**{other: off})
                except ValueError:  # a setting the class refuses for its own reason (own_items with combmnz)
                    continue
                yield name, p, other, off, values


APPLIES = list(_cases())


@pytest.mark.parametrize("name", ["agreement", "pseudo_qrels", "own_items", "dibra"])
def test_rrf_k_with_another_fusion_is_refused(name):
    """The members the bar met, whatever the declarations say: RRF's k with a fusion that reads no k."""
    for fusion in ("borda", "isr"):
        with pytest.raises(ValueError) as info:
            make_method(name, fusion=fusion, k=5.0)
        assert _named(info.value, "k") and _named(info.value, "fusion"), str(info.value)
        # the old name is read as the files written before the rename meant it (tests/io/test_model_door.py)
        assert make_method(name, fusion=fusion, rrf_k=5.0).params["k"] == 5.0


@pytest.mark.parametrize("name, p, other, off, values", APPLIES)
def test_a_parameter_given_where_it_changes_nothing_is_refused_naming_both(name, p, other, off, values):
    cls = method_class(name)
    moved = cls.defaults[p] + 1
    with pytest.raises(InvalidParameterError) as info:
        make_method(name, **{p: moved, other: off})
    assert _named(info.value, p) and _named(info.value, other), str(info.value)
    make_method(name, **{p: cls.defaults[p], other: off})  # its default, as a saved model's parameters give it
    for v in [v for v in values if cls.param_constraints[other].check(v)][:1]:  # stagg_bc's utility is borda only
        make_method(name, **{p: moved, other: v})  # where it applies


# ------------------------------------------------------------------ names of lists in a mapping parameter
@pytest.mark.parametrize("extra", ["zz", "r3", "R0", "r0 "])
def test_maic_refuses_a_category_for_a_list_that_is_not_there(extra):
    categories = {"r0": "A", "r1": "A", "r2": "B", extra: "C"}
    with pytest.raises(ValueError) as info:
        rankagg.fuse(_runs(1), "maic", categories=categories)
    assert extra in str(info.value), str(info.value)
    rankagg.fuse(_runs(1), "maic", categories={"r0": "A", "r1": "A", "r2": "B"})
