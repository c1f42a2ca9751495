/* rankagg._fuse_native: one query's fusion by sums of per-entry values, compiled ahead of time.
 *
 * Why (issue 35 item 2): a service fuses a few lists per request; the Python path of rankagg.Fuser spends
 * most of its time on Python objects (3 x 100 RRF: three times the 10-line dict loop).  This kernel does the
 * same work in C and is built at install time (setup.py), so no request ever compiles anything.
 *
 * Exactness: it computes what rankagg.fuser.Fuser computes for the rules "sum" and "sum*count" of rank points
 * (a table passed in) or of the minmax / max / none normalised scores, with the same floating-point
 * operations in the same order (compiled with -ffp-contract=off: no fused multiply-add):
 *   - each list (a dict docid -> float) ranked by score descending, then docid descending (trec_eval);
 *   - the first `window` entries kept; per entry its value (table[rank - 1], or the normalised score as
 *     rankagg.data.minmax computes it), times the list's weight when weights are given;
 *   - below 8 lists (fuser.lists.sorted_sums: the row of m values sorted, added left to right from 0.0): a
 *     document's one value plus 0.0, the sum (a + 0.0) + b of two, more sorted ascending and added left to
 *     right from 0.0; from 8 lists (fuser.lists.sorted_sums): one value plus 0.0, more as
 *     rankagg.features.entry_sums adds them (the row of m values sorted, zeros left out, NumPy's pairwise
 *     summation replayed);  "sum*count" multiplies by the number of values;
 *   - the house tie rule, the one compiled copy of its specification (rankagg.data.tie_rule.order_by_tie_rule;
 *     tests/test_fuser_native.py holds the two to the same order bit for bit): score descending, every run of
 *     consecutive gaps <= tol * max(|first|, |last|) ordered by more lists first, then the best rank, then
 *     the docid (code points) ascending.
 * Anything else -- another type of lists, docids or scores, a docid the readers refuse, a score that is not
 * finite, a -0.0 whose sign NumPy's minimum could pick either way, a fused score beyond the floats -- and the
 * kernel declines (returns None): the Python path then answers, or raises its error.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { NORM_TABLE = 0, NORM_MINMAX = 1, NORM_MAX = 2, NORM_NONE = 3 };

typedef struct {
    double score;
    PyObject *key; /* borrowed: the dict holds it */
    Py_ssize_t doc; /* its document (index_docs) */
} Entry;

typedef struct {
    PyObject *key;   /* borrowed */
    Py_hash_t hash;
    double fused;
    Py_ssize_t count;
    Py_ssize_t best; /* best rank (1 = first) */
    Py_ssize_t start; /* first slot of the document's values */
    Py_ssize_t id;    /* the document's number before the documents are sorted */
} Doc;

/* code-point order of two str, as Python's < compares them */
static int
compare_ids(PyObject *a, PyObject *b)
{
    if (a == b)
        return 0;
    Py_ssize_t la = PyUnicode_GET_LENGTH(a), lb = PyUnicode_GET_LENGTH(b);
    int ka = PyUnicode_KIND(a), kb = PyUnicode_KIND(b);
    const void *da = PyUnicode_DATA(a), *db = PyUnicode_DATA(b);
    Py_ssize_t n = la < lb ? la : lb;
    if (ka == PyUnicode_1BYTE_KIND && kb == PyUnicode_1BYTE_KIND) {
        int c = memcmp(da, db, (size_t)n);
        if (c)
            return c < 0 ? -1 : 1;
    }
    else {
        for (Py_ssize_t i = 0; i < n; i++) {
            Py_UCS4 ca = PyUnicode_READ(ka, da, i), cb = PyUnicode_READ(kb, db, i);
            if (ca != cb)
                return ca < cb ? -1 : 1;
        }
    }
    return la < lb ? -1 : (la > lb ? 1 : 0);
}

static int
same_id(PyObject *a, PyObject *b)
{
    if (a == b)
        return 1;
    Py_ssize_t n = PyUnicode_GET_LENGTH(a);
    int k = PyUnicode_KIND(a);
    /* a ready str has the narrowest kind that holds it, so equal texts have equal kinds */
    return n == PyUnicode_GET_LENGTH(b) && k == (int)PyUnicode_KIND(b)
           && memcmp(PyUnicode_DATA(a), PyUnicode_DATA(b), (size_t)n * (size_t)k) == 0;
}

