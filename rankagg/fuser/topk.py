"""The certified top-k of :meth:`rankagg.fuser.Fuser.top`: the first ``k`` documents of the full fusion, bit for
bit (scores and the house tie rule's order), from prefixes of lists sorted best first.

Fagin, Lotem and Naor's threshold algorithm without random access (NRA; "Optimal aggregation algorithms for
middleware", JCSS 66(4), 2003): read every list to a depth (16, then doubling: blocks, never entry by entry),
and bound what the unread entries can add.  A document read in every list that is not read to its end is
*complete*: its fused score is computed exactly, by the full path's arithmetic
(:func:`~rankagg.fuser.sums.sorted_sums` of the same contributions, the same ``m``).  Any other document
(read in some lists, or in none) is bounded above by the same function of its known contributions and, in
each list it was not read in, the largest contribution that list can still give (the points of the next
rank, or the normalised score of the next entry; 0 if absent).  Every operation on the way (``+``, ``-``,
``*``, ``/`` of IEEE floats, sorting) is monotone, so the bound computed in floats is at least the float the
full path would compute for that document.

The house tie rule (:func:`~rankagg.data.tie_rule.order_by_tie_rule`) compares scores quantised: neighbouring
sorted scores whose gap is at most ``TIE_TOLERANCE`` times the larger of their absolute values
(:func:`~rankagg.data.tie_rule.tied_gap`) merge into one tie group, and the group is ordered by the number of
lists, the best rank and the docid.  A bound alone would let an unread document join the ``k``-th document's
group and win it.  So the proof is a *cut*: a position ``p >= k`` in the complete documents' scores, sorted,
such that ``s_p`` and ``max(s_{p+1}, U)`` are not a tied gap in floats (``U`` the largest bound of any other
document), as the tie rule's own comparison would see it.  A tied gap is monotone (if ``s_p`` does not tie
``y``, it ties no lower score: the gap grows by the full step, the tolerance by ``2^-40`` of it, and doubles
that close are subtracted exactly), so no group crosses the cut, every document above it is complete, and
the full order restricted to them is their order by the tie rule.  The checks that no other document's
absolute score exceeds the complete ones' (``bound``, ``least``; ``none`` and ``max`` read the lists' lowest
scores for the negative side) date from the rule's earlier query-wide scale: they only decline a proof,
never change one, and are kept until the lowest-score look is retired with them.

What is certified: rules ``sum`` and ``sum*count`` of rank points that depend on the rank alone and do not rise
(RRF, weighted RRF, Dowdall, ISR: :meth:`~rankagg.methods.per_query.PointsFusion.fuser_table`), and CombSUM /
CombMNZ of ``minmax`` (``auto`` on scored lists), ``max`` or ``none`` scores, weights multiplying.  ``minmax``
needs each list's lowest score, read from the last entry of a mapping or a pair ``(ids, scores)`` (one look);
``none`` and ``max`` need a lowest score when scores may be negative: that look, or the user's stated
``score_bounds``.  Anything else is read to the end and answered by the full path, and the result says why.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Mapping

import numpy as np
from numpy.typing import NDArray

from rankagg.data.tie_rule import TIE_TOLERANCE, order_by_tie_rule, tied_gap
from rankagg.data.minmax import max_scale, minmax_scale
from rankagg.data.validation import Integer
from rankagg.fuser.lists import _NATIVE_NORMS, _native, as_given, integer_ids
from rankagg.fuser.sums import sorted_sums
from rankagg.io.rules import MAX_ID_CHARS
from rankagg.io.fused_runs import FusedList
from rankagg.fuser.sources import SortedList, check_id_kinds

if TYPE_CHECKING:
    from rankagg.fuser import Fuser

__all__ = ["TopK", "certified_top", "FIRST_DEPTH"]

#: the depth of the first block read from each list (then doubled): ``max(FIRST_DEPTH, 2 k)``
FIRST_DEPTH = 16


@dataclass(frozen=True)
class TopK:
    """What :meth:`rankagg.fuser.Fuser.top` returns.  ``items`` ``[(docid, score), ...]`` best first (a
    :class:`~rankagg.io.fused_runs.FusedList`, as the Fuser's own list);
    ``status`` ``"proven"`` (the bounds proved the answer before the lists ended), ``"exhausted"`` (read to the
    end; the answer is exact too) or ``"budget"`` (the budget ran out first: ``items`` are the fusion of what
    was read, NOT certified); ``reason`` why it could not certify (None when it could try); ``read`` entries
    read per list (a look at a list's last entry counts as one); ``lengths`` each list's length when known;
    ``share`` the entries read over all entries (None when a length is unknown); ``rounds`` blocks read."""

    items: list[tuple[str, float]]
    status: str
    read: dict[str, int]
    lengths: dict[str, int | None]
    rounds: int
    reason: str | None = None
    share: float | None = field(default=None)

    def __post_init__(self) -> None:  # marked as the Fuser's list: rankagg.evaluate reads its exact ties in order
        object.__setattr__(self, "items", FusedList(self.items))

    @property
    def certified(self) -> bool:
        """Whether ``items`` are the full computation's first ``k``."""
        return self.status in ("proven", "exhausted")


def certified_top(fuser: "Fuser", lists: Mapping[Any, Any], k: int, *, score_bounds: Mapping[str, Any] | None = None,
                  budget: int | None = None) -> TopK:
    """:meth:`rankagg.fuser.Fuser.top` (see the module docstring)."""
    count = Integer(1)  # capped at 2**53 like every count: k=2**63 was islice's error, naming no keyword
    if not count.check(k):
        raise ValueError(f"k must be {count.describe()}, got {k!r}")
    if budget is not None and not count.check(budget):
        raise ValueError(f"budget (entries read) must be None or {count.describe()}, got {budget!r}")
    k, budget = int(k), None if budget is None else int(budget)
    if not isinstance(lists, Mapping):
        raise ValueError(f"lists must be a mapping list name -> list, got {type(lists).__name__}")
    names = [str(n) for n in lists]
    weights = fuser._list_weights(names)
    method_reason = _method_reason(fuser)
    comb = fuser._kind == "comb"
    if method_reason is None and budget is None and not score_bounds:
        native = _native_top(fuser, lists, weights, k)
        if native is not None:
            items, exhausted, reads, rounds = native
            items = as_given(items, integer_ids(lists))
            read = {n: r + (1 if comb and r < len(v) else 0) for n, r, v in zip(names, reads, lists.values())}
            lengths: dict[str, int | None] = {n: len(v) for n, v in zip(names, lists.values())}
            return TopK(items=items, status=_status("exhausted" if exhausted else "proven", read, lengths), read=read,
                        lengths=lengths, rounds=rounds, share=sum(read.values()) / max(1, sum(map(len, lists.values()))))
    sources = [SortedList(n, v, fuser.window) for n, v in zip(names, lists.values())]
    lows = _stated_lows(score_bounds, names)
    reason = method_reason or _lists_reason(fuser, sources, lows)
    comb = comb and reason is None  # the look at each list's last entry counts when the proof used it
    w = np.ones(len(names)) if weights is None else np.asarray(weights, dtype=np.float64)
    depth, rounds = max(FIRST_DEPTH, 2 * k), 0
    while True:
        rounds += 1
        for s in sources:
            s.read_to(depth if reason is None else (s.length or 0) + depth)
        check_id_kinds(sources)
        _check_lows(sources, lows)
        done = all(s.done for s in sources)
        if done and reason is not None:  # read to the end: the full path's answer
            return _result(_prefix_fusion(fuser, sources, k), "exhausted", sources, rounds, reason, comb)
        if reason is None:
            proven = _proof(fuser, sources, w, weights is not None, lows, k)
            if proven is None and done:  # read to the end and not one document
                proven = []
            if proven is not None:
                return _result(proven, "exhausted" if done else "proven", sources, rounds, reason, comb)
        if budget is not None and sum(len(s.ids) + s.peeks for s in sources) >= budget:
            return _result(_prefix_fusion(fuser, sources, k), "budget", sources, rounds, reason, comb)
        depth *= 2


def _method_reason(fuser: "Fuser") -> str | None:
    """Why the fuser's fusion cannot be certified from prefixes, whatever the lists (None: it can); read once
    per fuser (its declarations do not change)."""
    cached = fuser.__dict__.get("_topk_reason", False)
    if cached is not False:
        return cached
    reason = None
    rule = fuser._rule
    if rule not in ("sum", "sum*count") or fuser._pads:
        reason = f"rule {rule!r}{' with padding' if fuser._pads else ''}: only sums of contributions are bounded"
    elif fuser._kind == "points":
        if not fuser._has_table:
            reason = f"{fuser.name}: its points depend on more than the rank (the list, the query's documents)"
        elif fuser._weights is not None and not fuser._multiply:
            reason = f"{fuser.name}: its weights do not multiply the points"
        elif not ((table := fuser._rank_points(64)[0]) >= 0).all() or (np.diff(table) > 0).any():
            reason = f"{fuser.name}: its points are negative or rise with the rank"
    elif fuser._norm not in ("minmax", "auto", "max", "none"):
        reason = f"norm={fuser._norm!r} is not bounded from a prefix (minmax, max and none are)"
    fuser.__dict__["_topk_reason"] = reason
    return reason


def _lists_reason(fuser: "Fuser", sources: list[SortedList], lows: dict[str, float]) -> str | None:
    """Why these lists cannot certify the fuser's Comb fusion (None: they can)."""
    if fuser._kind == "points":
        return None
    norm, rule = fuser._norm, fuser._rule
    unscored = [s.name for s in sources if not s.scored]
    if unscored:
        return f"norm={norm!r} needs scores; list(s) {', '.join(unscored)} give ranks only"
    for s in sources:
        if s.lowest is None and s.length != 0 and norm in ("minmax", "auto"):
            return (f"norm={norm!r} needs list {s.name!r}'s lowest score: give it as a mapping or (ids, scores) "
                    "without a window, so that its last entry can be looked at")
        if s.lowest is None and s.length != 0 and s.name not in lows:
            return (f"norm={norm!r}: list {s.name!r}'s scores may be negative; state its lowest score "
                    "(score_bounds={name: (low, high)}) or give it as a mapping or (ids, scores)")
    if rule == "sum*count" and norm not in ("minmax", "auto") and not all(_low_of(s, lows) >= 0 for s in sources if s.length != 0):
        return f"rule {rule!r} with scores that may be negative"
    return None


def _stated_lows(score_bounds: Mapping[str, Any] | None, names: list[str]) -> dict[str, float]:
    """The lowest scores the user states, ``{name: (low, high)}`` (high is not needed: lists start with it)."""
    out: dict[str, float] = {}
    if score_bounds is not None and not isinstance(score_bounds, Mapping):
        raise ValueError(f"score_bounds must be a mapping list name -> (low, high), got {type(score_bounds).__name__}")
    for name, b in (score_bounds or {}).items():
        if str(name) not in names:
            raise ValueError(f"score_bounds: unknown list {name!r}; the lists are {', '.join(names)}")
        try:
            low, high = (float(b[0]), float(b[1]))
        except (TypeError, ValueError, IndexError):
            raise ValueError(f"score_bounds: {name!r} must be a pair (low, high) of numbers, got {b!r}") from None
        if not (np.isfinite(low) and np.isfinite(high) and low <= high):
            raise ValueError(f"score_bounds: {name!r} must be finite with low <= high, got {b!r}")
        out[str(name)] = low
    return out


def _check_lows(sources: list[SortedList], lows: dict[str, float]) -> None:
    for s in sources:
        if s.name in lows and s.scores and s.scores[-1] < lows[s.name]:
            raise ValueError(f"list {s.name!r}: score {s.scores[-1]!r} is below the stated lowest score "
                             f"{lows[s.name]!r} (score_bounds)")


def _low_of(s: SortedList, lows: dict[str, float]) -> float:
    return s.lowest if s.lowest is not None else lows[s.name]


def _normalised(fuser: "Fuser", s: SortedList, x: NDArray[np.float64]) -> NDArray[np.float64]:
    """The list's normalisation of scores ``x`` (elementwise: the full path's bits on the same scores)."""
    norm = fuser._norm
    if norm == "none" or not s.scores:
        return x
    hi = np.float64(s.scores[0])
    if norm == "max":
        if hi > 0 and s.lowest is not None and np.isinf(np.float64(s.lowest) / hi):
            from rankagg.methods.norms import overflow_message

            raise ValueError(overflow_message(norm, s.name, detail=f" ({s.lowest!r} / {hi.item()!r})"))
        return max_scale(x, hi)
    return minmax_scale(x, np.float64(s.lowest), hi)


def _proof(fuser: "Fuser", sources: list[SortedList], w: NDArray[np.float64], weighted: bool,
           lows: dict[str, float], k: int) -> list[tuple[str, float]] | None:
    """The first ``k`` if the prefixes prove them (module docstring), else None."""
    m = len(sources)
    ranked = [s.ranked() for s in sources]
    lengths = np.fromiter((len(i) for i, _ in ranked), dtype=np.intp, count=m)
    done = np.fromiter((s.done for s in sources), dtype=bool, count=m)
    flat = [d for i, _ in ranked for d in i]
    where: dict[str, int] = {}
    rows = np.fromiter((where.setdefault(d, len(where)) for d in flat), dtype=np.intp, count=len(flat))
    n = len(where)
    cols = np.repeat(np.arange(m), lengths)
    ranks = np.arange(len(flat)) - np.repeat(np.cumsum(lengths) - lengths, lengths) + 1
    cap = np.zeros(m)  # the most an entry not yet read (or unsettled) adds, per list (0 for a list read to its end)
    low = np.zeros(m)  # the least any entry of the list adds (0: an absent document adds 0)
    if fuser._kind == "points":
        table = fuser._rank_points(int(lengths.max(initial=0)) + 1)[0]
        vals = table[ranks - 1]
        nxt = table[lengths]
    else:
        vals = np.concatenate([_normalised(fuser, s, np.asarray(sc, dtype=np.float64)) for s, (_, sc) in zip(sources, ranked)]) \
            if flat else np.zeros(0)
        nxt = np.array([_normalised(fuser, s, np.array([s.next_score()]))[0] if s.scores else 0.0 for s in sources])
        lowest = np.array([_normalised(fuser, s, np.array([_low_of(s, lows)]))[0] if s.scores else 0.0
                           for s in sources])
        with np.errstate(over="ignore"):  # -inf: no bound on the negative side, the proof declines below
            low = np.minimum(0.0, lowest * w if weighted else lowest)
    open_ = ~done
    # Products past the floats are refused as the full path refuses them: by their value (an IEEE product
    # rounded to infinity), computed without a warning and checked at once.  A check of magnitudes before
    # the product (|x| > max / w) would differ from the full path at the rounding boundary.  Every entry not
    # read yet lies between the next entry (cap) and the lowest, so its product is refused by theirs.
    with np.errstate(over="ignore"):
        cap[open_] = np.maximum(0.0, (nxt * w if weighted else nxt)[open_])
        contrib = vals * w[cols] if weighted else vals
    if not (np.isfinite(contrib).all() and np.isfinite(cap).all()):
        fuser._refuse_overflow()
    seen = np.zeros((n, m), dtype=bool)
    seen[rows, cols] = True
    missing = ~seen & open_[None, :]
    complete = ~missing.any(axis=1)
    times_count = fuser._rule == "sum*count"
    count = np.bincount(rows, minlength=n)
    if not complete.any():
        return None
    # exact scores of the complete documents (the full path's sums), bounds of the others
    cid = np.cumsum(complete) - 1
    on = complete[rows]
    n_c = int(complete.sum())
    with np.errstate(over="ignore"):  # a sum past the floats: refused just below, as the full path refuses it
        exact = sorted_sums(cid[rows[on]], cols[on], contrib[on], n_c, m)
        if times_count:
            exact = exact * count[complete].astype(np.float64)
    if not np.isfinite(exact).all():
        fuser._refuse_overflow()
    bound = -np.inf
    partial = np.flatnonzero(~complete)
    if open_.any():
        pid = np.full(n, -1)
        pid[partial] = np.arange(partial.size)
        off = ~on
        fill_r, fill_c = np.nonzero(missing[partial])
        n_unseen = partial.size  # one more row: a document not read in any list
        open_cols = np.flatnonzero(open_)
        r = np.concatenate([pid[rows[off]], fill_r, np.full(open_cols.size, n_unseen)])
        c = np.concatenate([cols[off], fill_c, open_cols])
        v = np.concatenate([contrib[off], cap[fill_c], cap[open_cols]])
        with np.errstate(over="ignore"):  # an infinite bound: the proof declines (bound > scale)
            ub = sorted_sums(r, c, v, n_unseen + 1, m)
            if times_count:
                ub = ub * np.bincount(r, minlength=n_unseen + 1).astype(np.float64)
        bound = float(ub.max())
    # the largest absolute score, attained by a complete document (module docstring: a kept, conservative check)
    scale = float(np.abs(exact).max())
    if bound > scale:
        return None
    if open_.any() and (low < 0).any():
        with np.errstate(over="ignore", invalid="ignore"):  # -inf or NaN: no bound, the proof declines
            least = float(sorted_sums(np.zeros(m, dtype=np.intp), np.arange(m), low, 1, m)[0])
        if times_count:
            least *= m
        if not -least <= scale:
            return None
    order = np.argsort(-exact, kind="stable")
    s_sorted = exact[order]
    if done.all():
        p = n_c
    else:
        below = np.maximum(np.append(s_sorted[1:], -np.inf), bound)
        gap = ~tied_gap(s_sorted, below)
        cut = np.flatnonzero(gap[k - 1:])
        if not cut.size:
            return None
        p = k + int(cut[0])
    top = np.flatnonzero(complete)[order[:p]]
    best = np.full(n, np.inf)
    np.minimum.at(best, rows, ranks.astype(np.float64))
    docs = list(where)
    ids = np.array([docs[i] for i in top.tolist()])
    scores = s_sorted[:p]
    pos = order_by_tie_rule(np.array([0, p]), scores, count[top], best[top], ids) \
        if p > 1 else np.arange(p)
    pos = pos[:k]
    return list(zip(ids[pos].tolist(), scores[pos].tolist()))


def _prefix_fusion(fuser: "Fuser", sources: list[SortedList], k: int) -> list[tuple[str, float]]:
    """The full path's first ``k`` of the settled prefixes, as if the lists ended there."""
    prefix: dict[str, Any] = {}
    for s in sources:
        ids, sc = s.ranked()
        prefix[s.name] = ids if sc is None else (ids, sc.tolist())
    return list(fuser(prefix)[:k])


def _native_top(fuser: "Fuser", lists: Mapping[Any, Any], weights: list[float] | None,
                k: int) -> tuple[list[tuple[str, float]], int, list[int], int] | None:
    """The compiled proof (``rankagg._fuse_native.top``, the same proof and bits) for a dict of dicts in
    best-first order, or None (no kernel, another form of lists, or declined: this module's path answers or
    raises its error).  A Comb list's lowest score is its last entry's."""
    if _native is None or lists.__class__ is not dict or not all(v.__class__ is dict for v in lists.values()):
        return None
    first = max(FIRST_DEPTH, 2 * k)
    if fuser._kind == "points":
        norm, table, low = 0, fuser._rank_points(first + 1)[1], None
    else:
        if fuser.window is not None:
            return None
        norm, table = _NATIVE_NORMS[str(fuser._norm)], None
        low = [next(reversed(v.values())) if v else 0.0 for v in lists.values()]
    args = (norm, weights, low, -1 if fuser.window is None else fuser.window, k, fuser._rule == "sum*count",
            TIE_TOLERANCE, MAX_ID_CHARS, first)
    out = _native.top(lists, table, *args)
    while isinstance(out, int):  # the points of more ranks than the table holds: grown, asked again
        out = _native.top(lists, fuser._rank_points(out)[1], *args)
    return out


def _result(items: list[tuple[str, float]], status: str, sources: list[SortedList], rounds: int,
            reason: str | None, looked: bool) -> TopK:
    read = {s.name: len(s.ids) + (s.peeks if looked and len(s.ids) != s.length else 0) for s in sources}
    items = as_given(items, any(s.kind == "int" for s in sources))  # an engine's int ids handed back as ints
    lengths = {s.name: s.length if s.length is not None else (len(s.ids) if s.done else None) for s in sources}
    known = [v for v in lengths.values() if v is not None]
    share = sum(read.values()) / max(1, sum(known)) if len(known) == len(lengths) else None
    return TopK(items=items, status=_status(status, read, lengths), read=read, lengths=lengths, rounds=rounds,
                reason=reason, share=share)


def _status(status: str, read: Mapping[str, int], lengths: Mapping[str, int | None]) -> str:
    """"proven" means proved before the lists ended: a proof whose reads (the look at a list's last entry
    included) reached the end of every list is "exhausted"."""
    ended = all(n is not None and read[name] >= n for name, n in lengths.items())
    return "exhausted" if status == "proven" and ended else status
