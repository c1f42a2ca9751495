/* top(): the certified top-k (rankagg.fuser.topk's proof, topk.h), proof attempts on ever deeper reads. */

#include "fuse.h"

/* One proof attempt (rankagg.fuser.topk._proof): the number p of documents above the cut, written to
 * w->order (document numbers, fused descending), 0 when not proven, -1 to decline. */
static Py_ssize_t
tproof(TWork *w, Py_ssize_t m, Py_ssize_t k, int norm, const double *table, int weighted, int times_count,
       double tolerance, const double *low)
{
    int all_done = 1;
    double *cap = w->row_tmp + m; /* room of 3 m after the sort's room */
    for (Py_ssize_t j = 0; j < m; j++) {
        TList *l = w->l + j;
        all_done &= l->done;
        cap[j] = 0.0;
        if (!l->done) {
            double next = l->settled < l->nread ? l->e[l->settled].score : l->e[l->nread - 1].score;
            double v = tvalue(norm, l, next, table, l->settled, weighted);
            cap[j] = v > 0.0 ? v : 0.0;
        }
    }
    double bound = -INFINITY;
    Py_ssize_t n_c = 0;
    for (Py_ssize_t d = 0; d < w->n; d++) {
        TDoc *doc = w->docs + d;
        const double *vals = w->vals + d * m;
        Py_ssize_t c = 0, fill = 0;
        if (doc->exact) {
            w->order[n_c++] = d;
            continue;
        }
        for (Py_ssize_t j = 0; j < m; j++) {
            if (!isnan(vals[j]))
                w->row[c++] = vals[j];
            else if (!w->l[j].done) {
                w->row[c++] = cap[j];
                fill++;
            }
        }
        double s = row_total(w->row, c, m, w->pos, w->row_tmp);
        if (times_count)
            s = s * (double)c;
        if (fill == 0) {
            if (!isfinite(s))
                return -1;
            doc->fused = s;
            doc->exact = 1;
            w->order[n_c++] = d;
        }
        else if (s > bound)
            bound = s;
    }
    if (!all_done) { /* a document not read in any list */
        Py_ssize_t c = 0;
        for (Py_ssize_t j = 0; j < m; j++)
            if (!w->l[j].done)
                w->row[c++] = cap[j];
        double s = row_total(w->row, c, m, w->pos, w->row_tmp);
        if (times_count)
            s = s * (double)c;
        if (s > bound)
            bound = s;
    }
    if (n_c == 0)
        return 0;
    double scale = 0.0; /* kept checks (rankagg.fuser.topk's docstring): they only decline a proof */
    for (Py_ssize_t i = 0; i < n_c; i++) {
        double a = fabs(w->docs[w->order[i]].fused);
        if (a > scale)
            scale = a;
    }
    if (!all_done) {
        if (bound > scale)
            return 0;
        int negative = 0;
        for (Py_ssize_t j = 0; j < m; j++)
            negative |= low[j] < 0.0;
        if (negative) {
            for (Py_ssize_t j = 0; j < m; j++)
                w->row[j] = low[j];
            double least = row_total(w->row, m, m, w->pos, w->row_tmp);
            if (times_count)
                least = least * (double)m;
            if (-least > scale)
                return 0;
        }
    }
    /* the complete documents by fused score descending (ties by first seen: the tie rule orders them) */
    for (Py_ssize_t i = 0; i < n_c; i++) {
        TDoc *doc = w->docs + w->order[i];
        w->top[i].fused = doc->fused;
        w->top[i].id = w->order[i];
        w->top[i].key = doc->key;
        w->top[i].count = doc->count;
        w->top[i].best = doc->best;
    }
    sort_fused(w->top, n_c, w->top_tmp);
    Py_ssize_t p = n_c;
    if (!all_done) {
        p = 0;
        for (Py_ssize_t i = k - 1; i < n_c; i++) {
            double below = i + 1 < n_c ? w->top[i + 1].fused : -INFINITY;
            if (bound > below)
                below = bound;
            if (!tied_gap(w->top[i].fused, below, tolerance)) {
                p = i + 1;
                break;
            }
        }
        if (p == 0)
            return 0;
    }
    order_tied_runs(w->top, p, tolerance, w->top_tmp, NULL, m); /* the tie rule above the cut */
    return p;
}

