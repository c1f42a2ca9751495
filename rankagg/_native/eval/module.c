/* rankagg._eval_native: runs loaded as {qid: {docid: score}} read in C for rankagg.evaluate (issue 35).
 *
 * Why: evaluating loaded runs spent most of its time on Python objects -- a list of every docid and of every
 * score, np.asarray's type discovery over the scores, the ids joined to be checked, and a dict lookup of every
 * judged document in the run's dict of its query (each a cache miss in a large dict), every judged docid of a
 * score tie compared with every docid of the tie.  These functions do the same work in C:
 *
 *   run_columns(run)  -- what rankagg.evaluation.inputs.checked_run_mapping reads from the run: the qids of its
 *       non-empty queries, their sizes, every docid and every score in the dicts' order, the non-empty dicts,
 *       and whether every id is plain ASCII (non-empty, no blank or NUL, within the length cap:
 *       _check_strings' fast case).
 *       It declines (None) for anything but a dict of dicts (or defaultdicts: pytrec_eval's parse_run gives
 *       one) of str ids and finite float scores (Python floats, exactly: np.asarray gives their doubles
 *       unchanged); the Python path then answers, or raises its error.
 *   judged_lines(by_query, judged) -- for each query's dict and its judged documents ({docid: pair}, or None
 *       for a query the qrels do not judge), every line whose docid is judged: its line number in the run
 *       (the dicts' order) and its pair's number, in line order.  A lookup of each line's docid in the small,
 *       cache-resident dict of its query's judged documents, instead of a lookup of each judged document in
 *       the run's large dict.  It declines (None) for a docid that is not exactly a str.
 *   larger_in_ties(docids, line_at, first, last, own) -- trec_eval's tie rule (docid descending) for the judged
 *       lines whose score ties other lines: for each, how many lines of its tie have a larger docid (code point
 *       order, as NumPy and strcmp on UTF-8 compare), each tie's docids sorted once and each judged docid found
 *       by bisection (the Python path compares every judged docid with every docid of its tie).
 *
 * None computes anything in floating point: the doubles are copied, so the results are the Python path's bit
 * for bit (tests/evaluation/test_eval_native.py holds them to it).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

/* collections.defaultdict (pytrec_eval's parse_run gives one): a dict that iterates as its storage does */
static PyTypeObject *defaultdict_type = NULL;

/* a dict or a defaultdict: PyDict_Next visits its items in its iteration order (a subclass may not) */
static int
plain_dict(PyObject *o)
{
    return Py_IS_TYPE(o, &PyDict_Type) || (defaultdict_type != NULL && Py_IS_TYPE(o, defaultdict_type));
}

/* the id blanks (rankagg.io.rules.ID_BLANKS: space, \t \n \v \f \r) and NUL:
 * rankagg.evaluation.inputs._ASCII_REFUSED */
static int
refused(unsigned char c)
{
    return c == 0 || (c >= 9 && c <= 13) || c == ' ';
}

/* a non-empty ASCII str of at most max_chars characters without a blank or NUL (0: not known to be, the
 * Python check decides) */
static int
plain_id(PyObject *s, Py_ssize_t max_chars)
{
    if (!PyUnicode_IS_ASCII(s))
        return 0;
    Py_ssize_t n = PyUnicode_GET_LENGTH(s);
    if (n == 0 || n > max_chars)
        return 0;
    const unsigned char *p = (const unsigned char *)PyUnicode_DATA(s);
    for (Py_ssize_t i = 0; i < n; i++)
        if (refused(p[i]))
            return 0;
    return 1;
}

PyDoc_STRVAR(run_columns_doc,
"run_columns(run, max_chars, /) -> (qids, sizes, docids, scores, by_query, plain) | None\n\n"
"The non-empty queries' qids (list), their sizes (int64 bytes), every docid (list) and score (float64 bytes)\n"
"in the dicts' order, the non-empty dicts (list) and whether every id is plain ASCII of at most max_chars\n"
"characters; None when run is not a dict of dicts of str ids and finite float scores.");

