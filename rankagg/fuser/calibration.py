"""Calibrated fused scores (issue 51 item 3): a monotone map from a fused score, or a fused rank, to the
probability that the document is relevant, fitted on judged queries.

RRF scores are not comparable between queries (nor between fusions of different numbers of lists); the
share of relevant documents at a fused rank, or at a fused score, is.  :func:`fit_calibration` fits it by
isotonic regression (pool adjacent violators, PAV: Ayer et al. 1955; the calibration use of Zadrozny and
Elkan, KDD 2002) on the fused top ``depth`` of every judged query: each document is a 0/1 outcome (relevant:
a judgment > 0; a document without a judgment counts as not relevant, as in trec_eval), its fused rank or
score the input, and the map is non-increasing in the rank (non-decreasing in the score).  Between the
inputs of two fitted blocks the map is linear (as scikit-learn's ``IsotonicRegression``), beyond the fitted
range constant.  :meth:`Calibration.threshold` gives the ``min_score`` that keeps a stated share of the
relevant documents of the fit queries' top ``depth`` (a recall target), from the calibrated probabilities of
those documents.

A model is JSON, ``{"format": "rankagg-calibration", "version": 1, "input": "rank" | "score", "x": [...],
"p": [...], "depth", "thresholds": {"0.90": t, ...}, "fit": {...}}``, validated on load
(:meth:`Calibration.from_dict`): knots finite and increasing, probabilities in [0, 1] and monotone in the
declared direction.  A fusion model (``rankagg tune``'s ``rankagg-fusion``) may hold one under
``"calibration"``: :meth:`rankagg.fuser.Fuser.from_model` then outputs calibrated scores.  The files go in and
out through the model registry (:mod:`rankagg.io.models`, kind ``rankagg-calibration``), where this module
registers the map's payload (:meth:`Calibration.from_dict`, :meth:`Calibration.to_dict`).
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any, Iterable, Mapping

import numpy as np
from numpy.typing import NDArray

from rankagg.data.model_documents import check_document
from rankagg.io.models import read_document, register_model_payload, write_model

__all__ = ["Calibration", "CALIBRATION_FORMAT", "checked_calibration", "fit_calibration", "isotonic", "expected_calibration_error",
           "threshold_text"]

CALIBRATION_FORMAT = "rankagg-calibration"
INPUTS = ("rank", "score")
#: the recall targets whose thresholds a model stores (0.50, 0.51, ..., 0.99)
RECALLS = tuple(round(0.5 + i / 100, 2) for i in range(50))


def isotonic(x: NDArray[np.float64], y: NDArray[np.float64], increasing: bool = True
             ) -> tuple[NDArray[np.float64], NDArray[np.float64]]:
    """The least-squares monotone fit of ``y`` on ``x`` by pool adjacent violators: returns knots ``(xs, ps)``,
    ``xs`` increasing, where each block of pooled inputs contributes its first and last input at its mean.
    The outcomes are aggregated per distinct input first (``np.unique``), so the loop runs over distinct
    inputs, each merged at most once."""
    x = np.asarray(x, dtype=np.float64)
    y = np.asarray(y, dtype=np.float64)
    if x.shape != y.shape or x.ndim != 1 or not x.size:
        raise ValueError("isotonic: x and y must be 1-D arrays of one non-zero length")
    if not (np.isfinite(x).all() and np.isfinite(y).all()):
        raise ValueError("isotonic: x and y must be finite")
    ux, inverse = np.unique(x, return_inverse=True)
    weight = np.bincount(inverse).astype(np.float64)
    total = np.bincount(inverse, weights=y)
    sign = 1.0 if increasing else -1.0
    means: list[float] = []
    weights: list[float] = []
    firsts: list[int] = []
    for i, (s, w) in enumerate(zip(total.tolist(), weight.tolist())):
        m, first = s / w, i
        while means and sign * means[-1] >= sign * m:  # a violation (or a tie): pool with the block before
            pw = weights.pop()
            m = (means.pop() * pw + m * w) / (pw + w)
            w += pw
            first = firsts.pop()
        means.append(m)
        weights.append(w)
        firsts.append(first)
    lasts = firsts[1:] + [len(ux)]
    xs: list[float] = []
    ps: list[float] = []
    for m, a, b in zip(means, firsts, lasts):
        xs.append(float(ux[a]))
        ps.append(m)
        if b - 1 > a:
            xs.append(float(ux[b - 1]))
            ps.append(m)
    return np.asarray(xs), np.clip(np.asarray(ps), 0.0, 1.0)


def threshold_text(min_score: float, decimals: int = 4) -> str:
    """``min_score`` (a recall target's threshold) as text to pass back as ``--min-score``: at ``decimals``
    places, rounded down, never up.  The documents tied at a threshold are a whole isotonic block, often a tenth
    of a fit; rounded to nearest, 0.17456896... printed as 0.1746 and kept 39% where 90% was asked (the
    sixteenth bar's u16v_calibrate_printed_min_score).  The nearest text is kept when it reads back as at most
    the threshold (0.29 stays '0.2900'), else the one a unit below it."""
    unit = Decimal(1).scaleb(-decimals)
    text = Decimal(repr(float(min_score))).quantize(unit)
    return str(text if float(text) <= min_score else text - unit)


def expected_calibration_error(p: NDArray[np.float64], y: NDArray[np.float64], bins: int = 10) -> float:
    """The expected calibration error: over ``bins`` equal-width bins of the predicted probability, the
    share of the predictions in the bin times |mean prediction - share of positives| (Naeini et al. 2015)."""
    p, y = np.asarray(p, dtype=np.float64), np.asarray(y, dtype=np.float64)
    if not p.size:
        return 0.0
    b = np.minimum((p * bins).astype(np.int64), bins - 1)
    n = np.bincount(b, minlength=bins)
    gap = np.abs(np.bincount(b, weights=p, minlength=bins) - np.bincount(b, weights=y, minlength=bins))
    return float(gap.sum() / p.size)


@dataclass(frozen=True)
class Calibration:
    """A fitted map (module docstring): ``input`` ``"rank"`` or ``"score"``, knots ``x`` (increasing) and
    probabilities ``p``; ``depth`` the fused top it was fitted on; ``thresholds`` recall target -> min_score;
    ``fit`` what it was fitted on (queries, documents, relevant documents, sources)."""

    input: str
    x: tuple[float, ...]
    p: tuple[float, ...]
    depth: int
    thresholds: Mapping[str, float] = field(default_factory=dict)
    fit: Mapping[str, Any] = field(default_factory=dict)

    def __call__(self, values: Iterable[float]) -> NDArray[np.float64]:
        """The calibrated probabilities of fused ranks or scores (``input``)."""
        return np.interp(np.asarray(list(values), dtype=np.float64), self.x, self.p)

    def apply(self, fused: list[tuple[str, float]], min_score: float | None = None) -> list[tuple[str, float]]:
        """``[(docid, fused score), ...]`` in the fused order as ``[(docid, P(relevant)), ...]``, the same
        order (the map is monotone), keeping those at or above ``min_score``."""
        inputs = range(1, len(fused) + 1) if self.input == "rank" else (s for _, s in fused)
        prob = self(inputs).tolist()
        out = [(d, q) for (d, _), q in zip(fused, prob)]
        return out if min_score is None else [e for e in out if e[1] >= min_score]

    def threshold(self, recall: float) -> float:
        """The ``min_score`` that kept ``recall`` of the relevant documents of the fit queries' top ``depth``."""
        key = f"{recall:.2f}"
        if key not in self.thresholds or abs(float(key) - recall) > 1e-9:
            raise ValueError(f"recall {recall!r}: the model holds thresholds for {RECALLS[0]:.2f}..{RECALLS[-1]:.2f} "
                             "in steps of 0.01")
        return float(self.thresholds[key])

    def to_dict(self) -> dict[str, Any]:
        return {"format": CALIBRATION_FORMAT, "version": 1, "input": self.input, "x": list(self.x),
                "p": list(self.p), "depth": self.depth, "thresholds": dict(self.thresholds), "fit": dict(self.fit)}

    def save(self, path: str | os.PathLike) -> None:
        """Write the model as JSON through the model registry (atomically, never over an input, read back)."""
        write_model(self, path, CALIBRATION_FORMAT)

    @classmethod
    def from_dict(cls, doc: Any, where: str = "calibration") -> "Calibration":
        """A model read back, validated (module docstring); errors name ``where`` and the field."""
        if not isinstance(doc, Mapping) or doc.get("format") != CALIBRATION_FORMAT:
            raise ValueError(f"{where}: not a calibration model (format {CALIBRATION_FORMAT!r})")
        if doc.get("version") != 1:
            raise ValueError(f"{where}: version {doc.get('version')!r} (this rankagg reads version 1)")
        check_document(dict(doc), None, (CALIBRATION_FORMAT,), where)  # a dict given in-process: a misspelt key too
        kind = doc.get("input")
        if kind not in INPUTS:
            raise ValueError(f"{where}: 'input' must be one of {INPUTS}, got {kind!r}")
        x, p = doc.get("x"), doc.get("p")
        if not (isinstance(x, list) and isinstance(p, list) and x and len(x) == len(p)
                and all(isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) for v in x + p)):
            raise ValueError(f"{where}: 'x' and 'p' must be lists of finite numbers of one non-zero length")
        xs, ps = np.asarray(x, dtype=np.float64), np.asarray(p, dtype=np.float64)
        if (np.diff(xs) < 0).any() or ((np.diff(xs) == 0) & (np.diff(ps) != 0)).any():
            raise ValueError(f"{where}: 'x' must not decrease (and equal knots carry equal probabilities)")
        if ((ps < 0) | (ps > 1)).any():
            raise ValueError(f"{where}: 'p' must lie in [0, 1]")
        step = np.diff(ps)
        if (step < 0).any() if kind == "score" else (step > 0).any():
            raise ValueError(f"{where}: 'p' must {'rise' if kind == 'score' else 'fall'} with the {kind}")
        depth = doc.get("depth")
        if isinstance(depth, bool) or not isinstance(depth, int) or depth < 1:
            raise ValueError(f"{where}: 'depth' must be a positive integer, got {depth!r}")
        th = doc.get("thresholds", {})
        if not isinstance(th, Mapping) or not all(isinstance(v, (int, float)) and not isinstance(v, bool)
                                                   and 0 <= v <= 1 for v in th.values()):
            raise ValueError(f"{where}: 'thresholds' must map recall targets to probabilities in [0, 1]")
        fit = doc.get("fit", {})
        if not isinstance(fit, Mapping):
            raise ValueError(f"{where}: 'fit' must be an object")
        return cls(kind, tuple(map(float, x)), tuple(map(float, p)), depth, dict(th), dict(fit))

    @staticmethod
    def held_by(path: str | os.PathLike) -> bool:
        """Whether a model file is a calibration or a fusion model holding one."""
        got = read_document(path)
        return got.format.name == CALIBRATION_FORMAT or got.doc.get("calibration") is not None

    @classmethod
    def load(cls, path: str | os.PathLike) -> "Calibration":
        """A calibration model file, or the ``"calibration"`` of a fusion model file (through the registry)."""
        got = read_document(path, (CALIBRATION_FORMAT, "rankagg-fusion"))
        doc = got.doc if got.format.name == CALIBRATION_FORMAT else got.doc.get("calibration")
        if doc is None:
            raise ValueError(f"{got.path}: a fusion model without a calibration (rankagg calibrate writes one)")
        return cls.from_dict(doc, got.path)


register_model_payload(CALIBRATION_FORMAT, build=lambda doc, arrays: Calibration.from_dict(doc),
                       document=lambda model, arrays: model.to_dict())


def checked_calibration(calibration: Any, min_score: float | None) -> tuple[Any, float | None]:
    """The fuser's calibration (a :class:`~rankagg.fuser.calibration.Calibration`, a model file or its dict)
    and ``min_score``, checked: a probability, and only with a calibration (raw fused scores have no scale)."""
    if calibration is not None:
        if isinstance(calibration, (str, os.PathLike)):
            calibration = Calibration.load(calibration)
        elif isinstance(calibration, Mapping):
            calibration = Calibration.from_dict(calibration)
        elif not isinstance(calibration, Calibration):
            raise ValueError(f"calibration must be a Calibration, a model file or its dict, got {type(calibration).__name__}")
    if min_score is not None:
        if isinstance(min_score, bool) or not isinstance(min_score, (int, float)) or not 0 <= min_score <= 1:
            raise ValueError(f"min_score must be a probability in [0, 1], got {min_score!r}")
        if calibration is None:
            raise ValueError("min_score needs a calibration (calibration=, or a model written by rankagg calibrate): "
                             "fused scores are not comparable between queries")
    return calibration, None if min_score is None else float(min_score)


def fit_calibration(fused: Mapping[str, list[tuple[str, float]]], qrels: Mapping[str, Mapping[str, int]], *,
                    by: str = "rank", depth: int = 100, source: Mapping[str, Any] | None = None,
                    rel: int = 1) -> Calibration:
    """Fit the map on judged queries: ``fused`` qid -> the fused ``[(docid, score), ...]`` best first,
    ``qrels`` qid -> {docid: judgment}; the queries without judgments are left out (they say nothing about
    relevance), each query's first ``depth`` documents are the outcomes: relevant when judged ``rel`` or
    above (trec_eval's ``-l``: on graded qrels, ``rel=2`` calibrates P(highly relevant))."""
    if by not in INPUTS:
        raise ValueError(f"by must be one of {INPUTS}, got {by!r}")
    if isinstance(depth, bool) or not isinstance(depth, int) or depth < 1:
        raise ValueError(f"depth must be a positive integer, got {depth!r}")
    if isinstance(rel, bool) or not isinstance(rel, int) or rel < 1:
        raise ValueError(f"rel must be a positive integer (the lowest relevant judgment), got {rel!r}")
    x, y = outcomes(fused, qrels, by=by, depth=depth, rel=rel)
    if not x.size or not y.any() or y.all():
        # the level is named as the caller set it: rel=3 on 0/1/2 qrels leaves nothing relevant, and the message
        # must say which setting did that, not only the level
        found = ("no judged document" if not x.size else f"no document judged {rel} or above" if not y.any()
                 else f"only documents judged {rel} or above")
        raise ValueError(f"rel (--rel) = {rel}: calibration needs judged queries with both relevant (judged {rel} or "
                         f"above) and other documents in their fused top {depth}; found {found} there")
    if by == "rank":
        xs, ps = isotonic(x, y, increasing=False)
    else:
        xs, ps = isotonic(x, y, increasing=True)
    model = Calibration(by, tuple(xs.tolist()), tuple(ps.tolist()), depth)
    relevant = np.sort(model(x[y > 0]))[::-1]  # the relevant documents' probabilities, highest first
    thresholds = {f"{r:.2f}": float(relevant[max(0, math.ceil(r * relevant.size) - 1)]) for r in RECALLS}
    judged = [q for q in fused if q in qrels]
    fit = {"queries": len(judged), "documents": int(x.size), "relevant": int(y.sum()), "rel": rel,
           **dict(source or {})}
    return Calibration(by, model.x, model.p, depth, thresholds, fit)


def outcomes(fused: Mapping[str, list[tuple[str, float]]], qrels: Mapping[str, Mapping[str, int]], *, by: str,
             depth: int, rel: int = 1) -> tuple[NDArray[np.float64], NDArray[np.float64]]:
    """The inputs (rank or score) and 0/1 outcomes (judged ``rel`` or above) of the judged queries' first
    ``depth`` fused documents."""
    xs: list[float] = []
    ys: list[float] = []
    for q, ranked in fused.items():
        judged = qrels.get(q)
        if not judged:
            continue
        for r, (d, s) in enumerate(ranked[:depth], 1):
            xs.append(float(r) if by == "rank" else float(s))
            ys.append(1.0 if judged.get(d, 0) >= rel else 0.0)
    return np.asarray(xs), np.asarray(ys)
