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

#: each rule's one-line summary, paper and parameters (name -> (default, doc)), declared once: the rules' parameter
#: check (``aggregate.py``), ``rankagg methods NAME`` and ``--param`` read them from here
COMPARISON_RULE_PARAMETERS = {
    "davidson": ("Bradley-Terry with Davidson's ties, by Newton's method; judges=True: a discrimination per judge.",
                 "Bradley & Terry, Biometrika 39, 1952; Davidson, JASA 65, 1970, Eq. 2.1",
                 {"alpha": (0.0, "penalty alpha ||theta||^2 (choix's); 0 = the MLE, which may not exist (a warning "
                                 "says where)"),
                  "judges": (False, "fit each judge's discrimination beside the scores (log a_k ~ N(0, 1))")}),
    "arena": ("Bradley-Terry as LMArena's arena-rank fits it (a tie half a win each way, no penalty), on its rating "
              "scale init_rating + scale / ln(base) * theta.",
              "Bradley & Terry, Biometrika 39, 1952; LMArena arena-rank 0.1.1 (BradleyTerry)",
              {"scale": (400.0, "rating points per factor base of the odds"),
               "base": (10.0, "the base of the odds scale"),
               "init_rating": (1000.0, "the rating of the mean strength")}),
    "rank_centrality": ("Rank centrality: the log stationary distribution of the comparison Markov chain, centred.",
                        "Negahban, Oh & Shah, Operations Research 65, 2017, section 2.2",
                        {"alpha": (0.0, "added to every pair's wins (regularisation, as choix's)")}),
    "borda_wins": ("Borda on wins: each item's weight of wins, a tie counting half.", "", {}),
}
