/* rankagg._read_native: one TREC run's text split into its columns, compiled ahead of time (issue 35 item 3).
 *
 * Why: parsing is half of the CPU of `rankagg fuse` on real rounds (pyarrow's CSV reader, generic: it
 * tokenises every field, then converts and dictionary-encodes column by column).  A run has one shape, six
 * fields of which three are read, so one pass can split each line, code its qid and docid in hash tables
 * and read its score, without the GIL, in the reading threads.
 *
 * What it accepts is a subset of what rankagg.io._trec_text's fast parser accepts, read to the same values:
 *   - lines end at '\n'; an empty line is skipped; every other line has exactly six fields, each separated
 *     by exactly one `delimiter` byte and none empty (the caller has made every other blank the delimiter,
 *     as for pyarrow, and checked that the text is ASCII and holds no NUL);
 *   - the score (fifth field) is [+-]digits[.digits][(e|E)[+-]digits] (a digit before or after the point),
 *     which Python's float(), the line reader's, reads; its value is the correctly rounded double (ties to
 *     even), as float() gives it: one IEEE multiplication or division when the digits and the power of ten
 *     are exact (Clinger's fast path, up to 15 digits), else exact 128-bit integer arithmetic (up to 19
 *     digits, the Python repr of a double's 17 among them), else C's strtod (correctly rounded in glibc),
 *     whose end must be the token's end (a locale with another decimal point declines);
 *   - qid and docid are coded in order of first appearance, as pyarrow's dictionary encoding codes them.
 * Anything else and it declines (returns None): the caller's general parser then reads the file, and its
 * line reader names the fault.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint64_t hash;
    uint64_t head;   /* the string's first 8 bytes, zero-padded: most ids are compared without the text */
    int32_t index;   /* + 1; 0: an empty slot */
    int32_t length;
} Slot;

typedef struct {
    const char **start; /* each distinct string's bytes, in the text */
    int32_t *length;
    Slot *slots;        /* open addressing, at most half full: one cache line per probe */
    Py_ssize_t n, cap, n_slots;
} Strings;

static inline uint64_t
head_bytes(const char *s, Py_ssize_t n)
{
    uint64_t w = 0;
    memcpy(&w, s, (size_t)(n < 8 ? n : 8));
    return w;
}

static inline uint64_t
hash_bytes(const char *s, Py_ssize_t n, uint64_t head)
{
    uint64_t h = (0x9E3779B97F4A7C15ULL ^ (uint64_t)n) + head * 0xBF58476D1CE4E5B9ULL;
    for (Py_ssize_t i = 8; i < n; i += 8) {
        h ^= h >> 31;
        h = (h ^ head_bytes(s + i, n - i)) * 0x94D049BB133111EBULL;
    }
    h ^= h >> 29;
    h *= 0xBF58476D1CE4E5B9ULL;
    return h ^ (h >> 32);
}

/* memcmp(a, b, n) == 0, inlined for the short strings ids are */
static inline int
same_bytes(const char *a, const char *b, Py_ssize_t n)
{
    for (; n >= 8; a += 8, b += 8, n -= 8) {
        uint64_t x, y;
        memcpy(&x, a, 8);
        memcpy(&y, b, 8);
        if (x != y)
            return 0;
    }
    for (; n > 0; a++, b++, n--)
        if (*a != *b)
            return 0;
    return 1;
}

static int
strings_grow(Strings *t)
{
    Py_ssize_t cap = t->cap ? 2 * t->cap : 1024;
    const char **start = PyMem_RawRealloc(t->start, (size_t)cap * sizeof(*start));
    if (start == NULL)
        return -1;
    t->start = start;
    int32_t *length = PyMem_RawRealloc(t->length, (size_t)cap * sizeof(*length));
    if (length == NULL)
        return -1;
    t->length = length;
    t->cap = cap;
    Py_ssize_t n_slots = 2 * cap;
    Slot *slots = PyMem_RawCalloc((size_t)n_slots, sizeof(*slots));
    if (slots == NULL)
        return -1;
    for (Py_ssize_t i = 0; i < t->n_slots; i++) {
        if (!t->slots[i].index)
            continue;
        Py_ssize_t at = (Py_ssize_t)(t->slots[i].hash & (uint64_t)(n_slots - 1));
        while (slots[at].index)
            at = (at + 1) & (n_slots - 1);
        slots[at] = t->slots[i];
    }
    PyMem_RawFree(t->slots);
    t->slots = slots;
    t->n_slots = n_slots;
    return 0;
}