static PyObject *
top(PyObject *module, PyObject *args)
{
    PyObject *lists, *table_obj, *weights, *lows;
    int norm, times_count;
    Py_ssize_t window, k, max_chars, first_depth;
    double tolerance;
    (void)module;
    if (!PyArg_ParseTuple(args, "O!OiOOnnpdnn:top", &PyDict_Type, &lists, &table_obj, &norm, &weights, &lows,
                          &window, &k, &times_count, &tolerance, &max_chars, &first_depth))
        return NULL;
    Py_ssize_t m = PyDict_GET_SIZE(lists);
    if (m == 0 || k < 1 || first_depth < 1 || norm < NORM_TABLE || norm > NORM_NONE
        || (norm == NORM_TABLE && !PyList_CheckExact(table_obj))
        || (weights != Py_None && (!PyList_CheckExact(weights) || PyList_GET_SIZE(weights) != m))
        || (norm != NORM_TABLE && (!PyList_CheckExact(lows) || PyList_GET_SIZE(lows) != m)))
        Py_RETURN_NONE;
    TWork w;
    memset(&w, 0, sizeof w);
    PyObject *out = NULL;
    double *table = NULL, *low = NULL;
    Py_ssize_t table_len = norm == NORM_TABLE ? PyList_GET_SIZE(table_obj) : 0, total = 0, longest = 0;
    int weighted = weights != Py_None, ok = 1;
    w.l = PyMem_Calloc((size_t)m, sizeof(TList));
    table = PyMem_Malloc(sizeof(double) * (size_t)(table_len + 1));
    low = PyMem_Calloc((size_t)m + 1, sizeof(double));
    if (w.l == NULL || table == NULL || low == NULL)
        goto nomem;
    for (Py_ssize_t r = 0; r < table_len; r++) {
        PyObject *x = PyList_GET_ITEM(table_obj, r);
        if (!PyFloat_CheckExact(x) || (r && !(table[r - 1] >= PyFloat_AS_DOUBLE(x))) || !(PyFloat_AS_DOUBLE(x) >= 0.0)) {
            ok = 0;
            goto done;
        }
        table[r] = PyFloat_AS_DOUBLE(x);
    }
    Py_ssize_t pos = 0, j = 0;
    PyObject *name, *list;
    while (PyDict_Next(lists, &pos, &name, &list)) {
        if (!PyDict_CheckExact(list)) {
            ok = 0;
            goto done;
        }
        TList *l = w.l + j;
        l->dict = list;
        l->len = PyDict_GET_SIZE(list);
        l->done = l->end = l->len == 0;
        l->weight = 1.0;
        if (weighted) {
            PyObject *x = PyList_GET_ITEM(weights, j);
            if (!PyFloat_CheckExact(x)) {
                ok = 0;
                goto done;
            }
            l->weight = PyFloat_AS_DOUBLE(x);
        }
        if (norm != NORM_TABLE && l->len) {
            PyObject *x = PyList_GET_ITEM(lows, j);
            if (!PyFloat_CheckExact(x)) {
                ok = 0;
                goto done;
            }
            l->low = PyFloat_AS_DOUBLE(x);
        }
        l->e = PyMem_Malloc(sizeof(Entry) * (size_t)(l->len + 1));
        if (l->e == NULL)
            goto nomem;
        total += l->len;
        longest = l->len > longest ? l->len : longest;
        j++;
    }
    w.room = total + 1;
    w.cap = 64;
    w.docs = PyMem_Malloc(sizeof(TDoc) * (size_t)w.room);
    w.vals = PyMem_Malloc(sizeof(double) * (size_t)w.room * (size_t)m);
    w.slots = PyMem_Calloc(w.cap, sizeof(Py_ssize_t));
    w.row = PyMem_Malloc(sizeof(double) * (size_t)(m + 1));
    w.row_tmp = PyMem_Malloc(sizeof(double) * (size_t)(4 * m + 1));
    w.pos = PyMem_Malloc(sizeof(Py_ssize_t) * (size_t)(m + 1));
    w.order = PyMem_Malloc(sizeof(Py_ssize_t) * (size_t)w.room);
    w.top = PyMem_Malloc(sizeof(Doc) * (size_t)w.room);
    w.top_tmp = PyMem_Malloc(sizeof(Doc) * (size_t)w.room);
    w.entry_tmp = PyMem_Malloc(sizeof(Entry) * (size_t)(longest + 1));
    if (w.docs == NULL || w.vals == NULL || w.slots == NULL || w.row == NULL || w.row_tmp == NULL || w.pos == NULL
        || w.order == NULL || w.top == NULL || w.top_tmp == NULL || w.entry_tmp == NULL)
        goto nomem;
    for (Py_ssize_t t = 0; t < m; t++) { /* the least each list adds (topk._proof's `low`) */
        TList *l = w.l + t;
        if (norm != NORM_TABLE && l->len) {
            Entry first;
            PyObject *key, *value;
            Py_ssize_t p0 = 0;
            if (!PyDict_Next(l->dict, &p0, &key, &value) || !PyFloat_CheckExact(value)) {
                ok = 0;
                goto done;
            }
            first.score = PyFloat_AS_DOUBLE(value);
            l->e[0] = first; /* tvalue reads the list's first score */
            if ((norm == NORM_MAX && first.score > 0.0 && isinf(l->low / first.score))
                || (norm == NORM_MINMAX && isinf(first.score - l->low))) { /* refused, or halved, in Python */
                ok = 0;
                goto done;
            }
            double v = tvalue(norm, l, l->low, table, 0, weighted);
            low[t] = v < 0.0 ? v : 0.0;
        }
    }
    Py_ssize_t depth = first_depth, rounds = 0, p = 0;
    for (;;) {
        rounds++;
        for (Py_ssize_t t = 0; t < m; t++) {
            int r = tread(&w, m, t, depth, window, norm, table, table_len, weighted, max_chars);
            if (r < -2) {
                out = PyLong_FromSsize_t((Py_ssize_t)(-r - 3));
                goto done;
            }
            if (r <= 0) {
                ok = r;
                goto done;
            }
        }
        p = tproof(&w, m, k, norm, table, weighted, times_count, tolerance, low);
        if (p < 0) {
            ok = 0;
            goto done;
        }
        int all_done = 1;
        for (Py_ssize_t t = 0; t < m; t++)
            all_done &= w.l[t].done;
        if (p > 0 || all_done) /* read to the end with no document at all: p = 0 */
            break;
        depth *= 2;
    }
    int exhausted = 1;
    for (Py_ssize_t t = 0; t < m; t++)
        exhausted &= w.l[t].done;
    Py_ssize_t size = p < k ? p : k;
    PyObject *items = PyList_New(size), *reads = PyList_New(m);
    if (items == NULL || reads == NULL) {
        Py_XDECREF(items);
        Py_XDECREF(reads);
        goto done;
    }
    for (Py_ssize_t i = 0; i < size; i++) {
        PyObject *pair = Py_BuildValue("(Od)", w.top[i].key, w.top[i].fused);
        if (pair == NULL) {
            Py_DECREF(items);
            Py_DECREF(reads);
            goto done;
        }
        PyList_SET_ITEM(items, i, pair);
    }
    for (Py_ssize_t t = 0; t < m; t++) {
        PyObject *x = PyLong_FromSsize_t(w.l[t].nread);
        if (x == NULL) {
            Py_DECREF(items);
            Py_DECREF(reads);
            goto done;
        }
        PyList_SET_ITEM(reads, t, x);
    }
    out = Py_BuildValue("(NiNn)", items, exhausted, reads, rounds);
    goto done;
nomem:
    PyErr_NoMemory();
done:
    (void)ok;
    twork_free(&w, m);
    PyMem_Free(table);
    PyMem_Free(low);
    if (out == NULL && !PyErr_Occurred()) /* declined */
        Py_RETURN_NONE;
    return out;
}
