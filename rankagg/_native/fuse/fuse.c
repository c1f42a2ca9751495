/* fuse(): one query's fused list, the steps of lists.c, docs.c, sums.c and tie_rule.c in order. */

#include "fuse.h"

static PyObject *
fuse(PyObject *module, PyObject *args)
{
    PyObject *lists, *table, *weights;
    int norm, times_count;
    Py_ssize_t window, depth, max_chars;
    double tolerance;
    (void)module;
    if (!PyArg_ParseTuple(args, "O!OiOnnpdn:fuse", &PyDict_Type, &lists, &table, &norm, &weights, &window, &depth,
                          &times_count, &tolerance, &max_chars))
        return NULL;
    Py_ssize_t m = PyDict_GET_SIZE(lists);
    if (m == 0 || norm < NORM_TABLE || norm > NORM_NONE || (norm == NORM_TABLE && !PyList_CheckExact(table))
        || (weights != Py_None && (!PyList_CheckExact(weights) || PyList_GET_SIZE(weights) != m)))
        Py_RETURN_NONE;
    Work w;
    memset(&w, 0, sizeof w);
    PyObject *out = NULL;
    Py_ssize_t total = 0, kept = 0, n = 0;
    int by_rank = 0; /* each document's values ascend when gathered by rank descending */
    /* the scores' order matters to rank points and to a window; Comb sums of whole lists need it only for
     * the best ranks of tied documents (rank_lists) */
    int ranked = norm == NORM_TABLE || window >= 0;
    int ok = read_lists(lists, &w, m, ranked, &total);
    if (ok <= 0)
        goto done;
    if (norm == NORM_TABLE) {
        Py_ssize_t longest = 0;
        for (Py_ssize_t j = 0; j < m; j++) {
            Py_ssize_t use = window >= 0 && window < w.lengths[j] ? window : w.lengths[j];
            longest = use > longest ? use : longest;
        }
        if (PyList_GET_SIZE(table) < longest) { /* the caller grows its table and asks again */
            out = PyLong_FromSsize_t(longest);
            goto done;
        }
        w.table = PyMem_Malloc(sizeof(double) * (size_t)(longest ? longest : 1));
        if (w.table == NULL) {
            PyErr_NoMemory();
            goto done;
        }
        for (Py_ssize_t r = 0; r < longest; r++) {
            PyObject *x = PyList_GET_ITEM(table, r);
            if (!PyFloat_CheckExact(x)) {
                ok = 0;
                goto done;
            }
            w.table[r] = PyFloat_AS_DOUBLE(x);
        }
        by_rank = weights == Py_None;
        for (Py_ssize_t r = 1; r < longest; r++)
            if (!(w.table[r - 1] >= w.table[r]))
                by_rank = 0;
    }
    w.values = PyMem_Malloc(sizeof(double) * (size_t)(total ? total : 1));
    if (w.values == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    ok = entry_values(&w, m, norm, weights, window, max_chars, &kept);
    if (ok <= 0)
        goto done;
    n = index_docs(&w, m, kept, max_chars, ranked);
    if (n < 0) {
        ok = n == -2 ? 0 : -1;
        goto done;
    }
    ok = fused_scores(&w, m, kept, n, times_count, by_rank);
    if (ok <= 0)
        goto done;
    tie_order(&w, m, n, tolerance, ranked);
    Py_ssize_t size = depth >= 0 && depth < n ? depth : n;
    out = PyList_New(size);
    if (out == NULL)
        goto done;
    for (Py_ssize_t i = 0; i < size; i++) {
        PyObject *score = PyFloat_FromDouble(w.docs[i].fused);
        if (score == NULL) {
            Py_CLEAR(out);
            goto done;
        }
        PyObject *pair = PyTuple_New(2);
        if (pair == NULL) {
            Py_DECREF(score);
            Py_CLEAR(out);
            goto done;
        }
        Py_INCREF(w.docs[i].key);
        PyTuple_SET_ITEM(pair, 0, w.docs[i].key);
        PyTuple_SET_ITEM(pair, 1, score); /* the tuple takes the float's reference */
        PyList_SET_ITEM(out, i, pair);
    }
done:
    work_free(&w);
    if (out == NULL && !PyErr_Occurred()) /* declined */
        Py_RETURN_NONE;
    return out;
}
