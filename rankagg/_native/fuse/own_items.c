/* own_items_counts(): the (query, list) groups' counts of
 * rankagg.methods.quality.own_items_cells.loo_own_items_agreement in C (the NumPy path, _group_counts, is the
 * specification and the fallback; tests/methods/quality/test_quality_own_items_native.py holds the two to the
 * same numbers).  Everything here compares doubles and counts: no arithmetic on the values, so the same
 * counts give the same bits. */

#include "fuse.h"

/* a value and what holds it (an item, or a key's position) */
typedef struct {
    double value;
    int64_t id;
} Held;

#define HELD_BEFORE(a, b) ((a)->value < (b)->value || ((a)->value == (b)->value && (a)->id < (b)->id))
DEFINE_SORT(sort_held, Held, HELD_BEFORE) /* value ascending, then id: a total order */

/* how many of a[0..n) (ascending) are < x (NumPy's searchsorted side="left"), or <= x with `or_equal`
 * (side="right"): a branch-free binary search (the comparison picks the half; a branch would be mispredicted
 * half the time); or_equal is a constant at each call, which the compiler specialises */
static inline Py_ssize_t
count_below(const double *a, Py_ssize_t n, double x, int or_equal)
{
    if (n == 0)
        return 0;
    const double *base = a;
    while (n > 1) {
        Py_ssize_t half = n / 2;
        base = (or_equal ? base[half] <= x : base[half] < x) ? base + half : base;
        n -= half;
    }
    return (base - a) + (or_equal ? *base <= x : *base < x);
}

/* the r largest of v[0..n) (r <= n) by (value, id) into top[0..r), descending: a min-heap of r (a value below the
 * heap's least is one comparison), then sorted */
static void
largest(const Held *v, Py_ssize_t n, Py_ssize_t r, Held *top, Held *tmp)
{
    Py_ssize_t size = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        Held x = v[i];
        Py_ssize_t at;
        if (size < r) { /* sift up */
            at = size++;
            while (at > 0 && HELD_BEFORE(&x, &top[(at - 1) / 2])) {
                top[at] = top[(at - 1) / 2];
                at = (at - 1) / 2;
            }
            top[at] = x;
        }
        else if (r > 0 && HELD_BEFORE(&top[0], &x)) { /* replaces the least: sift down */
            at = 0;
            for (;;) {
                Py_ssize_t child = 2 * at + 1;
                if (child >= r)
                    break;
                if (child + 1 < r && HELD_BEFORE(&top[child + 1], &top[child]))
                    child++;
                if (!HELD_BEFORE(&top[child], &x))
                    break;
                top[at] = top[child];
                at = child;
            }
            top[at] = x;
        }
    }
    sort_held(top, r, tmp);
    for (Py_ssize_t i = 0, j = r - 1; i < j; i++, j--) {
        Held t = top[i];
        top[i] = top[j];
        top[j] = t;
    }
}

/* the r largest of v[0..n) (r <= n) into top, descending: the heap of largest() for a few; all n sorted when
 * they are many (a fourth or more).  Returns how many it ordered (r or n) */
static Py_ssize_t
best_first(const Held *v, Py_ssize_t n, Py_ssize_t r, Held *top, Held *tmp)
{
    if (4 * r < n) {
        largest(v, n, r, top, tmp);
        return r;
    }
    memcpy(top, v, (size_t)n * sizeof(Held));
    sort_held(top, n, tmp);
    for (Py_ssize_t i = 0, j = n - 1; i < j; i++, j--) {
        Held t = top[i];
        top[i] = top[j];
        top[j] = t;
    }
    return n;
}

/* the values v[0..n) against the sorted keys kv[0..n_keys): `sign` times how many values are above each key and
 * how many equal it, added to greater[id[t]] and equal[id[t]] for sorted key t; values below `low` (below every
 * key) skipped.  above and tied: room for n_keys + 1 counts */
