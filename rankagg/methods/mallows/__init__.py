"""Extended Mallows models learned by EM and ULARA (Klementiev, Roth & Small 2008).

The paper's framework in three modules, and the registry methods in two:

* :mod:`rankagg.methods.mallows.distances` -- Kendall's tau (§4.1) and the top-k
  distance on augmented rankings (§4.2, Definition 1), :func:`kendall_distance`,
  :func:`topk_distance`; the closed forms of ``E_theta(D)``: Eq. 9
  (:func:`expected_kendall`) and Eq. 10 (:func:`expected_topk`), and the line
  search that solves the left-hand side of Eq. 8 for ``theta``
  (:func:`solve_theta`);
* :mod:`rankagg.methods.mallows.sampling` -- exact sampling of the single Mallows
  model (Eq. 1) with the Kendall distance by repeated insertion
  (:func:`sample_mallows`), and the Metropolis chain of §3.3 for the extended
  model (Eq. 5 with a uniform prior): random transpositions, incremental
  distance updates, ``10 n`` steps by default (:func:`metropolis_chain` and the
  batch kernel used by EM);
* :mod:`rankagg.methods.mallows.em` -- EM for the extended model (§3,
  Propositions 1-2), :func:`fit_extended_mallows`, with the right-hand side of
  Eq. 8 estimated by Metropolis sampling or by the weighted-Borda approximation
  of §6.1 (weights ``exp(-theta_i)``), and the experiments' helpers;
* :mod:`rankagg.methods.mallows.mallows_em` (``mallows_em``) and
  :mod:`rankagg.methods.mallows.ulara` (``ulara``), the registry methods.

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

from rankagg.methods.registry import import_family

import_family(__name__, __path__)
