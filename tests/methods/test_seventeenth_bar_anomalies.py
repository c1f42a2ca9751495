"""Issue 45's seventeenth bar (an SRE team's anomaly-detector ensembles): Copeland's count on long lists.

``copeland``, ``condorcet(rule='wins')`` and ``condorcet(start='copeland')`` count each item's pairwise majority
wins without an n x n matrix (:func:`rankagg.methods.pairwise_compact.compact_copeland`), visiting every pair of
items that share a list: the sum over queries and lists of the squared list lengths.  A day of one-second points
(86,400 items in each of three detectors' lists) is 2.2e10 visits, an hour on the shared machine, and was run with
no word; the other pairwise methods refuse such work before it starts (docs/conventions.md, long lists).  The
members below are drawn over the three methods and over list shapes (one long query, several queries whose sum
passes, partial lists, two lists); the expected answer is computed here from the stated rule: refused when 16
operations per visit pass the 2e11 operations of ``MAX_CUBIC_FLOPS``, reached otherwise.  The kernel is replaced
by one that says it was reached, so that no member runs the hour."""

from __future__ import annotations

import numpy as np
import pytest

import rankagg.methods.majority.condorcet as condorcet_module
from rankagg.data.rankings import Rankings
from rankagg.exceptions import ProblemTooLargeError
from rankagg.methods.registry import make_method

COPELAND_COUNTS = ["copeland", "condorcet(rule='wins')", "condorcet(start='copeland')"]
LIMIT_OPS, OPS_PER_VISIT = 2e11, 16.0

# (query sizes, share of each query's items every list returns, lists)
SHAPES = {
    "a day of seconds, 3 detectors": ([86400], 1.0, 3),
    "4 series of 40,000 points": ([40000] * 4, 1.0, 3),
    "2 detectors of 150,000 points": ([150000], 1.0, 2),
    "3 partial lists of 70% of 100,000": ([100000], 0.7, 3),
    "3 detectors of 30,000 points": ([30000], 1.0, 3),
    "2 series of 25,000 points": ([25000] * 2, 1.0, 3),
}


class _KernelReached(Exception):
    pass


def _reached(*args, **kwargs):
    raise _KernelReached


def _rankings(sizes: list[int], share: float, lists: int, seed: int = 17) -> Rankings:
    rng = np.random.default_rng(seed)
    blocks = []
    for n in sizes:
        ranks = np.full((n, lists), np.nan)
        for k in range(lists):
            keep = rng.permutation(n)[: int(n * share)]
            ranks[keep, k] = np.arange(1, len(keep) + 1, dtype=np.float64)
        blocks.append(ranks)
    total = sum(sizes)
    return Rankings(offsets=np.concatenate([[0], np.cumsum(sizes)]).astype(np.int64), ranks=np.vstack(blocks),
                    qids=np.array([f"series{i}" for i in range(len(sizes))]),
                    docids=np.array([f"t{i:07d}" for i in range(total)]),
                    ranker_names=tuple(f"detector{k}" for k in range(lists)))


def _hand_refused(sizes: list[int], share: float, lists: int) -> bool:
    visits = sum(lists * int(n * share) ** 2 for n in sizes)
    return OPS_PER_VISIT * visits > LIMIT_OPS


@pytest.mark.parametrize("shape", list(SHAPES))
@pytest.mark.parametrize("spec", COPELAND_COUNTS)
def test_copeland_count_refused_before_its_hour(spec, shape, monkeypatch):
    monkeypatch.setattr(condorcet_module, "compact_copeland", _reached)
    sizes, share, lists = SHAPES[shape]
    data = _rankings(sizes, share, lists)
    method = make_method(spec)
    if _hand_refused(sizes, share, lists):
        with pytest.raises(ProblemTooLargeError) as refusal:
            method.aggregate(data)
        message = str(refusal.value)
        assert message.startswith(spec.split("(")[0] + ":") and "--input-depth" in message
    else:
        with pytest.raises(_KernelReached):
            method.aggregate(data)


def test_condorcet_merge_sort_is_not_refused(monkeypatch):
    """The default Condorcet-fuse sorts in O(n log n) comparisons: the same day is fused, not refused."""
    monkeypatch.setattr(condorcet_module, "condorcet_merge_sort", _reached)
    with pytest.raises(_KernelReached):
        make_method("condorcet").aggregate(_rankings([86400], 1.0, 3))