static PyObject *
run_columns(PyObject *self, PyObject *args)
{
    (void)self;
    PyObject *run;
    Py_ssize_t max_chars;
    if (!PyArg_ParseTuple(args, "On:run_columns", &run, &max_chars))
        return NULL;
    if (!plain_dict(run))
        Py_RETURN_NONE;
    Py_ssize_t pos = 0, n = 0, nq = 0;
    PyObject *q, *d;
    while (PyDict_Next(run, &pos, &q, &d)) {
        if (!PyUnicode_CheckExact(q) || !plain_dict(d))
            Py_RETURN_NONE;
        Py_ssize_t m = PyDict_GET_SIZE(d);
        if (m) {
            n += m;
            nq++;
        }
    }
    PyObject *qids = PyList_New(nq), *docids = PyList_New(n), *by_query = PyList_New(nq);
    PyObject *sizes = PyByteArray_FromStringAndSize(NULL, nq * (Py_ssize_t)sizeof(int64_t));
    PyObject *scores = PyByteArray_FromStringAndSize(NULL, n * (Py_ssize_t)sizeof(double));
    if (!qids || !docids || !by_query || !sizes || !scores)
        goto fail;
    int64_t *size_at = (int64_t *)PyByteArray_AS_STRING(sizes);
    double *score_at = (double *)PyByteArray_AS_STRING(scores);
    int plain = 1;
    Py_ssize_t i = 0, line = 0;
    pos = 0;
    while (PyDict_Next(run, &pos, &q, &d)) {
        Py_ssize_t m = PyDict_GET_SIZE(d);
        if (!m)
            continue;
        Py_INCREF(q);
        PyList_SET_ITEM(qids, i, q);
        Py_INCREF(d);
        PyList_SET_ITEM(by_query, i, d);
        size_at[i++] = (int64_t)m;
        plain = plain && plain_id(q, max_chars);
        Py_ssize_t inner = 0;
        PyObject *doc, *score;
        while (PyDict_Next(d, &inner, &doc, &score)) {
            if (!PyUnicode_CheckExact(doc) || !PyFloat_CheckExact(score))
                goto decline;
            double v = PyFloat_AS_DOUBLE(score);
            if (!isfinite(v))
                goto decline;
            score_at[line] = v;
            Py_INCREF(doc);
            PyList_SET_ITEM(docids, line, doc);
            line++;
            plain = plain && plain_id(doc, max_chars);
        }
    }
    return Py_BuildValue("(NNNNNO)", qids, sizes, docids, scores, by_query, plain ? Py_True : Py_False);
decline:  /* the lists' unset items are NULL: PyList's dealloc skips them */
    Py_DECREF(qids);
    Py_DECREF(docids);
    Py_DECREF(by_query);
    Py_DECREF(sizes);
    Py_DECREF(scores);
    Py_RETURN_NONE;
fail:
    Py_XDECREF(qids);
    Py_XDECREF(docids);
    Py_XDECREF(by_query);
    Py_XDECREF(sizes);
    Py_XDECREF(scores);
    return NULL;
}

PyDoc_STRVAR(judged_lines_doc,
"judged_lines(by_query, judged, /) -> (lines, pairs) | None\n\n"
"For each dict of by_query (a list of {docid: score}) and its judged documents (judged: a list of the same\n"
"length, each a dict {docid: pair number} or None), the line number (the dicts' order, counted over every\n"
"dict) and the pair number of every line whose docid is judged, as int64 bytes, in line order; None when a\n"
"docid of a judged query is not a str or a query's documents not a dict.");

