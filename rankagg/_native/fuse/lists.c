/* fuse(): the lists read (a dict of dicts docid -> float), ranked, cut to the window, and each kept entry's
 * value (a rank's points or a normalised score, times the list's weight). */

#include "fuse.h"

static void
work_free(Work *w)
{
    PyMem_Free(w->entries);
    PyMem_Free(w->lengths);
    PyMem_Free(w->values);
    PyMem_Free(w->doc_of);
    PyMem_Free(w->docs);
    PyMem_Free(w->slots);
    PyMem_Free(w->gathered);
    PyMem_Free(w->fill);
    PyMem_Free(w->table);
    PyMem_Free(w->entry_tmp);
    PyMem_Free(w->value_tmp);
    PyMem_Free(w->doc_tmp);
}

/* Returns 1 when the lists are read (entries ranked per list if `rank`), 0 to decline, -1 on an error set. */
static int
read_lists(PyObject *lists, Work *w, Py_ssize_t m, int rank, Py_ssize_t *total)
{
    Py_ssize_t pos = 0, n = 0, j = 0;
    PyObject *name, *list;
    while (PyDict_Next(lists, &pos, &name, &list)) {
        if (!PyDict_CheckExact(list))
            return 0;
        n += PyDict_GET_SIZE(list);
    }
    w->entries = PyMem_Malloc(sizeof(Entry) * (size_t)(n ? n : 1));
    w->lengths = PyMem_Malloc(sizeof(Py_ssize_t) * (size_t)m * 2);
    w->entry_tmp = PyMem_Malloc(sizeof(Entry) * (size_t)(n ? n : 1));
    if (w->entries == NULL || w->lengths == NULL || w->entry_tmp == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    Py_ssize_t at = 0;
    pos = 0;
    while (PyDict_Next(lists, &pos, &name, &list)) {
        Py_ssize_t p = 0, start = at;
        PyObject *key, *value;
        while (PyDict_Next(list, &p, &key, &value)) {
            if (!PyUnicode_CheckExact(key) || !PyFloat_CheckExact(value))
                return 0;
#if PY_VERSION_HEX < 0x030C0000
            if (PyUnicode_READY(key) < 0)
                return -1;
#endif
            double s = PyFloat_AS_DOUBLE(value);
            if (!isfinite(s))
                return 0;
            w->entries[at].score = s;
            w->entries[at].key = key;
            at++;
        }
        if (rank)
            sort_entries(w->entries + start, at - start, w->entry_tmp);
        w->lengths[j++] = at - start;
    }
    *total = at;
    return 1;
}

/* The values of the kept entries (after read_lists and the window), the docids past the window checked
 * (those inside are checked once per document by index_docs); 1, 0 to decline, -1 on error. */
static int
entry_values(Work *w, Py_ssize_t m, int norm, PyObject *weights, Py_ssize_t window, Py_ssize_t max_chars,
             Py_ssize_t *kept_out)
{
    Py_ssize_t at = 0, kept = 0;
    for (Py_ssize_t j = 0; j < m; j++) {
        Py_ssize_t len = w->lengths[j], use = window >= 0 && window < len ? window : len;
        const Entry *e = w->entries + at;
        double wt = 1.0;
        if (weights != Py_None) {
            PyObject *x = PyList_GET_ITEM(weights, j);
            if (!PyFloat_CheckExact(x))
                return 0;
            wt = PyFloat_AS_DOUBLE(x);
        }
        double lo = 0.0, hi = 0.0;
        if (use > 0 && (norm == NORM_MINMAX || norm == NORM_MAX)) {
            lo = hi = e[0].score;
            for (Py_ssize_t r = 0; r < use; r++) {
                double s = e[r].score;
                if (s == 0.0 && signbit(s) && norm == NORM_MINMAX)
                    return 0; /* -0.0 or 0.0 as the minimum: NumPy's choice, not ours to guess */
                if (s < lo)
                    lo = s;
                if (s > hi)
                    hi = s;
            }
        }
        double half = 1.0;
        if (norm == NORM_MINMAX && isinf(hi - lo))
            half = 0.5; /* rankagg.data.minmax.minmax_scale: every term halved (exact) */
        double slo = lo * half, shi = hi * half, span = shi - slo;
        if (norm == NORM_MAX && hi > 0.0 && isinf(lo / hi))
            return 0; /* the Python path refuses it, naming the list */
        for (Py_ssize_t r = 0; r < use; r++) {
            double x = e[r].score, v;
            if (norm == NORM_TABLE)
                v = w->table[r];
            else if (norm == NORM_MINMAX)
                v = span > 0.0 ? (x * half - slo) / span : 1.0;
            else if (norm == NORM_MAX)
                v = hi > 0.0 ? x / hi : x;
            else
                v = x;
            if (weights != Py_None)
                v = v * wt;
            if (!isfinite(v))
                return 0;
            w->values[kept] = v;
            w->entries[kept] = e[r]; /* the kept entries together, list after list (kept <= at + r) */
            kept++;
        }
        for (Py_ssize_t r = use; r < len; r++)
            if (!good_id(e[r].key, max_chars))
                return 0;
        w->lengths[j] = use;
        at += len;
    }
    *kept_out = kept;
    return 1;
}
