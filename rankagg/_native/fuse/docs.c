/* The documents' hash table: fuse()'s index of each kept entry's document (first seen first), and its growth,
 * which top() shares. */

#include "fuse.h"

/* The documents' hash table (slot = document number + 1, linear probing) grown to twice the room, the n
 * documents placed again; their hashes read at `hashes`, `stride` bytes apart (fuse()'s Doc or top()'s TDoc):
 * 0, or -1 out of memory. */
static int
grow_slots(Py_ssize_t **slots, size_t *cap, const char *hashes, size_t stride, Py_ssize_t n)
{
    size_t size = *cap * 2;
    Py_ssize_t *grown = PyMem_Calloc(size, sizeof(Py_ssize_t));
    if (grown == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t d = 0; d < n; d++) {
        size_t i = (size_t)*(const Py_hash_t *)(hashes + (size_t)d * stride) & (size - 1);
        while (grown[i])
            i = (i + 1) & (size - 1);
        grown[i] = d + 1;
    }
    PyMem_Free(*slots);
    *slots = grown;
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
            if ((size_t)n * 2 > cap && grow_slots(&w->slots, &cap, (const char *)&w->docs[0].hash, sizeof(Doc), n) < 0)
                return -1;
        }
    }
    return n;
}