static PyObject *
judged_lines(PyObject *self, PyObject *args)
{
    (void)self;
    PyObject *by_query, *judged;
    if (!PyArg_ParseTuple(args, "O!O!:judged_lines", &PyList_Type, &by_query, &PyList_Type, &judged))
        return NULL;
    Py_ssize_t nq = PyList_GET_SIZE(by_query);
    if (PyList_GET_SIZE(judged) != nq) {
        PyErr_SetString(PyExc_ValueError, "judged_lines: by_query and judged differ in length");
        return NULL;
    }
    Py_ssize_t bound = 0;
    for (Py_ssize_t k = 0; k < nq; k++) {
        PyObject *d = PyList_GET_ITEM(by_query, k), *jd = PyList_GET_ITEM(judged, k);
        if (jd != Py_None && !PyDict_CheckExact(jd)) {
            PyErr_SetString(PyExc_TypeError, "judged_lines: judged holds dicts or None");
            return NULL;
        }
        if (!plain_dict(d)) /* another mapping (its own order, its own lookups): the Python path */
            Py_RETURN_NONE;
        if (jd != Py_None) {
            Py_ssize_t a = PyDict_GET_SIZE(d), b = PyDict_GET_SIZE(jd);
            bound += a < b ? a : b;
        }
    }
    PyObject *lines = PyByteArray_FromStringAndSize(NULL, bound * (Py_ssize_t)sizeof(int64_t));
    PyObject *pairs = PyByteArray_FromStringAndSize(NULL, bound * (Py_ssize_t)sizeof(int64_t));
    if (!lines || !pairs)
        goto fail;
    int64_t *line_at = (int64_t *)PyByteArray_AS_STRING(lines), *pair_at = (int64_t *)PyByteArray_AS_STRING(pairs);
    Py_ssize_t found = 0, line = 0;
    for (Py_ssize_t k = 0; k < nq; k++) {
        PyObject *d = PyList_GET_ITEM(by_query, k), *jd = PyList_GET_ITEM(judged, k);
        if (jd == Py_None || PyDict_GET_SIZE(jd) == 0) {
            line += PyDict_GET_SIZE(d);
            continue;
        }
        Py_ssize_t pos = 0;
        PyObject *doc, *score;
        while (PyDict_Next(d, &pos, &doc, &score)) {
            if (!PyUnicode_CheckExact(doc)) {
                Py_DECREF(lines);
                Py_DECREF(pairs);
                Py_RETURN_NONE;
            }
            PyObject *pair = PyDict_GetItemWithError(jd, doc); /* str keys: no Python code runs */
            if (pair != NULL) {
                Py_ssize_t p = PyLong_AsSsize_t(pair);
                if (p == -1 && PyErr_Occurred())
                    goto fail;
                line_at[found] = (int64_t)line;
                pair_at[found++] = (int64_t)p;
            } else if (PyErr_Occurred()) {
                goto fail;
            }
            line++;
        }
    }
    if (PyByteArray_Resize(lines, found * (Py_ssize_t)sizeof(int64_t)) < 0
        || PyByteArray_Resize(pairs, found * (Py_ssize_t)sizeof(int64_t)) < 0)
        goto fail;
    return Py_BuildValue("(NN)", lines, pairs);
fail:
    Py_XDECREF(lines);
    Py_XDECREF(pairs);
    return NULL;
}

/* code point order of two str (PyUnicode_Compare's: strcmp's on UTF-8, NumPy's on its str arrays) */
static int
compare_str(const void *a, const void *b)
{
    return PyUnicode_Compare(*(PyObject *const *)a, *(PyObject *const *)b);
}

/* an int64 buffer's value at i, checked to index a list of n items */
static int
index_at(const int64_t *values, Py_ssize_t i, Py_ssize_t n, Py_ssize_t *out)
{
    if (values[i] < 0 || values[i] >= (int64_t)n) {
        PyErr_SetString(PyExc_IndexError, "larger_in_ties: a line out of range");
        return -1;
    }
    *out = (Py_ssize_t)values[i];
    return 0;
}

PyDoc_STRVAR(larger_in_ties_doc,
"larger_in_ties(docids, line_at, first, last, own, /) -> bytearray\n\n"
"For each judged line i in a tie (first[i]:last[i]: the tie's places in score order, first ascending, so that\n"
"a tie's judged lines are adjacent; own[i]: its line), the number of the tie's lines whose docid is larger\n"
"(code point order), as int64 bytes.  line_at: each place's line (int64), or None when the places are the\n"
"lines; docids: each line's docid (str).  Each tie's docids sorted once, each judged one found by bisection.");

