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

/* The tables' hash is keyed SipHash-1-3 (as CPython hashes str and bytes), the key drawn from os.urandom when
 * the module is imported (issue 45 item 6): ids chosen to share a probe chain would need the key.  Unkeyed, a
 * run of ids made to collide cost the square of their number (two 4.3 MB runs: 90 s instead of 1.4 s).
 * The worst case is bounded besides, whatever the key: a table counts the slots its look-ups walk; when one
 * walk passes WALK_LIMIT slots, or all of them since the table was last laid out pass BUDGET_PER_LOOKUP per
 * look-up (plus one table's worth of slack), the table is laid out again under a new key derived from this
 * one; after MAX_REKEYS new keys the parser declines and the general parser reads the text.  Under a random key
 * a look-up walks 1.5 to 2.5 slots on average at load 1/2, and the chance of a run of k full slots shrinks about
 * as e^-0.19k (linear probing), so neither bound is met but by ids chosen knowing the key; then the cost stays
 * linear: at most BUDGET_PER_LOOKUP slots a look-up, plus a table's slots for each layout (each growth, and at
 * most MAX_REKEYS new keys).  Codes are given in order of first appearance, never in the table's order, so the
 * key changes no output. */
#define WALK_LIMIT 256
#define BUDGET_PER_LOOKUP 4
#define MAX_REKEYS 4

typedef struct {
    uint64_t k0, k1;
} HashKey;

static HashKey PROCESS_KEY; /* filled at import from os.urandom; read-only after */

#define ROTL(x, b) (uint64_t)(((x) << (b)) | ((x) >> (64 - (b))))
#define SIP_HALF_ROUND(a, b, c, d, s, t) \
    a += b;                              \
    c += d;                              \
    b = ROTL(b, s) ^ a;                  \
    d = ROTL(d, t) ^ c;                  \
    a = ROTL(a, 32);
#define SIP_ROUND(v0, v1, v2, v3)                 \
    SIP_HALF_ROUND(v0, v1, v2, v3, 13, 16);       \
    SIP_HALF_ROUND(v2, v1, v0, v3, 17, 21);

/* SipHash-1-3 of s[0..n) under key, as CPython's pyhash.c computes it (words read in the machine's byte order:
 * little-endian, as the reference, on the machines rankagg is built for; elsewhere another keyed hash as good) */
static inline uint64_t
siphash13(HashKey key, const char *s, Py_ssize_t n)
{
    uint64_t v0 = key.k0 ^ 0x736f6d6570736575ULL, v1 = key.k1 ^ 0x646f72616e646f6dULL;
    uint64_t v2 = key.k0 ^ 0x6c7967656e657261ULL, v3 = key.k1 ^ 0x7465646279746573ULL;
    uint64_t last = (uint64_t)n << 56;
    for (; n >= 8; s += 8, n -= 8) {
        uint64_t m;
        memcpy(&m, s, 8);
        v3 ^= m;
        SIP_ROUND(v0, v1, v2, v3);
        v0 ^= m;
    }
    uint64_t tail = 0;
    memcpy(&tail, s, (size_t)n);
    last |= tail;
    v3 ^= last;
    SIP_ROUND(v0, v1, v2, v3);
    v0 ^= last;
    v2 ^= 0xff;
    SIP_ROUND(v0, v1, v2, v3);
    SIP_ROUND(v0, v1, v2, v3);
    SIP_ROUND(v0, v1, v2, v3);
    return (v0 ^ v1) ^ (v2 ^ v3);
}

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
    HashKey key;
    uint64_t lookups, walked;  /* since the slots were last laid out: look-ups, and the slots they walked */
    uint64_t total_lookups, total_walked;  /* over the whole text (for the tests' counts) */
    int rekeys;
    int walk_limit;     /* WALK_LIMIT, or a test's */
} Strings;

