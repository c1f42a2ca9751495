/* rankagg._read_native (this folder, built by setup.py as one extension module): one TREC run's text split
 * into its columns, compiled ahead of time (issue 35 item 3).
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
 *
 * The files, one concern each: strings.c the hash tables of ids, score.c the score tokens, lines.c the lines
 * split into columns, module.c the module and its key, which includes the others:
 * setup.py compiles module.c alone, one translation unit as the parser was one file before (the line loop
 * inlines the look-ups and the score reader as it did; nothing but PyInit is exported).  Every function is
 * static, declared here.
 */
#ifndef RANKAGG_READ_NATIVE_H
#define RANKAGG_READ_NATIVE_H

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

extern HashKey PROCESS_KEY; /* module.c: filled at import from os.urandom; read-only after */

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

typedef struct {
    int32_t *qid, *docid;
    double *score;
    Py_ssize_t lines;
    Strings qids, docids;
    const char *tag;
    Py_ssize_t tag_length;
} Columns;

/* strings.c */
static int32_t strings_code(Strings *t, const char *s, Py_ssize_t n, uint64_t h);
static void strings_free(Strings *t);

/* score.c */
static void score_tables(void); /* at import */
static int read_score(const char *s, Py_ssize_t n, double *out, char *buf);

/* lines.c */
static PyObject *dictionary(const Strings *t);
static void release_split(Columns *c, PyObject *qid, PyObject *docid, PyObject *score, Py_buffer *text);
static int split_text(const Py_buffer *text, int delimiter, HashKey key, int walk_limit, Columns *c, PyObject **qid,
               PyObject **docid, PyObject **score);

#endif
