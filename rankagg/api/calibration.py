"""``rankagg calibrate`` and ``rankagg fuse --model`` with a calibrated model, for the command line (which goes
through this package): the work is :mod:`rankagg.fuser.calibration_files`'s."""

from __future__ import annotations

import os
from typing import Any, Mapping, Sequence

__all__ = ["calibrate_runs", "holds_calibration", "fuse_calibrated", "threshold_text"]


def calibrate_runs(paths: Sequence[Any], qrels: Any, output: Any, *, method: str, params: Mapping[str, Any],
                   weights: Mapping[str, float] | None, by: str, depth: int, rel: int = 1) -> dict[str, Any]:
    """Fit and write the calibrated fusion model (:func:`rankagg.fuser.calibration_files.calibrate_files`)."""
    from rankagg.fuser.calibration_files import calibrate_files

    return calibrate_files(paths, qrels, output, method=method, params=params, weights=weights, by=by, depth=depth,
                           rel=rel)


def threshold_text(min_score: float) -> str:
    """A threshold as the command prints it for ``--min-score`` (:func:`rankagg.fuser.calibration.threshold_text`:
    rounded down, so that passed back it keeps at least the recall it was fitted for)."""
    from rankagg.fuser.calibration import threshold_text as text  # lazily, as this module's other doors: NumPy's fuser

    return text(min_score)


def holds_calibration(path: str | os.PathLike) -> bool:
    """Whether a model file holds a calibration (``rankagg fuse --model`` then writes calibrated scores)."""
    from rankagg.fuser.calibration import Calibration

    return Calibration.held_by(path)


def fuse_calibrated(paths: Sequence[Any], output: Any, model: Any, *, depth: int, tag: str | None,
                    min_score: float | None, trust_rank: bool) -> int:
    """A TREC run of calibrated scores (:func:`rankagg.fuser.calibration_files.calibrated_fuse_files`)."""
    from rankagg.fuser.calibration_files import calibrated_fuse_files

    return calibrated_fuse_files(paths, output, model, depth=depth, tag=tag, min_score=min_score,
                                 trust_rank=trust_rank)