/* the code of s[0..n), added at the end when new; -1 when out of memory or past 2^29 strings */
static int32_t
strings_code(Strings *t, const char *s, Py_ssize_t n)
{
    uint64_t head = head_bytes(s, n), h = hash_bytes(s, n, head);
    if (t->n_slots) {
        Py_ssize_t at = (Py_ssize_t)(h & (uint64_t)(t->n_slots - 1));
        for (const Slot *slot = &t->slots[at]; slot->index; slot = &t->slots[at]) {
            if (slot->hash == h && slot->head == head && slot->length == n &&
                (n <= 8 || same_bytes(t->start[slot->index - 1] + 8, s + 8, n - 8)))
                return slot->index - 1;
            at = (at + 1) & (t->n_slots - 1);
        }
    }
    if (t->n == t->cap) {
        if (t->n >= INT32_MAX / 4 || strings_grow(t) < 0)
            return -1;
    }
    Py_ssize_t i = t->n++;
    t->start[i] = s;
    t->length[i] = (int32_t)n;
    Py_ssize_t at = (Py_ssize_t)(h & (uint64_t)(t->n_slots - 1));
    while (t->slots[at].index)
        at = (at + 1) & (t->n_slots - 1);
    t->slots[at] = (Slot){h, head, (int32_t)(i + 1), (int32_t)n};
    return (int32_t)i;
}

static void
strings_free(Strings *t)
{
    PyMem_RawFree(t->start);
    PyMem_RawFree(t->length);
    PyMem_RawFree(t->slots);
}

static const double POW10[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
                               1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

static __uint128_t POW10_WIDE[28]; /* 10^0 .. 10^27, exact (below 2^90); filled at import */

static int
bit_length(__uint128_t x)
{
    uint64_t high = (uint64_t)(x >> 64), low = (uint64_t)x;
    return high ? 128 - __builtin_clzll(high) : low ? 64 - __builtin_clzll(low) : 0;
}

/* w x 10^e10 rounded to the nearest double, ties to even, by exact integer arithmetic (w < 2^64, at most 19
 * digits): 0 when done, -1 when the quotient would have fewer than 54 bits (strtod reads the token then).
 * The value is num / den x 2^-shift with num = w x 10^e10 (e10 >= 0) or w x 2^shift (num below 2^127) over
 * 10^-e10; its quotient's top 53 bits are the mantissa, the bits below and the remainder decide the rounding. */
static int
exact_decimal(uint64_t w, long e10, double *out)
{
    if (w == 0) {
        *out = 0.0;
        return 0;
    }
    if (e10 > 19 || e10 < -27)
        return -1;
    __uint128_t quotient;
    int shift = 0, sticky = 0;
    if (e10 >= 0) {
        quotient = (__uint128_t)w * POW10_WIDE[e10]; /* below 10^38 < 2^127: exact */
    } else {
        shift = 127 - bit_length(w);
        __uint128_t num = (__uint128_t)w << shift, den = POW10_WIDE[-e10];
        quotient = num / den;
        sticky = num % den != 0;
    }
    int bits = bit_length(quotient);
    if (bits <= 53) {
        if (sticky)
            return -1;
        *out = ldexp((double)(uint64_t)quotient, -shift); /* exact: fewer than 54 bits */
        return 0;
    }
    int dropped = bits - 53;
    uint64_t mantissa = (uint64_t)(quotient >> dropped);
    __uint128_t rest = quotient & ((((__uint128_t)1) << dropped) - 1), half = ((__uint128_t)1) << (dropped - 1);
    if (rest > half || (rest == half && (sticky || (mantissa & 1))))
        mantissa++;
    if (mantissa == (1ULL << 53)) {
        mantissa >>= 1;
        dropped++;
    }
    *out = ldexp((double)mantissa, dropped - shift);
    return 0;
}

/* the score token s[0..n) as a double (see the header); 0 when read, -1 to decline */
static int
read_score(const char *s, Py_ssize_t n, double *out, char *buf)
{
    Py_ssize_t i = 0;
    int negative = 0;
    if (i < n && (s[i] == '+' || s[i] == '-'))
        negative = s[i++] == '-';
    uint64_t mantissa = 0;
    int significant = 0, digits = 0, after_point = 0;
    long exponent = 0;
    for (; i < n && s[i] >= '0' && s[i] <= '9'; i++, digits++) {
        if (mantissa || s[i] != '0') {
            if (significant < 19)
                mantissa = 10 * mantissa + (uint64_t)(s[i] - '0');
            else
                exponent++; /* past 19 digits: only the slow path reads them */
            significant++;
        }
    }
    if (i < n && s[i] == '.') {
        for (i++; i < n && s[i] >= '0' && s[i] <= '9'; i++, digits++) {
            if (mantissa || s[i] != '0') {
                if (significant < 19) {
                    mantissa = 10 * mantissa + (uint64_t)(s[i] - '0');
                    after_point++;
                }
                significant++;
            } else {
                after_point++;
            }
        }
    }
    if (digits == 0)
        return -1;
    if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        i++;
        int exp_negative = 0;
        if (i < n && (s[i] == '+' || s[i] == '-'))
            exp_negative = s[i++] == '-';
        if (i == n)
            return -1;
        long e = 0;
        for (; i < n && s[i] >= '0' && s[i] <= '9'; i++)
            if (e < 100000)
                e = 10 * e + (s[i] - '0');
        exponent += exp_negative ? -e : e;
    }
    if (i != n)
        return -1;
    long e10 = exponent - after_point;
    if (significant <= 15 && e10 >= -22 && e10 <= 22) {
        double v = (double)mantissa; /* exact: below 10^15 < 2^53 */
        v = e10 < 0 ? v / POW10[-e10] : v * POW10[e10];
        *out = negative ? -v : v;
        return 0;
    }
    if (significant <= 19 && exact_decimal(mantissa, e10, out) == 0) {
        if (negative)
            *out = -*out;
        return 0;
    }
    if (n > 255)
        return -1;
    memcpy(buf, s, (size_t)n);
    buf[n] = '\0';
    char *end = NULL;
    *out = strtod(buf, &end);
    return end == buf + n ? 0 : -1;
}

