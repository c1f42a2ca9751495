"""A fitted model's answer on a fixed probe: written into its document, checked whenever the document is read.

A model file holds parameters and fitted numbers, not the code that turns them into scores.  When that code
changes -- a feature's tie rule, a method a stacked learner reads, the tree evaluator -- an old file would be
read without complaint to another answer than the one it gave when it was written (issue 45's eighth bar,
``u8h_v0_letor_lambdamart``: a LambdaMART model of 2026-11-22 moved 5 of 2933 MQ2008 lines, because four of its
stacked features changed their tie rule on 2026-11-24).  So every ``rankagg-model`` document records the
model's scores on :func:`probe_rankings` (``"probe"``), and reading it scores the probe again: another answer is
refused, naming the first item that moved, and asks for the model to be trained again.

The probe is fixed by its seed and the model's rankers: three queries of 7, 5 and 9 items, partial lists and
tied scores, so that tie rules and unranked items are exercised.  Scores are compared to 1e-7
relative (a different BLAS or thread count moves the last bits, a changed rule moves the ranks).
"""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from rankagg.data.rankings import Rankings
from rankagg.data.validation import InvalidStateError

__all__ = ["PROBE_KEY", "probe_rankings", "probe_scores", "check_probe", "unprobed_fault"]

#: the key of a model document that holds its scores on the probe
PROBE_KEY = "probe"
_SIZES = (7, 5, 9)
_RTOL = 1e-7


def probe_rankings(n_rankers: int, ranker_names: Sequence[str] | None = None) -> Rankings:
    """The fixed probe for a model of ``n_rankers`` rankers (named as the model's), the same in every process."""
    rng = np.random.default_rng(45_8)
    names = tuple(ranker_names) if ranker_names is not None else tuple(f"r{j}" for j in range(n_rankers))
    offsets = np.concatenate([[0], np.cumsum(_SIZES)]).astype(np.int64)
    ranks = np.full((int(offsets[-1]), n_rankers), np.nan)
    scores = np.full_like(ranks, np.nan)
    for q, size in enumerate(_SIZES):
        rows = slice(int(offsets[q]), int(offsets[q + 1]))
        for j in range(n_rankers):
            length = size if j == 0 else int(rng.integers(2, size + 1))  # one full list, the others cut
            chosen = rng.permutation(size)[:length]
            # scores on a coarse grid so that some tie; the ranks are their 1-based order, ties given one rank
            s = np.round(rng.uniform(0, 3, length), 0) + np.linspace(1, 0, length) * (j % 2)
            order = np.argsort(-s, kind="stable")  # tied scores keep distinct ranks, as a run's lines do
            r = np.empty(length)
            r[order] = np.arange(1, length + 1)
            block_r, block_s = ranks[rows], scores[rows]
            block_r[chosen, j], block_s[chosen, j] = r, s
    qids = np.array([f"probe{q + 1}" for q in range(len(_SIZES))])
    docids = np.array([f"p{q + 1}d{i}" for q, size in enumerate(_SIZES) for i in range(size)])
    return Rankings(offsets, ranks, qids, docids, names, scores=scores)


def probe_scores(model: Any, n_rankers: int | None, ranker_names: Sequence[str] | None) -> list[float | None] | None:
    """The model's scores on the probe (None where the model has no ranker count, or cannot score the probe:
    such a document records no probe and is read as before)."""
    if not n_rankers:
        return None
    try:
        s = np.asarray(model.score(probe_rankings(int(n_rankers), ranker_names)), dtype=np.float64)
    except (ValueError, TypeError, ArithmeticError, IndexError, KeyError):  # a state that does not score: the
        return None  # loader's own validation refuses it (save_model reads every document back)
    return [float(v) if np.isfinite(v) else None for v in s]  # JSON: a non-finite score as null


def check_probe(model: Any, recorded: Any, n_rankers: int | None, ranker_names: Sequence[str] | None) -> None:
    """Refuse a model whose scores on the probe are not the ``recorded`` ones (an :class:`InvalidStateError`); a
    model that cannot score the probe at all gives its own error (the state's fault, said by the method)."""
    scores = recorded.get("scores") if isinstance(recorded, dict) else None
    if not isinstance(scores, list) or not all(v is None or (isinstance(v, (int, float)) and not isinstance(v, bool))
                                               for v in scores):
        raise InvalidStateError(f"{PROBE_KEY!r} must be an object with a list of scores (numbers or null), got "
                                f"{recorded!r:.80}")
    want = np.array([np.nan if v is None else v for v in scores], dtype=np.float64)
    got = np.asarray(model.score(probe_rankings(int(n_rankers or 0), ranker_names)), dtype=np.float64) \
        if n_rankers else None
    if got is not None and got.shape == want.shape:
        got = np.where(np.isfinite(got), got, np.nan)  # as recorded: a non-finite score is null
        scale = max(1.0, float(np.nanmax(np.abs(want)))) if np.isfinite(want).any() else 1.0
        close = np.isclose(got, want, rtol=_RTOL, atol=_RTOL * scale, equal_nan=True)
        if close.all():
            return
        i = int(np.flatnonzero(~close)[0])
        said = f"item {i + 1} of the probe scored {want[i]!r} when the model was written and {got[i]!r} now"
    else:
        said = f"the probe's {want.size} scores were recorded, but the model gives {'none' if got is None else got.size} now"
    raise InvalidStateError(f"the model gives another answer with this rankagg than when it was written ({said}): "
                            "the code it scores with changed since; train it again with this version")


#: methods whose documents written before the probe cannot be trusted to give today's answer, and why
_CHANGED_BEFORE_PROBE = {
    "lambdamart": "its stacked features changed on 2026-11-24 (the tie rule of combsum, combmnz, combmed and "
                  "dowdall), and a document without a probe cannot show whether it was written before",
}


def unprobed_fault(name: str) -> str | None:
    """Why a document of method ``name`` without a probe (written before 2026-11-30) is refused, or None."""
    why = _CHANGED_BEFORE_PROBE.get(name)
    if why is None:
        return None
    return (f"a {name} model written by rankagg before 2026-11-30 (no {PROBE_KEY!r} in the file): {why}; "
            "train it again with this version")
