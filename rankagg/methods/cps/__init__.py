"""Coset-permutation-distance stagewise models (Qin, Geng & Liu, NIPS 2010) and the exact / MCMC Mallows baselines.

Notation (paper §2.2): objects ``0..n-1`` (0-based here), a permutation is given by
its *order* (``order[i]`` = object at position ``i + 1``, the paper's π⁻¹) and a
*location* ranking σ by the positions ``s[o]`` of the objects (1-based, real
valued: ties and unranked documents get average positions, see
:func:`location_positions`).  With several input rankers ``s`` has shape
``(n, M)``.

Contents
--------
The model in three modules, the registry methods (``cps``, ``mallows_exact``,
``mallapp``) in :mod:`rankagg.methods.cps.estimators`:

* :mod:`rankagg.methods.cps.distances` -- distances, coset distances, Eq. (8);
* :mod:`rankagg.methods.cps.inference` -- CPS inference, the exact Mallows model;
* :mod:`rankagg.methods.cps.learning` -- location rankings, ground-truth
  permutations, the likelihoods and the concave maximiser, MallApp's sampler.

What they compute:

* :func:`coset_distance` — Definition 1 / Theorem 1 (as reconstructed in
  ``papers/NOTES.md``): the average distance from the coset ``S_{n-k}π`` (all
  permutations sharing π's top ``k`` objects) to σ, for Spearman's rho ``d_r``,
  the footrule ``d_f`` and Kendall's tau ``d_t``, each O(n²).
* :func:`stage_distances` — every coset distance the CPS model (Eq. 7/8) needs,
  ``d̂(S_{n-k}(π, k, j), σ)`` for all stages ``k`` and candidates ``j``, in O(n²)
  per ranker with the incremental updates of Theorem 2 (not O(n⁴)).
* :func:`log_prob` — log P(π | θ, σ) of the multi-ranker CPS model, Eq. (8).
* :func:`sequential_inference` — Algorithm 1 (O(M n²), Theorem 3).
* :func:`global_inference` — the most probable permutation of the CPS model.
  Stage probabilities depend only on the set of objects not yet placed (all the
  prefix-dependent terms of Theorem 1 are shared by the candidates of a stage),
  so the argmax is a dynamic programme over subsets, exact in O(2ⁿ n²).
* Mallows model (Eq. 2/3) with ``d_r``, ``d_f``, ``d_t`` and several rankers
  (Lebanon & Lafferty 2002): exact log-partition function and gradient by a
  forward-backward over subsets (O(2ⁿ n²) instead of the O(n!) sum of Eq. 3),
  exact mode, and Metropolis sampling for MallApp.

Ties of σ (equal positions) count ½ in Kendall's tau, the expected value over
the orders of the tied objects.
"""

from rankagg.methods.registry import import_family

import_family(__name__, __path__)
