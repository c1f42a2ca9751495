/* The house tie rule, the one compiled copy of its specification (rankagg.data.tie_rule.order_by_tie_rule;
 * tests/test_fuser_native.py holds the two to the same order bit for bit). */

#include "fuse.h"

/* Whether neighbouring sorted scores hi >= lo are in one run of near-ties: the gap within `tolerance` times
 * the larger of their absolute values (rankagg.data.tie_rule.tied_gap, the same expression: an infinite
 * magnitude scales nothing, NaN and an overflowing gap tie nothing). */
static inline int
tied_gap(double hi, double lo, double tolerance)
{
    double mag = fmax(fabs(hi), fabs(lo));
    if (!(mag <= DBL_MAX))
        mag = 0.0;
    return hi - lo <= tolerance * mag;
}

/* Each document's best rank, from the lists ranked now (read unranked: Comb scores without a window need
 * no rank but for the tie rule); `docs` are sorted, found by their numbers. */
static void
rank_lists(Work *w, Py_ssize_t m, Py_ssize_t n)
{
    Py_ssize_t *where = w->fill; /* free room of n or more */
    for (Py_ssize_t i = 0; i < n; i++)
        where[w->docs[i].id] = i;
    Entry *e = w->entries;
    for (Py_ssize_t j = 0; j < m; e += w->lengths[j++]) {
        sort_entries(e, w->lengths[j], w->entry_tmp);
        for (Py_ssize_t r = 0; r < w->lengths[j]; r++) {
            Doc *doc = w->docs + where[e[r].doc];
            if (r + 1 < doc->best)
                doc->best = r + 1;
        }
    }
}

/* The tie rule on docs[0..n), sorted by fused score descending: every run of consecutive tied gaps ordered
 * by more lists first, then the best rank, then the docid (sort_ties).  `unranked`: the fuse() work whose
 * best ranks are still to be read (rank_lists, once, before the first run is ordered), or NULL. */
static void
order_tied_runs(Doc *docs, Py_ssize_t n, double tolerance, Doc *tmp, Work *unranked, Py_ssize_t m)
{
    Py_ssize_t i = 0;
    while (i < n - 1) {
        if (!tied_gap(docs[i].fused, docs[i + 1].fused, tolerance)) {
            i++;
            continue;
        }
        Py_ssize_t end = i + 1;
        while (end < n - 1 && tied_gap(docs[end].fused, docs[end + 1].fused, tolerance))
            end++;
        if (unranked != NULL) {
            rank_lists(unranked, m, n);
            unranked = NULL;
        }
        sort_ties(docs + i, end - i + 1, tmp);
        i = end + 1;
    }
}

/* fuse()'s documents in the tie rule's order. */
static void
tie_order(Work *w, Py_ssize_t m, Py_ssize_t n, double tolerance, int ranked)
{
    Doc *docs = w->docs;
    sort_fused(docs, n, w->doc_tmp); /* equal scores are in one run, whose order the best ranks set below */
    if (n < 2)
        return;
    order_tied_runs(docs, n, tolerance, w->doc_tmp, ranked ? NULL : w, m);
}
