/* The module rankagg._read_native: its functions, their documentation, and the process's hash key. */

#include "read.h"

/* the parts, one file per concern, compiled here as one translation unit (setup.py builds this file alone) */
#include "strings.c"
#include "score.c"
#include "lines.c"

HashKey PROCESS_KEY; /* filled at import from os.urandom; read-only after */

/* the tables' key: the process's (None) or a test's (16 bytes); 0, or -1 with TypeError */
static int
key_of(PyObject *given, HashKey *key)
{
    if (given == NULL || given == Py_None) {
        *key = PROCESS_KEY;
        return 0;
    }
    if (!PyBytes_Check(given) || PyBytes_GET_SIZE(given) != 16) {
        PyErr_SetString(PyExc_TypeError, "key: 16 bytes or None");
        return -1;
    }
    memcpy(&key->k0, PyBytes_AS_STRING(given), 8);
    memcpy(&key->k1, PyBytes_AS_STRING(given) + 8, 8);
    return 0;
}

static PyObject *
read_run(PyObject *Py_UNUSED(module), PyObject *args)
{
    Py_buffer text;
    int delimiter;
    PyObject *given_key = NULL;
    HashKey key;
    if (!PyArg_ParseTuple(args, "y*C|O", &text, &delimiter, &given_key))
        return NULL;
    if (key_of(given_key, &key) < 0) {
        PyBuffer_Release(&text);
        return NULL;
    }
    PyObject *qid = NULL, *docid = NULL, *score = NULL, *out = NULL;
    Columns c = {0};
    int status = split_text(&text, delimiter, key, WALK_LIMIT, &c, &qid, &docid, &score);
    if (status < 0)
        goto done;
    if (status > 0) {
        out = Py_None;
        Py_INCREF(out);
        goto done;
    }
    if (_PyBytes_Resize(&qid, c.lines * (Py_ssize_t)sizeof(int32_t)) < 0 ||
        _PyBytes_Resize(&docid, c.lines * (Py_ssize_t)sizeof(int32_t)) < 0 ||
        _PyBytes_Resize(&score, c.lines * (Py_ssize_t)sizeof(double)) < 0)
        goto done;
    PyObject *qids = dictionary(&c.qids), *docids = dictionary(&c.docids);
    if (qids == NULL || docids == NULL || qids == Py_None || docids == Py_None) {
        int failed = qids == NULL || docids == NULL;
        if (qids != Py_None)
            Py_XDECREF(qids);
        if (docids != Py_None)
            Py_XDECREF(docids);
        if (!failed) { /* a dictionary past 2^31 bytes: declined */
            out = Py_None;
            Py_INCREF(out);
        }
        goto done;
    }
    out = Py_BuildValue("(nONONOy#)", c.lines, qid, qids, docid, docids, score, c.tag, c.tag_length);
done:
    release_split(&c, qid, docid, score, &text);
    return out;
}

/* the tests' view of the tables' work on a text (counts, not times) */
static PyObject *
probe_counts(PyObject *Py_UNUSED(module), PyObject *args)
{
    Py_buffer text;
    int delimiter, walk_limit = WALK_LIMIT;
    PyObject *given_key = NULL;
    HashKey key;
    if (!PyArg_ParseTuple(args, "y*C|Oi", &text, &delimiter, &given_key, &walk_limit))
        return NULL;
    if (key_of(given_key, &key) < 0 || walk_limit < 1) {
        if (walk_limit < 1)
            PyErr_SetString(PyExc_ValueError, "walk_limit: at least 1");
        PyBuffer_Release(&text);
        return NULL;
    }
    PyObject *qid = NULL, *docid = NULL, *score = NULL, *out = NULL;
    Columns c = {0};
    int status = split_text(&text, delimiter, key, walk_limit, &c, &qid, &docid, &score);
    if (status >= 0)
        out = Py_BuildValue("{s:O,s:(KKin),s:(KKin)}", "declined", status ? Py_True : Py_False,
                            "qid", (unsigned long long)c.qids.total_lookups, (unsigned long long)c.qids.total_walked,
                            c.qids.rekeys, c.qids.n_slots,
                            "docid", (unsigned long long)c.docids.total_lookups,
                            (unsigned long long)c.docids.total_walked, c.docids.rekeys, c.docids.n_slots);
    release_split(&c, qid, docid, score, &text);
    return out;
}

