"""The invariants every registered method promises, checked for any of them (scikit-learn's
``check_estimator`` is the model).

``check_method(name)`` runs every in-process check on one registered method;
the individual ``check_*`` functions can be called alone.  Two checks need
other processes and run for many methods at once: :func:`check_save_load_fresh_process`
(save, then load and score in a new interpreter) and :func:`check_environment_independence`
(the same outputs under other ``PYTHONHASHSEED``, ``NUMBA_NUM_THREADS`` and BLAS thread counts).
``tests/package/test_contract.py`` runs all of them over :func:`list_methods`,
so a new method is covered without any edit.

What is checked
---------------
* parameters are declared (``param_constraints`` covers ``defaults``; defaults and
  every ``param_grid`` value satisfy it) and bools,
  floats, NaN and infinities are refused where integers / finite numbers are due;
* permuting the rankers leaves the output bit-identical (unfitted methods) or
  the consensus order identical (learned methods trained on equally permuted data);
* duplicating every ranker leaves the consensus order unchanged;
* per-query methods: fusing a subset of the queries equals fusing all, then selecting;
* the input is not mutated; fitted state survives ``get_state``/``set_state``
  (the path of copies and the Dask backend) bit for bit;
* unanimity: identical complete lists give that order; one ranker gives its own order;
* a query nobody ranked and a one-item query are aggregated (finite, distinct scores).

Checks chosen by the method's tags (:class:`rankagg.methods.base.MethodTags`):

* the tags are consistent with the class (a ``linear`` method takes ``weights``, a method
  that learns from the test queries is not per-query, ``fast_params`` are valid parameters);
* ``linear``: :meth:`~rankagg.methods.base.Aggregator.linear_parts` gives the score under
  any weights (``(contributions @ w) * factor``, up to rounding);
* ``score_entries``: scoring the run entries equals scoring their rank matrix, bit for bit;
* ``reads_scores`` false: dropping the input scores changes no bit of the output;
* ``fuser``: the per-query :class:`~rankagg.fuser.Fuser`, which reads the formula the class declares
  (:mod:`rankagg.methods.per_query`), gives the batch scores and order bit for bit.

The data are small generated problems (:func:`rankagg.io.synthetic.make_metasearch`);
slow learners run with the reduced settings of their ``fast_params`` tag.

Where the checks live: the shared problem and helpers in :mod:`rankagg.checks.harness`, the invariants in
:mod:`rankagg.checks.invariants`, the checks chosen by the tags in :mod:`rankagg.checks.tag_checks`, the
checks in other interpreters in :mod:`rankagg.checks.subprocesses`, and the faces (the ``Fuser`` among them)
in :mod:`rankagg.checks.faces`; this package gathers their public checks and runs them (:func:`check_method`).
"""

from __future__ import annotations

import sys
from typing import Callable

from rankagg.checks.faces import check_fuser  # a face: the Fuser on generated lists
from rankagg.checks.harness import contract_data, learns
from rankagg.checks.invariants import (
    check_degenerate_queries,
    check_duplicated_rankers,
    check_not_mutated,
    check_parameters_declared,
    check_query_subset,
    check_ranker_permutation,
    check_single_ranker,
    check_state_round_trip,
    check_unanimity,
)
from rankagg.checks.subprocesses import check_environment_independence, check_save_load_fresh_process
from rankagg.checks.tag_checks import check_entries_scoring, check_linear_parts, check_ranks_only, check_tags
from rankagg.methods.registry import list_methods

IN_PROCESS_CHECKS: tuple[Callable[[str], None], ...] = (
    check_tags,
    check_linear_parts,
    check_entries_scoring,
    check_ranks_only,
    check_fuser,
    check_parameters_declared,
    check_ranker_permutation,
    check_duplicated_rankers,
    check_query_subset,
    check_not_mutated,
    check_state_round_trip,
    check_unanimity,
    check_single_ranker,
    check_degenerate_queries,
)

# the package is the documented door of the check suite: its checks are importable from here
__all__ = ["check_method", *(check.__name__ for check in IN_PROCESS_CHECKS), "check_save_load_fresh_process",
           "check_environment_independence", "contract_data", "learns"]


def check_method(name: str) -> None:
    """Every in-process check on one registered method (raises AssertionError on the first failure)."""
    for check in IN_PROCESS_CHECKS:
        check(name)


if __name__ == "__main__":  # python -m rankagg.checks [name ...]
    for method in sys.argv[1:] or list_methods():
        check_method(method)
        print(method, "ok", flush=True)
