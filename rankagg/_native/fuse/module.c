/* The module rankagg._fuse_native: its functions and their documentation (fuse.h describes the kernel). */

#include "fuse.h"

/* the parts, one file per concern, compiled here as one translation unit (setup.py builds this file alone) */
#include "ids.c"
#include "order.c"
#include "sums.c"
#include "lists.c"
#include "docs.c"
#include "tie_rule.c"
#include "fuse.c"
#include "topk_lists.c"
#include "topk.c"
#include "entry_sums.c"
#include "own_items.c"

PyDoc_STRVAR(entry_sums_doc,
"entry_sums(item, values, out, n_rankers)\n--\n\n"
"Per item, the sum of its entries' values as rankagg.features.entry_sums.entry_sums adds them (sorted,\n"
"zeros left out, NumPy's pairwise summation), written to out; item int64, values and out float64,\n"
"C-contiguous; the values finite (not checked here).  Runs without the GIL.");

PyDoc_STRVAR(own_items_counts_doc,
"own_items_counts(offsets, fused, n_ranked_by, cell_item, cell_own, seg_start, seg_group, judged_start, n_support,\n"
"keys, greater, equal, n_rankers)\n--\n\n"
"The (query, list) groups' counts of rankagg.methods.quality.own_items_cells.loo_own_items_agreement: the best\n"
"list's keys written to keys[m:], the support's items above and tied with every key added to greater and equal\n"
"(see rankagg/_native/fuse/own_items.c); the values finite (not checked here).  Runs without the GIL.");

PyDoc_STRVAR(fuse_doc,
"fuse(lists, table, norm, weights, window, depth, times_count, tolerance, max_id_chars)\n--\n\n"
"One query's fused [(docid, score), ...] as rankagg.Fuser computes it for the rules sum and sum*count\n"
"(see rankagg/_native/fuse/fuse.h); None to decline (the Python path answers); an int n when the rank points\n"
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
    {"own_items_counts", own_items_counts, METH_VARARGS, own_items_counts_doc},
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
