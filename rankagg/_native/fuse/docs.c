/* fuse(): each kept entry's document, by a hash table of the docids (first seen first). */

#include "fuse.h"

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
Py_ssize_t
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
