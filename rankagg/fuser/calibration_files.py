"""``rankagg calibrate`` and ``rankagg fuse --model`` with a calibrated model: run files fused query by query
by a :class:`~rankagg.fuser.Fuser`, the map of :mod:`rankagg.fuser.calibration` fitted on judged queries and
written into a fusion model, and calibrated TREC runs written from such a model.

A calibrated run's score column is the probability of relevance, with tied probabilities (the map is flat
across a block of ranks) nudged by the run writer's rule (:func:`rankagg.io.trec_writer.trec_scores`) so that
the written scores are distinct and every evaluator, double or float32, keeps the fused order.  The nudge is
a few float32 steps per tied line, and never takes a probability below 0: a block tied at 0 is written as
multiples of float32's smallest denormal, the last line 0.
"""

from __future__ import annotations

import os
from typing import Any, Mapping, Sequence

import numpy as np

from rankagg.fuser import Fuser
from rankagg.fuser.calibration import fit_calibration
from rankagg.io.trec_writer import trec_scores

__all__ = ["fused_queries", "calibrate_files", "calibrated_fuse_files"]

def fused_queries(paths: Sequence[Any], fuser: Fuser, **read_options: Any) -> dict[str, list[tuple[str, float]]]:
    """qid -> the fuser's answer on that query's lists of the run files (read through the format registry)."""
    from rankagg.fuser.ranked_lists import query_lists
    from rankagg.io.run_inputs import fuser_rankings

    read = fuser_rankings(list(paths), fuser.method, **read_options)
    return {qid: fuser(lists) for qid, lists in query_lists(read)}


def calibrate_files(paths: Sequence[Any], qrels: Any, output: Any, *, method: str = "rrf",
                    params: Mapping[str, Any] | None = None, weights: Mapping[str, float] | None = None,
                    by: str = "rank", depth: int = 100, rel: int = 1, **read_options: Any) -> dict[str, Any]:
    """Fit the calibration of ``method`` on the judged queries of ``paths`` and write a fusion model holding it
    (``{"format": "rankagg-fusion", "method", "params", "weights", "calibration"}``) to ``output``,
    atomically, never over an input.  Returns the model document."""
    from rankagg.io import read_qrels
    from rankagg.models import save_fusion_model

    params = dict(params or {})
    fuser = Fuser(method, weights=weights, depth=depth, **params)
    frame = read_qrels(qrels)
    judged: dict[str, dict[str, int]] = {}
    for q, d, r in zip(frame["qid"].tolist(), frame["docid"].tolist(), frame["rel"].tolist()):
        judged.setdefault(str(q), {})[str(d)] = int(r)
    model = fit_calibration(fused_queries(paths, fuser, **read_options), judged, by=by, depth=depth, rel=rel,
                            source={"runs": [os.path.basename(str(p)) for p in paths],
                                    "qrels": os.path.basename(str(qrels))})
    doc = {"format": "rankagg-fusion", "method": method, "params": params,
           "weights": None if weights is None else dict(weights), "calibration": model.to_dict()}
    save_fusion_model(doc, output, inputs=[*paths, qrels])  # the model registry: atomic, read back
    return doc


def calibrated_fuse_files(paths: Sequence[Any], output: Any, model: Any, *, depth: int, tag: str | None = None,
                          min_score: float | None = None, **read_options: Any) -> int:
    """``rankagg fuse RUN... --model M`` when ``M`` holds a calibration: a TREC run of calibrated scores
    (module docstring), at most ``depth`` a query, those below ``min_score`` left out.  Returns the lines."""
    from rankagg.io.atomic import atomic_write_text
    from rankagg.io.formats import check_text_output

    check_text_output(output, "a fused run of calibrated scores", "give it another name (a TREC run's: .run, .txt)")
    fuser = Fuser.from_model(model, depth=depth, min_score=min_score)
    tag = tag or f"rankagg-{fuser.name}-calibrated"
    fused = fused_queries(paths, fuser, **read_options)
    offsets = np.cumsum([0] + [len(ranked) for ranked in fused.values()], dtype=np.int64)
    written = trec_scores(np.array([p for ranked in fused.values() for _, p in ranked], dtype=np.float64),
                          offsets, floor=0.0).tolist()
    lines = [f"{q} Q0 {d} {r} {written[start + r - 1]!r} {tag}\n"
             for (q, ranked), start in zip(fused.items(), offsets.tolist()) for r, (d, _) in enumerate(ranked, 1)]
    atomic_write_text(output, "".join(lines), inputs=[*paths, model])
    return len(lines)
