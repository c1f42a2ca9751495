"""Rank aggregation with significance, for gene lists: Robust Rank Aggregation and its family.

Kolde, Laur, Adler & Vilo, *Robust rank aggregation for gene list integration and meta-analysis*,
Bioinformatics 28(4):573-580, 2012, and its R package RobustRankAggreg (1.2.1), whose results the methods
here reproduce: ``rra`` (the rho score and its p-value), ``stuart`` (Stuart et al. 2003's Q), and the
package's baselines ``rra_min``, ``rra_mean``, ``rra_median``, ``rra_geom_mean`` (``aggregateRanks(method=...)``);
beside them ``maic`` (Li et al. 2020) and ``vote_counting``.

Conventions (R's ``rankMatrix``, Kolde §2.1)
--------------------------------------------
Each list (a ranker) of a query is turned into normalised ranks ``r = position / N``: ``position`` is the
item's place in the list (1 = top; tied items share the smaller place), ``N`` the number of distinct items
the query's lists hold (R's ``length(unique(c(glist, recursive = TRUE)))``) or the ``N`` given.  An item a list
does not rank takes ``r = 1`` (``full=False``, R's default: it is at the bottom of that list), or is unknown
(``full=True``: then ``N`` is each list's own length, and the statistics use the lists that rank the item).

The lists are taken in the house's canonical order (``Aggregator.canonical_input``), so that a method's bits do
not depend on the order the lists are given in; R sums its means in the order given, in long double, which
rounds to the same double (the comparisons with R, ``tests/methods/significance/``, find no difference).
A method's score (higher = better) is ``-log10`` of its p-value where it gives one, so that the
ranking is by p-value; :meth:`SignificanceAggregator.significance` gives the statistic, the p-value and
the order by them as R gives it (p-value ascending, ties in the order the items first appear in the lists).
"""

from rankagg.methods.registry import import_family

import_family(__name__, __path__)