static void
count_values(const double *v, Py_ssize_t n, double low, const double *kv, const int64_t *id, Py_ssize_t n_keys,
             int64_t sign, int64_t *above, int64_t *tied, int64_t *greater, int64_t *equal)
{
    memset(above, 0, ((size_t)n_keys + 1) * sizeof(int64_t));
    memset(tied, 0, ((size_t)n_keys + 1) * sizeof(int64_t));
    for (Py_ssize_t i = 0; i < n; i++) {
        double x = v[i];
        if (!(x >= low))
            continue;
        Py_ssize_t left = count_below(kv, n_keys, x, 0);
        above[left]++; /* above the keys before `left` */
        if (left < n_keys && kv[left] == x) { /* tied with the keys left .. right - 1 */
            tied[left]++;
            tied[count_below(kv, n_keys, x, 1)]--;
        }
    }
    int64_t over = 0, run = 0;
    for (Py_ssize_t t = n_keys; t-- > 0;) /* over: the values above sorted key t */
        above[t + 1] = (over += above[t + 1]);
    for (Py_ssize_t t = 0; t < n_keys; t++) {
        run += tied[t];
        greater[id[t]] += sign * above[t + 1];
        equal[id[t]] += sign * run;
    }
}

/* keys[0..n) sorted by value (ties by position) into kv (values) and kid (positions); `held` has room for n */
static void
sort_keys(Held *held, Py_ssize_t n, Held *tmp, double *kv, int64_t *kid)
{
    sort_held(held, n, tmp);
    for (Py_ssize_t t = 0; t < n; t++) {
        kv[t] = held[t].value;
        kid[t] = held[t].id;
    }
}

/* The groups' loop of loo_own_items_agreement, without the GIL, query by query.  For the group g = q * n_rankers
 * + j (its cells: a segment of cell_item and cell_own; each cell's F = fused[item] and its value v = F - own, -1
 * when no other list returned the item, the same subtraction as NumPy's) when it has
 * judged keys (keys[judged_start[g] ..], the first m of keys; all >= their lowest, `low`) and a support of two
 * items or more:
 *   - the best list's keys (keys[m + judged_start[g] ..]): the k largest of the query's returned items the list
 *     did not return, by F (the query's best items first, the list's own skipped: its first 4k + 16, four times
 *     more when they run out), merged with the k largest of the list's own values v (the k judged keys among
 *     them, so every best key is >= low and the walk stops there, or where no other item can be among the k
 *     largest): the Python path's values (equal values, whichever item holds them);
 *   - for every key: the support's items above it and tied with it: the list's own by v, less its own by F,
 *     plus (once per query, for all its groups' keys) the query's returned items by F.  Each count is a pass
 *     over the values against the keys sorted (count_values): only the keys are sorted, not the values.
 *     Integers: the order of the additions is free.
 * Arguments (C-contiguous): offsets int64 (n_queries + 1), fused float64 and n_ranked_by int64 (n_items),
 * cell_item int64 and cell_own float64 (the cells group by group), seg_start int64 (n_segments + 1: the
 * cells of segment s are seg_start[s] .. seg_start[s + 1] - 1), seg_group int64 (each segment's group, a group
 * in one segment at most), judged_start int64 (n_groups + 1), n_support int64 (n_groups = n_queries *
 * n_rankers), keys float64 (2m; the first m given), greater and equal int64 (2m; added to), n_rankers.  The
 * values finite and a list's items distinct (the caller's to check).  None, or ValueError naming what is wrong. */
