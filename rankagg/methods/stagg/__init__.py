"""St.Agg stochastic rank aggregation (Niu et al. UAI 2013): rank distributions and the unsupervised St.Agg methods.

For a ranker ``τ`` and an item ``x_j`` of a query with ``n`` items, St.Agg's
rank (Eq. 8) is the number of other items that beat ``x_j``::

    R(x_j, τ) = Σ_{i ≠ j} I(x_i ≻_τ x_j),   I(.) ~ Bernoulli(p(x_i ≻_τ x_j))

a Poisson-binomial variable on ``0 .. n-1`` (0 = best).  Its exact law follows
the recursion of Eq. 9–10 (start at δ(r), add one contest at a time).

Modules
-------
* :mod:`rankagg.methods.stagg.contests` -- the pairwise probability
  ``p(x_i ≻_τ x_j)`` (Eq. 11 and alternatives), the treatment of unranked
  items, the utilities ``u(r)`` and the positions St.Agg reads;
* :mod:`rankagg.methods.stagg.column_groups` -- the distinct positions of one
  (query, ranker) column, which share their law;
* :mod:`rankagg.methods.stagg.column_pmfs` -- the exact law of one column, Eq. 9-10;
* :mod:`rankagg.methods.stagg.exact` -- the exact law over a data set
  (``method="exact"``);
* :mod:`rankagg.methods.stagg.approximate` -- the normal and refined normal
  approximations with their error bounds (``method="normal"`` / ``"refined"``);
* :mod:`rankagg.methods.stagg.expectation` -- :func:`expected_utility`, the
  expectation of a utility of the rank, which chooses between them
  (``method="auto"``);
* :mod:`rankagg.methods.stagg.unsupervised` -- the registry methods ``stagg``,
  ``stagg_bc`` and ``stagg_rrf`` (§4.2).

The supervised St.Agg (§4.3) is :mod:`rankagg.methods.supervised.stagg_supervised`.
"""

from rankagg.methods.registry import import_family

import_family(__name__, __path__)
