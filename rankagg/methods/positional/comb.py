"""The Comb family of Fox & Shaw (TREC-2, 1994): CombSUM, CombMNZ, CombMAX, CombMIN, CombMED and
CombANZ over per-list normalised scores, with the engines' normalisations and combinations.

Each method only declares what it is, a :class:`~rankagg.methods.score_fusion.ScoreFusion`, and the methods core
derives every face from it (:mod:`rankagg.methods.score_fusion`).  Normalisations, weights and positions as in
the family's docstring (:mod:`rankagg.methods.positional`); every statistic is one array expression over the
``(n_items, n_rankers)`` matrix of normalised scores, NaN where a ranker did not return the item.  CombSUM and
CombMNZ (count) of min-max or raw scores also add the run lines themselves (``score_entries``, the same bits):
``rankagg fuse`` then builds no matrix and loads no compiled kernel.
"""

from __future__ import annotations

from rankagg.data.validation import Options, Satisfies
from rankagg.methods.engine_norms import COMBINES, check_bounds
from rankagg.methods.norms import NORM
from rankagg.methods.ranker_sums import POSITIONS, WEIGHTS
from rankagg.methods.registry import register
from rankagg.methods.score_fusion import DeclaredScores, ScoreFusion

__all__ = ["CombSUM", "CombMNZ", "CombMAX", "CombMIN", "CombMED", "CombANZ"]


class _Comb(DeclaredScores):
    """Shared parameters of the Fox & Shaw Comb family."""

    defaults = {"norm": "auto", "positions": "local", "weights": None, "bounds": None}
    param_doc = {
        "norm": "auto | minmax | zscore | sum | max | rank | borda | reciprocal | none | l2 | dbsf | sigmoid | arctan "
                "| minmax_bounds (aliases min-max, zmuv, z-score, linear, l2_norm, distribution): per-list "
                "normalisation; auto = minmax with input scores, borda without",
        "positions": "local | raw",
        "weights": "None, or ranker name -> weight: multiplies each ranker's normalised score",
        "bounds": "None, or ranker name -> {'lower': {'mode', 'min_score'}, 'upper': {'mode', 'max_score'}}: "
                  "OpenSearch's min-max bounds (norm='minmax_bounds')",
    }
    citation = "Fox & Shaw, Combination of multiple searches, TREC-2 1994"

    param_constraints = {"norm": NORM, "positions": POSITIONS, "weights": WEIGHTS,
                         "bounds": Satisfies("None or ranker name -> {'lower': ..., 'upper': ...}", check_bounds)}


@register("combsum")
class CombSUM(_Comb):
    """CombSUM: sum of the normalised scores (unranked contributes 0).

    ``combine`` (the engines' combinations, :mod:`~rankagg.methods.engine_norms`):
    ``sum`` (CombSUM), ``arithmetic_mean``, ``geometric_mean`` or ``harmonic_mean`` of the
    normalised scores with the ``weights`` (OpenSearch's normalization processor), or ``list_mean``
    (MongoDB's ``$scoreFusion`` average over every list).
    """

    fusion = ScoreFusion(combine="sum", chosen_by="combine")
    defaults = {**_Comb.defaults, "combine": "sum"}
    param_doc = {"combine": "sum | arithmetic_mean | list_mean | geometric_mean | harmonic_mean: how the weighted "
                 "normalised scores are combined (OpenSearch's combination techniques; MongoDB's avg)"}
    param_constraints = {"combine": Options(*COMBINES)}


@register("combmnz")
class CombMNZ(_Comb):
    """CombMNZ: CombSUM times the number of rankers that returned the item.

    With ``weights``, ``factor="count"`` (the default) is ``n_d * sum_r w_r s_r``;
    ``factor="weights"`` is Wu & Crestani's weighted MNZ (CIKM 2002; ranx ``wmnz``):
    ``sum_r s_r * sum_{r returned d} w_r``, the unweighted sum times the weights of
    the lists that returned the item.  Without weights the two are equal.
    """

    fusion = ScoreFusion(combine="count", chosen_by="factor")
    defaults = {**_Comb.defaults, "factor": "count"}
    param_doc = {"factor": "count | weights: n_d * sum w_r s_r, or sum s_r * sum of the "
                 "returning lists' weights (ranx wmnz, Wu & Crestani 2002)"}
    param_constraints = {"factor": Options("count", "weights")}


class _CombOverReturned(_Comb):
    """A Comb statistic that Fox & Shaw take over the rankers that returned the item.

    Taken that way (``unranked="ignore"``), an item one ranker returned first outranks an item
    forty rankers returned second: CombMIN, CombMED and CombANZ score nDCG@10 <= .06 on long
    partial TREC lists (issue 17).  ``unranked="bottom"`` (the default, chosen by the nested
    selection of ``experiments/quality.toml``, docs/quality.md) gives an item a ranker did not
    return that ranker's lowest normalised score in the query, so the statistic runs over
    every ranker that returned something for the query.
    """

    defaults = {**_Comb.defaults, "unranked": "bottom"}
    param_doc = {"unranked": "bottom | ignore: an item a ranker did not return takes the "
                 "ranker's lowest normalised score in the query (bottom), or is left out of the statistic (ignore: "
                 "Fox & Shaw's and ranx's; it puts an item one ranker returned first above one forty rankers returned "
                 "second, nDCG@10 <= .06 on long partial TREC lists, so bottom is the default, chosen on validation)"}
    param_constraints = {"unranked": Options("bottom", "ignore")}


@register("combanz")
class CombANZ(_CombOverReturned):
    """CombANZ: the mean normalised score (unranked at the bottom by default); ignore: ranx's anz.

    ``unranked="ignore"`` is Fox & Shaw's CombANZ and ranx's ``anz`` (the ranx name gives it): the sum
    divided by the number of rankers that returned the item.  The default ``"bottom"`` (why: the
    ``unranked`` parameter) divides by every ranker that returned something for the query.
    """

    fusion = ScoreFusion(combine="mean", unranked="unranked")


@register("combmax")
class CombMAX(_Comb):
    """CombMAX: the largest normalised score over the rankers that returned the item."""

    fusion = ScoreFusion(combine="max")


@register("combmin")
class CombMIN(_CombOverReturned):
    """CombMIN: the smallest normalised score (unranked at the bottom by default); ignore: ranx's min.

    ``unranked="ignore"`` takes the minimum over the rankers that returned the item, as ranx's ``min``
    (the ranx name gives it); the default ``"bottom"`` counts a ranker that did not return it at that
    ranker's lowest normalised score (why: the ``unranked`` parameter).
    """

    fusion = ScoreFusion(combine="min", unranked="unranked")


@register("combmed")
class CombMED(_CombOverReturned):
    """CombMED: the median normalised score (unranked at the bottom by default); ignore: ranx's med.

    ``unranked="ignore"`` takes the median over the rankers that returned the item, as ranx's ``med``
    (the ranx name gives it); the default ``"bottom"`` counts a ranker that did not return it at that
    ranker's lowest normalised score (why: the ``unranked`` parameter).
    """

    fusion = ScoreFusion(combine="median", unranked="unranked")