static PyObject *
hash_key(PyObject *Py_UNUSED(module), PyObject *Py_UNUSED(args))
{
    char bytes[16];
    memcpy(bytes, &PROCESS_KEY.k0, 8);
    memcpy(bytes + 8, &PROCESS_KEY.k1, 8);
    return PyBytes_FromStringAndSize(bytes, 16);
}

static PyObject *
siphash13_of(PyObject *Py_UNUSED(module), PyObject *args)
{
    Py_buffer data;
    PyObject *given_key;
    HashKey key;
    if (!PyArg_ParseTuple(args, "y*O", &data, &given_key))
        return NULL;
    PyObject *out = NULL;
    if (key_of(given_key, &key) == 0)
        out = PyLong_FromUnsignedLongLong(siphash13(key, (const char *)data.buf, data.len));
    PyBuffer_Release(&data);
    return out;
}

PyDoc_STRVAR(read_run_doc,
"read_run(text, delimiter, key=None)\n--\n\n"
"One TREC run's lines split (see rankagg/_native/read/read.h): (lines, qid codes int32 bytes, (offsets int32\n"
"bytes, data bytes, count) of the distinct qids, docid codes, (offsets, data, count) of the docids, scores\n"
"float64 bytes, the first line's tag as bytes); None to decline.  delimiter: a one-character str.  key: the\n"
"hash tables' key (16 bytes; None: the process's, drawn at import), which changes no output.");

PyDoc_STRVAR(probe_counts_doc,
"probe_counts(text, delimiter, key=None, walk_limit=256)\n--\n\n"
"What read_run's hash tables did on text (for the tests): {'declined': bool, 'qid': (look-ups, slots walked,\n"
"new keys taken, slots), 'docid': (...)}.  walk_limit: the longest walk before a new key.");

PyDoc_STRVAR(hash_key_doc,
"hash_key()\n--\n\n"
"The process's hash key (16 bytes, from os.urandom at import; for the tests).");

PyDoc_STRVAR(siphash13_doc,
"siphash13(data, key)\n--\n\n"
"SipHash-1-3 of data under key (16 bytes, or None: the process's), as the tables hash ids (for the tests).");

static PyMethodDef methods[] = {
    {"read_run", read_run, METH_VARARGS, read_run_doc},
    {"probe_counts", probe_counts, METH_VARARGS, probe_counts_doc},
    {"hash_key", hash_key, METH_NOARGS, hash_key_doc},
    {"siphash13", siphash13_of, METH_VARARGS, siphash13_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT, "rankagg._read_native",
    "One TREC run's text split into columns, compiled ahead of time (issue 35 item 3; rankagg.io uses it).", -1,
    methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC
PyInit__read_native(void)
{
    score_tables();
    /* the key, as CPython seeds its own hash: from the system's random source, once per process */
    PyObject *os = PyImport_ImportModule("os");
    if (os == NULL)
        return NULL;
    PyObject *random = PyObject_CallMethod(os, "urandom", "i", 16);
    Py_DECREF(os);
    if (random == NULL)
        return NULL;
    if (!PyBytes_Check(random) || PyBytes_GET_SIZE(random) != 16) {
        Py_DECREF(random);
        PyErr_SetString(PyExc_RuntimeError, "os.urandom(16) did not give 16 bytes");
        return NULL;
    }
    memcpy(&PROCESS_KEY.k0, PyBytes_AS_STRING(random), 8);
    memcpy(&PROCESS_KEY.k1, PyBytes_AS_STRING(random) + 8, 8);
    Py_DECREF(random);
    return PyModule_Create(&module_def);
}
