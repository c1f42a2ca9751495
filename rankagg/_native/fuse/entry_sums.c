/* entry_sums(): rankagg.features.entry_sums.entry_sums in C. */

#include "fuse.h"

/* what a kernel that writes into its arguments returns: None, or the error `fault` names ("": out of memory) */
static PyObject *
kernel_result(const char *fault)
{
    if (fault == NULL)
        Py_RETURN_NONE;
    if (*fault)
        PyErr_SetString(PyExc_ValueError, fault);
    else
        PyErr_NoMemory();
    return NULL;
}

/* rankagg.features.entry_sums.entry_sums in one pass over the entries, without the GIL: each item's values
 * gathered (a counting sort by item), each row summed by row_sum (sorted, zeros out, NumPy's pairwise summation
 * replayed), the same floating-point operations in the same order as the NumPy path.  Arguments: item (int64,
 * each in [0, len(out))), values (float64, finite: the caller checks), out (float64, written), n_rankers (no
 * item has more entries).  Returns None, or raises ValueError naming what is wrong. */
static PyObject *
entry_sums(PyObject *module, PyObject *args)
{
    Py_buffer item_buf, value_buf, out_buf;
    Py_ssize_t n_rankers;
    if (!PyArg_ParseTuple(args, "y*y*w*n", &item_buf, &value_buf, &out_buf, &n_rankers))
        return NULL;
    const char *fault = NULL;
    Py_ssize_t n = value_buf.len / (Py_ssize_t)sizeof(double), n_items = out_buf.len / (Py_ssize_t)sizeof(double);
    Py_ssize_t *start = NULL, *cursor = NULL, *pos = NULL;
    double *gathered = NULL, *row_tmp = NULL;
    if (item_buf.len != n * (Py_ssize_t)sizeof(int64_t) || value_buf.len % sizeof(double) ||
        out_buf.len % sizeof(double) || n_rankers < 0) {
        fault = "entry_sums: item (int64) and values (float64) of one length, out float64, n_rankers >= 0";
        goto done;
    }
    const int64_t *item = (const int64_t *)item_buf.buf;
    const double *values = (const double *)value_buf.buf;
    double *out = (double *)out_buf.buf;
    Py_BEGIN_ALLOW_THREADS
    start = PyMem_RawCalloc((size_t)n_items + 1, sizeof(Py_ssize_t));
    cursor = PyMem_RawMalloc(((size_t)n_items + 1) * sizeof(Py_ssize_t));
    gathered = PyMem_RawMalloc(((size_t)n + 1) * sizeof(double));
    if (start == NULL || cursor == NULL || gathered == NULL)
        fault = "";
    for (Py_ssize_t i = 0; fault == NULL && i < n; i++) {
        if (item[i] < 0 || item[i] >= n_items)
            fault = "entry_sums: an item outside 0 .. len(out) - 1";
        else
            start[item[i] + 1]++;
    }
    Py_ssize_t widest = 0;
    for (Py_ssize_t j = 0; fault == NULL && j < n_items; j++) {
        if (start[j + 1] > widest)
            widest = start[j + 1];
        start[j + 1] += start[j];
    }
    if (fault == NULL && widest > n_rankers)
        fault = "entry_sums: an item has more entries than n_rankers";
    if (fault == NULL) {
        pos = PyMem_RawMalloc(((size_t)widest + 1) * sizeof(Py_ssize_t));
        row_tmp = PyMem_RawMalloc(((size_t)widest + 1) * sizeof(double));
        if (pos == NULL || row_tmp == NULL)
            fault = "";
    }
    if (fault == NULL) {
        memcpy(cursor, start, ((size_t)n_items + 1) * sizeof(Py_ssize_t));
        for (Py_ssize_t i = 0; i < n; i++)
            gathered[cursor[item[i]]++] = values[i];
        for (Py_ssize_t j = 0; j < n_items; j++)
            out[j] = row_sum(gathered + start[j], start[j + 1] - start[j], n_rankers, pos, row_tmp, 0);
    }
    PyMem_RawFree(start);
    PyMem_RawFree(cursor);
    PyMem_RawFree(gathered);
    PyMem_RawFree(pos);
    PyMem_RawFree(row_tmp);
    Py_END_ALLOW_THREADS
done:
    PyBuffer_Release(&item_buf);
    PyBuffer_Release(&value_buf);
    PyBuffer_Release(&out_buf);
    return kernel_result(fault);
}
