"""Mallows models, the extended Mallows model and its EM learning (Klementiev, Roth & Small 2008).

Everything the paper's framework needs, apart from the registry classes
(:mod:`rankagg.methods.mallows.mallows_em`, :mod:`rankagg.methods.mallows.ulara`).
This module gathers the public names of three modules:

* :mod:`rankagg.methods.mallows.distances` -- distances and ``E_theta(D)``;
* :mod:`rankagg.methods.mallows.sampling` -- exact and Metropolis sampling;
* :mod:`rankagg.methods.mallows.em` -- EM and the experiments' helpers.

Contents:

* distances: Kendall's tau (§4.1) and the top-k distance on augmented rankings
  (§4.2, Definition 1), :func:`kendall_distance`, :func:`topk_distance`;
* the closed forms of ``E_theta(D)``: Eq. 9 (:func:`expected_kendall`) and
  Eq. 10 (:func:`expected_topk`), and the line search that solves the left-hand
  side of Eq. 8 for ``theta`` (:func:`solve_theta`);
* exact sampling of the single Mallows model (Eq. 1) with the Kendall distance by
  repeated insertion (:func:`sample_mallows`);
* the Metropolis chain of §3.3 for the extended model (Eq. 5 with a uniform
  prior): random transpositions, incremental distance updates, ``10 n`` steps by
  default (:func:`metropolis_chain` and the batch kernel used by EM);
* EM for the extended model (§3, Propositions 1-2), :func:`fit_extended_mallows`,
  with the right-hand side of Eq. 8 estimated by Metropolis sampling or by the
  weighted-Borda approximation of §6.1 (weights ``exp(-theta_i)``).

Conventions
-----------
``theta <= 0`` (the paper's sign): ``p(pi) ∝ exp(theta * d(pi, sigma))``.  Rankings
are given as *orders* (item ids best first) or *positions* (``pos[item]``,
1-based).  For the top-k machinery a judge's vote is a position vector over the
query's ``n`` items with ``k + 1`` for every item it did not rank ("augmented"
ranking); the consensus ``pi`` is a full order of the ``n`` items, compared with a
judge through its own top ``k`` (``k`` = that judge's list length).

The distance of Definition 1, rewritten as a pair count (derivation in
``docs/mallows.md``): with ``s~(u)`` the judge's position of ``u`` or ``k + 1``,
``Z`` the items in both top-k lists, ``z = |Z|``, ``r = k - z``::

    D~ = #{u above v in top_k(pi): s~(u) > s~(v)} + sum_{x in Z} (s(x) - 1)
         - z (z - 1) / 2 + r (r + 1) / 2

which equals the paper's ``sum V~ + sum U~ + r(r+1)/2`` and reduces to Kendall's
tau when ``r = 0``.  It is what the Metropolis kernel updates incrementally.
"""

from __future__ import annotations

from rankagg.methods.mallows import distances, sampling, em
from rankagg.methods.mallows.distances import *  # noqa: F403 (the public names of distances)
from rankagg.methods.mallows.sampling import *  # noqa: F403 (the public names of sampling)
from rankagg.methods.mallows.em import *  # noqa: F403 (the public names of em)

__all__ = [*distances.__all__, *sampling.__all__, *em.__all__]