/* rankagg.io.rules.id_fault is None: not empty, no blank or newline (" \t\n\r\f\v"), not too long */
static int
good_id(PyObject *s, Py_ssize_t max_chars)
{
    Py_ssize_t n = PyUnicode_GET_LENGTH(s);
    if (n == 0 || n > max_chars)
        return 0;
    int kind = PyUnicode_KIND(s);
    const void *data = PyUnicode_DATA(s);
    if (kind == PyUnicode_1BYTE_KIND) {
        const unsigned char *p = (const unsigned char *)data;
        for (Py_ssize_t i = 0; i < n; i++)
            if (p[i] == ' ' || (p[i] >= '\t' && p[i] <= '\r'))
                return 0;
        return 1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        Py_UCS4 c = PyUnicode_READ(kind, data, i);
        if (c == ' ' || (c >= '\t' && c <= '\r'))
            return 0;
    }
    return 1;
}

/* the tie rule's key: more lists first, then the best rank, then the docid ascending (a total order) */
static int
by_tie_key(const Doc *a, const Doc *b)
{
    if (a->count != b->count)
        return a->count > b->count ? -1 : 1;
    if (a->best != b->best)
        return a->best < b->best ? -1 : 1;
    return compare_ids(a->key, b->key);
}

/* A stable merge sort of T[0..n) by LESS(a, b) (pointers), inlined: glibc's qsort calls its comparison
 * through a pointer, which was most of the time at 100 x 100.  `tmp` holds n elements. */
#define DEFINE_SORT(name, T, LESS)                                                                  \
    static void name##_insertion(T *a, Py_ssize_t n)                                                \
    {                                                                                               \
        for (Py_ssize_t i = 1; i < n; i++) {                                                        \
            T x = a[i];                                                                             \
            Py_ssize_t j = i;                                                                       \
            while (j > 0 && LESS((&x), (&a[j - 1]))) {                                              \
                a[j] = a[j - 1];                                                                    \
                j--;                                                                                \
            }                                                                                       \
            a[j] = x;                                                                               \
        }                                                                                           \
    }                                                                                               \
    static void name(T *a, Py_ssize_t n, T *tmp)                                                   \
    {                                                                                               \
        if (n <= 16) {                                                                              \
            name##_insertion(a, n);                                                                 \
            return;                                                                                 \
        }                                                                                           \
        Py_ssize_t h = n / 2, i = 0, j = h, k = 0;                                                  \
        name(a, h, tmp);                                                                            \
        name(a + h, n - h, tmp);                                                                    \
        if (!LESS((&a[h]), (&a[h - 1])))                                                            \
            return; /* already in order */                                                          \
        while (i < h && j < n)                                                                      \
            tmp[k++] = LESS((&a[j]), (&a[i])) ? a[j++] : a[i++];                                    \
        while (i < h)                                                                               \
            tmp[k++] = a[i++];                                                                      \
        memcpy(a, tmp, sizeof(T) * (size_t)k);                                                      \
    }

#define ENTRY_BEFORE(a, b) ((a)->score > (b)->score || ((a)->score == (b)->score && compare_ids((a)->key, (b)->key) > 0))
#define VALUE_BEFORE(a, b) (*(a) < *(b))
#define TIE_BEFORE(a, b) (by_tie_key((a), (b)) < 0)
#define FUSED_BEFORE(a, b) ((a)->fused > (b)->fused || ((a)->fused == (b)->fused && (a)->id < (b)->id))

/* trec_eval's order: score descending, then docid descending (the docids of one dict differ) */
DEFINE_SORT(sort_entries, Entry, ENTRY_BEFORE)
DEFINE_SORT(sort_values, double, VALUE_BEFORE)
DEFINE_SORT(sort_ties, Doc, TIE_BEFORE)
/* fused score descending, then first seen first (a total order: documents of equal scores are in one run,
 * which the tie key orders) */
DEFINE_SORT(sort_fused, Doc, FUSED_BEFORE)

/* NumPy's pairwise sum of the row slice [lo, lo + n) whose non-zero values are v[0..k) at the ascending
 * positions pos[0..k) (rankagg.features.entry_sums._pairwise: zeros change no partial sum) */
