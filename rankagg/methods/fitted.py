"""The one entry to fuse with a method, fitted or not (:meth:`rankagg.methods.base.Aggregator.fuse`): the API,
streaming, Dask workers, the distributed protocol and ``rankagg fuse --letor`` all call it, instead of
writing the sequence (fitted? the rankers by name, their count, the scores independent of the rankers' order)
again each."""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import NDArray

from rankagg.data.entries import RunEntries

__all__ = ["fuse", "match_rankers"]


def fuse(m: Any, data: Any) -> tuple[Any, NDArray[np.float64]]:
    """The data ``m`` fused (``data`` itself for run entries a method sums line by line, else the rank matrix
    with the rankers in the order ``m`` was trained on) and its fused scores by the contract path: ``m``
    checked fitted, the rankers matched by name (:func:`match_rankers`) and counted, the scores independent of
    the order of the rankers (``canonical_score``; ``score_entries`` for run entries of the methods tagged so)."""
    from rankagg.methods.base import refuse_overflow

    m._check_fitted()
    if isinstance(data, RunEntries):
        if m.get_tags().score_entries:  # sums over the lines read: no (documents x runs) matrix, same bits
            m._check_rankers(data)  # it reads n_rankers only
            scores = np.asarray(m.score_entries(data), dtype=np.float64)
            # every item has a line, so a NaN sum is inf - inf: past the floats, as an infinite one
            return data, refuse_overflow(m.name, data, scores, np.isnan(scores))
        data = data.to_rankings()
    data = match_rankers(m, data)  # a trained model meets its rankers by name, not position
    m._check_rankers(data)
    return data, np.asarray(m.canonical_score(data), dtype=np.float64)


def match_rankers(model: Any, data: Any, what: str = "the model") -> Any:
    """``data`` (Rankings or run entries) with its rankers in the order ``model`` was trained on, matched by
    name; a ranker the model does not know, or one it needs and the input lacks, is an error naming them
    (a model trained on LETOR rankers R1..R25 is never applied to 25 other runs by position)."""
    trained = model.__dict__.get("ranker_names_")
    if trained is None:
        return data
    have = [str(n) for n in data.ranker_names]
    trained = [str(n) for n in trained]
    missing = [n for n in trained if n not in have]
    unknown = [n for n in have if n not in trained]
    if missing or unknown or len(have) != len(trained):
        raise ValueError(
            f"{what} ({model.name}) was trained on {len(trained)} rankers ({_names(trained)}); the input's rankers are "
            f"{_names(have)}" + (f"; missing: {_names(missing)}" if missing else "")
            + (f"; unknown to the model: {_names(unknown)}" if unknown else "")
            + ". Give the runs it was trained on, named as in training (run tags)")
    order = [have.index(n) for n in trained]
    if order == list(range(len(have))):
        return data
    return data.select_rankers(order)


def _names(names: list[str], n: int = 6) -> str:
    return ", ".join(names[:n]) + (f" and {len(names) - n} more" if len(names) > n else "")
