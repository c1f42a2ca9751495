"""The checks chosen by a method's tags (:class:`rankagg.methods.tags.MethodTags`): the tags agree with the
class, ``linear`` parts give the score, run entries score as their rank matrix, a ranks-only method reads no
score.  (The ``fuser`` tag's check is a face: :func:`rankagg.checks.faces.check_fuser`.)"""

from __future__ import annotations

import numpy as np

from rankagg.checks.harness import _assert, _class, _make, _split, contract_data, learns
from rankagg.data.entries import RunEntries
from rankagg.data.rankings import Rankings
from rankagg.methods.base import Aggregator

__all__ = ["check_tags", "check_linear_parts", "check_entries_scoring", "check_ranks_only"]


# ---------------------------------------------------------------- chosen by the tags
def check_tags(name: str) -> None:
    """The tags agree with the class: what they promise is there."""
    cls = _class(name)
    tags = cls.class_tags()
    unknown = sorted(set(tags.fast_params) - set(cls.defaults))
    _assert(not unknown, name, f"fast_params names parameters the method does not take: {unknown}")
    _make(name)  # the fast parameters are valid
    if tags.linear is not None:
        _assert("weights" in cls.defaults, name, "tagged linear (a weighted sum over rankers) but takes no weights")
    if tags.weights_not_copies:
        _assert("weights" in cls.defaults, name, "declares weights_not_copies but takes no weights")
    if tags.score_entries:
        _assert(cls.score_entries is not Aggregator.score_entries, name, "tagged score_entries but does not implement it")
    if tags.learns_from_test:
        _assert(not cls.class_tags().per_query and not cls.supervised, name,
                "learns from the test queries, so it is unsupervised and not per-query")
    if tags.fuser is not None:
        from rankagg.methods.per_query import CombFusion, PointsFusion

        declares = PointsFusion if tags.fuser == "points" else CombFusion
        _assert(issubclass(cls, declares), name, f"tagged fuser={tags.fuser!r} but does not declare its per-query "
                f"formula ({declares.__name__})")


def check_linear_parts(name: str, seed: int = 0) -> None:
    """Tag ``linear``: ``(contributions @ w) * factor`` is the score under ``weights=w`` (up to rounding)."""
    m = _make(name)
    if m.get_tags().linear is None:
        return
    data = _split(contract_data(seed))[2]
    contrib, factor = m.linear_parts(data)
    _assert(contrib.shape == (data.n_items, data.n_rankers) and factor.shape == (data.n_items,), name,
            "linear_parts has the wrong shapes")
    rng = np.random.default_rng(seed)
    for w in (np.ones(data.n_rankers), rng.uniform(0.0, 3.0, data.n_rankers)):
        got = (contrib @ w) * factor
        want = m.with_params(weights=list(w)).score(data)
        ok = np.allclose(got, want, rtol=1e-12, atol=1e-12, equal_nan=True)
        _assert(bool(ok), name, "linear_parts does not give the score under weights")


def check_entries_scoring(name: str, seed: int = 0) -> None:
    """Tag ``score_entries``: scoring the run entries equals scoring their rank matrix, bit for bit."""
    m = _make(name)
    if not m.get_tags().score_entries:
        return
    entries = RunEntries.of_rankings(_split(contract_data(seed))[2])
    a, b = m.score_entries(entries), m.score(entries.to_rankings())
    _assert(np.array_equal(a.view(np.uint64), b.view(np.uint64)), name, "score_entries differs from score")


def check_ranks_only(name: str, seed: int = 0) -> None:
    """Tag ``reads_scores`` false: without the input scores the output is the same, bit for bit."""
    m = _make(name)
    if m.get_tags().reads_scores or learns(name):
        return
    test = _split(contract_data(seed))[2]
    bare = Rankings(offsets=test.offsets, ranks=test.ranks, qids=test.qids, docids=test.docids,
                    ranker_names=test.ranker_names)
    _assert(np.array_equal(m.aggregate(test), _make(name).aggregate(bare)), name, "tagged ranks-only, but reads the scores")