static double
pairwise(const double *v, const Py_ssize_t *pos, Py_ssize_t k, Py_ssize_t lo, Py_ssize_t n)
{
    if (k == 0)
        return 0.0;
    if (n > 128) {
        Py_ssize_t half = n / 2, split = 0;
        half -= half % 8;
        while (split < k && pos[split] < lo + half)
            split++;
        return pairwise(v, pos, split, lo, half) + pairwise(v + split, pos + split, k - split, lo + half, n - half);
    }
    double res = 0.0;
    Py_ssize_t i = 0;
    if (n >= 8) {
        Py_ssize_t unrolled = n - n % 8;
        double r[8] = {0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0};
        for (; i < k && pos[i] - lo < unrolled; i++)
            r[(pos[i] - lo) % 8] += v[i];
        res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
    }
    for (; i < k; i++)
        res += v[i];
    return res;
}

/* a document's values (at least two) summed as rankagg.fuser.lists.sorted_sums does for m >= 8 lists:
 * sorted, zeros out, negatives at the row's start and positives at its end, pairwise; `v` is reordered and
 * `pos` is scratch of the same length */
static double
row_sum(double *v, Py_ssize_t c, Py_ssize_t m, Py_ssize_t *pos, double *tmp, int in_order)
{
    Py_ssize_t k = 0, neg = 0;
    for (Py_ssize_t i = 0; i < c; i++)
        if (v[i] != 0.0)
            v[k++] = v[i];
    if (!in_order)
        sort_values(v, k, tmp);
    while (neg < k && v[neg] < 0.0)
        neg++;
    for (Py_ssize_t t = 0; t < k; t++)
        pos[t] = t < neg ? t : m - k + t;
    return pairwise(v, pos, k, 0, m);
}

typedef struct {
    Entry *entries;
    Py_ssize_t *lengths; /* each list's kept entries */
    double *values;      /* each kept entry's value */
    Py_ssize_t *doc_of;  /* each kept entry's document */
    Doc *docs;
    Py_ssize_t *slots;   /* hash table of document numbers + 1 */
    double *gathered;    /* each document's values, together */
    Py_ssize_t *fill;
    double *table;
    Entry *entry_tmp; /* the sorts' room */
    double *value_tmp;
    Doc *doc_tmp;
} Work;

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

/* A hash table of twice the room, the documents 0..n placed again. */
static int
grow_slots(Work *w, size_t *cap, Py_ssize_t n)
{
    size_t size = *cap * 2;
    Py_ssize_t *slots = PyMem_Calloc(size, sizeof(Py_ssize_t));
    if (slots == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t d = 0; d < n; d++) {
        size_t i = (size_t)w->docs[d].hash & (size - 1);
        while (slots[i])
            i = (i + 1) & (size - 1);
        slots[i] = d + 1;
    }
    PyMem_Free(w->slots);
    w->slots = slots;
    *cap = size;
    return 0;
}

/* Each kept entry's document (first seen first), each document's docid checked by the readers' rule:
 * returns the number of documents, -2 to decline, or -1 on error. */
