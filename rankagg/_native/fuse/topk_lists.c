/* top(): the lists read best first in blocks, each settled entry's value and document indexed. */

#include "fuse.h"

static void
twork_free(TWork *w, Py_ssize_t m)
{
    if (w->l != NULL)
        for (Py_ssize_t j = 0; j < m; j++)
            PyMem_Free(w->l[j].e);
    PyMem_Free(w->l);
    PyMem_Free(w->docs);
    PyMem_Free(w->vals);
    PyMem_Free(w->slots);
    PyMem_Free(w->row);
    PyMem_Free(w->row_tmp);
    PyMem_Free(w->sorted);
    PyMem_Free(w->pos);
    PyMem_Free(w->order);
    PyMem_Free(w->top);
    PyMem_Free(w->top_tmp);
    PyMem_Free(w->entry_tmp);
}

/* the value of a score in list j (rankagg.fuser.topk._normalised, times the weight) */
static double
tvalue(int norm, const TList *l, double x, const double *table, Py_ssize_t rank0, int weighted)
{
    double v, hi = l->e[0].score, lo = l->low;
    if (norm == NORM_TABLE)
        v = table[rank0];
    else if (norm == NORM_MINMAX) {
        double span = hi - lo;
        v = span > 0.0 ? (x - lo) / span : 1.0;
    }
    else if (norm == NORM_MAX)
        v = hi > 0.0 ? x / hi : x;
    else
        v = x;
    return weighted ? v * l->weight : v;
}

static Py_ssize_t
tdoc_of(TWork *w, Py_ssize_t m, PyObject *key, Py_ssize_t max_chars)
{
    Py_hash_t h = PyObject_Hash(key);
    if (h == -1)
        return -1;
    size_t i = (size_t)h & (w->cap - 1);
    for (;;) {
        Py_ssize_t d = w->slots[i] - 1;
        if (d < 0)
            break;
        if (w->docs[d].hash == h && same_id(w->docs[d].key, key))
            return d;
        i = (i + 1) & (w->cap - 1);
    }
    if (!good_id(key, max_chars))
        return -2;
    Py_ssize_t d = w->n++;
    if (d >= w->room) { /* room was the total of the lists' lengths: never reached */
        PyErr_SetString(PyExc_RuntimeError, "top: more documents than entries");
        return -1;
    }
    w->slots[i] = d + 1;
    TDoc *doc = w->docs + d;
    doc->key = key;
    doc->hash = h;
    doc->count = 0;
    doc->best = PY_SSIZE_T_MAX;
    doc->exact = 0;
    for (Py_ssize_t j = 0; j < m; j++)
        w->vals[d * m + j] = NAN;
    if ((size_t)w->n * 2 > w->cap && grow_slots(&w->slots, &w->cap, (const char *)&w->docs[0].hash, sizeof(TDoc), w->n) < 0)
        return -1;
    return d;
}

/* Read list j to `depth` entries and index what settles: 1, 0 to decline, -1 on error, or -(3 + n) when the
 * table is shorter than the n ranks it needs. */
static int
tread(TWork *w, Py_ssize_t m, Py_ssize_t j, Py_ssize_t depth, Py_ssize_t window, int norm, const double *table,
      Py_ssize_t table_len, int weighted, Py_ssize_t max_chars)
{
    TList *l = w->l + j;
    if (l->done)
        return 1;
    Py_ssize_t want = depth;
    if (window >= 0 && l->nread <= window && want > window + 1)
        want = window + 1; /* one past the window tells whether its last run ended */
    PyObject *key, *value;
    while (l->nread < want) {
        if (!PyDict_Next(l->dict, &l->pos, &key, &value)) {
            l->end = 1;
            break;
        }
        if (!PyUnicode_CheckExact(key) || !PyFloat_CheckExact(value))
            return 0;
#if PY_VERSION_HEX < 0x030C0000
        if (PyUnicode_READY(key) < 0)
            return -1;
#endif
        double s = PyFloat_AS_DOUBLE(value);
        if (!isfinite(s) || (l->nread && s > l->e[l->nread - 1].score))
            return 0;
        l->e[l->nread].score = s;
        l->e[l->nread].key = key;
        l->nread++;
    }
    if (l->nread == l->len)
        l->end = 1;
    Py_ssize_t runs = l->nread, settled;
    if (!l->end)
        while (runs > 0 && l->e[runs - 1].score == l->e[l->nread - 1].score)
            runs--;
    settled = runs;
    if (window >= 0 && runs >= window) {
        settled = window;
        l->done = 1;
    }
    if (l->end)
        l->done = 1;
    if (norm == NORM_TABLE && settled + 1 > table_len)
        return -(3 + (int)(settled + 1));
    if (runs > l->runs) /* runs of equal scores: docid descending (whole runs, then the window) */
        sort_entries(l->e + l->runs, runs - l->runs, w->entry_tmp);
    l->runs = runs;
    Py_ssize_t a = l->settled;
    for (Py_ssize_t r = a; r < settled; r++) {
        double v = tvalue(norm, l, l->e[r].score, table, r, weighted);
        if (!isfinite(v))
            return 0;
        Py_ssize_t d = tdoc_of(w, m, l->e[r].key, max_chars);
        if (d < 0)
            return d == -2 ? 0 : -1;
        TDoc *doc = w->docs + d;
        if (!isnan(w->vals[d * m + j]))
            return 0; /* a docid twice in a dict: impossible, but never a silent answer */
        w->vals[d * m + j] = v;
        doc->count++;
        if (r + 1 < doc->best)
            doc->best = r + 1;
    }
    l->settled = settled;
    return 1;
}
