/* The stable sorts of the kernels: entries in trec_eval's order, a document's values ascending, documents by
 * fused score and by the tie rule's key. */

#include "fuse.h"

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