static PyObject *
larger_in_ties(PyObject *self, PyObject *args)
{
    (void)self;
    PyObject *docids, *line_at_obj, *result = NULL;
    Py_buffer at = {0}, first = {0}, last = {0}, own = {0};
    PyObject **tie = NULL;
    if (!PyArg_ParseTuple(args, "O!Oy*y*y*:larger_in_ties", &PyList_Type, &docids, &line_at_obj, &first, &last,
                          &own))
        return NULL;
    if (line_at_obj != Py_None && PyObject_GetBuffer(line_at_obj, &at, PyBUF_SIMPLE) < 0)
        goto done;
    Py_ssize_t n = first.len / (Py_ssize_t)sizeof(int64_t), n_lines = PyList_GET_SIZE(docids);
    Py_ssize_t n_places = line_at_obj != Py_None ? at.len / (Py_ssize_t)sizeof(int64_t) : n_lines;
    if (last.len != first.len || own.len != first.len) {
        PyErr_SetString(PyExc_ValueError, "larger_in_ties: first, last and own differ in length");
        goto done;
    }
    const int64_t *f = (const int64_t *)first.buf, *l = (const int64_t *)last.buf, *o = (const int64_t *)own.buf;
    const int64_t *a = line_at_obj != Py_None ? (const int64_t *)at.buf : NULL;
    Py_ssize_t most = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        if (f[i] < 0 || l[i] < f[i] || l[i] > (int64_t)n_places || (i && f[i] < f[i - 1])) {
            PyErr_SetString(PyExc_ValueError, "larger_in_ties: a tie out of range or out of order");
            goto done;
        }
        if (l[i] - f[i] > most)
            most = (Py_ssize_t)(l[i] - f[i]);
    }
    result = PyByteArray_FromStringAndSize(NULL, n * (Py_ssize_t)sizeof(int64_t));
    tie = PyMem_Malloc((size_t)(most ? most : 1) * sizeof(PyObject *));
    if (result == NULL || tie == NULL) {
        if (tie == NULL)
            PyErr_NoMemory();
        Py_CLEAR(result);
        goto done;
    }
    int64_t *count = (int64_t *)PyByteArray_AS_STRING(result);
    Py_ssize_t i = 0, line;
    while (i < n) {
        Py_ssize_t start = (Py_ssize_t)f[i], len = (Py_ssize_t)(l[i] - f[i]);
        for (Py_ssize_t j = 0; j < len; j++) {  /* the tie's docids, borrowed from the list */
            if (a != NULL) {
                if (index_at(a, start + j, n_lines, &line) < 0)
                    goto failed;
            } else {
                line = start + j;
            }
            tie[j] = PyList_GET_ITEM(docids, line);
            if (!PyUnicode_Check(tie[j])) {
                PyErr_SetString(PyExc_TypeError, "larger_in_ties: a docid is not a str");
                goto failed;
            }
        }
        qsort(tie, (size_t)len, sizeof(PyObject *), compare_str);
        do {  /* the tie's judged lines: adjacent */
            if (l[i] - f[i] != len) {
                PyErr_SetString(PyExc_ValueError, "larger_in_ties: one tie with two ends");
                goto failed;
            }
            if (index_at(o, i, n_lines, &line) < 0)
                goto failed;
            PyObject *name = PyList_GET_ITEM(docids, line);
            if (!PyUnicode_Check(name)) {
                PyErr_SetString(PyExc_TypeError, "larger_in_ties: a docid is not a str");
                goto failed;
            }
            Py_ssize_t lo = 0, hi = len;  /* the first place whose docid is larger */
            while (lo < hi) {
                Py_ssize_t mid = lo + (hi - lo) / 2;
                if (PyUnicode_Compare(tie[mid], name) <= 0)
                    lo = mid + 1;
                else
                    hi = mid;
            }
            count[i++] = (int64_t)(len - lo);
        } while (i < n && f[i] == start);
    }
    goto done;
failed:
    Py_CLEAR(result);
done:
    PyMem_Free(tie);
    if (line_at_obj != Py_None && at.obj != NULL)
        PyBuffer_Release(&at);
    PyBuffer_Release(&first);
    PyBuffer_Release(&last);
    PyBuffer_Release(&own);
    return result;
}

static PyMethodDef methods[] = {
    {"run_columns", run_columns, METH_VARARGS, run_columns_doc},
    {"judged_lines", judged_lines, METH_VARARGS, judged_lines_doc},
    {"larger_in_ties", larger_in_ties, METH_VARARGS, larger_in_ties_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT,
    .m_name = "rankagg._eval_native",
    .m_doc = "Runs loaded as {qid: {docid: score}} read in C for rankagg.evaluate (issue 35).",
    .m_size = -1,
    .m_methods = methods,
};

PyMODINIT_FUNC
PyInit__eval_native(void)
{
    PyObject *collections = PyImport_ImportModule("collections");
    if (collections == NULL)
        return NULL;
    PyObject *dd = PyObject_GetAttrString(collections, "defaultdict");
    Py_DECREF(collections);
    if (dd == NULL)
        return NULL;
    if (!PyType_Check(dd)) {
        Py_DECREF(dd);
        PyErr_SetString(PyExc_TypeError, "collections.defaultdict is not a type");
        return NULL;
    }
    defaultdict_type = (PyTypeObject *)dd; /* a reference kept for the module's life */
    return PyModule_Create(&module_def);
}
