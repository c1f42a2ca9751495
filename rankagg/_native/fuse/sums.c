/* The documents' sums, with the floating-point operations of rankagg.fuser.lists.sorted_sums and
 * rankagg.features.entry_sums in their order (fuse.h says which). */

#include "fuse.h"

/* NumPy's pairwise sum of the row slice [lo, lo + n) whose non-zero values are v[0..k) at the ascending
 * positions pos[0..k) (rankagg.features.entry_sums._pairwise: zeros change no partial sum) */
static double
pairwise(const double *v, const Py_ssize_t *pos, Py_ssize_t k, Py_ssize_t lo, Py_ssize_t n)
{
    if (k == 0)
        return 0.0;
    if (n > 128) {
        Py_ssize_t half = n / 2, split = 0;
        half -= half % 8;
        while (split < k && pos[split] < lo + half)
            split++;
        return pairwise(v, pos, split, lo, half) + pairwise(v + split, pos + split, k - split, lo + half, n - half);
    }
    double res = 0.0;
    Py_ssize_t i = 0;
    if (n >= 8) {
        Py_ssize_t unrolled = n - n % 8;
        double r[8] = {0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0};
        for (; i < k && pos[i] - lo < unrolled; i++)
            r[(pos[i] - lo) % 8] += v[i];
        res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
    }
    for (; i < k; i++)
        res += v[i];
    return res;
}

/* a document's values (at least two) summed as rankagg.fuser.lists.sorted_sums does for m >= 8 lists:
 * sorted, zeros out, negatives at the row's start and positives at its end, pairwise; `v` is reordered and
 * `pos` is scratch of the same length */
static double
row_sum(double *v, Py_ssize_t c, Py_ssize_t m, Py_ssize_t *pos, double *tmp, int in_order)
{
    Py_ssize_t k = 0, neg = 0;
    for (Py_ssize_t i = 0; i < c; i++)
        if (v[i] != 0.0)
            v[k++] = v[i];
    if (!in_order)
        sort_values(v, k, tmp);
    while (neg < k && v[neg] < 0.0)
        neg++;
    for (Py_ssize_t t = 0; t < k; t++)
        pos[t] = t < neg ? t : m - k + t;
    return pairwise(v, pos, k, 0, m);
}

/* a row of c values summed as rankagg.fuser.lists.sorted_sums sums a document's row of m lists (fused_scores) */
static double
row_total(double *v, Py_ssize_t c, Py_ssize_t m, Py_ssize_t *pos, double *tmp)
{
    if (c == 0)
        return 0.0;
    if (c == 1)
        return v[0] + 0.0;
    if (m < 8) {
        if (c == 2)
            return (v[0] + 0.0) + v[1];
        sort_values(v, c, tmp);
        double s = 0.0;
        for (Py_ssize_t i = 0; i < c; i++)
            s += v[i];
        return s;
    }
    return row_sum(v, c, m, pos, tmp, 0);
}

/* Each document's fused score (see the file's comment); 1, 0 to decline, -1 on error. */
static int
fused_scores(Work *w, Py_ssize_t m, Py_ssize_t kept, Py_ssize_t n, int times_count, int by_rank)
{
    w->gathered = PyMem_Malloc(sizeof(double) * (size_t)(kept ? kept : 1));
    w->fill = PyMem_Malloc(sizeof(Py_ssize_t) * (size_t)(kept > n ? kept : n ? n : 1));
    w->value_tmp = PyMem_Malloc(sizeof(double) * (size_t)(kept ? kept : 1));
    w->doc_tmp = PyMem_Malloc(sizeof(Doc) * (size_t)(n ? n : 1));
    if (w->gathered == NULL || w->fill == NULL || w->value_tmp == NULL || w->doc_tmp == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    Py_ssize_t at = 0;
    for (Py_ssize_t d = 0; d < n; d++) {
        w->docs[d].start = at;
        w->fill[d] = at;
        at += w->docs[d].count;
    }
    if (!by_rank) {
        for (Py_ssize_t e = 0; e < kept; e++) /* each document's values in list order */
            w->gathered[w->fill[w->doc_of[e]]++] = w->values[e];
    }
    else { /* points that do not rise with the rank: by rank descending, each document's values ascend */
        Py_ssize_t longest = 0, *start = w->lengths + m; /* lengths has room for m starts after it */
        for (Py_ssize_t j = 0, a = 0; j < m; a += w->lengths[j++]) {
            start[j] = a;
            longest = w->lengths[j] > longest ? w->lengths[j] : longest;
        }
        for (Py_ssize_t r = longest - 1; r >= 0; r--)
            for (Py_ssize_t j = 0; j < m; j++)
                if (r < w->lengths[j]) {
                    Py_ssize_t e = start[j] + r;
                    w->gathered[w->fill[w->doc_of[e]]++] = w->values[e];
                }
    }
    for (Py_ssize_t d = 0; d < n; d++) {
        Doc *doc = w->docs + d;
        double *v = w->gathered + doc->start, s;
        Py_ssize_t c = doc->count;
        if (c == 1) /* fuser.lists.sorted_sums: the value added to 0.0 (a -0.0 becomes 0.0) */
            s = v[0] + 0.0;
        else if (m < 8) { /* fuser.lists.sorted_sums below 8 lists: the sorted row from 0.0, left to right */
            if (c == 2)
                s = (v[0] + 0.0) + v[1];
            else {
                if (!by_rank)
                    sort_values(v, c, w->value_tmp);
                s = 0.0;
                for (Py_ssize_t i = 0; i < c; i++)
                    s += v[i];
            }
        }
        else
            s = row_sum(v, c, m, w->fill, w->value_tmp, by_rank); /* fill is free room from here on */
        if (times_count)
            s = s * (double)c;
        if (!isfinite(s))
            return 0;
        doc->fused = s;
    }
    return 1;
}