static Py_ssize_t
index_docs(Work *w, Py_ssize_t m, Py_ssize_t kept, Py_ssize_t max_chars, int ranked)
{
    size_t cap = 64; /* grown to keep half the slots free: a few hundred documents stay in the cache */
    w->slots = PyMem_Calloc(cap, sizeof(Py_ssize_t));
    w->docs = PyMem_Malloc(sizeof(Doc) * (size_t)(kept ? kept : 1));
    w->doc_of = PyMem_Malloc(sizeof(Py_ssize_t) * (size_t)(kept ? kept : 1));
    if (w->slots == NULL || w->docs == NULL || w->doc_of == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    Py_ssize_t n = 0, e = 0;
    for (Py_ssize_t j = 0; j < m; j++) {
        for (Py_ssize_t r = 1; r <= w->lengths[j]; r++, e++) {
            PyObject *key = w->entries[e].key;
            Py_hash_t h = PyObject_Hash(key); /* a str's hash is cached: the dict computed it */
            if (h == -1)
                return -1;
            size_t i = (size_t)h & (cap - 1);
            Py_ssize_t d;
            for (;;) {
                d = w->slots[i] - 1;
                if (d < 0 || (w->docs[d].hash == h && same_id(w->docs[d].key, key)))
                    break;
                i = (i + 1) & (cap - 1);
            }
            if (d < 0) {
                if (!good_id(key, max_chars))
                    return -2;
                d = n++;
                w->slots[i] = d + 1;
                w->docs[d].key = key;
                w->docs[d].hash = h;
                w->docs[d].count = 0;
                w->docs[d].best = ranked ? r : PY_SSIZE_T_MAX; /* unranked: by rank_lists if a tie asks */
                w->docs[d].id = d;
            }
            w->docs[d].count++;
            if (ranked && r < w->docs[d].best)
                w->docs[d].best = r;
            w->doc_of[e] = d;
            w->entries[e].doc = d;
            if ((size_t)n * 2 > cap && grow_slots(w, &cap, n) < 0)
                return -1;
        }
    }
    return n;
}

/* Each document's fused score (see the file's comment); 1, 0 to decline, -1 on error. */
static int
fused_scores(Work *w, Py_ssize_t m, Py_ssize_t kept, Py_ssize_t n, int times_count, int by_rank)
{
    w->gathered = PyMem_Malloc(sizeof(double) * (size_t)(kept ? kept : 1));
    w->fill = PyMem_Malloc(sizeof(Py_ssize_t) * (size_t)(kept > n ? kept : n ? n : 1));
    w->value_tmp = PyMem_Malloc(sizeof(double) * (size_t)(kept ? kept : 1));
    w->doc_tmp = PyMem_Malloc(sizeof(Doc) * (size_t)(n ? n : 1));
    if (w->gathered == NULL || w->fill == NULL || w->value_tmp == NULL || w->doc_tmp == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    Py_ssize_t at = 0;
    for (Py_ssize_t d = 0; d < n; d++) {
        w->docs[d].start = at;
        w->fill[d] = at;
        at += w->docs[d].count;
    }
    if (!by_rank) {
        for (Py_ssize_t e = 0; e < kept; e++) /* each document's values in list order */
            w->gathered[w->fill[w->doc_of[e]]++] = w->values[e];
    }
    else { /* points that do not rise with the rank: by rank descending, each document's values ascend */
        Py_ssize_t longest = 0, *start = w->lengths + m; /* lengths has room for m starts after it */
        for (Py_ssize_t j = 0, a = 0; j < m; a += w->lengths[j++]) {
            start[j] = a;
            longest = w->lengths[j] > longest ? w->lengths[j] : longest;
        }
        for (Py_ssize_t r = longest - 1; r >= 0; r--)
            for (Py_ssize_t j = 0; j < m; j++)
                if (r < w->lengths[j]) {
                    Py_ssize_t e = start[j] + r;
                    w->gathered[w->fill[w->doc_of[e]]++] = w->values[e];
                }
    }
    for (Py_ssize_t d = 0; d < n; d++) {
        Doc *doc = w->docs + d;
        double *v = w->gathered + doc->start, s;
        Py_ssize_t c = doc->count;
        if (c == 1) /* fuser.lists.sorted_sums: the value added to 0.0 (a -0.0 becomes 0.0) */
            s = v[0] + 0.0;
        else if (m < 8) { /* fuser.lists.sorted_sums below 8 lists: the sorted row from 0.0, left to right */
            if (c == 2)
                s = (v[0] + 0.0) + v[1];
            else {
                if (!by_rank)
                    sort_values(v, c, w->value_tmp);
                s = 0.0;
                for (Py_ssize_t i = 0; i < c; i++)
                    s += v[i];
            }
        }
        else
            s = row_sum(v, c, m, w->fill, w->value_tmp, by_rank); /* fill is free room from here on */
        if (times_count)
            s = s * (double)c;
        if (!isfinite(s))
            return 0;
        doc->fused = s;
    }
    return 1;
}

/* Each document's best rank, from the lists ranked now (read unranked: Comb scores without a window need
 * no rank but for the tie rule); `docs` are sorted, found by their numbers. */
static void
rank_lists(Work *w, Py_ssize_t m, Py_ssize_t n)
{
    Py_ssize_t *where = w->fill; /* free room of n or more */
    for (Py_ssize_t i = 0; i < n; i++)
        where[w->docs[i].id] = i;
    Entry *e = w->entries;
    for (Py_ssize_t j = 0; j < m; e += w->lengths[j++]) {
        sort_entries(e, w->lengths[j], w->entry_tmp);
        for (Py_ssize_t r = 0; r < w->lengths[j]; r++) {
            Doc *doc = w->docs + where[e[r].doc];
            if (r + 1 < doc->best)
                doc->best = r + 1;
        }
    }
}

/* The documents in the tie rule's order (the specification: rankagg.data.tie_rule.order_by_tie_rule; tests/test_fuser_native.py compares the two bit for bit). */
static void
tie_order(Work *w, Py_ssize_t m, Py_ssize_t n, double tolerance, int ranked)
{
    Doc *docs = w->docs, *tmp = w->doc_tmp;
    sort_fused(docs, n, tmp); /* equal scores are in one run, whose order the best ranks set below */
    if (n < 2)
        return;
    double tol = tolerance * fmax(fabs(docs[0].fused), fabs(docs[n - 1].fused));
    Py_ssize_t i = 0;
    while (i < n - 1) {
        if (!(docs[i].fused - docs[i + 1].fused <= tol)) {
            i++;
            continue;
        }
        Py_ssize_t end = i + 1;
        while (end < n - 1 && docs[end].fused - docs[end + 1].fused <= tol)
            end++;
        if (!ranked) {
            rank_lists(w, m, n);
            ranked = 1;
        }
        sort_ties(docs + i, end - i + 1, tmp);
        i = end + 1;
    }
}

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

/* ---------------------------------------------------------------- the certified top-k (issue 51 item 1)
 * rankagg.fuser.topk's proof in C for the common request: a dict of dicts str -> float, each in best-first
 * order, rules sum / sum*count of rank points (a table) or minmax / max / none scores.  The specification is
 * rankagg/fuser/topk.py (its module docstring says why the proof holds); this is the same proof with the same
 * floating-point operations, entry by entry once (each settled entry is indexed when it settles, each
 * document's exact score computed when it becomes complete), and it declines (None) wherever the Python path
 * would raise an error or is not sure: a score that rises, a docid or score of another type, a docid the
 * readers refuse, a value beyond the floats. */

typedef struct {
    PyObject *dict;
    Py_ssize_t pos, len, nread, settled, runs; /* runs: entries in complete runs of equal scores, sorted */
    int end, done;
    double weight, low; /* low: the lowest score (the caller's look at the last entry) */
    Entry *e;
} TList;

typedef struct {
    PyObject *key;
    Py_hash_t hash;
    Py_ssize_t count, best;
    double fused;
    int exact;
} TDoc;

typedef struct {
    TList *l;
    TDoc *docs;
    double *vals; /* docs x lists, NaN where the document is not read in the list */
    Py_ssize_t *slots, n, room;
    size_t cap;
    double *row, *row_tmp, *sorted;
    Py_ssize_t *pos, *order;
    Doc *top, *top_tmp;
    Entry *entry_tmp;
} TWork;

static void
twork_free(TWork *w, Py_ssize_t m)
{
    if (w->l != NULL)
        for (Py_ssize_t j = 0; j < m; j++)
            PyMem_Free(w->l[j].e);
    PyMem_Free(w->l);
    PyMem_Free(w->docs);
    PyMem_Free(w->vals);
    PyMem_Free(w->slots);
    PyMem_Free(w->row);
    PyMem_Free(w->row_tmp);
    PyMem_Free(w->sorted);
    PyMem_Free(w->pos);
    PyMem_Free(w->order);
    PyMem_Free(w->top);
    PyMem_Free(w->top_tmp);
    PyMem_Free(w->entry_tmp);
}

/* a row of c values summed as rankagg.fuser.lists.sorted_sums sums a document's row of m lists (fused_scores) */
static double
row_total(double *v, Py_ssize_t c, Py_ssize_t m, Py_ssize_t *pos, double *tmp)
{
    if (c == 0)
        return 0.0;
    if (c == 1)
        return v[0] + 0.0;
    if (m < 8) {
        if (c == 2)
            return (v[0] + 0.0) + v[1];
        sort_values(v, c, tmp);
        double s = 0.0;
        for (Py_ssize_t i = 0; i < c; i++)
            s += v[i];
        return s;
    }
    return row_sum(v, c, m, pos, tmp, 0);
}

/* the value of a score in list j (rankagg.fuser.topk._normalised, times the weight) */
static double
tvalue(int norm, const TList *l, double x, const double *table, Py_ssize_t rank0, int weighted)
{
    double v, hi = l->e[0].score, lo = l->low;
    if (norm == NORM_TABLE)
        v = table[rank0];
    else if (norm == NORM_MINMAX) {
        double span = hi - lo;
        v = span > 0.0 ? (x - lo) / span : 1.0;
    }
    else if (norm == NORM_MAX)
        v = hi > 0.0 ? x / hi : x;
    else
        v = x;
    return weighted ? v * l->weight : v;
}

static Py_ssize_t
tdoc_of(TWork *w, Py_ssize_t m, PyObject *key, Py_ssize_t max_chars)
{
    Py_hash_t h = PyObject_Hash(key);
    if (h == -1)
        return -1;
    size_t i = (size_t)h & (w->cap - 1);
    for (;;) {
        Py_ssize_t d = w->slots[i] - 1;
        if (d < 0)
            break;
        if (w->docs[d].hash == h && same_id(w->docs[d].key, key))
            return d;
        i = (i + 1) & (w->cap - 1);
    }
    if (!good_id(key, max_chars))
        return -2;
    Py_ssize_t d = w->n++;
    if (d >= w->room) { /* room was the total of the lists' lengths: never reached */
        PyErr_SetString(PyExc_RuntimeError, "top: more documents than entries");
        return -1;
    }
    w->slots[i] = d + 1;
    TDoc *doc = w->docs + d;
    doc->key = key;
    doc->hash = h;
    doc->count = 0;
    doc->best = PY_SSIZE_T_MAX;
    doc->exact = 0;
    for (Py_ssize_t j = 0; j < m; j++)
        w->vals[d * m + j] = NAN;
    if ((size_t)w->n * 2 > w->cap) {
        size_t size = w->cap * 2;
        Py_ssize_t *slots = PyMem_Calloc(size, sizeof(Py_ssize_t));
        if (slots == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        for (Py_ssize_t t = 0; t < w->n; t++) {
            size_t q = (size_t)w->docs[t].hash & (size - 1);
            while (slots[q])
                q = (q + 1) & (size - 1);
            slots[q] = t + 1;
        }
        PyMem_Free(w->slots);
        w->slots = slots;
        w->cap = size;
    }
    return d;
}

/* Read list j to `depth` entries and index what settles: 1, 0 to decline, -1 on error, or -(3 + n) when the
 * table is shorter than the n ranks it needs. */
static int
tread(TWork *w, Py_ssize_t m, Py_ssize_t j, Py_ssize_t depth, Py_ssize_t window, int norm, const double *table,
      Py_ssize_t table_len, int weighted, Py_ssize_t max_chars)
{
    TList *l = w->l + j;
    if (l->done)
        return 1;
    Py_ssize_t want = depth;
    if (window >= 0 && l->nread <= window && want > window + 1)
        want = window + 1; /* one past the window tells whether its last run ended */
    PyObject *key, *value;
    while (l->nread < want) {
        if (!PyDict_Next(l->dict, &l->pos, &key, &value)) {
            l->end = 1;
            break;
        }
        if (!PyUnicode_CheckExact(key) || !PyFloat_CheckExact(value))
            return 0;
#if PY_VERSION_HEX < 0x030C0000
        if (PyUnicode_READY(key) < 0)
            return -1;
#endif
        double s = PyFloat_AS_DOUBLE(value);
        if (!isfinite(s) || (l->nread && s > l->e[l->nread - 1].score))
            return 0;
        l->e[l->nread].score = s;
        l->e[l->nread].key = key;
        l->nread++;
    }
    if (l->nread == l->len)
        l->end = 1;
    Py_ssize_t runs = l->nread, settled;
    if (!l->end)
        while (runs > 0 && l->e[runs - 1].score == l->e[l->nread - 1].score)
            runs--;
    settled = runs;
    if (window >= 0 && runs >= window) {
        settled = window;
        l->done = 1;
    }
    if (l->end)
        l->done = 1;
    if (norm == NORM_TABLE && settled + 1 > table_len)
        return -(3 + (int)(settled + 1));
    if (runs > l->runs) /* runs of equal scores: docid descending (whole runs, then the window) */
        sort_entries(l->e + l->runs, runs - l->runs, w->entry_tmp);
    l->runs = runs;
    Py_ssize_t a = l->settled;
    for (Py_ssize_t r = a; r < settled; r++) {
        double v = tvalue(norm, l, l->e[r].score, table, r, weighted);
        if (!isfinite(v))
            return 0;
        Py_ssize_t d = tdoc_of(w, m, l->e[r].key, max_chars);
        if (d < 0)
            return d == -2 ? 0 : -1;
        TDoc *doc = w->docs + d;
        if (!isnan(w->vals[d * m + j]))
            return 0; /* a docid twice in a dict: impossible, but never a silent answer */
        w->vals[d * m + j] = v;
        doc->count++;
        if (r + 1 < doc->best)
            doc->best = r + 1;
    }
    l->settled = settled;
    return 1;
}

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
    double scale = 0.0;
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
    double tol = tolerance * scale;
    if (!all_done) {
        p = 0;
        for (Py_ssize_t i = k - 1; i < n_c; i++) {
            double below = i + 1 < n_c ? w->top[i + 1].fused : -INFINITY;
            if (bound > below)
                below = bound;
            if (w->top[i].fused - below > tol) {
                p = i + 1;
                break;
            }
        }
        if (p == 0)
            return 0;
    }
    /* the tie rule on the p documents above the cut, with the query's scale */
    Py_ssize_t i = 0;
    while (i < p - 1) {
        if (!(w->top[i].fused - w->top[i + 1].fused <= tol)) {
            i++;
            continue;
        }
        Py_ssize_t end = i + 1;
        while (end < p - 1 && w->top[end].fused - w->top[end + 1].fused <= tol)
            end++;
        sort_ties(w->top + i, end - i + 1, w->top_tmp);
        i = end + 1;
    }
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
    if (fault != NULL) {
        if (*fault)
            PyErr_SetString(PyExc_ValueError, fault);
        else
            PyErr_NoMemory();
        return NULL;
    }
    Py_RETURN_NONE;
}

PyDoc_STRVAR(entry_sums_doc,
"entry_sums(item, values, out, n_rankers)\n--\n\n"
"Per item, the sum of its entries' values as rankagg.features.entry_sums.entry_sums adds them (sorted,\n"
"zeros left out, NumPy's pairwise summation), written to out; item int64, values and out float64,\n"
"C-contiguous; the values finite (not checked here).  Runs without the GIL.");

PyDoc_STRVAR(fuse_doc,
"fuse(lists, table, norm, weights, window, depth, times_count, tolerance, max_id_chars)\n--\n\n"
"One query's fused [(docid, score), ...] as rankagg.Fuser computes it for the rules sum and sum*count\n"
"(see rankagg/_fuse_native.c); None to decline (the Python path answers); an int n when the rank points\n"
"table is shorter than the n ranks it needs.  norm: 0 the table's points, 1 minmax, 2 max, 3 none.");

PyDoc_STRVAR(top_doc,
"top(lists, table, norm, weights, lows, window, k, times_count, tolerance, max_id_chars, first_depth)\n--\n\n"
"The certified first k of one query's fusion, read in doubling blocks from dicts in best-first order, as\n"
"rankagg.fuser.topk computes it: (items, exhausted, entries read per list, rounds); None to decline; an int\n"
"n when the rank points table is shorter than the n ranks it needs.  lows: each list's lowest score (Comb).");

static PyMethodDef methods[] = {
    {"fuse", fuse, METH_VARARGS, fuse_doc},
    {"top", top, METH_VARARGS, top_doc},
    {"entry_sums", entry_sums, METH_VARARGS, entry_sums_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT, "rankagg._fuse_native",
    "One query's fusion by sums, compiled ahead of time (issue 35 item 2; rankagg.fuser uses it).", -1, methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC
PyInit__fuse_native(void)
{
    return PyModule_Create(&module_def);
}
