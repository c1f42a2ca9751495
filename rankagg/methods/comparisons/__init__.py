"""Aggregating pairwise comparisons (A beat B, a tie, which judge): the rules of comparison data and the
one entry point :func:`rankagg.methods.comparisons.aggregate.aggregate_comparisons`.

Notation: for one query, ``W[i, j]`` is the weight of wins of ``i`` over ``j``, ``T[i, j] = T[j, i]`` the
weight of ties, ``Y = W + T / 2`` the pairwise matrix the registry's pairwise methods read (a tie is half a
win each way) and ``C = W + W^T + T`` the weight of comparisons of each pair
(:func:`rankagg.data.comparisons.comparison_matrices`).  Rules here: Bradley-Terry with Davidson's ties
(and a discrimination per judge), arena-rank's Bradley-Terry on LMArena's scale, rank centrality, Borda on wins (``rules.py``); every registry method that reads only the pairwise
matrices (Kemeny, Copeland, Condorcet, Bradley-Terry, Thurstone, MC4, MPM, SVP) runs on ``Y`` and ``C``
unchanged (``aggregate.py``).
"""

#: the rules of comparison data by name (besides the registry's pairwise methods)
COMPARISON_RULES = ("davidson", "arena", "rank_centrality", "borda_wins")