static inline uint64_t
head_bytes(const char *s, Py_ssize_t n)
{
    uint64_t w = 0;
    memcpy(&w, s, (size_t)(n < 8 ? n : 8));
    return w;
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

/* the t->n strings placed in n_slots fresh slots under t->key (hashes computed again when rehash): 0, or -1
 * out of memory, or 1 when a walk passed the limit (the caller takes a new key) */
static int
strings_lay_out(Strings *t, Py_ssize_t n_slots, int rehash)
{
    Slot *slots = PyMem_RawCalloc((size_t)n_slots, sizeof(*slots));
    if (slots == NULL)
        return -1;
    for (Py_ssize_t i = 0; i < t->n; i++) {
        Slot slot;
        if (rehash) {
            const char *s = t->start[i];
            slot = (Slot){siphash13(t->key, s, t->length[i]), head_bytes(s, t->length[i]), (int32_t)(i + 1),
                          t->length[i]};
        } else {
            slot = t->slots[i];
        }
        Py_ssize_t at = (Py_ssize_t)(slot.hash & (uint64_t)(n_slots - 1)), walk = 1;
        while (slots[at].index) {
            if (++walk > t->walk_limit) {
                PyMem_RawFree(slots);
                return 1;
            }
            at = (at + 1) & (n_slots - 1);
        }
        slots[at] = slot;
    }
    PyMem_RawFree(t->slots);
    t->slots = slots;
    t->n_slots = n_slots;
    t->lookups = t->walked = 0;
    return 0;
}

/* the strings laid out again in n_slots slots under a new key derived from this one: 0, -1 out of memory, 1
 * past MAX_REKEYS (decline) */
static int
strings_rekey(Strings *t, Py_ssize_t n_slots)
{
    for (;;) {
        if (t->rekeys == MAX_REKEYS)
            return 1;
        t->rekeys++;
        uint64_t words[2] = {0x72656b6579000000ULL | (uint64_t)t->rekeys, 0};
        HashKey key = {siphash13(t->key, (const char *)words, 16), 0};
        words[1] = 1;
        key.k1 = siphash13(t->key, (const char *)words, 16);
        t->key = key;
        int status = strings_lay_out(t, n_slots, 1);
        if (status <= 0)
            return status;
    }
}

/* room for one more string: the arrays doubled when full, the slots with them (at most half full); 0, -1 out
 * of memory, 1 to decline */
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
    /* the old slots, compacted to the front, are the strings to place (their hashes kept) */
    Py_ssize_t kept = 0;
    for (Py_ssize_t i = 0; i < t->n_slots; i++)
        if (t->slots[i].index)
            t->slots[kept++] = t->slots[i];
    int status = strings_lay_out(t, 2 * cap, 0);
    return status > 0 ? strings_rekey(t, 2 * cap) : status;
}

/* one look-up's walk counted: 1 when the table takes a new key (the walk passed the limit, or the walks since
 * the last layout passed their budget) */
static inline int
strings_counted(Strings *t, uint64_t walk, int over)
{
    t->lookups++;
    t->walked += walk;
    t->total_lookups++;
    t->total_walked += walk;
    return over || t->walked > BUDGET_PER_LOOKUP * t->lookups + (uint64_t)t->n_slots;
}

/* s[0..n)'s hash under the table's key, its home slot fetched into the cache meanwhile (the look-up that
 * follows waits less for memory) */
static inline uint64_t
strings_hash(const Strings *t, const char *s, Py_ssize_t n)
{
    uint64_t h = siphash13(t->key, s, n);
    if (t->n_slots)
        __builtin_prefetch(&t->slots[h & (uint64_t)(t->n_slots - 1)]);
    return h;
}

/* the code of s[0..n) whose hash is h (strings_hash), added at the end when new; -1 when out of memory or past
 * 2^29 strings, -2 to decline (past MAX_REKEYS new keys) */
static int32_t
strings_code(Strings *t, const char *s, Py_ssize_t n, uint64_t h)
{
    uint64_t head = head_bytes(s, n);
    int status;
    for (;; h = siphash13(t->key, s, n)) { /* again after a new key or a new layout */
        uint64_t walk = 1;
        Py_ssize_t at = (Py_ssize_t)(h & (uint64_t)(t->n_slots - 1));
        int over = 0;
        if (t->n_slots) {
            for (; t->slots[at].index; walk++, at = (at + 1) & (t->n_slots - 1)) {
                const Slot *slot = &t->slots[at];
                if (slot->hash == h && slot->head == head && slot->length == n &&
                    (n <= 8 || same_bytes(t->start[slot->index - 1] + 8, s + 8, n - 8))) {
                    /* found; a new key, when due, for the look-ups to come */
                    if (strings_counted(t, walk, 0) && (status = strings_rekey(t, t->n_slots)) != 0)
                        return status < 0 ? -1 : -2;
                    return slot->index - 1;
                }
                if (walk == (uint64_t)t->walk_limit) {
                    over = 1;
                    break;
                }
            }
            if (strings_counted(t, walk, over)) {
                if ((status = strings_rekey(t, t->n_slots)) != 0)
                    break;
                continue; /* looked up again under the new key */
            }
        }
        if (t->n == t->cap) {
            if (t->n >= INT32_MAX / 4)
                return -1;
            if ((status = strings_grow(t)) != 0)
                break;
            continue; /* its empty slot in the new layout */
        }
        Py_ssize_t i = t->n++;
        t->start[i] = s;
        t->length[i] = (int32_t)n;
        t->slots[at] = (Slot){h, head, (int32_t)(i + 1), (int32_t)n};
        return (int32_t)i;
    }
    return status < 0 ? -1 : -2;
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
"One TREC run's lines split (see rankagg/_read_native.c): (lines, qid codes int32 bytes, (offsets int32\n"
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
    POW10_WIDE[0] = 1;
    for (int k = 1; k < 28; k++)
        POW10_WIDE[k] = POW10_WIDE[k - 1] * 10;
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
