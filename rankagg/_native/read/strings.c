/* The hash tables that code the qids and the docids in order of first appearance (read.h: their key, their
 * bounds). */

#include "read.h"

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
