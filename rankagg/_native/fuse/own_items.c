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

/* how many of a[0..n) (values ascending) are < x (NumPy's searchsorted side="left") and <= x (side="right") */
static Py_ssize_t
held_below(const Held *a, Py_ssize_t n, double x)
{
    Py_ssize_t lo = 0, hi = n;
    while (lo < hi) {
        Py_ssize_t mid = lo + (hi - lo) / 2;
        if (a[mid].value < x)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

static Py_ssize_t
held_at_most(const Held *a, Py_ssize_t n, double x)
{
    Py_ssize_t lo = 0, hi = n;
    while (lo < hi) {
        Py_ssize_t mid = lo + (hi - lo) / 2;
        if (x < a[mid].value)
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

/* the k largest of v[0..n) (k <= n) into top[0..k), descending: a min-heap of k, then sorted */
static void
largest(const double *v, Py_ssize_t n, Py_ssize_t k, double *top, double *tmp)
{
    Py_ssize_t size = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        double x = v[i];
        Py_ssize_t at;
        if (size < k) { /* sift up */
            at = size++;
            while (at > 0 && x < top[(at - 1) / 2]) {
                top[at] = top[(at - 1) / 2];
                at = (at - 1) / 2;
            }
            top[at] = x;
        }
        else if (x > top[0]) { /* replaces the smallest: sift down */
            at = 0;
            for (;;) {
                Py_ssize_t child = 2 * at + 1;
                if (child >= k)
                    break;
                if (child + 1 < k && top[child + 1] < top[child])
                    child++;
                if (!(top[child] < x))
                    break;
                top[at] = top[child];
                at = child;
            }
            top[at] = x;
        }
    }
    sort_values(top, k, tmp);
    for (Py_ssize_t i = 0, j = k - 1; i < j; i++, j--) {
        double t = top[i];
        top[i] = top[j];
        top[j] = t;
    }
}

/* The groups' loop of loo_own_items_agreement, without the GIL.  For the group g = q * n_rankers + j of each
 * segment of cells (its cells' items, fused scores F and values v = F - own, -1 when unsupported), when it has
 * judged keys (keys[judged_start[g] ..], the first m of keys; all >= their lowest, `low`) and a support of two
 * items or more:
 *   - the best list's keys (keys[m + judged_start[g] ..]): the k largest of the query's returned items the list
 *     did not return, by F (the query's items by F descending, the list's own skipped), merged with the k
 *     largest of the list's own values v (the k judged keys among them, so every best key is >= low);
 *   - for every key: the support's items above it and tied with it: the query's returned items by F (a binary
 *     search in the query's sorted scores), less the list's own by F, plus its own by v.  The own counts come
 *     from one pass over the list's cells against the group's keys sorted (a value below `low` is below every
 *     key), so only the keys are sorted, not the list's cells.  Integers: the order of the additions is free.
 * Arguments (C-contiguous): offsets int64 (n_queries + 1), fused float64 and n_ranked_by int64 (n_items),
 * cell_item int64, cell_f and cell_v float64 (the cells group by group), seg_start int64 (n_segments + 1: the
 * cells of segment s are seg_start[s] .. seg_start[s + 1] - 1), seg_group int64 (each segment's group, each
 * group in one segment at most), judged_start int64 (n_groups + 1), n_support int64 (n_groups), keys float64
 * (2m; the first m given), greater and equal int64 (2m; added to), n_rankers.  No value NaN and a list's items
 * distinct (the caller's to check).  None, or ValueError naming what is wrong. */
static PyObject *
own_items_counts(PyObject *module, PyObject *args)
{
    Py_buffer b[13];
    Py_ssize_t n_rankers;
    if (!PyArg_ParseTuple(args, "y*y*y*y*y*y*y*y*y*y*w*w*w*n", &b[0], &b[1], &b[2], &b[3], &b[4], &b[5], &b[6],
                          &b[7], &b[8], &b[9], &b[10], &b[11], &b[12], &n_rankers))
        return NULL;
    const char *fault = NULL;
    const Py_ssize_t I = (Py_ssize_t)sizeof(int64_t), D = (Py_ssize_t)sizeof(double);
    Py_ssize_t n_queries = b[0].len / I - 1, n_items = b[1].len / D, n_cells = b[3].len / I;
    Py_ssize_t n_segments = b[7].len / I, n_groups = b[9].len / I, m2 = b[10].len / D, m = m2 / 2;
    if (b[0].len < I || b[0].len % I || b[1].len % D || b[2].len != n_items * I || b[3].len % I ||
        b[4].len != n_cells * D || b[5].len != n_cells * D || b[6].len != (n_segments + 1) * I || b[7].len % I ||
        b[8].len != (n_groups + 1) * I || b[9].len % I || b[10].len % (2 * D) || b[11].len != m2 * I ||
        b[12].len != m2 * I || n_rankers < 1 || n_groups != n_queries * n_rankers) {
        fault = "own_items_counts: offsets, fused, n_ranked_by, cell_item, cell_f, cell_v, seg_start, seg_group, "
                "judged_start, n_support, keys, greater, equal: int64 and float64 arrays of matching lengths, "
                "n_support of n_queries * n_rankers";
        goto done;
    }
    const int64_t *offsets = b[0].buf, *n_ranked_by = b[2].buf, *cell_item = b[3].buf, *seg_start = b[6].buf;
    const int64_t *seg_group = b[7].buf, *judged_start = b[8].buf, *n_support = b[9].buf;
    const double *fused = b[1].buf, *cell_f = b[4].buf, *cell_v = b[5].buf;
    double *keys = b[10].buf;
    int64_t *greater = b[11].buf, *equal = b[12].buf;
    Held *by_fused = NULL, *held_tmp = NULL, *sorted_keys = NULL;
    double *own_v = NULL, *top_v = NULL, *others = NULL, *value_tmp = NULL;
    Py_ssize_t *query_start = NULL;
    int64_t *above = NULL, *tied = NULL;
    char *mine = NULL;
    Py_BEGIN_ALLOW_THREADS
    /* what a wrong argument would turn into a read or a write out of bounds */
    if (offsets[0] != 0 || offsets[n_queries] != n_items || seg_start[0] != 0 || seg_start[n_segments] != n_cells ||
        judged_start[0] != 0 || judged_start[n_groups] != m)
        fault = "own_items_counts: offsets, seg_start or judged_start do not span fused, the cells or the keys";
    for (Py_ssize_t q = 0; fault == NULL && q < n_queries; q++)
        if (offsets[q + 1] < offsets[q])
            fault = "own_items_counts: offsets decrease";
    Py_ssize_t widest = 1;
    for (Py_ssize_t s = 0; fault == NULL && s < n_segments; s++) {
        int64_t g = seg_group[s];
        if (seg_start[s + 1] < seg_start[s] || g < 0 || g >= n_groups)
            fault = "own_items_counts: seg_start decreases or a group outside 0 .. n_groups - 1";
        else if (judged_start[g + 1] < judged_start[g] || judged_start[g + 1] - judged_start[g] > seg_start[s + 1] - seg_start[s])
            fault = "own_items_counts: judged_start decreases or a group has more judged keys than cells";
        else if (seg_start[s + 1] - seg_start[s] > widest)
            widest = seg_start[s + 1] - seg_start[s];
    }
    for (Py_ssize_t s = 0; fault == NULL && s < n_segments; s++) {
        Py_ssize_t q = (Py_ssize_t)seg_group[s] / n_rankers;
        for (Py_ssize_t c = (Py_ssize_t)seg_start[s]; fault == NULL && c < seg_start[s + 1]; c++)
            if (cell_item[c] < offsets[q] || cell_item[c] >= offsets[q + 1])
                fault = "own_items_counts: a cell's item outside its group's query";
    }
    if (fault == NULL) {
        Py_ssize_t room = (n_items > 2 * widest ? n_items : 2 * widest) + 1;
        by_fused = PyMem_RawMalloc(((size_t)n_items + 1) * sizeof(Held));
        held_tmp = PyMem_RawMalloc((size_t)room * sizeof(Held));
        sorted_keys = PyMem_RawMalloc((2 * (size_t)widest + 1) * sizeof(Held));
        own_v = PyMem_RawMalloc(((size_t)widest + 1) * sizeof(double));
        top_v = PyMem_RawMalloc(((size_t)widest + 1) * sizeof(double));
        others = PyMem_RawMalloc(((size_t)widest + 1) * sizeof(double));
        value_tmp = PyMem_RawMalloc(((size_t)widest + 1) * sizeof(double));
        query_start = PyMem_RawMalloc(((size_t)n_queries + 1) * sizeof(Py_ssize_t));
        above = PyMem_RawMalloc((2 * (size_t)widest + 2) * sizeof(int64_t));
        tied = PyMem_RawMalloc((2 * (size_t)widest + 2) * sizeof(int64_t));
        mine = PyMem_RawCalloc((size_t)n_items + 1, 1);
        if (by_fused == NULL || held_tmp == NULL || sorted_keys == NULL || own_v == NULL ||
            top_v == NULL || others == NULL || value_tmp == NULL || query_start == NULL || above == NULL ||
            tied == NULL || mine == NULL)
            fault = "";
    }
    if (fault == NULL) { /* each query's returned items by fused score, ascending */
        Py_ssize_t at = 0;
        for (Py_ssize_t q = 0; q < n_queries; q++) {
            query_start[q] = at;
            for (Py_ssize_t i = (Py_ssize_t)offsets[q]; i < (Py_ssize_t)offsets[q + 1]; i++)
                if (n_ranked_by[i] > 0) {
                    by_fused[at].value = fused[i];
                    by_fused[at++].id = i;
                }
            sort_held(by_fused + query_start[q], at - query_start[q], held_tmp);
        }
        query_start[n_queries] = at;
    }
    for (Py_ssize_t s = 0; fault == NULL && s < n_segments; s++) {
        Py_ssize_t g = (Py_ssize_t)seg_group[s], j0 = (Py_ssize_t)judged_start[g];
        Py_ssize_t k = (Py_ssize_t)judged_start[g + 1] - j0;
        if (k == 0 || n_support[g] < 2)
            continue;
        Py_ssize_t q = g / n_rankers, c0 = (Py_ssize_t)seg_start[s], c1 = (Py_ssize_t)seg_start[s + 1];
        double low = keys[j0];
        for (Py_ssize_t i = 1; i < k; i++)
            if (keys[j0 + i] < low)
                low = keys[j0 + i];
        Py_ssize_t nv = 0;
        for (Py_ssize_t c = c0; c < c1; c++) {
            mine[cell_item[c]] = 1;
            if (cell_v[c] >= low)
                own_v[nv++] = cell_v[c];
        }
        Py_ssize_t n_top = k < nv ? k : nv; /* k: the judged keys are among them */
        largest(own_v, nv, n_top, top_v, value_tmp);
        /* the query's best items the list did not return, down to `low` (no best key is lower) */
        Py_ssize_t q0 = query_start[q], nq = query_start[q + 1] - q0, n_others = 0;
        for (Py_ssize_t p = nq - 1; n_others < k && p >= 0 && by_fused[q0 + p].value >= low; p--)
            if (!mine[by_fused[q0 + p].id])
                others[n_others++] = by_fused[q0 + p].value;
        for (Py_ssize_t c = c0; c < c1; c++)
            mine[cell_item[c]] = 0;
        /* the k largest of both, descending */
        for (Py_ssize_t i = 0, a = 0, v = 0; i < k; i++)
            keys[m + j0 + i] = (a < n_others && (v >= n_top || others[a] >= top_v[v])) ? others[a++]
                               : v < n_top ? top_v[v++] : low;
        /* the group's 2k keys sorted; above[t]: own values with t keys below them (signed: +1 by v, -1 by F);
         * tied: the difference array of the runs of keys equal to an own value */
        Py_ssize_t n_keys = 2 * k;
        for (Py_ssize_t i = 0; i < n_keys; i++) {
            Py_ssize_t at = i < k ? j0 + i : m + j0 + i - k;
            sorted_keys[i].value = keys[at];
            sorted_keys[i].id = at;
        }
        sort_held(sorted_keys, n_keys, held_tmp);
        memset(above, 0, ((size_t)n_keys + 1) * sizeof(int64_t));
        memset(tied, 0, ((size_t)n_keys + 1) * sizeof(int64_t));
        for (Py_ssize_t c = c0; c < c1; c++) {
            for (int by_v = 0; by_v < 2; by_v++) {
                double x = by_v ? cell_v[c] : cell_f[c];
                if (!(x >= low))
                    continue;
                int64_t sign = by_v ? 1 : -1;
                Py_ssize_t left = held_below(sorted_keys, n_keys, x);
                Py_ssize_t right = left < n_keys && sorted_keys[left].value == x ? held_at_most(sorted_keys, n_keys, x)
                                                                                 : left;
                above[left] += sign;
                tied[left] += sign;
                tied[right] -= sign;
            }
        }
        const Held *qh = by_fused + q0;
        int64_t over = 0, run = 0;
        for (Py_ssize_t t = n_keys; t-- > 0;) /* over: own values above sorted key t */
            above[t + 1] = (over += above[t + 1]);
        for (Py_ssize_t t = 0; t < n_keys; t++) {
            Py_ssize_t at = (Py_ssize_t)sorted_keys[t].id;
            double x = sorted_keys[t].value;
            Py_ssize_t right = held_at_most(qh, nq, x), left = held_below(qh, nq, x);
            run += tied[t];
            greater[at] += above[t + 1] + (int64_t)(nq - right);
            equal[at] += run + (int64_t)(right - left);
        }
    }
    PyMem_RawFree(by_fused);
    PyMem_RawFree(held_tmp);
    PyMem_RawFree(sorted_keys);
    PyMem_RawFree(own_v);
    PyMem_RawFree(top_v);
    PyMem_RawFree(others);
    PyMem_RawFree(value_tmp);
    PyMem_RawFree(query_start);
    PyMem_RawFree(above);
    PyMem_RawFree(tied);
    PyMem_RawFree(mine);
    Py_END_ALLOW_THREADS
done:
    for (int i = 0; i < 13; i++)
        PyBuffer_Release(&b[i]);
    if (fault != NULL) {
        if (*fault)
            PyErr_SetString(PyExc_ValueError, fault);
        else
            PyErr_NoMemory();
        return NULL;
    }
    Py_RETURN_NONE;
}