static PyObject *
own_items_counts(PyObject *module, PyObject *args)
{
    Py_buffer b[12];
    Py_ssize_t n_rankers;
    if (!PyArg_ParseTuple(args, "y*y*y*y*y*y*y*y*y*w*w*w*n", &b[0], &b[1], &b[2], &b[3], &b[4], &b[5], &b[6],
                          &b[7], &b[8], &b[9], &b[10], &b[11], &n_rankers))
        return NULL;
    const char *fault = NULL;
    const Py_ssize_t I = (Py_ssize_t)sizeof(int64_t), D = (Py_ssize_t)sizeof(double);
    Py_ssize_t n_queries = b[0].len / I - 1, n_items = b[1].len / D, n_cells = b[3].len / I;
    Py_ssize_t n_segments = b[6].len / I, n_groups = b[8].len / I, m2 = b[9].len / D, m = m2 / 2;
    if (b[0].len < I || b[0].len % I || b[1].len % D || b[2].len != n_items * I || b[3].len % I ||
        b[4].len != n_cells * D || b[5].len != (n_segments + 1) * I || b[6].len % I ||
        b[7].len != (n_groups + 1) * I || b[8].len % I || b[9].len % (2 * D) || b[10].len != m2 * I ||
        b[11].len != m2 * I || n_rankers < 1 || n_groups != n_queries * n_rankers) {
        fault = "own_items_counts: offsets, fused, n_ranked_by, cell_item, cell_own, seg_start, seg_group, "
                "judged_start, n_support, keys, greater, equal: int64 and float64 arrays of matching lengths, "
                "n_support of n_queries * n_rankers";
        goto done;
    }
    const int64_t *offsets = b[0].buf, *n_ranked_by = b[2].buf, *cell_item = b[3].buf, *seg_start = b[5].buf;
    const int64_t *seg_group = b[6].buf, *judged_start = b[7].buf, *n_support = b[8].buf;
    const double *fused = b[1].buf, *cell_own = b[4].buf;
    double *keys = b[9].buf;
    int64_t *greater = b[10].buf, *equal = b[11].buf;
    Held *q_held = NULL, *best = NULL, *held_tmp = NULL, *own_held = NULL, *top_v = NULL, *key_held = NULL;
    double *q_f = NULL, *others = NULL, *kv = NULL, *own_f = NULL, *own_v = NULL;
    int64_t *kid = NULL, *above = NULL, *tied = NULL;
    Py_ssize_t *seg_of = NULL;
    char *mine = NULL;
    Py_BEGIN_ALLOW_THREADS
    /* what a wrong argument would turn into a read or a write out of bounds */
    if (offsets[0] != 0 || offsets[n_queries] != n_items || seg_start[0] != 0 || seg_start[n_segments] != n_cells ||
        judged_start[0] != 0 || judged_start[n_groups] != m)
        fault = "own_items_counts: offsets, seg_start or judged_start do not span fused, the cells or the keys";
    Py_ssize_t widest = 1, widest_query = 1;
    for (Py_ssize_t q = 0; fault == NULL && q < n_queries; q++) {
        if (offsets[q + 1] < offsets[q])
            fault = "own_items_counts: offsets decrease";
        else if (offsets[q + 1] - offsets[q] > widest_query)
            widest_query = offsets[q + 1] - offsets[q];
    }
    for (Py_ssize_t g = 0; fault == NULL && g < n_groups; g++)
        if (judged_start[g + 1] < judged_start[g])
            fault = "own_items_counts: judged_start decreases";
    if (fault == NULL && (seg_of = PyMem_RawMalloc(((size_t)n_groups + 1) * sizeof(Py_ssize_t))) == NULL)
        fault = "";
    for (Py_ssize_t g = 0; fault == NULL && g < n_groups; g++)
        seg_of[g] = -1;
    for (Py_ssize_t s = 0; fault == NULL && s < n_segments; s++) {
        int64_t g = seg_group[s];
        if (seg_start[s + 1] < seg_start[s] || g < 0 || g >= n_groups || seg_of[g] >= 0)
            fault = "own_items_counts: seg_start decreases, or a group outside 0 .. n_groups - 1 or in two segments";
        else if (judged_start[g + 1] - judged_start[g] > seg_start[s + 1] - seg_start[s])
            fault = "own_items_counts: a group has more judged keys than cells";
        else {
            seg_of[g] = s;
            if (seg_start[s + 1] - seg_start[s] > widest)
                widest = seg_start[s + 1] - seg_start[s];
        }
        Py_ssize_t q = (Py_ssize_t)g / n_rankers;
        for (Py_ssize_t c = (Py_ssize_t)seg_start[s]; fault == NULL && c < seg_start[s + 1]; c++)
            if (cell_item[c] < offsets[q] || cell_item[c] >= offsets[q + 1])
                fault = "own_items_counts: a cell's item outside its group's query";
    }
    Py_ssize_t n_keys_max = (2 * m > 2 * widest ? 2 * m : 2 * widest) + 2;
    if (fault == NULL) {
        Py_ssize_t room = (widest_query > n_keys_max ? widest_query : n_keys_max) + 1;
        q_held = PyMem_RawMalloc(((size_t)widest_query + 1) * sizeof(Held));
        best = PyMem_RawMalloc(((size_t)widest_query + 1) * sizeof(Held));
        held_tmp = PyMem_RawMalloc((size_t)room * sizeof(Held));
        own_held = PyMem_RawMalloc(((size_t)widest + 1) * sizeof(Held));
        top_v = PyMem_RawMalloc(((size_t)widest + 1) * sizeof(Held));
        key_held = PyMem_RawMalloc((size_t)n_keys_max * sizeof(Held));
        q_f = PyMem_RawMalloc(((size_t)widest_query + 1) * sizeof(double));
        others = PyMem_RawMalloc(((size_t)widest + 1) * sizeof(double));
        own_f = PyMem_RawMalloc(((size_t)widest + 1) * sizeof(double));
        own_v = PyMem_RawMalloc(((size_t)widest + 1) * sizeof(double));
        kv = PyMem_RawMalloc((size_t)n_keys_max * sizeof(double));
        kid = PyMem_RawMalloc((size_t)n_keys_max * sizeof(int64_t));
        above = PyMem_RawMalloc((size_t)n_keys_max * sizeof(int64_t));
        tied = PyMem_RawMalloc((size_t)n_keys_max * sizeof(int64_t));
        mine = PyMem_RawCalloc((size_t)n_items + 1, 1);
        if (q_held == NULL || best == NULL || held_tmp == NULL || own_held == NULL || top_v == NULL ||
            key_held == NULL || q_f == NULL || others == NULL || own_f == NULL || own_v == NULL || kv == NULL ||
            kid == NULL || above == NULL || tied == NULL || mine == NULL)
            fault = "";
    }
    for (Py_ssize_t q = 0; fault == NULL && q < n_queries; q++) {
        Py_ssize_t n_ret = 0, k_max = 0, n_qkeys = 0;
        for (Py_ssize_t i = (Py_ssize_t)offsets[q]; i < (Py_ssize_t)offsets[q + 1]; i++)
            if (n_ranked_by[i] > 0) {
                q_f[n_ret] = fused[i];
                q_held[n_ret].value = fused[i];
                q_held[n_ret++].id = i;
            }
        for (Py_ssize_t g = q * n_rankers; g < (q + 1) * n_rankers; g++) {
            Py_ssize_t k = (Py_ssize_t)(judged_start[g + 1] - judged_start[g]);
            if (seg_of[g] >= 0 && k > 0 && n_support[g] >= 2 && k > k_max)
                k_max = k;
        }
        if (k_max == 0)
            continue;
        /* the query's best items first: the first 4k + 16 (the Python path's reach), or all */
        Py_ssize_t n_best = 4 * k_max + 16 < n_ret ? 4 * k_max + 16 : n_ret;
        n_best = best_first(q_held, n_ret, n_best, best, held_tmp);
        for (Py_ssize_t g = q * n_rankers; g < (q + 1) * n_rankers; g++) {
            Py_ssize_t s = seg_of[g], j0 = (Py_ssize_t)judged_start[g], k = (Py_ssize_t)judged_start[g + 1] - j0;
            if (s < 0 || k == 0 || n_support[g] < 2)
                continue;
            Py_ssize_t c0 = (Py_ssize_t)seg_start[s], c1 = (Py_ssize_t)seg_start[s + 1], nv = 0;
            double low = keys[j0];
            for (Py_ssize_t i = 1; i < k; i++)
                if (keys[j0 + i] < low)
                    low = keys[j0 + i];
            for (Py_ssize_t c = c0; c < c1; c++) {
                int64_t i = cell_item[c];
                double f = fused[i], v = n_ranked_by[i] >= 2 ? f - cell_own[c] : -1.0;
                mine[i] = 1;
                own_f[c - c0] = f;
                own_v[c - c0] = v;
                if (v >= low) {
                    own_held[nv].value = v;
                    own_held[nv++].id = c;
                }
            }
            Py_ssize_t n_top = k < nv ? k : nv; /* k: the judged keys are among them */
            largest(own_held, nv, n_top, top_v, held_tmp);
            /* the best items the list did not return, while one can be among the k largest: above `low`, and
             * while fewer than k of those found and of the list's own values are above it (the rest, all at or
             * below it, would add only values equal to those found) */
            Py_ssize_t n_others = 0, p = 0, own_above = 0;
            for (;;) {
                for (; p < n_best; p++) {
                    double x = best[p].value;
                    while (own_above < n_top && top_v[own_above].value > x)
                        own_above++;
                    if (x < low || n_others + own_above >= k)
                        break;
                    if (!mine[best[p].id])
                        others[n_others++] = x;
                }
                if (p < n_best || n_best == n_ret)
                    break;
                /* the list holds most of the query's first items: four times as many, then again */
                n_best = best_first(q_held, n_ret, 4 * n_best < n_ret ? 4 * n_best : n_ret, best, held_tmp);
                n_others = p = own_above = 0;
            }
            for (Py_ssize_t c = c0; c < c1; c++)
                mine[cell_item[c]] = 0;
            for (Py_ssize_t i = 0, a = 0, v = 0; i < k; i++) /* the k largest of both, descending */
                keys[m + j0 + i] = (a < n_others && (v >= n_top || others[a] >= top_v[v].value)) ? others[a++]
                                   : v < n_top ? top_v[v++].value : low;
            for (Py_ssize_t i = 0; i < 2 * k; i++) {
                key_held[i].id = i < k ? j0 + i : m + j0 + i - k;
                key_held[i].value = keys[key_held[i].id];
            }
            sort_keys(key_held, 2 * k, held_tmp, kv, kid);
            count_values(own_v, c1 - c0, low, kv, kid, 2 * k, 1, above, tied, greater, equal);
            count_values(own_f, c1 - c0, low, kv, kid, 2 * k, -1, above, tied, greater, equal);
        }
        /* the query's returned items against all its groups' keys */
        for (Py_ssize_t g = q * n_rankers; g < (q + 1) * n_rankers; g++) {
            Py_ssize_t j0 = (Py_ssize_t)judged_start[g], k = (Py_ssize_t)judged_start[g + 1] - j0;
            if (seg_of[g] < 0 || k == 0 || n_support[g] < 2)
                continue;
            for (Py_ssize_t i = 0; i < 2 * k; i++) {
                key_held[n_qkeys].id = i < k ? j0 + i : m + j0 + i - k;
                key_held[n_qkeys].value = keys[key_held[n_qkeys].id];
                n_qkeys++;
            }
        }
        sort_keys(key_held, n_qkeys, held_tmp, kv, kid);
        count_values(q_f, n_ret, kv[0], kv, kid, n_qkeys, 1, above, tied, greater, equal);
    }
    PyMem_RawFree(seg_of);
    PyMem_RawFree(q_held);
    PyMem_RawFree(best);
    PyMem_RawFree(held_tmp);
    PyMem_RawFree(own_held);
    PyMem_RawFree(top_v);
    PyMem_RawFree(key_held);
    PyMem_RawFree(q_f);
    PyMem_RawFree(others);
    PyMem_RawFree(own_f);
    PyMem_RawFree(own_v);
    PyMem_RawFree(kv);
    PyMem_RawFree(kid);
    PyMem_RawFree(above);
    PyMem_RawFree(tied);
    PyMem_RawFree(mine);
    Py_END_ALLOW_THREADS
done:
    for (int i = 0; i < 12; i++)
        PyBuffer_Release(&b[i]);
    return kernel_result(fault);
}
