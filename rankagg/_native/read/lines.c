/* A run's lines split into its columns (qid and docid codes, scores), and the columns handed to Python. */

#include "read.h"

/* 0 when every line was read, 1 to decline, -1 out of memory */
static int
split_lines(const char *text, Py_ssize_t size, char delimiter, Columns *c)
{
    const char *p = text, *stop = text + size;
    const char *last_qid = NULL;
    Py_ssize_t last_qid_length = 0;
    int32_t qid = -1;
    char buf[256];
    while (p < stop) {
        const char *q = memchr(p, '\n', (size_t)(stop - p));
        if (q == NULL)
            q = stop;
        if (q == p) { /* an empty line */
            p = q + 1;
            continue;
        }
        const char *field[7];
        int n_fields = 1;
        field[0] = p;
        for (const char *x = p; x < q; x++) {
            if (*x == delimiter) {
                if (n_fields == 6)
                    return 1; /* a seventh field */
                field[n_fields++] = x + 1;
            }
        }
        if (n_fields != 6)
            return 1;
        field[6] = q + 1;
        for (int f = 0; f < 6; f++)
            if (field[f + 1] - 1 == field[f])
                return 1; /* an empty field */
        Py_ssize_t qid_length = field[1] - 1 - field[0];
        /* the lines of a query mostly come together: the previous line's qid first */
        if (qid < 0 || qid_length != last_qid_length || !same_bytes(last_qid, field[0], qid_length)) {
            qid = strings_code(&c->qids, field[0], qid_length, strings_hash(&c->qids, field[0], qid_length));
            last_qid = field[0];
            last_qid_length = qid_length;
        }
        /* the docid's slot is fetched while the score is read */
        Py_ssize_t docid_length = field[3] - 1 - field[2];
        uint64_t docid_hash = strings_hash(&c->docids, field[2], docid_length);
        if (read_score(field[4], field[5] - 1 - field[4], &c->score[c->lines], buf) < 0)
            return 1;
        int32_t docid = strings_code(&c->docids, field[2], docid_length, docid_hash);
        if (qid < 0 || docid < 0)
            return qid == -2 || docid == -2 ? 1 : -1; /* past MAX_REKEYS, or out of memory */
        if (c->lines == 0) {
            c->tag = field[5];
            c->tag_length = q - field[5];
        }
        c->qid[c->lines] = qid;
        c->docid[c->lines] = docid;
        c->lines++;
        p = q + 1;
    }
    return 0;
}

/* a pyarrow string array's buffers of the distinct strings: (offsets int32, data); NULL on error */
static PyObject *
dictionary(const Strings *t)
{
    Py_ssize_t total = 0;
    for (Py_ssize_t i = 0; i < t->n; i++)
        total += t->length[i];
    if (total > INT32_MAX)
        return Py_None; /* borrowed; the caller declines */
    PyObject *offsets = PyBytes_FromStringAndSize(NULL, (t->n + 1) * (Py_ssize_t)sizeof(int32_t));
    PyObject *data = PyBytes_FromStringAndSize(NULL, total);
    if (offsets == NULL || data == NULL) {
        Py_XDECREF(offsets);
        Py_XDECREF(data);
        return NULL;
    }
    int32_t *off = (int32_t *)PyBytes_AS_STRING(offsets);
    char *d = PyBytes_AS_STRING(data);
    int32_t at = 0;
    for (Py_ssize_t i = 0; i < t->n; i++) {
        off[i] = at;
        memcpy(d + at, t->start[i], (size_t)t->length[i]);
        at += t->length[i];
    }
    off[t->n] = at;
    return Py_BuildValue("(NNn)", offsets, data, t->n);
}

/* what split_text made, and the caller's buffer, given back (on every path of its callers) */
static void
release_split(Columns *c, PyObject *qid, PyObject *docid, PyObject *score, Py_buffer *text)
{
    Py_XDECREF(qid);
    Py_XDECREF(docid);
    Py_XDECREF(score);
    strings_free(&c->qids);
    strings_free(&c->docids);
    PyBuffer_Release(text);
}

/* the text's lines split into c, its columns' bytes objects made (*qid, *docid, *score): 0, 1 to decline, -1
 * with an exception set */
static int
split_text(const Py_buffer *text, int delimiter, HashKey key, int walk_limit, Columns *c, PyObject **qid,
           PyObject **docid, PyObject **score)
{
    const char *s = (const char *)text->buf;
    Py_ssize_t size = text->len, capacity = 1;
    for (const char *p = s; (p = memchr(p, '\n', (size_t)(s + size - p))) != NULL; p++)
        capacity++;
    c->qids.key = c->docids.key = key;
    c->qids.walk_limit = c->docids.walk_limit = walk_limit;
    if (capacity >= INT32_MAX || delimiter <= 0 || delimiter >= 128 || delimiter == '\n')
        return 1;
    *qid = PyBytes_FromStringAndSize(NULL, capacity * (Py_ssize_t)sizeof(int32_t));
    *docid = PyBytes_FromStringAndSize(NULL, capacity * (Py_ssize_t)sizeof(int32_t));
    *score = PyBytes_FromStringAndSize(NULL, capacity * (Py_ssize_t)sizeof(double));
    if (*qid == NULL || *docid == NULL || *score == NULL)
        return -1;
    c->qid = (int32_t *)PyBytes_AS_STRING(*qid);
    c->docid = (int32_t *)PyBytes_AS_STRING(*docid);
    c->score = (double *)PyBytes_AS_STRING(*score);
    int status;
    Py_BEGIN_ALLOW_THREADS
    status = split_lines(s, size, (char)delimiter, c);
    Py_END_ALLOW_THREADS
    if (status < 0)
        PyErr_NoMemory();
    return status;
}
