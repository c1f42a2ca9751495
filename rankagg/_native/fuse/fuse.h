/* rankagg._fuse_native (this folder, built by setup.py as one extension module): one query's fusion by sums of
 * per-entry values, compiled ahead of time.
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
 *     consecutive tied gaps (tied_gap: hi - lo <= tol * max(|hi|, |lo|), the gap's own scale) ordered by
 *     more lists first, then the best rank, then the docid (code points) ascending.
 * Anything else -- another type of lists, docids or scores, a docid the readers refuse, a score that is not
 * finite, a -0.0 whose sign NumPy's minimum could pick either way, a fused score beyond the floats -- and the
 * kernel declines (returns None): the Python path then answers, or raises its error.
 *
 * The files, one concern each: ids.c the docids' rule, order.c the sorts, sums.c the sums, lists.c the lists
 * read and their values, docs.c the documents' hash table, tie_rule.c the tie rule, fuse.c fuse(), topk.c
 * and topk_lists.c top() (the certified top-k), entry_sums.c entry_sums(), own_items.c own_items_counts() (the
 * default method's quality estimate), module.c the module, which includes
 * the others: setup.py compiles module.c alone, one translation unit as the kernel was one file before (the
 * compiler inlines across the parts, as it did: compiled apart, the calls between files cost 2-4% at 3 x 100;
 * and nothing but PyInit is exported).  Every function is static, declared here.
 */
#ifndef RANKAGG_FUSE_NATIVE_H
#define RANKAGG_FUSE_NATIVE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <float.h>

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

/* code-point order of two str, as Python's < compares them */
static inline int
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

static inline int
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

/* ids.c */
static int good_id(PyObject *s, Py_ssize_t max_chars);

/* order.c: stable merge sorts; `tmp` holds n elements */
static void sort_entries(Entry *a, Py_ssize_t n, Entry *tmp); /* trec_eval's order: score descending, docid descending */
static void sort_values(double *a, Py_ssize_t n, double *tmp); /* ascending */
static void sort_ties(Doc *a, Py_ssize_t n, Doc *tmp);         /* the tie rule's key */
static void sort_fused(Doc *a, Py_ssize_t n, Doc *tmp);        /* fused descending, then first seen first */

/* sums.c */
static double row_sum(double *v, Py_ssize_t c, Py_ssize_t m, Py_ssize_t *pos, double *tmp, int in_order);
static double row_total(double *v, Py_ssize_t c, Py_ssize_t m, Py_ssize_t *pos, double *tmp);
static int fused_scores(Work *w, Py_ssize_t m, Py_ssize_t kept, Py_ssize_t n, int times_count, int by_rank);

/* lists.c */
static void work_free(Work *w);
static int read_lists(PyObject *lists, Work *w, Py_ssize_t m, int rank, Py_ssize_t *total);
static int entry_values(Work *w, Py_ssize_t m, int norm, PyObject *weights, Py_ssize_t window, Py_ssize_t max_chars,
                 Py_ssize_t *kept_out);

/* docs.c */
static int grow_slots(Py_ssize_t **slots, size_t *cap, const char *hashes, size_t stride, Py_ssize_t n);
static Py_ssize_t index_docs(Work *w, Py_ssize_t m, Py_ssize_t kept, Py_ssize_t max_chars, int ranked);

/* tie_rule.c */
static void order_tied_runs(Doc *docs, Py_ssize_t n, double tolerance, Doc *tmp, Work *unranked, Py_ssize_t m);
static void tie_order(Work *w, Py_ssize_t m, Py_ssize_t n, double tolerance, int ranked);

/* topk_lists.c */
static void twork_free(TWork *w, Py_ssize_t m);
static double tvalue(int norm, const TList *l, double x, const double *table, Py_ssize_t rank0, int weighted);
static int tread(TWork *w, Py_ssize_t m, Py_ssize_t j, Py_ssize_t depth, Py_ssize_t window, int norm, const double *table,
          Py_ssize_t table_len, int weighted, Py_ssize_t max_chars);

/* the module's functions: fuse.c, topk.c, entry_sums.c, own_items.c */
static PyObject *fuse(PyObject *module, PyObject *args);
static PyObject *top(PyObject *module, PyObject *args);
static PyObject *entry_sums(PyObject *module, PyObject *args);
static PyObject *own_items_counts(PyObject *module, PyObject *args);
static PyObject *kernel_result(const char *fault); /* entry_sums.c: None, or the error `fault` names */

#endif