typedef struct {
    int32_t *qid, *docid;
    double *score;
    Py_ssize_t lines;
    Strings qids, docids;
    const char *tag;
    Py_ssize_t tag_length;
} Columns;

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
            qid = strings_code(&c->qids, field[0], qid_length);
            last_qid = field[0];
            last_qid_length = qid_length;
        }
        int32_t docid = strings_code(&c->docids, field[2], field[3] - 1 - field[2]);
        if (qid < 0 || docid < 0)
            return -1;
        if (read_score(field[4], field[5] - 1 - field[4], &c->score[c->lines], buf) < 0)
            return 1;
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

static PyObject *
read_run(PyObject *module, PyObject *args)
{
    Py_buffer text;
    int delimiter;
    if (!PyArg_ParseTuple(args, "y*C", &text, &delimiter))
        return NULL;
    const char *s = (const char *)text.buf;
    Py_ssize_t size = text.len, capacity = 1;
    for (const char *p = s; (p = memchr(p, '\n', (size_t)(s + size - p))) != NULL; p++)
        capacity++;
    PyObject *qid = NULL, *docid = NULL, *score = NULL, *out = NULL;
    Columns c = {0};
    int status = 1;
    if (capacity < INT32_MAX && delimiter > 0 && delimiter < 128 && delimiter != '\n') {
        qid = PyBytes_FromStringAndSize(NULL, capacity * (Py_ssize_t)sizeof(int32_t));
        docid = PyBytes_FromStringAndSize(NULL, capacity * (Py_ssize_t)sizeof(int32_t));
        score = PyBytes_FromStringAndSize(NULL, capacity * (Py_ssize_t)sizeof(double));
        if (qid == NULL || docid == NULL || score == NULL)
            goto done;
        c.qid = (int32_t *)PyBytes_AS_STRING(qid);
        c.docid = (int32_t *)PyBytes_AS_STRING(docid);
        c.score = (double *)PyBytes_AS_STRING(score);
        Py_BEGIN_ALLOW_THREADS
        status = split_lines(s, size, (char)delimiter, &c);
        Py_END_ALLOW_THREADS
    }
    if (status < 0) {
        PyErr_NoMemory();
        goto done;
    }
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
    Py_XDECREF(qid);
    Py_XDECREF(docid);
    Py_XDECREF(score);
    strings_free(&c.qids);
    strings_free(&c.docids);
    PyBuffer_Release(&text);
    return out;
}

PyDoc_STRVAR(read_run_doc,
"read_run(text, delimiter)\n--\n\n"
"One TREC run's lines split (see rankagg/_read_native.c): (lines, qid codes int32 bytes, (offsets int32\n"
"bytes, data bytes, count) of the distinct qids, docid codes, (offsets, data, count) of the docids, scores\n"
"float64 bytes, the first line's tag as bytes); None to decline.  delimiter: a one-character str.");

static PyMethodDef methods[] = {
    {"read_run", read_run, METH_VARARGS, read_run_doc},
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
    POW10_WIDE[0] = 1;
    for (int k = 1; k < 28; k++)
        POW10_WIDE[k] = POW10_WIDE[k - 1] * 10;
    return PyModule_Create(&module_def);
}
