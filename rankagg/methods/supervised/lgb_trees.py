"""LightGBM's prediction of a lambdarank model, from the arrays :mod:`.lgb_text` parsed, bit for bit.

What LightGBM 4 does for ``Booster.predict(x)`` on a float64 matrix (``c_api.cpp``, ``gbdt_prediction.cpp``,
``tree.h``), and so what :func:`predict_trees` does:

* a row's value is ``0.0`` plus each tree's leaf value, in tree order (``GBDT::PredictRaw``); a lambdarank
  model's output is that raw sum;
* a feature value within ``±kZeroThreshold`` (the float ``1e-35f`` widened to double) is dropped from the
  row, so it reads as 0 (``RowFunctionFromDenseMatric``);
* at a node (``Tree::NumericalDecision``): a NaN is read as 0 unless the missing type is NaN; a missing
  value (a NaN under missing type NaN, a zero under missing type Zero) goes to the default side; any other
  value goes left when ``value <= threshold`` (a double).

``tests/methods/supervised/test_lgb_trees.py`` checks the equality with ``booster.predict`` bit for bit.
The loop over a row's path ends because the parser accepted only trees whose internal children come after
their parents.
"""

from __future__ import annotations

import numpy as np
from numba import njit
from numpy.typing import NDArray

from rankagg.methods.supervised.lgb_text import LgbTrees

__all__ = ["predict_trees", "ZERO_THRESHOLD"]

#: LightGBM's ``kZeroThreshold``: ``const double kZeroThreshold = 1e-35f`` (a float literal widened)
ZERO_THRESHOLD = float(np.float32(1e-35))


@njit(cache=True)
def _predict_kernel(x, n_trees, roots, split_feature, threshold, missing_type, default_left, left, right,
                    leaf_value, zero):  # pragma: no cover - compiled
    n = x.shape[0]
    out = np.empty(n)
    for i in range(n):
        total = 0.0
        for t in range(n_trees):
            node = roots[t]
            while node >= 0:
                value = x[i, split_feature[node]]
                missing = missing_type[node]
                if np.isnan(value):
                    if missing != 2:
                        value = 0.0
                elif -zero <= value <= zero:
                    value = 0.0
                if (missing == 1 and value == 0.0) or (missing == 2 and np.isnan(value)):
                    go_left = default_left[node]
                else:
                    go_left = value <= threshold[node]
                node = left[node] if go_left else right[node]
            total += leaf_value[~node]
        out[i] = total
    return out


def predict_trees(trees: LgbTrees, x: NDArray[np.float64], num_iteration: int = 0) -> NDArray[np.float64]:
    """LightGBM's ``Booster.predict(x, num_iteration=num_iteration)`` of the parsed ``trees`` (module doc): the
    first ``num_iteration`` trees, all of them when it is 0 or more than there are."""
    x = np.ascontiguousarray(x, dtype=np.float64)
    if x.ndim != 2 or x.shape[1] != trees.n_features:
        raise ValueError(f"the model's trees read {trees.n_features} features, the data has "
                         f"{x.shape[1] if x.ndim == 2 else x.shape}")
    n_use = trees.n_trees if num_iteration <= 0 else min(int(num_iteration), trees.n_trees)
    return _predict_kernel(x, n_use, trees.roots, trees.split_feature, trees.threshold, trees.missing_type,
                           trees.default_left, trees.left, trees.right, trees.leaf_value, ZERO_THRESHOLD)
